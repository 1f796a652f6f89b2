/**
 * Decimal rounding and digit grouping for the page's number formats (`format.ts`), without
 * `Intl`. Building the browser's first `Intl.NumberFormat` or `Intl.DateTimeFormat` starts its
 * number-formatting library: 30–80 ms of a fresh page's main thread, measured in Chromium, on
 * every page load (decision 069). Numbers are read as the shortest decimal that names them (what
 * `String(n)` prints, and what ICU formats), so 1.005 rounds to 1.01, as `Intl` rounds it.
 */

/** |n| as decimal digits with the point after `point` of them (`point` may be ≤ 0 or > length). */
function decimalDigits(n: number): { digits: string; point: number } {
  const [mantissa = '0', exponent = '0'] = Math.abs(n).toString().split('e');
  const [whole = '0', fraction = ''] = mantissa.split('.');
  let digits = whole + fraction;
  let point = whole.length + Number(exponent);
  const leading = /^0*/.exec(digits)![0].length;
  digits = digits.slice(leading);
  point -= leading;
  return digits ? { digits, point } : { digits: '0', point: 1 };
}

/** How many digits |n| has before its point (1 for numbers below 10). */
export function wholeDigits(n: number): number {
  return Math.max(1, decimalDigits(n).point);
}

/** Adds one to the last digit of a digit string (`'199'` → `'200'`, `'99'` → `'100'`). */
function increment(digits: string): string {
  const out = digits.split('');
  let i = out.length - 1;
  while (i >= 0 && out[i] === '9') out[i--] = '0';
  if (i < 0) out.unshift('1');
  else out[i] = String(Number(out[i]) + 1);
  return out.join('');
}

export interface Rounded {
  negative: boolean;
  /** The whole part's digits, no leading zeros ('0' for none). */
  whole: string;
  /** The fraction's digits, without trailing zeros ('' for none). */
  fraction: string;
}

/**
 * `n` × 10^-`shift` rounded half away from zero to at most `fractionDigits` digits (ICU's
 * "half expand", `Intl`'s default), exactly, on its decimal digits.
 */
export function roundDecimal(n: number, fractionDigits: number, shift = 0): Rounded {
  const negative = n < 0;
  let { digits, point } = decimalDigits(n);
  point -= shift;
  const keep = point + fractionDigits;
  if (keep < 0) return { negative, whole: '0', fraction: '' };
  if (digits.length > keep) {
    const up = digits.charCodeAt(keep) >= 53; // '5'
    digits = digits.slice(0, keep);
    if (up) {
      // 0.6 to no decimals: nothing kept, rounded up to 1. '99' + 1 = '100': one digit more
      // before the point.
      const next = digits ? increment(digits) : '1';
      if (next.length > digits.length) point += 1;
      digits = next;
    }
  }
  if (point <= 0) {
    digits = '0'.repeat(1 - point) + digits;
    point = 1;
  } else if (digits.length < point) {
    digits += '0'.repeat(point - digits.length);
  }
  const whole = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const fraction = digits.slice(point).replace(/0+$/, '');
  return { negative, whole, fraction };
}

/** "4500000" → "4,500,000" (groups of three, as en-ET writes them). */
export function groupThousands(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
