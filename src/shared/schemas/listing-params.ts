import { z } from 'zod';
import type { FilterShape, ListingFilter, ParamSpec, ParamValue } from '../listing-query-kit';
import { boolParam, idParam, intParam, text } from './common';

/**
 * The API's schemas of the listing query's parameters, built from their `ParamSpec`s (decision
 * 032): validation with DRF's messages, and the types the OpenAPI document shows. The web reads the
 * same specs without zod (`listing-params.ts`); `listing-params.test.ts` holds the two together.
 */

const DRF_MIN_0 = { message: 'Ensure this value is greater than or equal to 0.' };
const choiceMessage = (values: readonly string[]) =>
  `Select a valid choice. Valid choices are: ${values.join(', ')}.`;
const vocabulary = (values: readonly string[]) =>
  z.enum(values as [string, ...string[]], { message: choiceMessage(values) });

/** The schema of one parameter (a query string's text in, the value out). */
export function paramSchema<S extends ParamSpec>(spec: S): z.ZodType<ParamValue<S>> {
  return build(spec) as unknown as z.ZodType<ParamValue<S>>;
}

function build(spec: ParamSpec): z.ZodType {
  switch (spec.type) {
    case 'text':
      return text().max(spec.max, { message: `Ensure this field has no more than ${spec.max} characters.` });
    case 'choice':
      return text()
        .transform((v) => spec.aliases[v] ?? v)
        .pipe(vocabulary(spec.values));
    case 'set':
      return text()
        .transform((v) => [...new Set(v.split(',').map((s) => s.trim()))].filter(Boolean))
        .pipe(z.array(vocabulary(spec.values)).min(1));
    case 'count':
      return intParam().min(0, DRF_MIN_0).max(1000);
    case 'money':
      return intParam().min(0, DRF_MIN_0).max(Number.MAX_SAFE_INTEGER);
    case 'id':
      return idParam();
    case 'bool':
      return boolParam();
    case 'degrees': {
      const message = `${spec.what} must be within -${spec.limit}..${spec.limit}.`;
      return z.coerce
        .number({ message: 'A valid number is required.' })
        .min(-spec.limit, { message })
        .max(spec.limit, { message });
    }
  }
}

/** The zod shape of every parameter of `filters`, each optional. */
export function filterSchemas<const F extends readonly ListingFilter[]>(filters: F) {
  const shape: Record<string, z.ZodOptional<z.ZodType>> = {};
  for (const f of filters) {
    for (const [key, spec] of Object.entries<ParamSpec>(f.params)) shape[key] = paramSchema(spec).optional();
  }
  return shape as unknown as {
    [K in keyof FilterShape<F>]: z.ZodOptional<z.ZodType<ParamValue<FilterShape<F>[K] & ParamSpec>>>;
  };
}
