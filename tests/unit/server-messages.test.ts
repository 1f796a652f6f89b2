import { describe, expect, it } from 'vitest';
import { messageCode, SERVER_MESSAGES } from '../../src/shared/server-messages';
import { ApiError } from '../../src/web/lib/api';
import { DETAIL_CODES, serverText, translatedFields } from '../../src/web/lib/forms';
import type { TFunction } from '../../src/web/lib/translator';
import { catalogue, type Tree } from '../support/catalogue';

const translations = (lang: string) => (catalogue(lang) as { serverErrors: Tree }).serverErrors;
/** A stand-in for i18next: the key and its values, so a test sees which text was chosen. */
const t = ((key: string, values?: Record<string, unknown>) =>
  key.endsWith('image_too_large') ? `${key}(${values?.maxMb})` : key) as unknown as TFunction;

describe('server messages: codes beside the texts, translated by code', () => {
  it('every code the web translates has its text in each catalogue', () => {
    const codes = [...Object.keys(SERVER_MESSAGES), ...DETAIL_CODES].sort();
    for (const lang of ['en', 'am', 'om', 'ti'])
      expect(Object.keys(translations(lang)).sort()).toEqual(codes);
  });

  it('a text has its code, after a file name too; any other text is `invalid`', () => {
    expect(messageCode('A user with that username already exists.')).toBe('username_taken');
    expect(messageCode(`fake.jpg: ${SERVER_MESSAGES.invalid_image}`)).toBe('invalid_image');
    expect(messageCode('Ensure this field has no more than 150 characters.')).toBe('invalid');
  });

  it('shows the translation of a known code, keeps the file name, and the server text for an unknown code', () => {
    const text = serverText(t);
    expect(text('No active account found with the given credentials', 'no_active_account')).toBe(
      'serverErrors.no_active_account',
    );
    expect(text(`fake.jpg: ${SERVER_MESSAGES.invalid_image}`, 'invalid_image')).toBe(
      'fake.jpg: serverErrors.invalid_image',
    );
    expect(text(SERVER_MESSAGES.image_too_large, 'image_too_large')).toBe('serverErrors.image_too_large(15)');
    expect(text('Something new the web does not know.', 'brand_new_code')).toBe(
      'Something new the web does not know.',
    );
    expect(text('Not found.', 'not_found')).toBe('Not found.');
  });

  it('translates each field error by the code in its place', () => {
    const error = new ApiError(400, {
      username: ['A user with that username already exists.'],
      password: ['This password is too common.', 'Some other rule.'],
      codes: { username: ['username_taken'], password: ['password_too_common', 'invalid'] },
    });
    expect(translatedFields(error, t)).toEqual({
      username: ['serverErrors.username_taken'],
      password: ['serverErrors.password_too_common', 'Some other rule.'],
    });
  });
});
