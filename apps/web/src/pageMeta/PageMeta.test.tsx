import {
  CATEGORY_BY_SLUG,
  FEED_PATHS,
  FEED_TITLES,
  findCategoryById,
} from '@byline/api-client/contract';
import { fixtureArticle, fixtures } from '@byline/api-client/mocks';
import { PAGE_META } from '@byline/ui/constants';
import { cleanup, render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ArticleMeta } from '../routes/ArticleRoute/ArticleMeta';
import { feedLinks } from './feedLinks';
import { PageMeta } from './PageMeta';
import { PublicOriginProvider } from './publicOrigin';
import { SITE_SHARE_IMAGE } from './siteMeta';

const ORIGIN = 'https://news.example';
const world = CATEGORY_BY_SLUG.world;

const head = (selector: string) =>
  [...document.head.querySelectorAll<HTMLMetaElement & HTMLLinkElement>(selector)].map(
    (element) => element.content || element.href,
  );

function inPage(node: React.ReactNode, path = `/news/${world.slug}?q=harbour`) {
  return (
    <PublicOriginProvider origin={ORIGIN}>
      <MemoryRouter initialEntries={[path]}>{node}</MemoryRouter>
    </PublicOriginProvider>
  );
}

afterEach(cleanup);

describe('PageMeta', () => {
  it('writes the title, description, absolute canonical URL and share tags into the head', () => {
    render(
      inPage(
        <PageMeta title={world.name} description={PAGE_META.categoryDescription(world.name)} />,
      ),
    );
    expect(document.title).toBe(PAGE_META.pageTitle(world.name));
    expect(head('meta[name="description"]')).toEqual([PAGE_META.categoryDescription(world.name)]);
    // The canonical URL is absolute, on the public origin, without the search.
    expect(head('link[rel="canonical"]')).toEqual([`${ORIGIN}/news/${world.slug}`]);
    expect(head('meta[property="og:url"]')).toEqual([`${ORIGIN}/news/${world.slug}`]);
    expect(head('meta[property="og:title"]')).toEqual([world.name]);
    // A page without a picture of its own shares the site's.
    expect(head('meta[property="og:image"]')).toEqual([`${ORIGIN}${SITE_SHARE_IMAGE.path}`]);
    expect(head('meta[property="og:image:width"]')).toEqual([String(SITE_SHARE_IMAGE.width)]);
    expect(head('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
    expect(head('meta[name="robots"]')).toEqual([]);
  });

  it('names the site’s X account on every page, and the author’s on theirs', () => {
    const { unmount } = render(inPage(<PageMeta title={world.name} description="" />));
    // Without a site account, no card claims one.
    expect(head('meta[name="twitter:site"]')).toEqual([]);
    unmount();
    render(
      <PublicOriginProvider origin={ORIGIN} xHandle="byline_news">
        <MemoryRouter initialEntries={['/article/1']}>
          <PageMeta title="A story" description="" creatorXHandle="amara_reports" />
        </MemoryRouter>
      </PublicOriginProvider>,
    );
    expect(head('meta[name="twitter:site"]')).toEqual(['@byline_news']);
    expect(head('meta[name="twitter:creator"]')).toEqual(['@amara_reports']);
  });

  it('keeps a private or missing page out of search results, with no canonical URL', () => {
    render(
      inPage(
        <PageMeta
          noindex
          canonicalPath={null}
          title={PAGE_META.loginTitle}
          description={PAGE_META.loginDescription}
        />,
        '/login?next=/article/1',
      ),
    );
    expect(head('meta[name="robots"]')).toEqual(['noindex, follow']);
    expect(head('link[rel="canonical"]')).toEqual([]);
    expect(head('meta[property="og:url"]')).toEqual([]);
  });

  it('shows a small square picture (an avatar) as a summary card', () => {
    render(
      inPage(
        <PageMeta
          title="Ada"
          description="Articles by Ada."
          author="Ada"
          image={{ url: `${ORIGIN}/media/ada.webp`, alt: 'Ada', large: false }}
        />,
      ),
    );
    expect(head('meta[name="twitter:card"]')).toEqual(['summary']);
    expect(head('meta[name="author"]')).toEqual(['Ada']);
  });

  it('swaps its tags when the page changes, keeping one description', () => {
    const { rerender } = render(
      inPage(<PageMeta title={PAGE_META.signupTitle} description={PAGE_META.signupDescription} />),
    );
    rerender(inPage(<PageMeta title={null} description={PAGE_META.homeDescription} />));
    expect(document.title).toBe(PAGE_META.siteTitle);
    expect(head('meta[name="description"]')).toEqual([PAGE_META.homeDescription]);
    expect(head('link[rel="canonical"]')).toHaveLength(1);
  });

  it("links the page's feed in RSS, Atom and JSON Feed, and the others in RSS, absolute", () => {
    render(
      inPage(
        <PageMeta
          title={world.name}
          description={PAGE_META.categoryDescription(world.name)}
          feeds={[feedLinks.category(world), feedLinks.site]}
        />,
      ),
    );
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="alternate"]')];
    const own = FEED_PATHS.categoryFeed(world.slug);
    expect(links.map((link) => [link.type, link.href])).toEqual([
      ['application/rss+xml', `${ORIGIN}${own}`],
      ['application/atom+xml', `${ORIGIN}${own.replace(/\.xml$/, '.atom')}`],
      ['application/feed+json', `${ORIGIN}${own.replace(/\.xml$/, '.json')}`],
      ['application/rss+xml', `${ORIGIN}${FEED_PATHS.siteFeed}`],
    ]);
    expect(links[0]?.title).toBe(FEED_TITLES.category(world.name));
  });
});

describe('ArticleMeta', () => {
  const article = fixtureArticle(fixtures.newsItems[0]?.id ?? 1);
  if (!article) throw new Error('the fixtures have no article');

  it('gives share cards the article, its cover with its size, and its dates and author', () => {
    render(inPage(<ArticleMeta article={article} />, `/article/${article.id}`));
    expect(document.title).toBe(PAGE_META.pageTitle(article.title));
    expect(head('meta[property="og:type"]')).toEqual(['article']);
    const [image] = head('meta[property="og:image"]');
    expect(image).toMatch(/^https?:\/\//);
    expect(head('meta[property="og:image:width"]')).toEqual([String(article.image_width)]);
    expect(head('meta[property="og:image:height"]')).toEqual([String(article.image_height)]);
    expect(head('meta[name="twitter:card"]')).toEqual(['summary_large_image']);
    // The cover as its author described it.
    expect(article.image_alt).not.toBe('');
    expect(head('meta[property="og:image:alt"]')).toEqual([article.image_alt]);
    expect(head('meta[name="twitter:image:alt"]')).toEqual([article.image_alt]);
    expect(head('meta[property="article:modified_time"]')).toEqual([article.updated_at]);
    expect(head('meta[property="article:author"]')).toEqual([
      `${ORIGIN}/profile/${article.author.user_id}`,
    ]);
    expect(head('meta[property="article:section"]')).toEqual([article.category_name]);
    // Unfurlers and reader apps find the author by name.
    expect(head('meta[name="author"]')).toEqual([article.author.full_name]);
    // Feed readers find the article's category, author and site feeds.
    const category = findCategoryById(article.category_id);
    expect(head('link[rel="alternate"][type="application/rss+xml"]')).toEqual([
      `${ORIGIN}${FEED_PATHS.categoryFeed(category?.slug ?? '')}`,
      `${ORIGIN}${FEED_PATHS.authorFeed(article.author.user_id)}`,
      `${ORIGIN}${FEED_PATHS.siteFeed}`,
    ]);
    // Structured data is the server's (renderPage.test.tsx): the browser carries none of it.
    const jsonLd = document.querySelector('script[type="application/ld+json"]');
    expect(jsonLd?.textContent).toBe('');
  });

  it('describes an undescribed cover by the title', () => {
    render(
      inPage(<ArticleMeta article={{ ...article, image_alt: '' }} />, `/article/${article.id}`),
    );
    expect(head('meta[property="og:image:alt"]')).toEqual([article.title]);
    expect(head('meta[name="twitter:image:alt"]')).toEqual([article.title]);
  });

  it('is never modified before it was published', () => {
    const scheduled = {
      ...article,
      pub_date: '2026-12-01T09:00:00.000Z',
      updated_at: '2026-11-20T10:00:00.000Z',
    };
    render(inPage(<ArticleMeta article={scheduled} />, `/article/${article.id}`));
    expect(head('meta[property="article:modified_time"]')).toEqual([scheduled.pub_date]);
  });

  it('names the player of the video link for share cards', () => {
    const withVideo = { ...article, video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ' };
    render(inPage(<ArticleMeta article={withVideo} />, `/article/${article.id}`));
    expect(head('meta[property="og:video"]')).toEqual([
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    ]);
  });
});
