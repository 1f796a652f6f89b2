import { describe, expect, it } from 'vitest';
import { callLabelKey, callTarget } from '../../src/web/features/properties/components/listing-text';

const person = (phone_number: string | null) => ({ phone_number }) as never;

describe('the call button tells whom it reaches', () => {
  it.each([
    [
      'an agent with a phone',
      person('+251 911 402 318'),
      person('+251 922 000 111'),
      'card.callAgent',
      'tel:+251911402318',
    ],
    [
      'an owner with a phone, no agent',
      null,
      person('+251 922 000 111'),
      'card.callOwner',
      'tel:+251922000111',
    ],
    [
      'an agent without a phone: the owner answers',
      person(null),
      person('+251922000111'),
      'card.callOwner',
      'tel:+251922000111',
    ],
    ['no phone at all: the contact section', person(null), null, 'card.contact', '/properties/7#contact'],
  ])('%s', (_, agent, owner, label, target) => {
    const p = { id: 7, agent, owner };
    expect(callLabelKey(p)).toBe(label);
    expect(callTarget(p)).toBe(target);
    expect(callLabelKey(p, true)).toBe(label === 'card.contact' ? 'card.contact' : 'card.call');
  });
});
