import {
  CATEGORY_BY_SLUG,
  DRAFTS_PAGE_SIZE,
  type Draft,
  endpoints,
} from '@byline/api-client/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/app';
import { testBackends } from './helpers/backends';
import { type Answer, callEndpoint } from './helpers/community';
import { multipartBody } from './helpers/multipart';

const HOUR_MS = 60 * 60 * 1000;
/** More drafts than one page holds. */
const DRAFT_COUNT = DRAFTS_PAGE_SIZE + 3;
const SCHEDULED_COUNT = 2;

describe.each(testBackends())('My Drafts pages on $name', (backend) => {
  let t: TestApp;
  let author: { userId: number; token: string };
  /** The ids in the order My Drafts lists them: scheduled soonest first, then newest drafts. */
  let expected: number[];

  const save = async (title: string, publishAt?: Date) => {
    const { payload, headers } = multipartBody({
      title,
      keywords: JSON.stringify([]),
      creator: JSON.stringify([]),
      description: 'A line.',
      content: '<p>Some text.</p>',
      video_url: '',
      category: String(CATEGORY_BY_SLUG.world.id),
      is_draft: String(publishAt === undefined),
      ...(publishAt ? { publish_at: publishAt.toISOString() } : {}),
    });
    const response = await t.call({
      method: 'POST',
      url: endpoints.saveArticle.path,
      token: author.token,
      payload,
      headers,
    });
    expect(response.statusCode).toBe(200);
    return (response.json() as { data: { news_id: number } }).data.news_id;
  };

  /** Every page from the first, following `next_cursor` to the end. */
  const readAll = async (limit?: number) => {
    const pages: Draft[][] = [];
    let cursor: string | null = null;
    do {
      const answer: Answer<'drafts'> = await callEndpoint(t, 'drafts', author.token, {
        ...(limit ? { limit } : {}),
        ...(cursor ? { cursor } : {}),
      });
      expect(answer.status).toBe(200);
      pages.push(answer.body.data);
      cursor = answer.body.next_cursor;
    } while (cursor !== null && pages.length < 100);
    return pages;
  };

  beforeAll(async () => {
    t = await createTestApp(backend);
    author = await t.createUser('Penny Prolific');
    const drafts: number[] = [];
    for (let index = 0; index < DRAFT_COUNT; index += 1) drafts.push(await save(`Draft ${index}`));
    // The later one saved first: the list orders them by their time, not by when they were saved.
    const later = await save('Scheduled later', new Date(Date.now() + 48 * HOUR_MS));
    const sooner = await save('Scheduled sooner', new Date(Date.now() + 24 * HOUR_MS));
    expected = [sooner, later, ...drafts.reverse()];
  });
  afterAll(() => t.close());

  it('pages through every draft, the oldest on the last page', async () => {
    const pages = await readAll();
    expect(pages.map((page) => page.length)).toEqual([
      DRAFTS_PAGE_SIZE,
      DRAFT_COUNT + SCHEDULED_COUNT - DRAFTS_PAGE_SIZE,
    ]);
    const listed = pages.flat();
    expect(listed.map((draft) => draft.id)).toEqual(expected);
    expect(listed.at(-1)?.title).toBe('Draft 0');
    expect(listed.slice(0, SCHEDULED_COUNT).map((draft) => draft.status)).toEqual([
      'scheduled',
      'scheduled',
    ]);
  });

  it('crosses from the scheduled articles to the drafts between pages', async () => {
    const pages = await readAll(SCHEDULED_COUNT - 1);
    expect(pages.flat().map((draft) => draft.id)).toEqual(expected);
  });
});
