import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_ID } from '../../src/shared/constants';
import { readParam } from '../../src/shared/listing-params';
import { LISTING_FILTERS, ORDERING_PARAM, STATUS_PARAM } from '../../src/shared/listing-query';
import type { ParamSpec } from '../../src/shared/listing-query-kit';
import { paramSchema } from '../../src/shared/schemas/listing-params';

/**
 * The listing page reads its URL without zod (first load, decision 023); the API reads the same
 * parameters with zod. Both come from one `ParamSpec` each: for every parameter of the
 * declaration they must accept the same values and read them the same way.
 */
const PARAMS: Array<[string, ParamSpec]> = [
  ...LISTING_FILTERS.flatMap((f) => Object.entries<ParamSpec>(f.params)),
  ['status', STATUS_PARAM],
  ['ordering', ORDERING_PARAM],
];

/** Values at every edge the specs have, and the vocabularies with their aliases. */
function edges(spec: ParamSpec): string[] {
  const numbers = ['0', '1', '-1', '1.5', '1000', '1001', '1e3', '0x10', ' 7 ', 'abc', 'Infinity', 'NaN'];
  const bounds = [String(MAX_ID), String(MAX_ID + 1), String(Number.MAX_SAFE_INTEGER), '9007199254740993'];
  const degrees = ['90', '90.0001', '-180', '180.5', '8.99', '-0'];
  const words = ['bole', 'a\u0000b', 'x'.repeat(200), 'x'.repeat(201), 'true', 'false', 'yes'];
  const vocab =
    spec.type === 'choice' || spec.type === 'set'
      ? [
          ...spec.values,
          ...(spec.type === 'choice' ? Object.keys(spec.aliases) : []),
          spec.values.slice(0, 2).join(','),
        ]
      : [];
  return [...numbers, ...bounds, ...degrees, ...words, ...vocab, 'a,,b', ' , '];
}

const zodRead = (spec: ParamSpec, raw: string) => {
  const read = paramSchema(spec).safeParse(raw);
  return read.success ? read.data : undefined;
};

describe('the listing query read with and without zod', () => {
  it.each(PARAMS)('%s: the edges of its kind read alike', (_, spec) => {
    for (const raw of edges(spec))
      expect(readParam(spec, raw), JSON.stringify(raw)).toEqual(zodRead(spec, raw));
  });

  it('any text reads alike for every parameter', () => {
    const raw = fc.oneof(
      fc.string(),
      fc.integer().map(String),
      fc.double().map(String),
      fc.string({ unit: 'binary' }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...PARAMS), raw, ([, spec], value) => {
        expect(readParam(spec, value)).toEqual(zodRead(spec, value));
      }),
      { numRuns: 3000 },
    );
  });
});
