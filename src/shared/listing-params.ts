import { MAX_ID, NUL_FREE } from './constants';
import type { ParamSpec, ParamValue } from './listing-query-kit';

/**
 * Reads one listing-query parameter as the API's schema does (`schemas/listing-params.ts`), without
 * zod, so the listing page can check its URL on a visitor's first load (decision 023). Both read
 * the same `ParamSpec`; `listing-params.test.ts` holds them to the same answers for every
 * parameter of the declaration. `undefined`: the API would refuse the value.
 */
export function readParam<S extends ParamSpec>(spec: S, raw: string): ParamValue<S> | undefined {
  return read(spec, raw) as ParamValue<S> | undefined;
}

function read(spec: ParamSpec, raw: string): unknown {
  switch (spec.type) {
    case 'text':
      return isText(raw) && raw.length <= spec.max ? raw : undefined;
    case 'choice': {
      if (!isText(raw)) return undefined;
      const value = spec.aliases[raw] ?? raw;
      return spec.values.includes(value) ? value : undefined;
    }
    case 'set': {
      if (!isText(raw)) return undefined;
      const values = [...new Set(raw.split(',').map((s) => s.trim()))].filter(Boolean);
      return values.length > 0 && values.every((v) => spec.values.includes(v)) ? values : undefined;
    }
    case 'count':
      return whole(raw, 0, 1000);
    case 'money':
      return whole(raw, 0, Number.MAX_SAFE_INTEGER);
    case 'id':
      return whole(raw, 1, MAX_ID);
    case 'bool':
      return raw === 'true' || raw === '1' ? true : raw === 'false' || raw === '0' ? false : undefined;
    case 'degrees': {
      const n = Number(raw);
      return Number.isFinite(n) && Math.abs(n) <= spec.limit ? n : undefined;
    }
  }
}

const isText = (raw: string) => NUL_FREE.test(raw);

/** A whole number between the bounds, read as JavaScript reads a number (zod's coercion). */
function whole(raw: string, min: number, max: number): number | undefined {
  const n = Number(raw);
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
}
