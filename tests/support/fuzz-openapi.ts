import fc from 'fast-check';

/**
 * The OpenAPI document read as a fuzzer needs it: each operation with the schema of every path
 * parameter, query parameter and body field, and values that pass those schemas, so that one
 * hostile value at a time can be put among otherwise valid ones and reach the code behind the
 * validation (a NUL in a sign-in name is only dangerous once the rest of the body is valid).
 */

/** The part of a JSON schema the fuzzer reads. */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  items?: JsonSchema;
  properties?: Record<string, JsonSchema>;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  pattern?: string;
  format?: string;
  required?: string[];
}

export type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  query: string[];
  body: 'json' | 'multipart' | null;
  fields: string[];
  /** The schema of every path parameter, query parameter and body field, by name. */
  schemas: {
    path: Record<string, JsonSchema>;
    query: Record<string, JsonSchema>;
    body: Record<string, JsonSchema>;
  };
  /** The body fields the operation requires. */
  required: string[];
  /** The body kinds the operation takes (JSON first when it takes both). */
  bodyKinds: Array<'json' | 'multipart'>;
};

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** The operations the OpenAPI document lists, with what each takes. */
export function operations(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const kind = content['multipart/form-data'] ? 'multipart' : content['application/json'] ? 'json' : null;
      const schema = (content['application/json'] ?? content['multipart/form-data'])?.schema;
      const byName = (where: string) =>
        Object.fromEntries(params.filter((p) => p.in === where).map((p) => [p.name, p.schema ?? {}]));
      found.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        body: kind,
        fields: Object.keys(schema?.properties ?? {}),
        schemas: { path: byName('path'), query: byName('query'), body: schema?.properties ?? {} },
        required: schema?.required ?? [],
        bodyKinds: (['json', 'multipart'] as const).filter((k) =>
          k === 'json' ? content['application/json'] : content['multipart/form-data'],
        ),
      });
    }
  }
  return found;
}

/** The alternatives of a schema, `null` left out. */
function variants(schema: JsonSchema): JsonSchema[] {
  const options = schema.anyOf ?? schema.oneOf;
  if (options) return options.flatMap(variants).filter((s) => s.type !== 'null');
  return [schema];
}

const types = (schema: JsonSchema) => variants(schema).flatMap((s) => [s.type ?? []].flat());

/** True when some alternative of the schema is (or holds, for arrays) a whole number. */
export const takesInteger = (schema: JsonSchema): boolean =>
  variants(schema).some(
    (s) => s.type === 'integer' || (s.type === 'array' && s.items !== undefined && takesInteger(s.items)),
  );

/** True when some alternative of the schema is free text (not a choice, not a file). */
export const takesText = (schema: JsonSchema): boolean =>
  variants(schema).some(
    (s) =>
      (s.type === 'string' && !s.enum && s.format !== 'binary') ||
      (s.type === 'array' && s.items !== undefined && takesText(s.items)),
  );

const TEXT_SAMPLES = ['fuzz_user', 'fuzz.person@example.et', '+251911223344', 'Bole', 'new:0', '12'];

/** A value that passes `schema` (as far as a JSON schema can tell), for the field `name`. */
export function plausible(schema: JsonSchema, name = ''): unknown {
  const [first] = variants(schema);
  if (!first) return null;
  if (first.const !== undefined) return first.const;
  if (first.enum) return first.enum[0];
  const type = types(first)[0];
  if (type === 'integer' || type === 'number') {
    const low = first.minimum ?? (first.exclusiveMinimum !== undefined ? first.exclusiveMinimum + 1 : 0);
    return Math.min(Math.max(low, 1), first.maximum ?? 1);
  }
  if (type === 'boolean') return true;
  if (type === 'array') {
    if (!first.items || first.items.format === 'binary') return [];
    return first.minItems ? [plausible(first.items, name)] : [];
  }
  if (type === 'object') return {};
  if (first.format === 'email' || /email/.test(name)) return 'fuzz.person@example.et';
  if (first.pattern) {
    const pattern = new RegExp(first.pattern);
    return TEXT_SAMPLES.find((s) => pattern.test(s)) ?? 'fuzz';
  }
  // Long enough for the rules a JSON schema does not show (a description of at least 50 characters).
  const length = Math.min(first.maxLength ?? 200, Math.max(first.minLength ?? 1, 60));
  const text = `Plausible ${name || 'text'} of a fuzzed request. `.repeat(Math.ceil(length / 20));
  return text.slice(0, length).trim();
}

/** Text with U+0000 in it, which PostgreSQL `text` cannot hold. */
export const nulText = fc
  .tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), fc.integer({ min: 1, max: 3 }))
  .map(([before, after, count]) => `${before}${'\u0000'.repeat(count)}${after}`);

/** Whole numbers beyond PostgreSQL's `integer` (2,147,483,647): ids that cannot exist. */
export const beyondInteger = fc.oneof(
  fc.constant(2 ** 31),
  fc.integer({ min: 2 ** 31, max: Number.MAX_SAFE_INTEGER }),
  fc.constant(2 ** 32 + 1),
);

/** The value of a field hit by `value`: arrays get it as their only item. */
export function hostileFor(schema: JsonSchema, value: unknown): unknown {
  return variants(schema).some((s) => s.type === 'array') ? [value] : value;
}
