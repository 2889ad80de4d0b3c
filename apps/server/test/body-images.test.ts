import fs from 'node:fs/promises';
import path from 'node:path';
import { endpoints, SERVER_MESSAGES, UPLOAD_FIELDS } from '@byline/api-client/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ARTICLE_IMAGE_MAX_WIDTH } from '../src/constants';
import { createTestApp, sampleImage, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { type FilePart, multipartBody } from './helpers/multipart';

const picture = (bytes: Buffer, contentType = 'image/png'): FilePart => ({
  field: UPLOAD_FIELDS.uploadBodyImage,
  filename: 'photo.png',
  contentType,
  bytes,
});

describe.each(testBackends())('body images on $name', (backend) => {
  let t: TestApp;
  let author: { userId: number; token: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    author = await t.createUser('Ada Author');
  });
  afterAll(() => t.close());

  const upload = (token: string | undefined, files: FilePart[]) => {
    const { payload, headers } = multipartBody({}, files);
    return t.call({
      method: 'POST',
      url: endpoints.uploadBodyImage.path,
      ...(token ? { token } : {}),
      payload,
      headers,
    });
  };

  it('re-encodes a picture, stores it like a cover and answers its media path and size', async () => {
    const response = await upload(author.token, [picture(await sampleImage('png', 3000, 1500))]);
    expect(response.statusCode).toBe(200);
    const { data } = endpoints.uploadBodyImage.response.parse(response.json());
    expect(data.path).toMatch(/^articles\/[0-9a-f]{32}\.webp$/);
    expect([data.width, data.height]).toEqual([
      ARTICLE_IMAGE_MAX_WIDTH,
      ARTICLE_IMAGE_MAX_WIDTH / 2,
    ]);
    const meta = await sharp(await fs.readFile(path.join(t.mediaDir, data.path))).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: data.width, height: data.height });
    // The site serves it where the body points.
    const served = await t.call({ method: 'GET', url: `/media/${data.path}` });
    expect(served.statusCode).toBe(200);
  });

  it.each([
    ['a text file named .png', Buffer.from('<svg onload="alert(1)"></svg>')],
    ['a truncated PNG', Buffer.alloc(0)],
  ])('refuses %s with 400', async (_name, bytes) => {
    const response = await upload(author.token, [picture(bytes)]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 400, message: SERVER_MESSAGES.invalidImage });
  });

  it('refuses a request without a picture', async () => {
    const response = await upload(author.token, []);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ message: SERVER_MESSAGES.invalidImage });
  });

  it('refuses a signed-out upload with 401 and stores nothing', async () => {
    const before = await fs.readdir(t.mediaDir, { recursive: true });
    const response = await upload(undefined, [picture(await sampleImage('jpeg'))]);
    expect(response.statusCode).toBe(401);
    expect(await fs.readdir(t.mediaDir, { recursive: true })).toEqual(before);
  });
});
