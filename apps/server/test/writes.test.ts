import fs from 'node:fs/promises';
import path from 'node:path';
import {
  CATEGORY_BY_SLUG,
  endpoints,
  IMAGE_UPLOAD_MAX_BYTES,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
  UPLOAD_FIELDS,
} from '@byline/api-client/contract';
import { and, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTICLE_IMAGE_MAX_WIDTH,
  AVATAR_IMAGE_SIZE,
  MEDIA_CACHE_CONTROL,
  WELCOME_GRANT_COINS,
} from '../src/constants';
import { articles, users } from '../src/db/schema';
import { createTestApp, sampleImage, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { type FilePart, multipartBody } from './helpers/multipart';

const articleFields = (overrides: Record<string, string> = {}) => ({
  title: 'Harbour festival returns',
  keywords: JSON.stringify(JSON.stringify(['harbour', ' festival ', ''])),
  creator: JSON.stringify(['Ana', 'Ben']),
  description: 'Boats, music and food along the quay.',
  content: '<p>Opening night <script>alert(1)</script><a href="javascript:x()">link</a></p>',
  video_url: '',
  category: '9',
  is_draft: 'true',
  ...overrides,
});

const imagePart = (bytes: Buffer, contentType = 'image/png'): FilePart => ({
  field: UPLOAD_FIELDS.saveArticle,
  filename: 'photo.png',
  contentType,
  bytes,
});

describe.each(testBackends())('write endpoints on $name', (backend) => {
  let t: TestApp;
  let author: { userId: number; token: string };
  let other: { userId: number; token: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    author = await t.createUser('Ada Author');
    other = await t.createUser('Otto Other');
  });
  afterAll(() => t.close());

  const saveArticle = (token: string, fields: Record<string, string>, files: FilePart[] = []) => {
    const { payload, headers } = multipartBody(fields, files);
    return t.call({ method: 'POST', url: endpoints.saveArticle.path, token, payload, headers });
  };
  const postJson = (url: string, token: string, payload: unknown) =>
    t.call({ method: 'POST', url, token, payload: payload as Record<string, unknown> });
  const articleCount = async () =>
    Number((await t.database.db.select({ value: count() }).from(articles))[0]?.value);
  const readArticle = async (id: number) =>
    (await t.database.db.select().from(articles).where(eq(articles.id, id)))[0];

  describe('bearer token', () => {
    it.each([
      ['no header', undefined],
      ['an unknown token', 'Bearer not-a-real-token'],
      ['a non-bearer scheme', 'Basic dXNlcjpwYXNz'],
    ])('rejects %s with 401', async (_name, authorization) => {
      for (const endpoint of [endpoints.ownNews, endpoints.drafts]) {
        const response = await t.call({
          method: endpoint.method,
          url: endpoint.path,
          ...(authorization ? { headers: { authorization } } : {}),
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toMatchObject({ status: 401 });
      }
    });

    it('stops accepting a revoked token', async () => {
      const user = await t.createUser('Revoked Reader');
      expect(
        (await t.call({ method: 'GET', url: endpoints.drafts.path, token: user.token })).statusCode,
      ).toBe(200);
      await t.call({ method: 'POST', url: endpoints.logout.path, token: user.token });
      expect(
        (await t.call({ method: 'GET', url: endpoints.drafts.path, token: user.token })).statusCode,
      ).toBe(401);
    });

    it('checks the bearer before reading an upload', async () => {
      const { payload, headers } = multipartBody(articleFields());
      const response = await t.call({
        method: 'POST',
        url: endpoints.saveArticle.path,
        payload,
        headers,
      });
      expect(response.statusCode).toBe(401);
    });
  });

  describe('articles', () => {
    let draftId: number;
    let draftImage: string;

    it('saves a draft with a re-encoded image and sanitised fields', async () => {
      const big = await sampleImage('jpeg', 3000, 2000);
      const response = await saveArticle(
        author.token,
        articleFields({ title: '<b>Harbour</b> festival returns' }),
        [imagePart(big, 'application/octet-stream')],
      );
      expect(response.statusCode).toBe(200);
      const body = endpoints.saveArticle.response.parse(response.json());
      expect(body.message).toBe(SUCCESS_MESSAGES.articleSavedAsDraft);
      expect(body.data.status).toBe('draft');
      draftId = body.data.news_id;

      const row = await readArticle(draftId);
      expect(row).toMatchObject({
        title: 'Harbour festival returns',
        keywords: ['harbour', 'festival'],
        creator: ['Ana', 'Ben'],
        status: 'draft',
        publishedAt: null,
        categoryId: 9,
        videoUrl: null,
      });
      expect(row?.content).toBe(
        '<p>Opening night <a href="about:blank" rel="noopener noreferrer nofollow">link</a></p>',
      );
      draftImage = row?.imagePath ?? '';
      expect(draftImage).toMatch(/^articles\/[0-9a-f]{32}\.webp$/);
      const stored = await fs.readFile(path.join(t.mediaDir, draftImage));
      const meta = await sharp(stored).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.width).toBeLessThanOrEqual(ARTICLE_IMAGE_MAX_WIDTH);
      // The stored size is what the article tells share cards.
      expect(row).toMatchObject({ imageWidth: meta.width, imageHeight: meta.height });
      const read = await t.call({
        method: 'GET',
        url: `${endpoints.articleById.path}?news_id=${draftId}`,
        token: author.token,
      });
      expect(endpoints.articleById.response.parse(read.json()).data).toMatchObject({
        image_width: meta.width,
        image_height: meta.height,
      });

      const served = await t.app.inject({ method: 'GET', url: `/media/${draftImage}` });
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe(MEDIA_CACHE_CONTROL);
    });

    it('lists the draft for its author only', async () => {
      const own = endpoints.drafts.response.parse(
        (await t.call({ method: 'GET', url: endpoints.drafts.path, token: author.token })).json(),
      );
      expect(own.data.map((draft) => draft.id)).toContain(draftId);
      expect(own.data.find((draft) => draft.id === draftId)).toMatchObject({
        image_url: draftImage,
        category_name: CATEGORY_BY_SLUG.tourism.name,
        keywords: ['harbour', 'festival'],
      });
      const others = endpoints.drafts.response.parse(
        (await t.call({ method: 'GET', url: endpoints.drafts.path, token: other.token })).json(),
      );
      expect(others.data).toEqual([]);
    });

    it('lets only the author update a draft, keeping the image when none is sent', async () => {
      const before = await readArticle(draftId);
      const denied = await saveArticle(
        other.token,
        articleFields({ news_id: String(draftId), title: 'Hijacked' }),
      );
      // Someone else's draft is answered as missing, as reading it is (rules.ts).
      expect(denied.statusCode).toBe(404);
      expect(await readArticle(draftId)).toEqual(before);

      const response = await saveArticle(
        author.token,
        articleFields({ news_id: String(draftId), title: 'Harbour festival returns in May' }),
      );
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(SUCCESS_MESSAGES.draftUpdated);
      const after = await readArticle(draftId);
      expect(after?.title).toBe('Harbour festival returns in May');
      expect(after?.imagePath).toBe(draftImage);
      expect(after?.imageWidth).toBe(before?.imageWidth);
      // The article says when it last changed.
      expect(after?.updatedAt.getTime()).toBeGreaterThan(before?.updatedAt.getTime() ?? 0);
    });

    it('answers an unknown news_id with 404 and creates nothing', async () => {
      const before = await articleCount();
      const response = await saveArticle(author.token, articleFields({ news_id: '987654' }));
      expect(response.statusCode).toBe(404);
      expect(await articleCount()).toBe(before);
    });

    it('publishes a draft for its author only', async () => {
      const denied = await postJson(endpoints.publishDraft.path, other.token, { news_id: draftId });
      expect(denied.statusCode).toBe(404);
      expect((await readArticle(draftId))?.status).toBe('draft');

      const response = await postJson(endpoints.publishDraft.path, author.token, {
        news_id: draftId,
      });
      expect(response.statusCode).toBe(200);
      const body = endpoints.publishDraft.response.parse(response.json());
      expect(body).toMatchObject({
        message: SUCCESS_MESSAGES.articlePublished,
        data: { status: 'published' },
      });

      const list = endpoints.newsList.response.parse(
        (
          await t.call({ method: 'GET', url: endpoints.newsList.path, query: { category_id: '9' } })
        ).json(),
      );
      expect(list.data[0]?.id).toBe(draftId);
      const drafts = (
        await t.call({ method: 'GET', url: endpoints.drafts.path, token: author.token })
      ).json();
      expect(drafts.data.map((draft: { id: number }) => draft.id)).not.toContain(draftId);
    });

    it('publishes directly when is_draft is absent', async () => {
      const fields = articleFields({ title: 'Straight to print' });
      delete (fields as Partial<typeof fields>).is_draft;
      const response = await saveArticle(author.token, fields);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: SUCCESS_MESSAGES.articlePublished,
        data: { status: 'published' },
      });
    });

    it('lists all own articles with their status', async () => {
      await saveArticle(author.token, articleFields({ title: 'Another draft' }));
      const body = endpoints.ownNews.response.parse(
        (await t.call({ method: 'GET', url: endpoints.ownNews.path, token: author.token })).json(),
      );
      const statuses = new Set(body.data.map((item) => item.status));
      expect(statuses).toEqual(new Set(['draft', 'published']));
      expect(body.data.every((item) => item.author.user_id === author.userId)).toBe(true);
    });

    it('deletes only own drafts', async () => {
      const created = await saveArticle(author.token, articleFields({ title: 'To be deleted' }));
      const id = created.json().data.news_id as number;
      expect(
        (await postJson(endpoints.deleteDraft.path, other.token, { news_id: id })).statusCode,
      ).toBe(404);
      expect(
        (await postJson(endpoints.deleteDraft.path, author.token, { news_id: draftId })).statusCode,
      ).toBe(409);
      const deleted = await postJson(endpoints.deleteDraft.path, author.token, { news_id: id });
      expect(deleted.statusCode).toBe(200);
      expect(endpoints.deleteDraft.response.parse(deleted.json()).message).toBe(
        SUCCESS_MESSAGES.draftDeleted,
      );
      expect(await readArticle(id)).toBeUndefined();
      expect(
        (await postJson(endpoints.deleteDraft.path, author.token, { news_id: id })).statusCode,
      ).toBe(404);
    });

    it.each(['png', 'jpeg', 'webp', 'gif'] as const)(
      'accepts a %s upload by its bytes',
      async (format) => {
        const bytes = await sampleImage(format);
        const response = await saveArticle(
          author.token,
          articleFields({ title: `Format ${format}` }),
          [imagePart(bytes, 'text/plain')],
        );
        expect(response.statusCode).toBe(200);
      },
    );
  });

  describe('malformed writes change nothing', () => {
    const cases: Array<
      [string, () => Promise<{ fields: Record<string, string>; files?: FilePart[] }>, number]
    > = [
      [
        'a missing category',
        async () => ({ fields: (({ category: _, ...rest }) => rest)(articleFields()) }),
        400,
      ],
      ['an unknown category', async () => ({ fields: articleFields({ category: '99' }) }), 400],
      [
        'a text file named .png',
        async () => ({
          fields: articleFields(),
          files: [imagePart(Buffer.from('hello, not an image'))],
        }),
        400,
      ],
      [
        'an SVG upload',
        async () => ({
          fields: articleFields(),
          files: [
            imagePart(
              Buffer.from(
                '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
              ),
              'image/svg+xml',
            ),
          ],
        }),
        400,
      ],
      [
        'a cover under 200 × 200 pixels (no share card could show it)',
        async () => ({
          fields: articleFields(),
          files: [imagePart(await sampleImage('png', 120, 80))],
        }),
        400,
      ],
      [
        'a cover of fewer than 50,000 pixels',
        async () => ({
          fields: articleFields(),
          files: [imagePart(await sampleImage('png', 240, 200))],
        }),
        400,
      ],
      [
        'a truncated PNG',
        async () => ({
          fields: articleFields(),
          files: [imagePart((await sampleImage('png')).subarray(0, 40))],
        }),
        400,
      ],
      [
        'an oversized upload',
        async () => ({
          fields: articleFields(),
          files: [
            imagePart(
              Buffer.concat([await sampleImage('png'), Buffer.alloc(IMAGE_UPLOAD_MAX_BYTES)]),
            ),
          ],
        }),
        413,
      ],
      [
        'two files',
        async () => ({
          fields: articleFields(),
          files: [imagePart(await sampleImage('png')), imagePart(await sampleImage('png'))],
        }),
        413,
      ],
      [
        'a file under another name',
        async () => ({
          fields: articleFields(),
          files: [{ ...imagePart(await sampleImage('png')), field: 'avatar' }],
        }),
        400,
      ],
      [
        'a too long title',
        async () => ({ fields: articleFields({ title: 'x'.repeat(201) }) }),
        400,
      ],
      [
        'a javascript: video link',
        async () => ({ fields: articleFields({ video_url: 'javascript:alert(1)' }) }),
        400,
      ],
      [
        'a non-boolean is_draft',
        async () => ({ fields: articleFields({ is_draft: 'maybe' }) }),
        400,
      ],
      [
        'too many keywords',
        async () => ({
          fields: articleFields({
            keywords: JSON.stringify(Array.from({ length: 21 }, (_, i) => `k${i}`)),
          }),
        }),
        400,
      ],
      [
        'a field longer than the field limit',
        async () => ({ fields: articleFields({ content: 'x'.repeat(1024 * 1024 + 10) }) }),
        413,
      ],
    ];

    it.each(cases)('%s', async (_name, build, status) => {
      const before = await articleCount();
      const files = await fs.readdir(path.join(t.mediaDir, 'articles')).catch(() => []);
      const { fields, files: parts } = await build();
      const response = await saveArticle(author.token, fields, parts);
      expect(response.statusCode).toBe(status);
      expect(response.json()).toEqual({ status, message: expect.any(String) });
      expect(await articleCount()).toBe(before);
      expect(await fs.readdir(path.join(t.mediaDir, 'articles')).catch(() => [])).toEqual(files);
    });

    it('says how large a cover must be, and how large the one sent is', async () => {
      const response = await saveArticle(author.token, articleFields(), [
        imagePart(await sampleImage('jpeg', 120, 80)),
      ]);
      expect(response.json()).toEqual({
        status: 400,
        message: SERVER_MESSAGES.coverTooSmall(120, 80),
      });
      expect(SERVER_MESSAGES.coverTooSmall(120, 80)).toContain('200 × 200');
      expect(SERVER_MESSAGES.coverTooSmall(120, 80)).toContain('120 × 80');
    });

    it('rejects a JSON body on a multipart endpoint', async () => {
      const response = await t.call({
        method: 'POST',
        url: endpoints.saveArticle.path,
        token: author.token,
        payload: articleFields(),
      });
      expect(response.statusCode).toBe(415);
    });

    it.each([
      [{}, 400],
      [{ news_id: 'abc' }, 400],
      [{ news_id: -1 }, 400],
      [{ news_id: 123456 }, 404],
      [[1, 2], 400],
      ['"text"', 400],
    ])('publish and delete reject %j with %i', async (payload, status) => {
      for (const endpoint of [endpoints.publishDraft, endpoints.deleteDraft]) {
        const response = await t.call({
          method: 'POST',
          url: endpoint.path,
          token: author.token,
          headers: { 'content-type': 'application/json' },
          payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
        });
        expect(response.statusCode).toBe(status);
      }
    });
  });

  it('keeps the published count of the profile in step with every write', async () => {
    const writer = await t.createUser('Counted Writer');
    const profileCount = async () =>
      endpoints.userDetails.response.parse(
        (
          await postJson(endpoints.userDetails.path, writer.token, { user_id: writer.userId })
        ).json(),
      ).data.articles_count;
    const published = async () =>
      Number(
        (
          await t.database.db
            .select({ value: count() })
            .from(articles)
            .where(and(eq(articles.authorId, writer.userId), eq(articles.status, 'published')))
        )[0]?.value,
      );
    const idOf = async (response: Promise<{ json(): { data: { news_id: number } } }>) =>
      (await response).json().data.news_id;

    const first = await idOf(saveArticle(writer.token, articleFields({ is_draft: 'false' })));
    const draft = await idOf(saveArticle(writer.token, articleFields()));
    expect(await profileCount()).toBe(1);
    await postJson(endpoints.publishDraft.path, writer.token, { news_id: draft });
    expect(await profileCount()).toBe(2);
    await postJson(endpoints.publishDraft.path, writer.token, { news_id: draft });
    expect(await profileCount()).toBe(2);
    // Changes of a live article kept for its update leave it counted.
    await saveArticle(writer.token, articleFields({ news_id: String(first), is_draft: 'true' }));
    expect(await profileCount()).toBe(2);
    await postJson(endpoints.unpublishArticle.path, writer.token, { news_id: first });
    expect(await profileCount()).toBe(1);
    await postJson(endpoints.deleteDraft.path, writer.token, { news_id: first });
    expect(await profileCount()).toBe(1);
    await postJson(endpoints.deleteArticle.path, writer.token, { news_id: draft });
    expect(await profileCount()).toBe(0);
    expect(await profileCount()).toBe(await published());
  });

  describe('profile', () => {
    const updateProfile = (
      token: string,
      fields: Record<string, string>,
      files: FilePart[] = [],
    ) => {
      const { payload, headers } = multipartBody(fields, files);
      return t.call({ method: 'POST', url: endpoints.updateProfile.path, token, payload, headers });
    };

    it('returns the caller’s own details only', async () => {
      const own = await postJson(endpoints.userDetails.path, author.token, {
        user_id: author.userId,
      });
      expect(own.statusCode).toBe(200);
      const body = endpoints.userDetails.response.parse(own.json());
      expect(body.data).toMatchObject({
        user_id: author.userId,
        full_name: 'Ada Author',
        followers_count: 0,
        following_count: 0,
        my_wallet: WELCOME_GRANT_COINS,
      });
      expect(body.data.user_email).toBe('ada.author@example.test');
      const theirs = await postJson(endpoints.userDetails.path, author.token, {
        user_id: other.userId,
      });
      expect(theirs.statusCode).toBe(403);
      expect((await postJson(endpoints.userDetails.path, author.token, {})).statusCode).toBe(400);
    });

    it('updates name, bio and avatar but never email', async () => {
      const avatar = await sampleImage('png', 800, 600);
      const response = await updateProfile(
        author.token,
        {
          full_name: '<i>Ada</i> Lovelace',
          author_bio: 'Line one\n<script>x</script>Line two',
          user_email: 'evil@example.test',
        },
        [
          {
            field: UPLOAD_FIELDS.updateProfile,
            filename: 'me.png',
            contentType: 'image/png',
            bytes: avatar,
          },
        ],
      );
      expect(response.statusCode).toBe(200);
      const body = endpoints.updateProfile.response.parse(response.json());
      expect(body.message).toBe(SUCCESS_MESSAGES.profileSaved);
      expect(body.data).toMatchObject({
        full_name: 'Ada Lovelace',
        author_bio: 'Line one\nLine two',
        user_email: 'ada.author@example.test',
      });
      expect(body.data.user_profile).toMatch(/^avatars\/[0-9a-f]{32}\.webp$/);
      const meta = await sharp(path.join(t.mediaDir, body.data.user_profile ?? '')).metadata();
      expect([meta.width, meta.height]).toEqual([AVATAR_IMAGE_SIZE, AVATAR_IMAGE_SIZE]);
    });

    it.each([
      ['an empty name', { full_name: '   ', author_bio: '' }, [], 400],
      ['a name that is only markup', { full_name: '<b></b>', author_bio: '' }, [], 400],
      [
        'a non-image avatar',
        { full_name: 'Ada' },
        [
          {
            field: UPLOAD_FIELDS.updateProfile,
            filename: 'a.png',
            contentType: 'image/png',
            bytes: Buffer.from('GIF8 nope'),
          },
        ],
        400,
      ],
    ] as Array<[string, Record<string, string>, FilePart[], number]>)(
      'rejects %s',
      async (_name, fields, files, status) => {
        const [before] = await t.database.db
          .select()
          .from(users)
          .where(eq(users.id, author.userId));
        const response = await updateProfile(author.token, fields, files);
        expect(response.statusCode).toBe(status);
        const [after] = await t.database.db.select().from(users).where(eq(users.id, author.userId));
        expect(after).toEqual(before);
      },
    );
  });
});

describe.each(testBackends())('rate limits on $name', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(backend, { rateLimits: { writes: 2 } });
  });
  afterAll(() => t.close());

  it('limits writes per client with a 429 envelope', async () => {
    const user = await t.createUser('Busy Writer');
    const statuses: number[] = [];
    for (let index = 0; index < 3; index++) {
      const response = await t.call({
        method: 'POST',
        url: endpoints.deleteDraft.path,
        token: user.token,
        payload: { news_id: 999 },
      });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) {
        expect(response.json()).toEqual({
          status: 429,
          message: expect.stringContaining('Too many requests'),
        });
      }
    }
    expect(statuses).toEqual([404, 404, 429]);
  });
});
