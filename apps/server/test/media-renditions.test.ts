import fs from 'node:fs/promises';
import path from 'node:path';
import {
  endpoints,
  MEDIA_RENDITION_WIDTHS,
  mediaRenditionPath,
  UPLOAD_FIELDS,
} from '@byline/api-client/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_CACHE_CONTROL } from '../src/constants';
import { mediaKey } from '../src/media/images';
import { createTestApp, sampleImage, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { multipartBody } from './helpers/multipart';

// Media is the same on every database: one backend is enough.
const [backend] = testBackends();

describe('smaller copies of article pictures', () => {
  let t: TestApp;
  let author: { userId: number; token: string };

  beforeAll(async () => {
    if (!backend) throw new Error('no test backend');
    t = await createTestApp(backend);
    author = await t.createUser('Rena Rendition');
  });
  afterAll(() => t.close());

  const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

  it('stores an uploaded picture with a copy at every width, each served like the picture', async () => {
    const { payload, headers } = multipartBody({}, [
      {
        field: UPLOAD_FIELDS.uploadBodyImage,
        filename: 'harbour.png',
        contentType: 'image/png',
        bytes: await sampleImage('png', 2400, 1350),
      },
    ]);
    const response = await t.call({
      method: 'POST',
      url: endpoints.uploadBodyImage.path,
      token: author.token,
      payload,
      headers,
    });
    expect(response.statusCode).toBe(200);
    const picture = endpoints.uploadBodyImage.response.parse(response.json()).data.path;
    for (const width of MEDIA_RENDITION_WIDTHS) {
      const copy = mediaRenditionPath(picture, width) ?? '';
      const stored = await fs.readFile(path.join(t.mediaDir, copy));
      expect(await widthOf(stored), copy).toBe(width);
      const served = await t.app.inject({ method: 'GET', url: `/media/${copy}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    }
    // The picture itself is still served as it was stored.
    const original = await t.app.inject({ method: 'GET', url: `/media/${picture}` });
    expect(original.statusCode).toBe(200);
    expect(await widthOf(original.rawPayload)).toBe(1600);
  });

  it('makes the copies of a picture stored before copies existed at their first request', async () => {
    const bytes = await sharp(await sampleImage('png', 1200, 675))
      .webp()
      .toBuffer();
    const picture = mediaKey('article', bytes);
    await fs.mkdir(path.join(t.mediaDir, 'articles'), { recursive: true });
    await fs.writeFile(path.join(t.mediaDir, picture), bytes);
    const copy = mediaRenditionPath(picture, 320) ?? '';

    const [first, second] = await Promise.all([
      t.app.inject({ method: 'GET', url: `/media/${copy}` }),
      t.app.inject({ method: 'GET', url: `/media/${copy}` }),
    ]);
    for (const served of [first, second]) {
      expect(served?.statusCode).toBe(200);
      expect(await widthOf(served?.rawPayload ?? Buffer.alloc(0))).toBe(320);
    }
    // Kept: the next request reads the stored copy.
    expect(await widthOf(await fs.readFile(path.join(t.mediaDir, copy)))).toBe(320);
  });

  it('makes no copy at a width the contract does not name, nor of a picture that does not exist', async () => {
    const bytes = await sharp(await sampleImage('png', 800, 450))
      .webp()
      .toBuffer();
    const picture = mediaKey('article', bytes);
    await fs.writeFile(path.join(t.mediaDir, picture), bytes);
    const odd = picture.replace('.webp', '-w333.webp');
    expect((await t.app.inject({ method: 'GET', url: `/media/${odd}` })).statusCode).toBe(404);
    await expect(fs.access(path.join(t.mediaDir, odd))).rejects.toThrow();

    const missing = mediaRenditionPath(`articles/${'0'.repeat(32)}.webp`, 160) ?? '';
    expect((await t.app.inject({ method: 'GET', url: `/media/${missing}` })).statusCode).toBe(404);
  });

  it('never makes a copy wider than the picture', async () => {
    const bytes = await sharp(await sampleImage('png', 200, 120))
      .webp()
      .toBuffer();
    const picture = mediaKey('article', bytes);
    await fs.writeFile(path.join(t.mediaDir, picture), bytes);
    const served = await t.app.inject({
      method: 'GET',
      url: `/media/${mediaRenditionPath(picture, 640)}`,
    });
    expect(served.statusCode).toBe(200);
    expect(await widthOf(served.rawPayload)).toBe(200);
  });
});
