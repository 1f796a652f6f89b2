import { describe, expect, it } from 'vitest';
import { ApiError } from '../../src/web/lib/api';
import { createTranslator } from '../../src/web/lib/translator';
import { throttledWait, waitText } from '../../src/web/lib/wait';
import { catalogue } from '../support/catalogue';

const t = (lang: 'en' | 'am' | 'om' | 'ti') => createTranslator(lang, catalogue(lang)).t;
const HOUR = 3600;

describe('the wait of a refused request, in words', () => {
  it('gives whole minutes up to two hours and whole hours beyond, rounded up', () => {
    const en = t('en');
    expect(waitText(en, 5)).toBe('1 minute');
    expect(waitText(en, 61)).toBe('2 minutes');
    expect(waitText(en, 90 * 60)).toBe('90 minutes');
    expect(waitText(en, 2 * HOUR)).toBe('2 hours');
    expect(waitText(en, 24 * HOUR - 30)).toBe('24 hours');
  });

  it('is written in each language', () => {
    expect(waitText(t('am'), 3 * HOUR)).toBe('3 ሰዓት');
    expect(waitText(t('om'), 3 * HOUR)).toBe("sa'aatii 3");
    expect(waitText(t('ti'), 25 * 60)).toBe('25 ደቒቕ');
  });

  it('reads the wait of a 429 from Retry-After, else from DRF’s detail', () => {
    const en = t('en');
    const detail = {
      detail: 'Request was throttled. Expected available in 7200 seconds.',
      code: 'throttled',
    };
    expect(throttledWait(en, new ApiError(429, detail, 3 * HOUR))).toBe('3 hours');
    expect(throttledWait(en, new ApiError(429, detail))).toBe('2 hours');
    expect(throttledWait(en, new ApiError(400, { price: ['A valid integer is required.'] }))).toBeUndefined();
    expect(throttledWait(en, new Error('offline'))).toBeUndefined();
  });

  it('fills the add-property message in every language', () => {
    for (const lang of ['en', 'am', 'om', 'ti'] as const) {
      const tr = t(lang);
      const wait = waitText(tr, 5 * HOUR);
      const message = tr('listingForm.throttled', { wait });
      expect(message).toContain(wait);
      expect(message).not.toContain('{{');
    }
  });
});
