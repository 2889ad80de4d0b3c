import { endpoints, UPLOAD_FIELDS } from '@byline/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, sampleImage, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { multipartBody } from './helpers/multipart';

/** Markup entity-encoded over and over, sent as plain text: decoded once, it stays text. */
const ENCODED_IMG = '&amp;amp;amp;amp;lt;img src=x onerror=alert(1)&amp;amp;amp;amp;gt;';
const ENCODED_IMG_STORED = '&amp;amp;amp;lt;img src=x onerror=alert(1)&amp;amp;amp;gt;';
const ENCODED_SCRIPT = '&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;';
const ENCODED_SCRIPT_STORED = '&lt;script&gt;alert(1)&lt;/script&gt;';
const TAG = /<[a-z/!?]/i;

describe.each(testBackends())('what the API stores and returns on $name', (backend) => {
  let t: TestApp;
  let author: { userId: number; token: string };

  beforeAll(async () => {
    t = await createTestApp(backend);
    author = await t.createUser('Ada Author');
  });
  afterAll(() => t.close());

  const post = (
    url: string,
    fields: Record<string, string>,
    files: Parameters<typeof multipartBody>[1] = [],
  ) => {
    const { payload, headers } = multipartBody(fields, files);
    return t.call({ method: 'POST', url, token: author.token, payload, headers });
  };

  it('keeps encoded markup in an article’s text fields as text, decoded once', async () => {
    const saved = await post(
      endpoints.saveArticle.path,
      {
        title: `Harbour ${ENCODED_IMG}`,
        keywords: JSON.stringify([ENCODED_SCRIPT, 'harbour']),
        creator: JSON.stringify([ENCODED_SCRIPT]),
        description: `Fish &amp; chips\n${ENCODED_SCRIPT}`,
        content: '<p>Body</p>',
        video_url: '',
        category: '9',
      },
      [
        {
          field: UPLOAD_FIELDS.saveArticle,
          filename: 'a.png',
          contentType: 'image/png',
          bytes: await sampleImage('png'),
        },
      ],
    );
    expect(saved.statusCode).toBe(200);
    const id = endpoints.saveArticle.response.parse(saved.json()).data.news_id;
    const read = await t.call({
      method: 'GET',
      url: `${endpoints.articleById.path}?news_id=${id}`,
    });
    const article = endpoints.articleById.response.parse(read.json()).data;
    expect(article.title).toBe(`Harbour ${ENCODED_IMG_STORED}`);
    expect(article.keywords).toEqual([ENCODED_SCRIPT_STORED, 'harbour']);
    expect(article.description).toBe(`Fish & chips\n${ENCODED_SCRIPT_STORED}`);
    for (const text of [article.title, article.description, ...article.keywords]) {
      expect(text).not.toMatch(TAG);
    }
  });

  it('keeps encoded markup in a profile’s name and bio as text', async () => {
    const response = await post(endpoints.updateProfile.path, {
      full_name: `Ada ${ENCODED_IMG}`,
      author_bio: `Writes &lt;b&gt;about&lt;/b&gt; harbours\n${ENCODED_SCRIPT}`,
    });
    expect(response.statusCode).toBe(200);
    const profile = endpoints.updateProfile.response.parse(response.json()).data;
    expect(profile.full_name).toBe(`Ada ${ENCODED_IMG_STORED}`);
    expect(profile.author_bio).toBe(`Writes about harbours\n${ENCODED_SCRIPT_STORED}`);
  });

  it('keeps an author’s X handle when a save leaves the field out, and clears it when sent empty', async () => {
    const handleAfter = async (fields: Record<string, string>) => {
      const response = await post(endpoints.updateProfile.path, { full_name: 'Ada', ...fields });
      expect(response.statusCode).toBe(200);
      return endpoints.updateProfile.response.parse(response.json()).data.x_handle;
    };
    expect(await handleAfter({ x_handle: '@harbour_ada' })).toBe('harbour_ada');
    expect(await handleAfter({ author_bio: 'Harbours.' })).toBe('harbour_ada');
    expect(await handleAfter({ x_handle: '' })).toBe('');
  });

  it('stores players with the policy’s attributes and images over https', async () => {
    const saved = await post(endpoints.saveArticle.path, {
      title: 'Embeds',
      keywords: '[]',
      creator: '[]',
      description: '',
      content:
        '<iframe src="https://www.youtube.com/embed/dQw4w9WgXcQ" allow="camera; microphone; geolocation; display-capture"></iframe><img src="http://tracker.example/p.gif" alt="">',
      video_url: '',
      category: '9',
      is_draft: 'true',
    });
    expect(saved.statusCode).toBe(200);
    const drafts = endpoints.drafts.response.parse(
      (await t.call({ method: 'GET', url: endpoints.drafts.path, token: author.token })).json(),
    );
    const draft = drafts.data.find((candidate) => candidate.title === 'Embeds');
    expect(draft?.content).toContain(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Embedded YouTube video" width="640" height="360" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen" sandbox=',
    );
    expect(draft?.content).not.toMatch(/camera|microphone|geolocation|display-capture/);
    expect(draft?.content).toContain('<img src="https://tracker.example/p.gif" alt="" />');
  });
});
