import { SERVER_MESSAGES } from '@shared/server-messages';

/**
 * Password rules beyond the length the shared schema checks, with Django's validators' messages:
 * not too similar to the account's own details, not one of the most common passwords, not only
 * digits. Returns every message that applies (Django reports them all at once).
 */

const MAX_SIMILARITY = 0.7;

/** Among the most used passwords worldwide (8+ characters; shorter ones fail the length rule). */
const COMMON_PASSWORDS = new Set(
  [
    '12345678 123456789 1234567890 12345678910 123123123 11111111 00000000 88888888 87654321 11223344',
    '12341234 147258369 987654321 123456123 1q2w3e4r 1q2w3e4r5t 1qaz2wsx zaq12wsx qwertyui qwertyuiop',
    'qwerty123 qwerty12 asdfghjk asdfghjkl zxcvbnm1 zxcvbnmm q1w2e3r4 a1b2c3d4 abcd1234 abc12345',
    'abcdefgh password password1 password12 password123 password! passw0rd p@ssw0rd p@ssword pa$$word',
    'iloveyou iloveyou1 sunshine princess football baseball basketball welcome1 welcome123 trustno1',
    'superman batman123 starwars whatever letmein1 letmein123 dragon123 michael1 jennifer jordan23',
    'changeme computer internet samsung1 liverpool chelsea1 arsenal1 manchester master123 monkey123',
    'shadow123 freedom1 killer123 charlie1 access14 mustang1 michelle maverick corvette mercedes',
    'hello123 helloworld loveyou1 lovely123 babygirl blink182 qazwsxedc aa123456 aaaaaaaa admin123',
    'administrator default1 secret123 test1234 testtest google123 facebook football1 ethiopia',
    'ethiopia1 ethiopia123 addisababa addisabeba habesha1 habesha123 selam123 abebe123 sefer123',
  ]
    .join(' ')
    .split(' '),
);

/** Python's `SequenceMatcher.quick_ratio()`: similarity from the characters both strings share. */
function quickRatio(a: string, b: string): number {
  if (a.length + b.length === 0) return 1;
  const available = new Map<string, number>();
  for (const c of b) available.set(c, (available.get(c) ?? 0) + 1);
  let matches = 0;
  for (const c of a) {
    const left = available.get(c) ?? 0;
    if (left > 0) {
      matches++;
      available.set(c, left - 1);
    }
  }
  return (2 * matches) / (a.length + b.length);
}

/** Django skips values far shorter than the password: they cannot make it "similar". */
function exceedsLengthRatio(password: string, value: string): boolean {
  return password.length >= 10 * value.length && value.length < (MAX_SIMILARITY / 2) * password.length;
}

export interface PasswordOwner {
  username?: string | null;
  email?: string | null;
  fullName?: string | null;
}

/** Each detail of the account and Django's message when the password is too much like it. */
const ATTRIBUTES: { key: keyof PasswordOwner; message: string }[] = [
  { key: 'username', message: SERVER_MESSAGES.password_similar_username },
  { key: 'email', message: SERVER_MESSAGES.password_similar_email },
  { key: 'fullName', message: SERVER_MESSAGES.password_similar_full_name },
];

export function passwordProblems(password: string, owner: PasswordOwner): string[] {
  const problems: string[] = [];
  const lower = password.toLowerCase();
  for (const { key, message } of ATTRIBUTES) {
    const value = owner[key]?.toLowerCase();
    if (!value) continue;
    const parts = [...value.split(/[^\p{L}\p{N}_]+/u), value];
    const similar = parts.some(
      (part) => part && !exceedsLengthRatio(lower, part) && quickRatio(lower, part) >= MAX_SIMILARITY,
    );
    if (similar) {
      problems.push(message);
      break;
    }
  }
  if (COMMON_PASSWORDS.has(lower.trim())) problems.push(SERVER_MESSAGES.password_too_common);
  if (/^\d+$/.test(password)) problems.push(SERVER_MESSAGES.password_entirely_numeric);
  return problems;
}

/** Django's message when the confirmation differs. */
export const PASSWORD_MISMATCH = SERVER_MESSAGES.password_mismatch;
