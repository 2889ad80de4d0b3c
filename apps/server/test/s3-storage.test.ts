import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { S3MediaStorage } from '../src/media/storage';

/**
 * The worked examples of AWS's "Signature Calculations for the Authorization Header" page,
 * signed the way the storage signs its requests (aws4fetch, every header, the payload's hash).
 */
const EXAMPLE = new S3MediaStorage({
  endpoint: 'https://examplebucket.s3.amazonaws.com',
  bucket: 'examplebucket',
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
});
const EXAMPLE_DATETIME = '20130524T000000Z';

describe('S3 signature V4', () => {
  it('matches the GET object example', async () => {
    const request = await EXAMPLE.sign(
      'GET',
      new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      {
        headers: { range: 'bytes=0-9' },
        datetime: EXAMPLE_DATETIME,
      },
    );
    expect(request.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('matches the PUT object example (an encoded key, a signed payload)', async () => {
    const request = await EXAMPLE.sign(
      'PUT',
      new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      {
        headers: {
          date: 'Fri, 24 May 2013 00:00:00 GMT',
          'x-amz-storage-class': 'REDUCED_REDUNDANCY',
        },
        body: 'Welcome to Amazon S3.',
        datetime: EXAMPLE_DATETIME,
      },
    );
    expect(request.headers.get('authorization')).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
    );
  });
});

describe('S3 media storage', () => {
  const received: Array<{
    method: string;
    url: string;
    headers: http.IncomingHttpHeaders;
    body: Buffer;
  }> = [];
  let server: http.Server;
  let endpoint: string;

  beforeAll(async () => {
    server = http.createServer((request, response) => {
      const chunks: Buffer[] = [];
      request.on('data', (chunk: Buffer) => chunks.push(chunk));
      request.on('end', () => {
        received.push({
          method: request.method ?? '',
          url: request.url ?? '',
          headers: request.headers,
          body: Buffer.concat(chunks),
        });
        response.statusCode = request.url?.includes('denied')
          ? 403
          : request.method === 'DELETE'
            ? 204
            : 200;
        response.end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('puts and removes objects with signed, immutable-cache requests', async () => {
    const storage = new S3MediaStorage({
      endpoint,
      bucket: 'media',
      region: 'auto',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    await storage.put('articles/abc.webp', Buffer.from('bytes'), 'image/webp');
    await storage.remove('articles/abc.webp');
    expect(received.map((request) => [request.method, request.url])).toEqual([
      ['PUT', '/media/articles/abc.webp'],
      ['DELETE', '/media/articles/abc.webp'],
    ]);
    const put = received[0];
    expect(put?.body.toString()).toBe('bytes');
    expect(put?.headers['content-type']).toBe('image/webp');
    expect(put?.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The bytes' hash and the headers a CDN relies on are part of the signature.
    expect(put?.headers['x-amz-content-sha256']).toBe(
      createHash('sha256').update('bytes').digest('hex'),
    );
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=key\/\d{8}\/auto\/s3\/aws4_request, SignedHeaders=cache-control;content-type;host;x-amz-content-sha256;x-amz-date, Signature=[0-9a-f]{64}$/,
    );
  });

  it('fails loudly when the bucket refuses', async () => {
    const storage = new S3MediaStorage({
      endpoint,
      bucket: 'denied',
      region: 'auto',
      accessKeyId: 'key',
      secretAccessKey: 'secret',
    });
    await expect(storage.put('articles/abc.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(
      /403/,
    );
  });
});
