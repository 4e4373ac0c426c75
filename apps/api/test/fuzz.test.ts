import { isErrorEnvelope } from '@spi/core';
import type { DbHandle } from '@spi/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiApp } from '../src/app';
import { bearer, buildUser, signIn } from './factories';
import { buildTestApp, createTestDb } from './helpers';

/**
 * Fuzzing derived from the OpenAPI document (issue 15): for every operation a bounded, deterministic set
 * of hostile requests — malformed JSON, wrong types per top-level property, huge and odd Unicode strings,
 * bad path and query values — sent as an admin (Bearer, so validation and handlers are reached) and as a
 * guest. No response may be 5xx, and every error must use the envelope.
 */

type Schema = { type?: string | string[]; properties?: Record<string, Schema>; $ref?: string };
type Parameter = { in: string; name: string; schema?: Schema };
type Operation = { parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: Schema }> } };
type OpenApi = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, Schema> } };

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;
const MAX_PER_OPERATION = 12;

/** Mulberry32: a tiny seeded generator, so every run sends the same requests. */
function seeded(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const HUGE = '가'.repeat(100_000);
const ODD_STRINGS = [
  '😀👩‍👩‍👧‍👦🏢',
  '\u202Eevil\u202C\u200F', // RTL override, RLM
  'e\u0301\u0301\u0301\u0301\u0301', // stacked combining marks
  '\uFFFF\uFFFE',
  'nul\u0000byte',
];
const WRONG_TYPES: unknown[] = [12345, true, null, ['a'], { nested: { deep: 1 } }, -1e30];
const BAD_PATH_VALUES = ['-1', '0', '1e30', 'abc', '%00', 'x'.repeat(2000), '%F0%9F%98%80', '..%2F..%2Fetc'];
const BAD_QUERIES = ['page=-1', 'size=100000', 'page=abc', 'page=1e30&size=-5', 'q=%00', `q=${'z'.repeat(5000)}`, 'sort[]=x&sort[]=y', 'limit=NaN'];

interface FuzzCase {
  label: string;
  url: string;
  payload?: string;
  contentType?: string;
}

function resolve(spec: OpenApi, schema: Schema | undefined): Schema | undefined {
  if (!schema?.$ref) return schema;
  return spec.components?.schemas?.[schema.$ref.split('/').pop()!];
}

/** The bounded cases of one operation: ≤ MAX_PER_OPERATION, chosen deterministically. */
function casesFor(spec: OpenApi, path: string, method: string, op: Operation, random: () => number): FuzzCase[] {
  const pick = <T,>(list: readonly T[]): T => list[Math.floor(random() * list.length)]!;
  const hasPathParams = /\{[^}]+\}/.test(path);
  const fill = (value: string) => path.replace(/\{[^}]+\}/g, value);
  const base = fill('1');
  const cases: FuzzCase[] = [];
  if (hasPathParams) {
    for (let i = 0; i < 3; i++) {
      const value = pick(BAD_PATH_VALUES);
      cases.push({ label: `path=${value.slice(0, 20)}`, url: fill(value) });
    }
  }
  if (op.parameters?.some((p) => p.in === 'query') || method === 'get') {
    for (let i = 0; i < 2; i++) {
      const query = pick(BAD_QUERIES);
      cases.push({ label: `query ${query.slice(0, 30)}`, url: `${base}?${query}` });
    }
  }
  const json = op.requestBody?.content?.['application/json'];
  if (method !== 'get' && (json || method !== 'delete')) {
    cases.push({ label: 'malformed JSON', url: base, payload: '{"a": [1, 2,', contentType: 'application/json' });
    cases.push({ label: 'JSON array body', url: base, payload: '[[[[[]]]]]', contentType: 'application/json' });
    const props = Object.keys(resolve(spec, json?.schema)?.properties ?? {});
    const shuffled = props.map((p) => [random(), p] as const).sort((a, b) => a[0] - b[0]).map(([, p]) => p);
    for (const prop of shuffled.slice(0, 3)) {
      cases.push({ label: `wrong type ${prop}`, url: base, payload: JSON.stringify({ [prop]: pick(WRONG_TYPES) }), contentType: 'application/json' });
    }
    const target = shuffled[0] ?? 'title';
    cases.push({ label: `huge ${target}`, url: base, payload: JSON.stringify({ [target]: HUGE }), contentType: 'application/json' });
    cases.push({ label: `odd unicode ${target}`, url: base, payload: JSON.stringify({ [target]: pick(ODD_STRINGS) }), contentType: 'application/json' });
    // A lone surrogate escaped in JSON text: valid JSON, invalid Unicode.
    cases.push({ label: `lone surrogate ${target}`, url: base, payload: `{"${target}":"a\\ud800b"}`, contentType: 'application/json' });
  }
  return cases.slice(0, MAX_PER_OPERATION);
}

describe('OpenAPI fuzz: no 5xx, every error in the envelope', () => {
  let db: DbHandle;
  let app: ApiApp;
  let adminHeaders: Record<string, string>;

  beforeAll(async () => {
    db = await createTestDb('pglite');
    // Rate limits would turn the walk into 429s; the fuzz is about what reaches validation and handlers.
    app = await buildTestApp({ db, config: { authRateLimit: 1_000_000, errorReportRateLimit: 1_000_000, analyticsRateLimit: 1_000_000 } });
    const adminId = await buildUser(db, { nickname: '퍼즈관리자', roles: ['ROLE_ADMIN', 'ROLE_EDITOR'] });
    adminHeaders = bearer((await signIn(app, adminId)).accessToken);
  });
  afterAll(async () => {
    await app.close();
    await db.close();
  });

  it('sends a bounded set of hostile requests to every operation', async () => {
    const spec = app.swagger() as unknown as OpenApi;
    const random = seeded(15);
    const failures: string[] = [];
    let sent = 0;
    let fivexx = 0;
    let operations = 0;
    for (const [path, ops] of Object.entries(spec.paths)) {
      for (const method of METHODS) {
        const op = ops[method];
        if (!op) continue;
        if (path.startsWith('/api/sophi')) continue; // the websocket upgrade route, covered by its own tests
        operations++;
        const cases = casesFor(spec, path, method, op, random);
        for (const [who, auth] of [['admin', adminHeaders], ['guest', {}]] as const) {
          for (const fuzz of cases) {
            // The guest pass sends half the cases: enough to walk the 401/403 paths.
            if (who === 'guest' && cases.indexOf(fuzz) % 2 === 1) continue;
            const res = await app.inject({
              method: method.toUpperCase() as 'GET',
              url: fuzz.url,
              headers: { ...auth, ...(fuzz.contentType ? { 'content-type': fuzz.contentType } : {}) },
              ...(fuzz.payload === undefined ? {} : { payload: fuzz.payload }),
            });
            sent++;
            const where = `${who} ${method.toUpperCase()} ${path} [${fuzz.label}]`;
            if (res.statusCode >= 500) {
              fivexx++;
              failures.push(`${where}: ${res.statusCode} ${res.body.slice(0, 200)}`);
            } else if (res.statusCode >= 400) {
              let body: unknown = null;
              try { body = res.json(); } catch { /* not JSON */ }
              if (!isErrorEnvelope(body)) failures.push(`${where}: ${res.statusCode} without the envelope: ${res.body.slice(0, 200)}`);
            }
          }
        }
      }
    }
    console.info(`[fuzz] operations=${operations} requests=${sent} 5xx=${fivexx}`);
    expect(failures).toEqual([]);
    expect(operations).toBeGreaterThan(150);
  });
});
