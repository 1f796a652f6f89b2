import { registerBody } from '@shared/schemas/auth';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { translateIssue, zodResolver } from '../../src/web/lib/forms';
import type { TFunction } from '../../src/web/lib/translator';

const t = ((key: string) => key) as unknown as TFunction;

describe('form messages', () => {
  it('a refused username or phone number says what is allowed, not just "invalid"', () => {
    const result = registerBody.safeParse({
      username: 'abebe kebede',
      email: 'abebe@example.et',
      full_name: 'Abebe Kebede',
      phone_number: '09-eleven',
      password: 'Entoto-Park-2027',
      re_password: 'Entoto-Park-2027',
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path[0], translateIssue(issue, t)]),
    );
    expect(messages).toEqual({ username: 'validation.username', phone_number: 'validation.phone' });
  });

  it('any form: a select left at its empty choice is required, a wrong choice is invalid', async () => {
    const schema = z.object({ kind: z.enum(['banner', 'card']) });
    const resolve = zodResolver(schema, t);
    const read = async (kind: string) =>
      (
        (await resolve({ kind } as never, undefined, {} as never)).errors as Record<
          string,
          { message: string }
        >
      ).kind?.message;
    expect(await read('')).toBe('validation.required');
    expect(await read('poster')).toBe('validation.invalid');
    expect(await read('card')).toBeUndefined();
  });
});
