import { beforeAll, expect, it } from 'vitest';
import { randomIp, signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import { fieldErrorsOf } from '../support/field-errors';
import type { JsonSchema } from '../support/fuzz-openapi';

/**
 * Input PostgreSQL cannot take is refused where the API declares its input (the shared zod
 * schemas): text holding U+0000 is a field error, an id beyond PostgreSQL's integer is a field
 * error in a query or a body and a 404 in a path. Never a 500 from the database.
 */

const NUL = 'Null characters are not allowed.';
const BEYOND = 'Ensure this value is less than or equal to 2147483647.';
const NO_NUL_PATTERN = '^[^\\u0000]*$';

/** Every free-text schema (not a choice, not a file) under `schema`, with where it is. */
function texts(schema: JsonSchema | undefined, where: string): Array<{ where: string; schema: JsonSchema }> {
  if (!schema) return [];
  const found: Array<{ where: string; schema: JsonSchema }> = [];
  if (schema.type === 'string' && !schema.enum && schema.const === undefined && schema.format !== 'binary')
    found.push({ where, schema });
  for (const key of ['anyOf', 'oneOf'] as const)
    for (const [i, option] of (schema[key] ?? []).entries()) found.push(...texts(option, `${where}|${i}`));
  found.push(...texts(schema.items, `${where}[]`));
  for (const [name, field] of Object.entries(schema.properties ?? {}))
    found.push(...texts(field, `${where}.${name}`));
  return found;
}

const patterns = (schema: JsonSchema & { allOf?: JsonSchema[] }) =>
  [schema.pattern, ...(schema.allOf ?? []).map((s) => s.pattern)].filter(Boolean);

describeWithDb('input the database cannot hold', (env) => {
  let staff: Record<string, string> = {};
  let listingId = 0;
  beforeAll(async () => {
    const { app, ctx } = env();
    const who = await signedIn(app, ctx, { isStaff: true });
    staff = who.headers;
    listingId = (await factories(ctx).property({ ownerId: who.user.id, photos: 1 })).id;
  });

  const call = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, headers = {}) =>
    env().app.inject({ method, url, payload, headers, remoteAddress: randomIp() });

  it('every text the API takes, in any path, query or body, refuses U+0000 by its schema', () => {
    const doc = env().app.swagger() as {
      paths: Record<
        string,
        Record<
          string,
          {
            parameters?: Array<{ in: string; name: string; schema?: JsonSchema }>;
            requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
          }
        >
      >;
    };
    const missing: string[] = [];
    let checked = 0;
    for (const [path, item] of Object.entries(doc.paths))
      for (const [method, op] of Object.entries(item)) {
        const found = [
          ...(op.parameters ?? []).flatMap((p) => texts(p.schema, `${p.in}:${p.name}`)),
          ...Object.entries(op.requestBody?.content ?? {}).flatMap(([type, c]) =>
            texts(c.schema, `body(${type})`),
          ),
        ];
        for (const { where, schema } of found) {
          checked++;
          if (!patterns(schema).includes(NO_NUL_PATTERN)) missing.push(`${method} ${path} ${where}`);
        }
      }
    expect(checked).toBeGreaterThan(80);
    expect(missing).toEqual([]);
  });

  it('answers text holding U+0000 with a field error: sign-in, contact, search, writes', async () => {
    const signIn = await call('POST', '/api/auth/jwt/create/', { username: 'abebe\u0000', password: 'x' });
    expect(signIn.statusCode).toBe(400);
    expect(fieldErrorsOf(signIn)).toEqual({ username: [NUL] });

    const contact = await call('POST', '/api/contact/', {
      full_name: 'Abebe\u0000 Kebede',
      email: 'abebe@example.et',
      subject: 'A question',
      message: 'Is the flat in Bole still free?',
    });
    expect(contact.statusCode).toBe(400);
    expect(fieldErrorsOf(contact)).toEqual({ full_name: [NUL] });

    const search = await call('GET', '/api/users/agents/?search=bo%00le');
    expect(search.statusCode).toBe(400);
    expect(fieldErrorsOf(search)).toEqual({ search: [NUL] });

    const edit = await call(
      'PATCH',
      `/api/properties/properties/${listingId}/`,
      { title: 'Flat\u0000' },
      staff,
    );
    expect(edit.statusCode).toBe(400);
    expect(fieldErrorsOf(edit)).toEqual({ title: [NUL] });
  });

  it('answers ids beyond PostgreSQL integers: 404 in a path, a field error in a query or a body', async () => {
    for (const url of [
      '/api/properties/properties/2147483648/',
      '/api/properties/properties/99999999999/similar/',
      '/api/users/agents/2147483648/',
      '/api/users/agents/2147483648/properties/',
    ]) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: 'Not found.', code: 'not_found' });
    }
    // The largest id that can exist is still an ordinary unknown id.
    expect((await call('GET', '/api/properties/properties/2147483647/')).statusCode).toBe(404);
    // Malformed is still malformed.
    expect((await call('GET', '/api/properties/properties/abc/')).statusCode).toBe(400);

    for (const [url, field] of [
      ['/api/properties/properties/?city=2147483648', 'city'],
      ['/api/properties/map-markers/?agent=2147483648', 'agent'],
      ['/api/locations/subcities/?city=4294967297', 'city'],
    ] as const) {
      const res = await call('GET', url);
      expect(res.statusCode, url).toBe(400);
      expect(fieldErrorsOf(res), url).toEqual({ [field]: [BEYOND] });
    }

    const features = await call(
      'PATCH',
      `/api/properties/properties/${listingId}/`,
      { features: [2147483648], amenities: ['3000000000'] },
      staff,
    );
    expect(features.statusCode).toBe(400);
    expect(fieldErrorsOf(features)).toEqual({
      'features.0': expect.arrayContaining([BEYOND]),
      'amenities.0': expect.arrayContaining([BEYOND]),
    });
  });
});
