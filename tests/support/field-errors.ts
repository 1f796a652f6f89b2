import { messageCode } from '@shared/server-messages';
import { expect } from 'vitest';

/**
 * A validation error's field messages (`{field: [messages]}`), after checking the codes the API
 * answers beside them: one per message, in their order (src/shared/server-messages.ts).
 */
export function fieldErrorsOf(res: { json(): unknown }): Record<string, string[]> {
  const { codes, ...fields } = res.json() as Record<string, string[]>;
  const expected = Object.fromEntries(Object.entries(fields).map(([f, m]) => [f, m.map(messageCode)]));
  expect(codes, 'the codes beside the field errors').toEqual(expected);
  return fields;
}
