import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { FIELD_CODES_KEY } from '../../src/shared/errors';
import webRoutes from '../../src/web/routes';
import { randomIp, signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';
import {
  beyondInteger,
  hostileFor,
  type JsonSchema,
  nulText,
  type Operation,
  operations,
  plausible,
  takesInteger,
  takesText,
} from '../support/fuzz-openapi';
import { ensureBuild } from '../support/server-process';

/**
 * Every operation of the API (read from the OpenAPI document, which the shared zod schemas
 * generate) is sent hostile input — huge, control, SQL, HTML and template strings, wrong types,
 * huge and negative numbers, malformed JSON, broken multipart — as a visitor and as staff (who
 * reaches the most handlers). Whatever comes in, the answer is never a 5xx, never a stack trace,
 * and every error is DRF-shaped: `{detail, code}` or `{field: ["message", …]}`.
 *
 * Two families go further, one hostile value among otherwise valid ones: text holding U+0000 and
 * ids beyond PostgreSQL's integer, in every path, query and body field that takes them. And every
 * page path of the production build gets every method with no body or an odd one.
 */

const HOSTILE_STRINGS = [
  '',
  ' ',
  'a'.repeat(20_000),
  '\u0000',
  '\u0001\u0002\u001f\u007f',
  '\uD800',
  "' OR 1=1 --",
  '1; DROP TABLE properties; --',
  '<script>alert(1)</script>',
  '"><img src=x onerror=alert(1)>',
  '{{7*7}}\x24{7*7}', // template injection, both syntaxes (\x24 is $)
  '../../../../etc/passwd',
  '%00%ff',
  '😀'.repeat(500),
  '-1',
  '0',
  '1e309',
  '99999999999999999999999999',
  'NaN',
  'null',
  'true',
  '[]',
  '{"a":1}',
  '2026-13-45',
];
const HOSTILE_VALUES: unknown[] = [
  -1,
  0,
  1.5,
  -1e308,
  1e308,
  Number.MAX_SAFE_INTEGER + 2,
  true,
  null,
  [],
  {},
  [1, 'two', null],
  { __proto__: { is_staff: true }, constructor: { prototype: { admin: true } } },
];

const hostileString = fc.oneof(
  fc.constantFrom(...HOSTILE_STRINGS),
  fc.string(),
  fc.string({ unit: 'grapheme' }),
);
const hostileValue = fc.oneof(hostileString, fc.constantFrom(...HOSTILE_VALUES), fc.integer(), fc.double());

/** A multipart body, sometimes with a garbage file, sometimes cut short or without its boundary. */
function multipart(fields: Record<string, string>, damage: 'none' | 'truncated' | 'no-boundary') {
  const boundary = 'fuzzboundary';
  let body = '';
  for (const [name, value] of Object.entries(fields))
    body += `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
  body += `--${boundary}\r\ncontent-disposition: form-data; name="images"; filename="x.jpg"\r\ncontent-type: image/jpeg\r\n\r\n<svg onload=alert(1)>\r\n--${boundary}--\r\n`;
  if (damage === 'truncated') body = body.slice(0, Math.floor(body.length / 2));
  const type = damage === 'no-boundary' ? 'multipart/form-data' : `multipart/form-data; boundary=${boundary}`;
  return { payload: body, headers: { 'content-type': type } };
}

const STACK_TRACE =
  /\bat \S+ \(|node_modules|\/src\/server\/|TypeError|ReferenceError|SyntaxError: Unexpected/;

/** Percent-encodes a path segment; a lone surrogate goes out as the raw bytes an attacker would send. */
function encodePathSegment(value: string) {
  try {
    return encodeURIComponent(value);
  } catch {
    return '%ED%A0%80';
  }
}

const parse = (text: string): unknown => {
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
};

/** DRF's two error shapes; field errors with one code per message beside them (FIELD_CODES_KEY). */
function isDrfError(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const { [FIELD_CODES_KEY]: codes, ...record } = body as Record<string, unknown>;
  if (typeof record.detail === 'string') return true;
  const texts = (v: unknown): v is string[] => Array.isArray(v) && v.every((m) => typeof m === 'string');
  const codeOf = (codes ?? {}) as Record<string, unknown>;
  const entries = Object.entries(record);
  return (
    entries.length > 0 &&
    entries.every(([field, v]) => texts(v) && texts(codeOf[field]) && codeOf[field].length === v.length)
  );
}

describeWithDb('fuzzing every API operation', (env) => {
  let ops: Operation[] = [];
  let staffHeaders: Record<string, string> = {};
  let listingId = 0;
  /** Ids that exist, for the fields that name them (a write then gets as far as the database). */
  let known: Record<string, number> = {};
  let userHeaders: Record<string, string> = {};

  beforeAll(async () => {
    const { app, ctx } = env();
    const f = factories(ctx);
    const staff = await signedIn(app, ctx, { isStaff: true });
    staffHeaders = staff.headers;
    userHeaders = (await signedIn(app, ctx)).headers;
    const sub = await f.subcity();
    const kebele = await f.kebele({ subcityId: sub.id });
    const place = { cityId: sub.cityId, subcityId: sub.id, kebeleId: kebele.id };
    listingId = (await f.property({ ownerId: staff.user.id, title: 'Fuzzed flat', photos: 1, ...place })).id;
    const other = await f.property({ title: 'Another flat', ...place });
    known = { city: sub.cityId, subcity: sub.id, kebele: kebele.id, property: other.id };
    ops = operations(app.swagger() as never);
  });

  async function send(
    op: Operation,
    input: {
      params: string[];
      query: Record<string, unknown>;
      body: unknown;
      as: 'visitor' | 'staff' | 'user';
      damage: 'none' | 'truncated' | 'no-boundary' | 'malformed';
    },
  ) {
    const { app } = env();
    let url = op.path;
    op.pathParams.forEach((name, i) => {
      url = url.replace(`{${name}}`, encodePathSegment(input.params[i] ?? ''));
    });
    const search = new URLSearchParams();
    for (const [k, v] of Object.entries(input.query))
      search.append(k, typeof v === 'string' ? v : JSON.stringify(v));
    if ([...search].length) url += `?${search}`;
    const headers: Record<string, string> =
      input.as === 'staff' ? { ...staffHeaders } : input.as === 'user' ? { ...userHeaders } : {};
    let payload: string | undefined;
    if (op.body === 'multipart') {
      const fields = Object.fromEntries(
        Object.entries((input.body ?? {}) as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
      );
      const made = multipart(fields, input.damage === 'malformed' ? 'truncated' : input.damage);
      payload = made.payload;
      Object.assign(headers, made.headers);
    } else if (op.body === 'json') {
      headers['content-type'] = 'application/json';
      payload = input.damage === 'malformed' ? '{"title": "unterminated' : JSON.stringify(input.body);
    }
    return app.inject({ method: op.method as 'GET', url, headers, payload, remoteAddress: randomIp() });
  }

  it('covers the API: every operation of the OpenAPI document', () => {
    expect(ops.length).toBeGreaterThan(60);
    expect(ops.some((o) => o.body === 'multipart')).toBe(true);
  });

  it('never answers 5xx, never leaks a stack, always DRF-shaped errors', { timeout: 600_000 }, async () => {
    const failures: string[] = [];
    for (const op of ops) {
      const fieldArbitrary = fc.dictionary(
        op.fields.length ? fc.constantFrom(...op.fields) : fc.string(),
        hostileValue,
        { maxKeys: Math.max(1, op.fields.length) },
      );
      const arbitrary = fc.record({
        params: fc.array(fc.oneof(fc.constant(String(listingId)), hostileString), {
          minLength: op.pathParams.length,
          maxLength: op.pathParams.length,
        }),
        query: op.query.length
          ? fc.dictionary(fc.constantFrom(...op.query), fc.oneof(hostileString, hostileValue), { maxKeys: 4 })
          : fc.constant({}),
        body: fc.oneof(fieldArbitrary, hostileValue),
        as: fc.constantFrom('visitor' as const, 'staff' as const),
        damage: fc.constantFrom(
          'none' as const,
          'none' as const,
          'truncated' as const,
          'no-boundary' as const,
          'malformed' as const,
        ),
      });
      await fc.assert(
        fc.asyncProperty(arbitrary, async (input) => {
          const res = await send(op, input);
          const where = `${op.method} ${op.path} → ${res.statusCode} for ${JSON.stringify(input).slice(0, 400)}`;
          if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 300)}`);
          if (STACK_TRACE.test(res.body))
            failures.push(`${where} leaks internals: ${res.body.slice(0, 300)}`);
          if (res.statusCode >= 400 && !isDrfError(parse(res.body)))
            failures.push(`${where} not DRF-shaped: ${res.body.slice(0, 300)}`);
          return true;
        }),
        { numRuns: 12, seed: 2026 },
      );
      if (failures.length > 10) break;
    }
    expect(failures).toEqual([]);
  });

  /**
   * One hostile value among otherwise valid ones, so that it gets past the rest of the validation
   * to where it could hurt: every text field, query and path parameter in turn gets U+0000, and
   * every id (path, query, body, and the ids of `features`/`amenities`) a number beyond PostgreSQL's
   * integer. The answer is a 400 with field errors or a 404, never a 5xx.
   */
  type Where = 'path' | 'query' | 'body';
  type Target = { where: Where; name: string; schema: JsonSchema };

  function targets(op: Operation, wanted: (schema: JsonSchema) => boolean): Target[] {
    const all: Target[] = [];
    for (const where of ['path', 'query', 'body'] as const)
      for (const [name, schema] of Object.entries(op.schemas[where]))
        if (wanted(schema)) all.push({ where, name, schema });
    return all;
  }

  /** The operation sent with plausible values everywhere but `target`, which gets `value`. */
  async function sendWith(op: Operation, target: Target, value: unknown, as: 'visitor' | 'staff' | 'user') {
    // Staff send to their own listing; a user to someone else's (an inquiry, a save).
    const listing = as === 'user' ? known.property! : listingId;
    const params = op.pathParams.map((name) =>
      target.where === 'path' && target.name === name
        ? String(value)
        : name === 'id'
          ? String(listing)
          : String(plausible(op.schemas.path[name] ?? {}, name)),
    );
    const query: Record<string, unknown> =
      target.where === 'query' ? { [target.name]: hostileFor(target.schema, value) } : {};
    let body: unknown;
    if (op.body) {
      const fields: Record<string, unknown> = {};
      for (const name of op.required)
        fields[name] = known[name] ?? plausible(op.schemas.body[name] ?? {}, name);
      if (target.where === 'body') fields[target.name] = hostileFor(target.schema, value);
      body = fields;
    }
    const viaJson = op.bodyKinds[0] === 'json' ? { ...op, body: 'json' as const } : op;
    return send(viaJson, { params, query: flatQuery(query), body, as, damage: 'none' });
  }

  /** Query values as a browser sends them (an array is the value repeated, here comma-joined). */
  const flatQuery = (query: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(query).map(([k, v]) => [k, Array.isArray(v) ? v.map(String).join(',') : String(v)]),
    );

  async function hostileFamily(
    name: string,
    wanted: (schema: JsonSchema) => boolean,
    value: fc.Arbitrary<unknown>,
  ) {
    const failures: string[] = [];
    for (const op of ops) {
      const where = targets(op, wanted);
      if (!where.length) continue;
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...where),
          value,
          fc.constantFrom('visitor' as const, 'staff' as const, 'user' as const),
          async (target, hostile, as) => {
            const res = await sendWith(op, target, hostile, as);
            const what = `${name} in ${target.where} ${target.name}: ${op.method} ${op.path} → ${res.statusCode} (${as}, ${JSON.stringify(hostile)})`;
            if (res.statusCode >= 500) failures.push(`${what}: ${res.body.slice(0, 200)}`);
            else if (res.statusCode >= 400 && !isDrfError(parse(res.body)))
              failures.push(`${what} not DRF-shaped: ${res.body.slice(0, 200)}`);
            return true;
          },
        ),
        { numRuns: Math.min(24, where.length * 4), seed: 2026 },
      );
    }
    return failures;
  }

  it('refuses text holding NUL characters with field errors, never 500', { timeout: 600_000 }, async () => {
    expect(await hostileFamily('NUL', takesText, nulText)).toEqual([]);
  });

  it('answers ids beyond PostgreSQL integers with 400 or 404, never 500', { timeout: 600_000 }, async () => {
    expect(await hostileFamily('huge id', takesInteger, beyondInteger)).toEqual([]);
  });
});

/** Every page of the route table, its parameters filled by `param`. */
function pagePaths(param: string): string[] {
  type Route = { path?: string; index?: boolean; children?: Route[] };
  const walk = (list: Route[], base: string): string[] =>
    list.flatMap((r) => {
      const here = r.index ? base : `${base}/${r.path ?? ''}`;
      return [here, ...walk(r.children ?? [], here)];
    });
  return [...new Set(walk(webRoutes as Route[], ''))].map(
    (p) => p.replace(/:\w+/g, param).replace('*', 'no-such-page') || '/',
  );
}

/** Bodies a client may send to a page: none, empty, JSON, forms, and types nobody expects. */
const PAGE_BODIES: Array<{ type?: string; payload?: string }> = [
  {},
  { type: 'application/json' },
  { type: 'application/json', payload: '{"title":"x"}' },
  { type: 'application/json', payload: '{"title": "unterminated' },
  { type: 'application/x-www-form-urlencoded', payload: 'email=a%40b.et&message=hello' },
  { type: 'multipart/form-data', payload: '--x\r\n' },
  {
    type: 'multipart/form-data; boundary=x',
    payload: '--x\r\ncontent-disposition: form-data; name="a"\r\n\r\n1\r\n--x--\r\n',
  },
  { type: 'text/plain', payload: 'hello' },
  { type: 'application/xml', payload: '<a/>' },
  { type: 'image/png', payload: '\u0089PNG' },
  { type: '*/*; charset=utf-7', payload: '+ADw-' },
  { type: 'invalid content type', payload: 'x' },
  { payload: 'a body without a type' },
];

describeWithDb('fuzzing every page path', (env) => {
  let web: Awaited<ReturnType<typeof buildApp>>;
  beforeAll(async () => {
    ensureBuild();
    web = await buildApp(env().ctx, { logger: false, web: { ctx: env().ctx, mode: 'production' } });
    await web.ready();
  }, 180_000);
  afterAll(() => web.close());

  it('answers writes to pages with 405 in the DRF shape, whatever the body; never 500', {
    timeout: 600_000,
  }, async () => {
    const failures: string[] = [];
    const param = fc.oneof(
      fc.constantFrom('1', 'abc', '%00', String(2 ** 31), String(Number.MAX_SAFE_INTEGER)),
      nulText.map(encodeURIComponent),
      beyondInteger.map(String),
    );
    const request = fc.record({
      path: param.chain((p) => fc.constantFrom(...pagePaths(p))),
      data: fc.boolean(),
      method: fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'),
      body: fc.constantFrom(...PAGE_BODIES),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ path, data, method, body }) => {
        const url = data ? `${path === '/' ? '/_root' : path}.data` : path;
        const res = await web.inject({
          method: method as 'GET',
          url,
          headers: body.type ? { 'content-type': body.type } : {},
          payload: body.payload,
        });
        const where = `${method} ${url} (${body.type ?? 'no type'}, ${body.payload === undefined ? 'no body' : 'body'}) → ${res.statusCode}`;
        if (res.statusCode >= 500) failures.push(`${where}: ${res.body.slice(0, 200)}`);
        if (STACK_TRACE.test(res.body)) failures.push(`${where} leaks internals`);
        if (method !== 'GET' && method !== 'HEAD') {
          if (res.statusCode !== 405 && res.statusCode !== 404) failures.push(`${where}: not 405`);
          const answer = parse(res.body) as { detail?: unknown; code?: unknown };
          if (typeof answer?.detail !== 'string' || typeof answer.code !== 'string')
            failures.push(`${where} not DRF-shaped: ${res.body.slice(0, 200)}`);
        }
        return true;
      }),
      { numRuns: 300, seed: 2026 },
    );
    expect(failures).toEqual([]);
  });
});
