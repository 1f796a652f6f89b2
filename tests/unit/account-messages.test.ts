import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, accountMessageKey } from '../../src/shared/account-messages';
import { catalogue, type Tree } from '../support/catalogue';

describe('account messages', () => {
  it('each text the account endpoints answer has its translation (auth.server.*)', () => {
    const server = (catalogue('en') as { auth: { server: Tree } }).auth.server;
    expect(Object.keys(server).sort()).toEqual(Object.keys(ACCOUNT_MESSAGES).sort());
  });

  it('finds the key of a known text and nothing for any other', () => {
    expect(accountMessageKey('Invalid token for given user.')).toBe('invalidLink');
    expect(accountMessageKey('Request was throttled.')).toBeUndefined();
  });
});
