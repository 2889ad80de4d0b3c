import { type EndpointName, endpoints } from '@byline/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { multipartBody } from './helpers/multipart';

/**
 * Every endpoint against a battery of malformed requests: the answer is always a 4xx with
 * {status, message}, never a 5xx.
 */
const JSON_BODIES = [
  '{',
  'null',
  '[]',
  '"text"',
  '12345',
  '{"news_id": {"$gt": 0}}',
  '{"news_id": 1e309}',
  '{"news_id": "1; drop table articles"}',
  '{"user_id": 99999999999999999999}',
  '{"__proto__": {"admin": true}}',
  '{"category_id": [1, 2]}',
  `{"identity": "${'x'.repeat(5000)}", "platform": "3"}`,
  '{"full_name": "a", "user_email": "", "device_token": "\\u0000", "user_name": "", "identity": "t", "login_type": "email", "platform": 3}',
  '{"news_id": 1, "category_id": 1, "user_id": 1, "\\u0000": 1}',
];

const QUERIES = [
  'news_id=1e3',
  'news_id[]=1',
  'news_id=%00',
  'category_id=1&limit=-5',
  'category_id=1&cursor=%FF%FE',
  `category_id=1&q=${'%25'.repeat(150)}`,
  'user_id=NaN',
  'category_id=1&q=%00',
  'category_id=1&q=a%00b&news_id=1&user_id=1',
];

describe.each(testBackends())('malformed requests on $name', (backend) => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp(backend);
    ({ token } = await t.createUser('Fuzzy'));
  });
  afterAll(() => t.close());

  const expectClientError = (name: string, response: { statusCode: number; json(): unknown }) => {
    const failure = `${name} answered ${response.statusCode}`;
    expect(response.statusCode, failure).toBeGreaterThanOrEqual(200);
    expect(response.statusCode, failure).toBeLessThan(500);
    if (response.statusCode >= 400) {
      expect(response.json(), failure).toMatchObject({
        status: response.statusCode,
        message: expect.any(String),
      });
    }
  };

  const names = Object.keys(endpoints) as EndpointName[];

  it.each(names)('%s survives malformed JSON, queries and multipart bodies', async (name) => {
    const endpoint = endpoints[name];
    for (const payload of JSON_BODIES) {
      const response = await t.call({
        method: endpoint.method,
        url: endpoint.path,
        token,
        headers: { 'content-type': 'application/json' },
        ...(endpoint.method === 'POST' ? { payload } : {}),
      });
      expectClientError(`${name} ${payload.slice(0, 40)}`, response);
    }
    for (const query of QUERIES) {
      const response = await t.call({
        method: endpoint.method,
        url: `${endpoint.path}?${query}`,
        token,
      });
      expectClientError(`${name} ?${query}`, response);
    }
    if (endpoint.method === 'POST') {
      const broken = [
        {
          payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\nunterminated',
          boundary: 'x',
        },
        { payload: 'no boundary at all', boundary: 'nothing' },
      ];
      for (const { payload, boundary } of broken) {
        const response = await t.call({
          method: 'POST',
          url: endpoint.path,
          token,
          headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
          payload,
        });
        expectClientError(`${name} broken multipart`, response);
      }
      const { payload, headers } = multipartBody({ news_id: 'x', category: '[]', title: '\u0000' });
      const nul = multipartBody({
        title: 't',
        keywords: '[]',
        creator: '[]',
        description: 'd',
        content: '<p>\u0000</p>',
        video_url: 'https://a.example/\u0000',
        category: '1',
        full_name: 'n',
      });
      expectClientError(
        `${name} NUL in multipart`,
        await t.call({ method: 'POST', url: endpoint.path, token, ...nul }),
      );
      expectClientError(
        `${name} odd multipart`,
        await t.call({ method: 'POST', url: endpoint.path, token, payload, headers }),
      );
      const wrongType = await t.call({
        method: 'POST',
        url: endpoint.path,
        token,
        headers: { 'content-type': 'text/xml' },
        payload: '<x/>',
      });
      expectClientError(`${name} text/xml`, wrongType);
    }
  });

  it('rejects an oversized JSON body with 413', async () => {
    const response = await t.call({
      method: 'POST',
      url: endpoints.registration.path,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ identity: 'x'.repeat(200_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({ status: 413 });
  });

  it('answers an unsupported method with a 404 envelope', async () => {
    const response = await t.call({ method: 'DELETE', url: endpoints.deleteDraft.path, token });
    expect(response.statusCode).toBe(404);
  });
});
