import { randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * argon2id with OWASP's minimum profile (19 MiB, 2 passes, 1 lane): ~15 ms here, costly enough
 * per guess, cheap enough for a 2-core server under sign-in bursts.
 */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A readable random password (for generated accounts): 4 groups of 4 letters and digits. */
export function generatePassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const chars = Array.from({ length: 16 }, () => alphabet[randomInt(alphabet.length)]);
  return [0, 4, 8, 12].map((i) => chars.slice(i, i + 4).join('')).join('-');
}
