import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import {
  articleSchema,
  authorProfileSchema,
  CATEGORIES,
  categorySchema,
  commentSchema,
  draftSchema,
  followEntrySchema,
  mostRecentItemSchema,
  newsItemSchema,
  notificationSchema,
  REWARD_MAX_COINS,
  revisionSchema,
  revisionSummarySchema,
  userProfileSchema,
  walletEntrySchema,
} from '../contract';
import { MOCK_MEDIA_BASE_URL, MOCK_NOW, MOCK_USER_ID } from './constants';
import { MockDb } from './db';
import {
  createWireFixtures,
  fixtureComments,
  fixtureNewsInCategory,
  fixtureRevision,
  fixtureRevisions,
  fixtures,
  MOCK_COMMENTED_ARTICLE_ID,
  MOCK_REVISED_DRAFT_ID,
  MOCK_SCHEDULED_ARTICLE_ID,
  MOCK_SCHEDULED_AT,
} from './fixtures';

/** The SVG files Storybook serves at /media, by path under mocks-media (`fixtures/world-1.svg`). */
const mediaFiles = Object.fromEntries(
  Object.entries(
    import.meta.glob<string>('../../mocks-media/fixtures/*.svg', {
      query: '?raw',
      import: 'default',
      eager: true,
    }),
  ).map(([file, text]) => [file.replace('../../mocks-media/', ''), text]),
);
const wire = createWireFixtures();

describe('wire fixtures', () => {
  it('every fixture passes its schema', () => {
    const checks: Array<[string, z.ZodMiniType, unknown]> = [
      ['categories', z.array(categorySchema), wire.categories],
      ['newsItems', z.array(newsItemSchema), wire.newsItems],
      ['articles', z.array(articleSchema), wire.articles],
      ['mostRecent', z.array(mostRecentItemSchema), wire.mostRecent],
      ['mostWatched', z.array(newsItemSchema), wire.mostWatched],
      ['ownNews', z.array(newsItemSchema), wire.ownNews],
      ['drafts', z.array(draftSchema), wire.drafts],
      ['currentUser', userProfileSchema, wire.currentUser],
      ['secondAuthor', userProfileSchema, wire.secondAuthor],
      ['currentAuthorProfile', authorProfileSchema, wire.currentAuthorProfile],
      ['secondAuthorProfile', authorProfileSchema, wire.secondAuthorProfile],
      ['comments', z.array(commentSchema), wire.comments],
      ['notifications', z.array(notificationSchema), wire.notifications],
      ['walletEntries', z.array(walletEntrySchema), wire.walletEntries],
      ['followers', z.array(followEntrySchema), wire.followers],
      ['following', z.array(followEntrySchema), wire.following],
      ['revisions', z.array(revisionSummarySchema), wire.revisions],
      ['revisionsById', z.array(revisionSchema), wire.revisionsById],
    ];
    for (const [name, schema, value] of checks) {
      const result = schema.safeParse(value);
      expect(result.success ? name : `${name}: ${result.error.message}`).toBe(name);
    }
  });

  it('serves the ten categories of the contract, Crime the tenth', () => {
    expect(fixtures.categories).toEqual(CATEGORIES.map(({ id, name }) => ({ id, name })));
    expect(fixtures.categories.map((category) => category.name)).toEqual([
      'World',
      'Politics',
      'Business',
      'Entertainment',
      'Sports',
      'Environment',
      'Lifestyle',
      'Technology',
      'Tourism',
      'Crime',
    ]);
  });

  it('has enough items for every home section and for paging', () => {
    expect(fixtureNewsInCategory('World')).toHaveLength(23);
    expect(fixtureNewsInCategory('politics').length).toBeGreaterThanOrEqual(7);
    for (const category of fixtures.categories) {
      expect(fixtureNewsInCategory(category.name).length, category.name).toBeGreaterThanOrEqual(3);
    }
    expect(fixtures.mostWatched.length).toBeGreaterThanOrEqual(16);
    expect(fixtures.mostRecent.length).toBeGreaterThanOrEqual(10);
    expect(fixtures.newsItems.some((item) => item.image_url === null)).toBe(true);
  });

  it('gives every item a unique id and a 2026 date', () => {
    const ids = fixtures.articles.map((article) => article.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const article of fixtures.articles) {
      expect(article.date.startsWith('2026-')).toBe(true);
      expect(article.created_at.startsWith('2026-')).toBe(true);
    }
  });

  it('gives the signed-in author nine published articles over several categories, three drafts and a scheduled one', () => {
    const published = fixtures.ownNews.filter((item) => item.status === 'published');
    expect(published).toHaveLength(9);
    expect(new Set(published.map((item) => item.category_name)).size).toBeGreaterThanOrEqual(4);
    expect(fixtures.ownNews.filter((item) => item.status === 'draft')).toHaveLength(3);
    expect(fixtures.drafts.map((draft) => draft.status)).toEqual([
      'draft',
      'draft',
      'draft',
      'scheduled',
    ]);
    expect(fixtures.currentUser).toMatchObject({
      user_id: 1,
      user_email: expect.stringContaining('@'),
      user_mobile_no: expect.any(String),
      articles_count: 9,
    });
    expect(fixtures.currentUser.author_bio).not.toBe('');
    expect(fixtures.secondAuthorProfile.articles.length).toBeGreaterThan(0);
  });

  it('keeps one draft double-encoded on the wire and decodes it to a clean list', () => {
    const doubleEncoded = wire.drafts.find(
      (draft) =>
        typeof draft.keywords === 'string' && typeof JSON.parse(draft.keywords) === 'string',
    );
    expect(doubleEncoded).toBeDefined();
    const decoded = fixtures.drafts.find((draft) => draft.id === doubleEncoded?.id);
    expect(decoded?.keywords).toEqual(['frost', 'sensors', 'orchards']);
    expect(decoded?.creator).toEqual(['Amara Okafor', 'Lena Fischer']);
  });

  it('gives articles rich HTML bodies', () => {
    for (const article of fixtures.articles.filter((item) => item.status === 'published')) {
      for (const tag of [
        '<h2>',
        '<ul>',
        '<ol>',
        '<blockquote>',
        '<figure>',
        '<figcaption>',
        '<img ',
      ]) {
        expect(article.content, `${article.id} ${tag}`).toContain(tag);
      }
    }
  });

  it('references only media files that exist, are small and are local', () => {
    const paths = new Set<string>();
    const add = (value: string | null) => {
      if (value) paths.add(value);
    };
    for (const article of fixtures.articles) {
      add(article.image_url);
      add(article.source_icon);
      add(article.author.user_profile);
      for (const match of article.content.matchAll(/src="([^"]+)"/g)) {
        const source = match[1] ?? '';
        expect(source.startsWith(`${MOCK_MEDIA_BASE_URL}/`), source).toBe(true);
        add(source.slice(MOCK_MEDIA_BASE_URL.length + 1));
      }
    }
    add(fixtures.currentUser.user_profile);
    add('fixtures/uploaded.svg');
    expect(paths.size).toBeGreaterThan(10);
    for (const mediaPath of paths) {
      const text = mediaFiles[mediaPath];
      expect(text, mediaPath).toBeDefined();
      expect(text?.length).toBeLessThan(8 * 1024);
      expect(text).not.toMatch(/https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    }
  });
});

describe('community fixtures', () => {
  const db = new MockDb();

  it('gives the commented article a conversation: several writers, one long comment, one edited', () => {
    expect(fixtures.comments.length).toBeGreaterThanOrEqual(5);
    expect(fixtureComments(MOCK_COMMENTED_ARTICLE_ID)).toEqual(fixtures.comments);
    expect(
      new Set(fixtures.comments.map((comment) => comment.author?.user_id)).size,
    ).toBeGreaterThan(3);
    expect(fixtures.comments.some((comment) => comment.text.length > 800)).toBe(true);
    expect(fixtures.comments.some((comment) => comment.updated_at !== comment.created_at)).toBe(
      true,
    );
    // Newest first, every one on its article.
    const ids = fixtures.comments.map((comment) => comment.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    for (const comment of fixtures.comments)
      expect(comment.news_id).toBe(MOCK_COMMENTED_ARTICLE_ID);
  });

  it('leaves hidden comments out, and comments on several articles', () => {
    const hidden = db.comments.filter((comment) => comment.hidden_at !== null);
    expect(hidden.length).toBeGreaterThan(0);
    for (const comment of hidden) {
      expect(fixtureComments(comment.article_id).map((visible) => visible.id)).not.toContain(
        comment.id,
      );
    }
    const commented = fixtures.newsItems.filter((item) => fixtureComments(item.id).length > 0);
    expect(commented.length).toBeGreaterThanOrEqual(4);
    expect(fixtureComments(fixtures.drafts[0]?.id ?? 0)).toEqual([]);
  });

  it('derives follower and following counts from the follows', () => {
    expect(fixtures.followers).toHaveLength(fixtures.currentUser.followers_count);
    expect(fixtures.following).toHaveLength(fixtures.currentUser.following_count);
    expect(fixtures.followers.length).toBeGreaterThanOrEqual(3);
    expect(fixtures.following.length).toBeGreaterThanOrEqual(1);
    for (const user of db.users) {
      const profile = db.toPublicProfile(user);
      expect(profile.followers_count).toBe(
        db.follows.filter((follow) => follow.followee_id === user.user_id).length,
      );
      // Nobody follows themselves, nobody twice.
      expect(db.findFollow(user.user_id, user.user_id)).toBeUndefined();
    }
    const pairs = db.follows.map((follow) => `${follow.follower_id}>${follow.followee_id}`);
    expect(new Set(pairs).size).toBe(pairs.length);
  });

  it('keeps every balance whole, below the reward limit and equal to the ledger', () => {
    const sumOfEntries = fixtures.walletEntries.reduce(
      (sum, entry) => sum + (entry.direction === 'in' ? entry.amount : -entry.amount),
      0,
    );
    expect(fixtures.currentUser.my_wallet).toBe(sumOfEntries);
    expect(new Set(fixtures.walletEntries.map((entry) => entry.kind))).toEqual(
      new Set(['grant', 'reward']),
    );
    expect(new Set(fixtures.walletEntries.map((entry) => entry.direction))).toEqual(
      new Set(['in', 'out']),
    );
    let total = 0;
    for (const user of db.users) {
      const balance = db.toPublicProfile(user).my_wallet;
      expect(Number.isInteger(balance), user.full_name).toBe(true);
      expect(balance).toBeGreaterThanOrEqual(0);
      expect(balance).toBeLessThan(REWARD_MAX_COINS);
      total += balance;
    }
    // Rewards only move coins: all balances together are all grants together.
    const grants = db.transfers.filter((transfer) => transfer.kind === 'grant');
    expect(total).toBe(grants.reduce((sum, transfer) => sum + transfer.amount, 0));
  });

  it('gives the signed-in user notifications of all five kinds, some read and some unread', () => {
    const kinds = new Set(fixtures.notifications.map((notification) => notification.kind));
    expect(kinds).toEqual(new Set(['follow', 'reward', 'comment', 'published', 'reply']));
    const unread = fixtures.notifications.filter((notification) => !notification.read);
    expect(unread.length).toBe(fixtures.unreadNotificationCount);
    expect(unread.length).toBeGreaterThan(0);
    expect(unread.length).toBeLessThan(fixtures.notifications.length);
    // Nobody is notified of their own action.
    for (const notification of fixtures.notifications) {
      expect(notification.actor.user_id).not.toBe(MOCK_USER_ID);
    }
    expect(db.unreadCount(MOCK_USER_ID)).toBe(fixtures.unreadNotificationCount);
  });
});

describe('authoring fixtures: a scheduled article', () => {
  it('keeps the scheduled article in My Drafts only, until its time', () => {
    const scheduled = fixtures.drafts.find((draft) => draft.id === MOCK_SCHEDULED_ARTICLE_ID);
    expect(scheduled).toMatchObject({ status: 'scheduled', scheduled_at: MOCK_SCHEDULED_AT });
    expect(MOCK_SCHEDULED_AT > MOCK_NOW).toBe(true);
    const readerLists = [
      fixtures.newsItems,
      fixtures.mostWatched,
      fixtures.mostRecent,
      fixtures.currentAuthorProfile.articles,
    ];
    for (const list of readerLists) {
      expect(list.map((item) => item.id)).not.toContain(MOCK_SCHEDULED_ARTICLE_ID);
    }
    expect(fixtures.notifications.map((notification) => notification.article?.id)).not.toContain(
      MOCK_SCHEDULED_ARTICLE_ID,
    );
    for (const draft of fixtures.drafts.filter((item) => item.status === 'draft')) {
      expect(draft.scheduled_at).toBeNull();
    }
  });

  it('gives the first draft a history of every kind but publish, newest first, matching its text', () => {
    expect(fixtures.drafts[0]?.id).toBe(MOCK_REVISED_DRAFT_ID);
    expect(fixtureRevisions(MOCK_REVISED_DRAFT_ID)).toEqual(fixtures.revisions);
    expect(new Set(fixtures.revisions.map((revision) => revision.kind))).toEqual(
      new Set(['autosave', 'save', 'restore']),
    );
    const times = fixtures.revisions.map((revision) => revision.saved_at);
    expect(times).toEqual([...times].sort().reverse());
    const draft = fixtures.drafts[0];
    const newest = fixtureRevision(fixtures.revisions[0]?.id ?? 0);
    expect(newest).toMatchObject({ title: draft?.title, content: draft?.content });
    expect(draft?.updated_at).toBe(newest?.saved_at);
    expect(fixtureRevisions(MOCK_SCHEDULED_ARTICLE_ID).map((revision) => revision.kind)).toEqual([
      'publish',
      'autosave',
      'save',
    ]);
    expect(fixtureRevisions(MOCK_COMMENTED_ARTICLE_ID)).toEqual([]);
  });
});
