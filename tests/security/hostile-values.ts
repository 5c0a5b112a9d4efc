import { expect } from 'vitest';
import type { LightMyRequestResponse } from 'fastify';

/** Thousands of requests per test: generous, since the two cores are shared with other suites. */
export const MATRIX_TIMEOUT = 180_000;

/** Values a hostile client sends in place of a field; every endpoint must refuse them clearly or store them literally. */
export const HOSTILE: Array<[label: string, value: unknown]> = [
  ['sql quote', "' OR '1'='1"],
  ['sql drop', "x'); DROP TABLE projects; --"],
  ['sql union', '1 UNION SELECT password_hash, email FROM users --'],
  ['sql comment', '" OR 1=1 /*'],
  ['script tag', '<script>alert(document.cookie)</script>'],
  ['img onerror', '<img src=x onerror=alert(1)>'],
  ['javascript link', '<a href="javascript:alert(1)">click</a>'],
  ['attribute breakout', '"><svg onload=alert(1)>'],
  ['NUL alone', '\u0000'],
  ['NUL inside', 'abc\u0000def'],
  ['control characters', 'a\u0001\u0002\u001b[31mb\u007f'],
  ['line breaks', '\r\n\tline\r\n'],
  ['100k characters', 'x'.repeat(100_000)],
  ['astral plane', '🏙️ Dubai 𝔇𝔲𝔟𝔞𝔦 👨‍👩‍👧 🌴'],
  ['right-to-left override', '\u202Egpj.exe'],
  ['template syntax', '${7*7} {{7*7}} %s%n'],
  ['path traversal', '../../../etc/passwd'],
  ['number', 12345],
  ['negative', -1],
  ['fraction', 1.5],
  ['huge number', 1e308],
  ['beyond int32', 2 ** 40],
  ['true', true],
  ['false', false],
  ['null', null],
  ['empty array', []],
  ['array of strings', ['a', 'b']],
  ['empty object', {}],
  ['operator object', { $gt: '' }],
];

/** Raw JSON bodies a JS object literal cannot express (own __proto__ keys) or that are very deep. */
export const nested = (depth: number, leaf = '"x"') => '['.repeat(depth) + leaf + ']'.repeat(depth);
export const nestedObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

export function rawBodies(valid: Record<string, unknown>, field: string): Array<[label: string, body: string, namedField: string]> {
  const json = JSON.stringify(valid);
  const without = Object.fromEntries(Object.entries(valid).filter(([k]) => k !== field));
  // A body whose `field` is the raw JSON text given, the other valid fields kept.
  const withField = (raw: string) => JSON.stringify(without).replace(/^\{/, `{${JSON.stringify(field)}:${raw}${Object.keys(without).length ? ',' : ''}`);
  const withKey = (extra: string) => json.replace(/^\{/, `{${extra}${Object.keys(valid).length ? ',' : ''}`);
  return [
    ['__proto__ key', withKey('"__proto__":{"polluted":"yes","isAdmin":true}'), '__proto__'],
    ['constructor.prototype key', withKey('"constructor":{"prototype":{"polluted":"yes"}}'), 'constructor'],
    ['__proto__ inside a field', withField('{"__proto__":{"polluted":"yes"}}'), field],
    ['10k nested arrays', withField(nested(10_000)), field],
    ['10k nested objects', withField(nestedObject(10_000)), field],
    ['300k nested arrays (about 600 KB)', withField(nested(300_000)), field],
    // Whole-body problems: the message speaks of the body, there is no field to name.
    ['truncated JSON', json.slice(0, -3), '_'],
    ['JSON array instead of object', `[${json}]`, '_'],
    ['JSON string instead of object', '"hello"', '_'],
  ];
}

export function pollutionCheck() {
  const probe = {} as Record<string, unknown>;
  expect(probe.polluted).toBeUndefined();
  expect(probe.isAdmin).toBeUndefined();
  expect(Object.getOwnPropertyNames(Object.prototype).sort()).toEqual(OBJECT_PROTOTYPE_KEYS);
}
const OBJECT_PROTOTYPE_KEYS = Object.getOwnPropertyNames(Object.prototype).sort();

/** Never a 5xx; a 4xx is a JSON error whose `errors` (or message) names the field. */
export function expectClearAnswer(res: LightMyRequestResponse, field: string, context: string, allowedNames: string[] = []) {
  expect(res.statusCode, `${context}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
  if (res.statusCode < 400) return;
  const body = res.json() as { error?: boolean; message?: string; errors?: Record<string, string> };
  expect(body.error, context).toBe(true);
  expect(typeof body.message === 'string' && body.message.length > 0, context).toBe(true);
  expect(body.message!.length, `${context}: the message is short and does not echo the input`).toBeLessThan(400);
  // A body over the route's limit is refused whole, before any field is read: the answer states the limit.
  if (res.statusCode === 413) return expect(body.message, context).toMatch(/too large \(at most \d+ [KM]B\)/);
  const names = [field, ...allowedNames];
  const keys = Object.keys(body.errors ?? {});
  const named =
    names.includes('_') ||
    keys.some((k) => names.some((n) => k === n || k.startsWith(`${n}.`) || n.startsWith(`${k}.`))) ||
    names.some((n) => body.message!.includes(n));
  expect(named, `${context}: ${res.statusCode} ${JSON.stringify(body).slice(0, 300)} should name ${field}`).toBe(true);
}

/**
 * The audit's pathological strings (docs/decisions/008-hardening.md): patterns that backtrack, parsers
 * that recurse, and sheer size. Each must be answered with a 4xx while other requests keep being served.
 */
export const PATHOLOGICAL: Array<[label: string, value: string]> = [
  ['1 MB of one character', 'a'.repeat(1024 * 1024)],
  ['a@ and 15k dots (fits a public form)', `a@${'.'.repeat(15_000)}@`],
  ['a@ and 900k dots (the audit payload)', `a@${'.'.repeat(900_000)}@`],
  ['nested brackets', `${'['.repeat(5_000)}x${']'.repeat(5_000)}`],
  ['unicode confusables', 'аdmin@оasis.tеst ＜script＞ ｐａｙｐａｌ Ꭺ𝖽𝗆𝗂𝗇'],
  ['a million commas', ','.repeat(1_000_000)],
  ['400k commas (fits a staff body)', ','.repeat(400_000)],
];

/** Sends a write and, at the same moment, a cheap GET: the GET must be answered whatever the write costs. */
export async function withConcurrentGet<T>(app: { inject(opts: { url: string }): Promise<LightMyRequestResponse> }, write: Promise<T>): Promise<T> {
  const [res, probe] = await Promise.all([write, app.inject({ url: '/robots.txt' })]);
  expect(probe.statusCode, 'a concurrent GET /robots.txt is answered').toBe(200);
  return res;
}
