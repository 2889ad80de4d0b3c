import {
  DB_INTEGER_MAX,
  type EndpointDefinition,
  type EndpointName,
  encodeNewsCursor,
  endpoints,
  UPLOAD_FIELDS,
} from '@byline/api-client/contract';
import type { InjectOptions } from 'fastify';
import type { z } from 'zod/mini';
import { multipartBody } from './multipart';

/**
 * Requests generated from the contract: for each endpoint, its request schema's fields filled with
 * valid values, hostile values or nothing, sent with and without a bearer token, plus bodies that
 * are broken as a whole. A seeded generator makes every run send the same requests, so a failure
 * is reproduced by running the test again.
 */

/** mulberry32: a tiny seeded generator (deterministic across runs and machines). */
export function seededRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  return {
    chance: (probability: number) => next() < probability,
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T,
    int: (below: number) => Math.floor(next() * below),
  };
}
export type Random = ReturnType<typeof seededRandom>;

/** What the generator may use as valid values: real rows and credentials of the test database. */
export interface FuzzWorld {
  token: string;
  otherToken: string;
  userId: number;
  otherUserId: number;
  ownDraftId: number;
  ownPublishedId: number;
  otherDraftId: number;
  /** A Firebase ID token of a verified emulator account (registration gets past verification). */
  identity: string;
}

export interface FuzzRequest {
  endpoint: EndpointName;
  /** How the request was made, for the failure report. */
  note: string;
  request: InjectOptions & { token?: string };
}

/** A cursor holding whatever values a forger chooses. */
const forgedCursor = (publishedAt: unknown, id: unknown) =>
  encodeNewsCursor({ publishedAt, id } as { publishedAt: string; id: number });

const HUGE_NUMBERS = [
  DB_INTEGER_MAX,
  DB_INTEGER_MAX + 1,
  4_294_967_296,
  99_999_999_999,
  Number.MAX_SAFE_INTEGER,
  1e21,
  -2_147_483_649,
];

/** Values no field accepts, or accepts only at its edge: wrong types, ranges, sizes, encodings. */
const HOSTILE_VALUES: readonly unknown[] = [
  true,
  false,
  null,
  [],
  {},
  [1, 2],
  { $gt: 0 },
  0,
  -1,
  1.5,
  -0.5,
  ...HUGE_NUMBERS,
  ...HUGE_NUMBERS.map(String),
  '99999999999999999999999999',
  '',
  ' ',
  'abc',
  '1e3',
  '0x10',
  '+1',
  '1 OR 1=1',
  'NaN',
  'Infinity',
  '\u0000',
  'a\u0000b',
  '\ud800',
  '💥'.repeat(100),
  '<script>alert(1)</script>',
  '../../etc/passwd',
  '%FF%FE',
  '["a","b"]',
  JSON.stringify(JSON.stringify(['a'])),
  JSON.stringify(Array.from({ length: 100 }, (_, index) => `k${index}`)),
  'x'.repeat(201),
  'x'.repeat(10_000),
  'y'.repeat(70_000),
  'not-a-cursor',
  forgedCursor('2026-01-01T00:00:00.000Z', 99_999_999_999),
  forgedCursor('2026-01-01T00:00:00.000Z', DB_INTEGER_MAX + 1),
  forgedCursor('2026-01-01T00:00:00.000Z', 0),
  forgedCursor('2026-01-01T00:00:00.000Z', 1.5),
  forgedCursor('2026-01-01T00:00:00.000Z', '1'),
  forgedCursor('yesterday', 1),
  forgedCursor('+275760-09-13T00:00:00.000Z', 1),
  forgedCursor('0000-01-01T00:00:00.000Z', 1),
  forgedCursor('0001-01-01T00:00:00.000+01:00', 1),
  forgedCursor('2026-01-01T00:00:00.000-23:59', 1),
  forgedCursor(null, null),
  Buffer.from('{"a":1}').toString('base64url'),
];

/**
 * The values every field of every endpoint is tried with, one field at a time, the others valid:
 * type confusion and the edges of the ranges the database holds.
 */
const EDGE_VALUES: readonly unknown[] = [
  true,
  null,
  [],
  { $gt: 0 },
  0,
  -1,
  1.5,
  '',
  'abc',
  '1e3',
  ...HUGE_NUMBERS.slice(0, 5),
  String(DB_INTEGER_MAX + 1),
  '99999999999',
  'a\u0000b',
  'x'.repeat(10_000),
  forgedCursor('2026-01-01T00:00:00.000Z', 99_999_999_999),
  forgedCursor('+275760-09-13T00:00:00.000Z', 1),
];

/** Whole bodies that are broken before any field is read. */
const BROKEN_JSON = [
  '{',
  'null',
  '[]',
  '"text"',
  '12345',
  '{"news_id": 1e309}',
  '{"user_id": 99999999999999999999}',
  '{"__proto__": {"admin": true}}',
  '{"constructor": {"prototype": {"admin": true}}}',
  '{"news_id": 1, "category_id": 1, "user_id": 1, "\\u0000": 1}',
  `{"a": ${'['.repeat(5000)}${']'.repeat(5000)}}`,
];
const BROKEN_MULTIPART: Array<{ payload: string; contentType: string }> = [
  {
    payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
    contentType: 'multipart/form-data; boundary=x',
  },
  { payload: 'no boundary at all', contentType: 'multipart/form-data; boundary=nothing' },
  { payload: '--x--\r\n', contentType: 'multipart/form-data' },
  { payload: '<x/>', contentType: 'text/xml' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
];
const BROKEN_QUERIES = [
  'news_id[]=1',
  'news_id=1&news_id=2',
  'category_id=%00',
  'category_id=1&cursor=%FF%FE',
  `category_id=1&q=${'%25'.repeat(150)}`,
  'user_id=1&user_id[a]=2',
  `${'a'.repeat(2000)}=1`,
];

/** The fields of an endpoint's request schema (every request schema is an object). */
function fieldsOf(endpoint: EndpointDefinition): Record<string, z.ZodMiniType> {
  const def = endpoint.request._zod.def as { shape?: Record<string, z.ZodMiniType> };
  return def.shape ?? {};
}

/** Plausible values: a field's valid values are those of these that its own schema accepts. */
function candidateValues(world: FuzzWorld): unknown[] {
  const ids = [
    world.ownDraftId,
    world.ownPublishedId,
    world.otherDraftId,
    world.userId,
    world.otherUserId,
  ];
  return [
    ...ids,
    ...ids.map(String),
    1,
    3,
    9,
    10,
    '5',
    'true',
    'false',
    true,
    'email',
    'google',
    'Fuzzed headline',
    'A reader',
    '["alpha","beta"]',
    '<p>Body <strong>text</strong></p>',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    '',
    encodeNewsCursor({ publishedAt: new Date().toISOString(), id: world.ownPublishedId }),
  ];
}

/** Fields where a random valid value would almost never be the interesting one. */
const PREFERRED: Record<string, (world: FuzzWorld) => unknown> = {
  identity: (world) => world.identity,
};

function validValue(
  random: Random,
  world: FuzzWorld,
  name: string,
  schema: z.ZodMiniType,
): unknown {
  const preferred = PREFERRED[name];
  if (preferred && random.chance(0.6)) return preferred(world);
  const valid = candidateValues(world).filter((value) => schema.safeParse(value).success);
  return valid.length > 0 ? random.pick(valid) : random.pick(HOSTILE_VALUES);
}

/** Fields of every endpoint, so a request may carry another call's fields as extras. */
const ALL_FIELD_NAMES = [
  ...new Set(Object.values(endpoints).flatMap((endpoint) => Object.keys(fieldsOf(endpoint)))),
  '__proto__',
  'constructor',
  'is_admin',
];

/** Every field of the schema with a valid value (optional ones included). */
function validFields(
  random: Random,
  world: FuzzWorld,
  shape: Record<string, z.ZodMiniType>,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(shape).map(([name, schema]) => [name, validValue(random, world, name, schema)]),
  );
}

/** Each field valid, hostile or missing at random, sometimes with a field the call does not take. */
function fuzzFields(random: Random, world: FuzzWorld, endpoint: EndpointDefinition) {
  const fields: Record<string, unknown> = {};
  const notes: string[] = [];
  for (const [name, schema] of Object.entries(fieldsOf(endpoint))) {
    const roll = random.int(10);
    if (roll === 0) {
      notes.push(`-${name}`);
      continue;
    }
    if (roll <= 4) {
      fields[name] = validValue(random, world, name, schema);
    } else {
      fields[name] = random.pick(HOSTILE_VALUES);
      notes.push(`~${name}`);
    }
  }
  if (random.chance(0.2)) {
    const extra = random.pick(ALL_FIELD_NAMES);
    // defineProperty: `__proto__` becomes an own field that JSON.stringify sends.
    Object.defineProperty(fields, extra, {
      value: random.pick([...HOSTILE_VALUES, 1]),
      enumerable: true,
      writable: true,
      configurable: true,
    });
    notes.push(`+${extra}`);
  }
  return { fields, note: notes.join(' ') || 'valid' };
}

const asText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? '');

function queryString(random: Random, fields: Record<string, unknown>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value) && random.chance(0.5)) {
      for (const item of value) params.append(name, asText(item));
    } else {
      params.append(name, asText(value));
    }
  }
  return params.toString();
}

/** Random bytes where an image belongs, sometimes under a field that takes no file. */
function fileParts(random: Random, name: EndpointName) {
  const field = UPLOAD_FIELDS[name as keyof typeof UPLOAD_FIELDS] ?? 'image_url';
  const roll = random.int(6);
  if (roll > 2) return [];
  const bytes = Buffer.from(Array.from({ length: 64 + random.int(512) }, () => random.int(256)));
  const png = Buffer.concat([Buffer.from('89504e470d0a1a0a', 'hex'), bytes]);
  const part = (fieldName: string, content: Buffer) => ({
    field: fieldName,
    filename: random.pick(['photo.png', '../../x.png', '', 'a\u0000.png']),
    contentType: random.pick(['image/png', 'text/html', 'application/octet-stream']),
    bytes: content,
  });
  if (roll === 0) return [part(field, bytes)];
  if (roll === 1) return [part(field, png)];
  return [part(field, png), part(random.pick([field, 'other_file']), bytes)];
}

type AuthChoice = { note: string; token?: string; headers?: Record<string, string> };

function authChoice(random: Random, world: FuzzWorld): AuthChoice {
  return random.pick<AuthChoice>([
    { note: 'author', token: world.token },
    { note: 'author', token: world.token },
    { note: 'other author', token: world.otherToken },
    { note: 'anonymous' },
    { note: 'unknown token', token: 'not-a-real-token' },
    { note: 'huge token', token: 't'.repeat(20_000) },
    { note: 'basic auth', headers: { authorization: 'Basic dXNlcjpwYXNz' } },
    { note: 'empty bearer', headers: { authorization: 'Bearer ' } },
  ]);
}

/** The fields sent the way the endpoint's body kind sends them. */
function encodeRequest(
  random: Random,
  name: EndpointName,
  auth: AuthChoice,
  fields: Record<string, unknown>,
  note: string,
  withFiles: boolean,
): FuzzRequest {
  const endpoint: EndpointDefinition = endpoints[name];
  const request = {
    method: endpoint.method,
    url: endpoint.path,
    ...(auth.token ? { token: auth.token } : {}),
  };
  const headers = (own: Record<string, string>) => ({ ...auth.headers, ...own });
  const described = `${auth.note}, ${note}`;
  switch (endpoint.body) {
    case 'none':
    case 'query':
      return {
        endpoint: name,
        note: described,
        request: {
          ...request,
          url: `${endpoint.path}?${queryString(random, fields)}`,
          headers: headers({}),
        },
      };
    case 'json':
      return {
        endpoint: name,
        note: described,
        request: {
          ...request,
          headers: headers({ 'content-type': 'application/json' }),
          payload: JSON.stringify(fields),
        },
      };
    case 'multipart': {
      const text = Object.fromEntries(
        Object.entries(fields).map(([field, value]) => [field, asText(value)]),
      );
      const files = withFiles ? fileParts(random, name) : [];
      const body = multipartBody(text, files);
      return {
        endpoint: name,
        note: `${described}${files.length > 0 ? `, ${files.length} file(s)` : ''}`,
        request: { ...request, payload: body.payload, headers: headers(body.headers) },
      };
    }
  }
}

const preview = (value: unknown) => asText(value).slice(0, 40);

/**
 * The sweep: every field of the endpoint with every edge value, the other fields valid and the
 * author's token sent, so each value reaches as deep as it can.
 */
export function sweepRequests(random: Random, world: FuzzWorld, name: EndpointName): FuzzRequest[] {
  const shape = fieldsOf(endpoints[name]);
  const author = { note: 'author', token: world.token };
  return Object.keys(shape).flatMap((field) =>
    EDGE_VALUES.map((value) =>
      encodeRequest(
        random,
        name,
        author,
        { ...validFields(random, world, shape), [field]: value },
        `${field}=${preview(value)}`,
        false,
      ),
    ),
  );
}

/** A random request: any caller, fields valid, hostile or missing, or a body broken as a whole. */
export function randomRequest(random: Random, world: FuzzWorld, name: EndpointName): FuzzRequest {
  const endpoint: EndpointDefinition = endpoints[name];
  const auth = authChoice(random, world);
  if (!random.chance(0.2)) {
    const { fields, note } = fuzzFields(random, world, endpoint);
    return encodeRequest(random, name, auth, fields, note, true);
  }
  const request = {
    method: endpoint.method,
    ...(auth.token ? { token: auth.token } : {}),
  };
  const kind = random.pick(['json', 'multipart', 'query'] as const);
  if (kind === 'query') {
    const query = random.pick(BROKEN_QUERIES);
    return {
      endpoint: name,
      note: `${auth.note}, query ${query.slice(0, 40)}`,
      request: { ...request, url: `${endpoint.path}?${query}`, headers: { ...auth.headers } },
    };
  }
  const broken =
    kind === 'json'
      ? { payload: random.pick(BROKEN_JSON), contentType: 'application/json' }
      : random.pick(BROKEN_MULTIPART);
  return {
    endpoint: name,
    note: `${auth.note}, ${broken.contentType} ${broken.payload.slice(0, 40)}`,
    request: {
      ...request,
      url: endpoint.path,
      headers: { ...auth.headers, 'content-type': broken.contentType },
      ...(endpoint.method === 'POST' ? { payload: broken.payload } : {}),
    },
  };
}
