import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sha256Hex, signS3Request } from '../src/media/s3-signature';
import { S3MediaStorage } from '../src/media/storage';

/** The worked examples of AWS's "Signature Calculations for the Authorization Header" page. */
const EXAMPLE_CREDENTIALS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
  region: 'us-east-1',
  date: new Date('2013-05-24T00:00:00Z'),
};

describe('S3 signature V4', () => {
  it('matches the GET object example', () => {
    const headers = signS3Request({
      ...EXAMPLE_CREDENTIALS,
      method: 'GET',
      url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
      headers: { range: 'bytes=0-9' },
      payloadHash: sha256Hex(''),
    });
    expect(headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('matches the PUT object example', () => {
    const headers = signS3Request({
      ...EXAMPLE_CREDENTIALS,
      method: 'PUT',
      url: new URL('https://examplebucket.s3.amazonaws.com/test$file.text'),
      headers: {
        date: 'Fri, 24 May 2013 00:00:00 GMT',
        'x-amz-storage-class': 'REDUCED_REDUNDANCY',
      },
      payloadHash: sha256Hex('Welcome to Amazon S3.'),
    });
    expect(headers.authorization).toContain(
      'Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd',
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
    expect(put?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=key\/\d{8}\/auto\/s3\/aws4_request/,
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
