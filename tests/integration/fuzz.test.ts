import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { randomIp, signedIn } from '../support/auth';
import { describeWithDb } from '../support/db';
import { factories } from '../support/factories';

/**
 * Every operation of the API (read from the OpenAPI document, which the shared zod schemas
 * generate) is sent hostile input — huge, control, SQL, HTML and template strings, wrong types,
 * huge and negative numbers, malformed JSON, broken multipart — as a visitor and as staff (who
 * reaches the most handlers). Whatever comes in, the answer is never a 5xx, never a stack trace,
 * and every error is DRF-shaped: `{detail, code}` or `{field: ["message", …]}`.
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
  '{{7*7}}${7*7}',
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

type Operation = {
  method: string;
  path: string;
  pathParams: string[];
  query: string[];
  body: 'json' | 'multipart' | null;
  fields: string[];
};

interface OpenApiOperation {
  parameters?: Array<{ in: string; name: string }>;
  requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> };
}

/** The operations the OpenAPI document lists, with what each takes. */
function operations(doc: { paths: Record<string, Record<string, OpenApiOperation>> }): Operation[] {
  const found: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method];
      if (!op) continue;
      const params = op.parameters ?? [];
      const content = op.requestBody?.content ?? {};
      const kind = content['multipart/form-data'] ? 'multipart' : content['application/json'] ? 'json' : null;
      const schema = (content['application/json'] ?? content['multipart/form-data'])?.schema;
      found.push({
        method: method.toUpperCase(),
        path,
        pathParams: params.filter((p) => p.in === 'path').map((p) => p.name),
        query: params.filter((p) => p.in === 'query').map((p) => p.name),
        body: kind,
        fields: Object.keys(schema?.properties ?? {}),
      });
    }
  }
  return found;
}

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

/** DRF's two error shapes. */
function isDrfError(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  const record = body as Record<string, unknown>;
  if (typeof record.detail === 'string') return true;
  const values = Object.values(record);
  return values.length > 0 && values.every((v) => Array.isArray(v) && v.every((m) => typeof m === 'string'));
}

describeWithDb('fuzzing every API operation', (env) => {
  let ops: Operation[] = [];
  let staffHeaders: Record<string, string> = {};
  let listingId = 0;

  beforeAll(async () => {
    const { app, ctx } = env();
    const f = factories(ctx);
    const staff = await signedIn(app, ctx, { isStaff: true });
    staffHeaders = staff.headers;
    listingId = (await f.property({ ownerId: staff.user.id, title: 'Fuzzed flat', photos: 1 })).id;
    await f.property({ title: 'Another flat' });
    ops = operations(app.swagger() as never);
  });

  async function send(
    op: Operation,
    input: {
      params: string[];
      query: Record<string, unknown>;
      body: unknown;
      as: 'visitor' | 'staff';
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
    const headers: Record<string, string> = input.as === 'staff' ? { ...staffHeaders } : {};
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
});
