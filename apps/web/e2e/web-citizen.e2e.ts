import {
  CATEGORIES,
  endpoints,
  type NewsItem,
  withSourceMarker,
} from '@byline/api-client/contract';
import { READER_TEXTS } from '@byline/ui/constants';
import { Readability } from '@mozilla/readability';
import { parseFeed } from '@rowanmanning/feed-parser';
import { HtmlValidate } from 'html-validate';
import { JSDOM } from 'jsdom';
import metascraper from 'metascraper';
import metascraperAuthor from 'metascraper-author';
import metascraperDescription from 'metascraper-description';
import metascraperImage from 'metascraper-image';
import metascraperTitle from 'metascraper-title';
import { BASE_URL, E2E_SITE_X_HANDLE } from './helpers/env';
import { publish } from './helpers/reader';
import { api, authorTest } from './helpers/session';
import { expect } from './helpers/test';

/**
 * Every reader page as the web's own clients read it from the server's HTML: a link-preview
 * scraper (metascraper, as chat apps and unfurlers use it), a search engine's structured data,
 * an HTML validator and a browser's reader view (Readability, as Firefox runs it). Each page is
 * fetched once; every client reads the same copy.
 */

/** The X account the signed-in author gives their profile. */
const AUTHOR_X_HANDLE = 'tide_tables';

type PageKind = 'home' | 'category' | 'article' | 'author' | 'search' | 'missing' | 'private';

interface FetchedPage {
  kind: PageKind;
  path: string;
  status: number;
  headers: Record<string, string>;
  html: string;
}

/** What the page is about, to check the clients' readings against. */
interface Expected {
  articleWithCover: NewsItem;
  articleWithoutCover: { id: number; title: string; authorName: string };
  author: NewsItem['author'];
  /** Each article page's story: the paragraphs a reader view must show, by page path. */
  stories: Record<string, string[]>;
}

const pages: FetchedPage[] = [];
/** Where the test's own articles are published: the first category. */
const [{ name: STORY_CATEGORY }] = CATEGORIES;
let expected: Expected;

/** An article without a cover, long enough for a reader view's first try (500 characters). */
const LONG_STORY = [
  'Work on the harbour wall started this week, after spring storms loosened stones along its length, the council said on Monday.',
  'The repairs are expected to take six weeks, weather permitting. The path along the wall will close in stages, and walkers will be sent round by the fish market.',
  'Boats moored along the wall will move to the visitor pontoons until the work is done, at no charge to their owners, and the harbour master will help with the moves.',
  'The wall was last rebuilt in 1958. Engineers say the new stones, cut from the same quarry, will weather to the old colour within a few winters.',
];
/** A short article: under Readability's 500 characters. */
const SHORT_STORY = [
  'The harbour ferry will run every forty minutes from December, the operator said on Tuesday, after a summer of full boats.',
  'Early sailings stay as they are, and the last boat leaves at ten. Season tickets bought before the change remain valid until March.',
];
const SHORT_STORY_COMMENT = 'Will the Sunday boats change too?';
const paragraphsHtml = (paragraphs: readonly string[]) =>
  paragraphs.map((text) => `<p>${text}</p>`).join('');
const paragraphsOf = (html: string) =>
  [...new JSDOM(html).window.document.querySelectorAll('p')]
    .map((paragraph) => paragraph.textContent?.trim() ?? '')
    .filter(Boolean);
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

const scrapePreview = metascraper([
  metascraperAuthor(),
  metascraperDescription(),
  metascraperImage(),
  metascraperTitle(),
]);

// biome-ignore lint/suspicious/noExplicitAny: schema.org nodes are checked field by field
type JsonLd = Record<string, any>;
const structuredData = (html: string): JsonLd[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].flatMap((match) =>
    match[1] ? (JSON.parse(match[1]) as JsonLd | JsonLd[]) : [],
  );
const ofType = (page: FetchedPage, type: string) =>
  structuredData(page.html).find((node) => node['@type'] === type);
const metaContent = (html: string, key: string) =>
  [...html.matchAll(new RegExp(`<meta (?:name|property)="${key}" content="([^"]*)"`, 'g'))].map(
    (match) => match[1],
  );
/** The stories a category page lists, as its page data (the reads it was rendered with) holds them. */
function listedStories(html: string): NewsItem[] {
  const data = /<script type="application\/json" id="byline-page-data">(.*?)<\/script>/s.exec(
    html,
  )?.[1];
  const snapshot =
    (JSON.parse(data ?? '{}') as { snapshot?: Record<string, unknown> }).snapshot ?? {};
  const list = Object.entries(snapshot).find(
    ([key, value]) => key.includes('"newsList"') && !key.startsWith('$inf$') && value,
  )?.[1] as { data?: { items?: NewsItem[] } } | undefined;
  return list?.data?.items ?? [];
}
const pagesOf = (kind: PageKind) => pages.filter((page) => page.kind === kind);
const pageAt = (path: string) => {
  const found = pages.find((page) => page.path === path);
  if (!found) throw new Error(`${path} was not fetched`);
  return found;
};

authorTest.beforeAll(async ({ author, playwright }) => {
  const { data: mostRead } = await api<{ data: NewsItem[] }>('/api/News/mostWatchedNews');
  const withCover = mostRead.find((item) => item.image_url && item.author.user_profile);
  if (!withCover) throw new Error('no published article with a cover by an author with a picture');
  const title = `Tide tables for the harbour ${Date.now()}`;
  const id = await publish(author.token, {
    title,
    category: STORY_CATEGORY,
    content: paragraphsHtml(LONG_STORY),
  });
  const { data: published } = await api<{ data: NewsItem }>(`/api/News/newsDetails?news_id=${id}`);
  // The author names their X account: their article's share card names it too.
  const profile = new FormData();
  profile.set('full_name', published.author.full_name);
  profile.set('x_handle', `@${AUTHOR_X_HANDLE}`);
  await api(endpoints.updateProfile.path, { method: 'POST', body: profile, token: author.token });
  // Under Readability's 500 characters, where it retries without its hints and keeps the
  // longest of its tries: only the page's structure keeps the rest of the page out, the
  // comments below the story too.
  const shortId = await publish(author.token, {
    title: `Ferry timetable changes this winter ${Date.now()}`,
    category: STORY_CATEGORY,
    content: paragraphsHtml(SHORT_STORY),
  });
  await api(endpoints.addComment.path, {
    method: 'POST',
    body: JSON.stringify({ news_id: shortId, text: SHORT_STORY_COMMENT }),
    headers: { 'Content-Type': 'application/json' },
    token: author.token,
  });
  const { data: coverDetails } = await api<{ data: NewsItem & { content: string } }>(
    `/api/News/newsDetails?news_id=${withCover.id}`,
  );
  expected = {
    articleWithCover: withCover,
    articleWithoutCover: { id, title, authorName: published.author.full_name },
    author: withCover.author,
    stories: {
      [`/article/${withCover.id}`]: paragraphsOf(coverDetails.content),
      [`/article/${id}`]: LONG_STORY,
      [`/article/${shortId}`]: SHORT_STORY,
    },
  };

  const request = await playwright.request.newContext({ baseURL: BASE_URL });
  const visit: [PageKind, string][] = [
    ['home', '/'],
    ...CATEGORIES.map((category): [PageKind, string] => ['category', `/news/${category.slug}`]),
    ['article', `/article/${withCover.id}`],
    ['article', `/article/${id}`],
    ['article', `/article/${shortId}`],
    ['author', `/profile/${withCover.author.user_id}`],
    ['search', '/search?q=harbour'],
    ['missing', '/no-such-page'],
    ['private', `/login?next=/article/${withCover.id}`],
  ];
  for (const [kind, path] of visit) {
    const response = await request.get(path);
    pages.push({
      kind,
      path,
      status: response.status(),
      headers: response.headers(),
      html: await response.text(),
    });
  }
  await request.dispose();
});

authorTest.describe('a link preview (metascraper)', () => {
  authorTest('names the site’s X account on every page, and the author’s on their article', () => {
    const twitter = (html: string, name: string) =>
      [...html.matchAll(new RegExp(`<meta name="twitter:${name}" content="([^"]*)"`, 'g'))].map(
        (match) => match[1],
      );
    for (const page of pages) {
      expect(twitter(page.html, 'site'), page.path).toEqual([`@${E2E_SITE_X_HANDLE}`]);
    }
    const article = pageAt(`/article/${expected.articleWithoutCover.id}`);
    expect(twitter(article.html, 'creator')).toEqual([`@${AUTHOR_X_HANDLE}`]);
  });

  authorTest('finds a real picture, a title and a description on every page', async () => {
    for (const page of pages) {
      const preview = await scrapePreview({
        html: page.html,
        url: `${BASE_URL}${page.path}`,
        validateUrl: false,
      });
      expect(preview.title, page.path).toBeTruthy();
      expect(preview.description, page.path).toBeTruthy();
      // A picture made for sharing: never the inline "no image" placeholder or an icon.
      expect(preview.image, page.path).toMatch(/^https?:\/\/.+\.(png|jpe?g|webp)$/);
    }
  });

  authorTest(
    'shows an article’s cover, or the site’s picture without one, and its author',
    async () => {
      const withCover = pageAt(`/article/${expected.articleWithCover.id}`);
      const withoutCover = pageAt(`/article/${expected.articleWithoutCover.id}`);
      const covered = await scrapePreview({
        html: withCover.html,
        url: `${BASE_URL}${withCover.path}`,
        validateUrl: false,
      });
      expect(covered.image).toContain(expected.articleWithCover.image_url);
      expect(covered.author).toBe(expected.articleWithCover.author.full_name);

      const plain = await scrapePreview({
        html: withoutCover.html,
        url: `${BASE_URL}${withoutCover.path}`,
        validateUrl: false,
      });
      expect(plain.image).toMatch(/\/share-image\.png$/);
      expect(plain.author).toBe(expected.articleWithoutCover.authorName);
    },
  );

  authorTest(
    'shows the author’s own picture on their page, and a category’s lead cover',
    async () => {
      const authorPage = pageAt(`/profile/${expected.author.user_id}`);
      const preview = await scrapePreview({
        html: authorPage.html,
        url: `${BASE_URL}${authorPage.path}`,
        validateUrl: false,
      });
      expect(preview.image).toContain(expected.author.user_profile);
      for (const category of pagesOf('category')) {
        // The newest story with a cover among those the page lists leads its share card; other
        // tests publish stories without covers meanwhile, so the page's own list says which.
        const listed = listedStories(category.html);
        const lead = listed.find((item) => item.image_url);
        const [image] = metaContent(category.html, 'og:image');
        expect(listed.length, category.path).toBeGreaterThan(0);
        if (lead?.image_url) expect(image, category.path).toContain(lead.image_url);
        else expect(image, category.path).toMatch(/\/share-image\.png$/);
      }
    },
  );
});

authorTest.describe('a feed reader', () => {
  authorTest(
    'finds the category, author and site feeds on an article, and each lists it',
    async ({ playwright }) => {
      const article = pageAt(`/article/${expected.articleWithoutCover.id}`);
      const advertised = [
        ...article.html.matchAll(
          /<link rel="alternate" type="([^"]+)" title="[^"]*" href="([^"]+)"/g,
        ),
      ].map(([, type, href]) => ({ type, href: href ?? '' }));
      expect(advertised.map((feed) => feed.type)).toEqual([
        'application/rss+xml',
        'application/atom+xml',
        'application/feed+json',
        'application/rss+xml',
        'application/rss+xml',
      ]);
      const request = await playwright.request.newContext();
      // A feed's links are marked as the feed's (docs/privacy.md).
      const articleUrl = withSourceMarker(`/article/${expected.articleWithoutCover.id}`, 'feed');
      for (const feed of advertised) {
        const response = await request.get(feed.href.replace(/^https?:\/\/[^/]+/, BASE_URL));
        expect(response.status(), feed.href).toBe(200);
        const body = await response.text();
        const urls =
          feed.type === 'application/feed+json'
            ? (JSON.parse(body) as { items: { url: string }[] }).items.map((item) => item.url)
            : parseFeed(body).items.map((item) => item.url ?? '');
        expect(
          urls.some((url) => url.endsWith(articleUrl)),
          feed.href,
        ).toBe(true);
      }
      await request.dispose();
    },
  );
});

authorTest.describe('a search engine', () => {
  authorTest('reads the site, its search and its publisher on the home page', async () => {
    const home = pageAt('/');
    const website = ofType(home, 'WebSite');
    expect(website?.potentialAction?.target?.urlTemplate).toMatch(
      /^https?:\/\/[^/]+\/search\?q=\{search_term_string\}$/,
    );
    expect(ofType(home, 'Organization')?.logo).toMatchObject({
      url: expect.stringMatching(/^https?:/),
    });
  });

  authorTest('reads every category as a collection of the stories it lists', async () => {
    for (const page of pagesOf('category')) {
      const collection = ofType(page, 'CollectionPage');
      expect(collection?.mainEntity?.['@type'], page.path).toBe('ItemList');
      const listed = [...page.html.matchAll(/<a [^>]*href="\/article\/(\d+)"/g)].map((m) => m[1]);
      for (const item of collection?.mainEntity.itemListElement ?? []) {
        expect(listed, page.path).toContain(String(item.url).split('/').pop());
      }
      expect(ofType(page, 'BreadcrumbList')?.itemListElement, page.path).toHaveLength(2);
    }
  });

  authorTest('reads an article’s author as the Person of the author’s page', async () => {
    for (const page of pagesOf('article')) {
      const article = ofType(page, 'NewsArticle');
      expect(Date.parse(article?.dateModified), page.path).toBeGreaterThanOrEqual(
        Date.parse(article?.datePublished),
      );
      expect(article?.publisher.logo, page.path).not.toHaveProperty('path');
      expect(article?.author['@type'], page.path).toBe('Person');
    }
    const profile = ofType(pageAt(`/profile/${expected.author.user_id}`), 'ProfilePage');
    const article = ofType(pageAt(`/article/${expected.articleWithCover.id}`), 'NewsArticle');
    expect(profile?.mainEntity['@id']).toBe(article?.author['@id']);
    expect(profile?.mainEntity.name).toBe(expected.author.full_name);
  });

  authorTest(
    'indexes no private, missing or search page, and no missing page names a canonical URL',
    async () => {
      for (const page of [...pagesOf('missing'), ...pagesOf('private'), ...pagesOf('search')]) {
        expect(metaContent(page.html, 'robots'), page.path).toEqual(['noindex, follow']);
      }
      for (const page of [...pagesOf('missing'), ...pagesOf('private')]) {
        expect(page.html, page.path).not.toContain('rel="canonical"');
      }
      expect(pageAt('/no-such-page').status).toBe(404);
      // Sign-in is not the home page under another address.
      expect(pageAt(`/login?next=/article/${expected.articleWithCover.id}`).html).not.toContain(
        `<link rel="canonical" href="${BASE_URL}/"`,
      );
      for (const page of pagesOf('category')) {
        expect(metaContent(page.html, 'robots'), page.path).toEqual([]);
      }
    },
  );
});

authorTest('the cover’s srcset states each file’s true width', async () => {
  const { data } = await api<{ data: { image_url: string; image_width: number | null } }>(
    `/api/News/newsDetails?news_id=${expected.articleWithCover.id}`,
  );
  const coverWidth = data.image_width ?? 0;
  expect(coverWidth).toBeGreaterThan(0);
  const html = pageAt(`/article/${expected.articleWithCover.id}`).html;
  const stem = data.image_url.replace(/\.webp$/, '');
  const hero = new RegExp(`<img[^>]*srcSet="([^"]*${stem}[^"]*)"`).exec(html)?.[1] ?? '';
  const candidates = hero.split(', ').map((entry) => entry.split(' '));
  expect(candidates.at(-1)).toEqual([expect.stringContaining(data.image_url), `${coverWidth}w`]);
  for (const [, width] of candidates) {
    expect(Number.parseInt(width ?? '', 10)).toBeLessThanOrEqual(coverWidth);
  }
});

authorTest(
  'every page forbids framing in both headers and turns off the features it never uses',
  async () => {
    for (const page of pages) {
      expect(page.headers['x-frame-options'], page.path).toBe('DENY');
      expect(page.headers['content-security-policy'], page.path).toContain(
        "frame-ancestors 'none'",
      );
      expect(page.headers['permissions-policy'], page.path).toContain('camera=()');
    }
  },
);

authorTest(
  'a browser or CDN revalidating an unchanged page gets a 304, by ETag or by date',
  async ({ playwright }) => {
    const request = await playwright.request.newContext({ baseURL: BASE_URL });
    /**
     * The page fetched afresh, then revalidated at once. Other tests publish and read meanwhile,
     * which may really change a list on the page: then the page is fetched again (a few times).
     */
    async function revalidate(path: string, by: 'if-none-match' | 'if-modified-since') {
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const fresh = await request.get(path);
        const etag = fresh.headers().etag;
        const lastModified = fresh.headers()['last-modified'];
        expect(etag, path).toMatch(/^W\/"/);
        expect(Date.parse(lastModified ?? ''), path).not.toBeNaN();
        const value = by === 'if-none-match' ? etag : lastModified;
        const again = await request.get(path, { headers: { [by]: value ?? '' } });
        if (again.status() === 304) return;
        expect(again.status(), path).toBe(200);
        // A full answer only for a page that changed in between.
        expect(again.headers().etag, path).not.toBe(etag);
      }
      throw new Error(`${path} changed on every attempt: no 304 seen`);
    }
    for (const path of [
      '/',
      '/news/world',
      `/article/${expected.articleWithCover.id}`,
      `/profile/${expected.author.user_id}`,
    ]) {
      await revalidate(path, 'if-none-match');
      await revalidate(path, 'if-modified-since');
    }
    await request.dispose();
  },
);
authorTest.describe('an HTML validator (html-validate)', () => {
  // The standard ruleset: the content model (what may contain what) as the Nu checker reads it.
  const validator = new HtmlValidate({ extends: ['html-validate:standard'] });

  authorTest('finds no error on any reader page', async () => {
    for (const page of pages.filter((page) => page.kind !== 'private')) {
      const report = await validator.validateString(page.html);
      const errors = report.results.flatMap((result) =>
        result.messages.map(
          (message) => `${message.ruleId}: ${message.message} (${message.selector})`,
        ),
      );
      expect(errors, page.path).toEqual([]);
    }
  });
});

authorTest.describe('a reader view (Readability)', () => {
  authorTest(
    'reads each article’s story alone, long or short, with or without a cover or comments',
    async () => {
      const notTheStory = [
        READER_TEXTS.commentsHeading(0),
        READER_TEXTS.commentsHeading(1),
        SHORT_STORY_COMMENT,
        READER_TEXTS.recommendedArticles,
        READER_TEXTS.extraTitle,
        READER_TEXTS.extraCalloutTitle,
        READER_TEXTS.extraCalloutText,
        READER_TEXTS.extraCalloutButton,
        READER_TEXTS.skipToContent,
        READER_TEXTS.subscribeHeading,
        READER_TEXTS.footerBlurb,
        READER_TEXTS.signIn,
      ];
      const articles = pagesOf('article');
      expect(articles).toHaveLength(Object.keys(expected.stories).length);
      for (const page of articles) {
        const document = new JSDOM(page.html, { url: `${BASE_URL}${page.path}` }).window.document;
        const extract = words(new Readability(document).parse()?.textContent ?? '');
        for (const paragraph of expected.stories[page.path] ?? []) {
          expect(extract, page.path).toContain(words(paragraph));
        }
        for (const text of notTheStory) {
          expect(extract, page.path).not.toContain(text);
        }
      }
    },
  );
});
