import type { Article, PublicProfile } from '@byline/api-client';
import { coverDescription } from '@byline/api-client/contract';
import { ROUTES } from '@byline/ui';
import { SITE_NAME } from '@byline/ui/constants';
import { absoluteUrl } from './publicOrigin';
import { SITE_LANGUAGE, SITE_LOGO } from './siteMeta';

type JsonLd = Record<string, unknown>;

/** The site's own absolute URLs, which every page's structured data links to. */
export interface SiteLinks {
  home: string;
  /** The search page for `{search_term_string}` (the site search's URL template). */
  search: string;
  /** The publisher's logo, with its size. */
  logo: { url: string; width: number; height: number };
}

/** The site's links on `origin`. */
export function siteLinks(origin: string): SiteLinks {
  return {
    home: absoluteUrl(origin, ROUTES.home),
    // The placeholder stays as it is: URL encoding would break the template.
    search: `${absoluteUrl(origin, ROUTES.search)}?q={search_term_string}`,
    logo: {
      url: absoluteUrl(origin, SITE_LOGO.path),
      width: SITE_LOGO.width,
      height: SITE_LOGO.height,
    },
  };
}

/** Absolute URLs an article's structured data links to. */
export interface ArticleLinks extends SiteLinks {
  /** The article page (its canonical URL). */
  page: string;
  category: string;
  /** The author's public page. */
  author: string;
  /** The cover, when there is one. */
  image: string | null;
}

/** A story a list page shows, as an item of its `ItemList`. */
export interface ListedStory {
  url: string;
  name: string;
}

const CONTEXT = 'https://schema.org';
/** Node ids, so that pages point at one Organization and one WebSite instead of repeating them. */
const organizationId = (site: SiteLinks) => `${site.home}#organization`;
const websiteId = (site: SiteLinks) => `${site.home}#website`;

function organization(site: SiteLinks): JsonLd {
  return {
    '@type': 'Organization',
    '@id': organizationId(site),
    name: SITE_NAME,
    url: site.home,
    logo: {
      '@type': 'ImageObject',
      url: site.logo.url,
      width: site.logo.width,
      height: site.logo.height,
    },
  };
}

function breadcrumbs(trail: ReadonlyArray<{ name: string; url: string }>): JsonLd {
  return {
    '@context': CONTEXT,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((step, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: step.name,
      item: step.url,
    })),
  };
}

/** The later of two ISO times: a page is never modified before it was published. */
function later(first: string, second: string): string {
  return Date.parse(second) > Date.parse(first) ? second : first;
}

/**
 * The home page: the `WebSite` with a `SearchAction` (search engines offer a search box for the
 * site) and the publishing `Organization` with its logo.
 */
export function homeStructuredData(site: SiteLinks): JsonLd[] {
  return [
    {
      '@context': CONTEXT,
      '@type': 'WebSite',
      '@id': websiteId(site),
      name: SITE_NAME,
      url: site.home,
      inLanguage: SITE_LANGUAGE,
      publisher: { '@id': organizationId(site) },
      potentialAction: {
        '@type': 'SearchAction',
        target: { '@type': 'EntryPoint', urlTemplate: site.search },
        'query-input': 'required name=search_term_string',
      },
    },
    { '@context': CONTEXT, ...organization(site) },
  ];
}

/**
 * A category page: a `CollectionPage` whose main entity is the `ItemList` of the stories it
 * shows, and the `BreadcrumbList` Home › category.
 */
export function categoryStructuredData(
  site: SiteLinks,
  category: { name: string; url: string; description: string },
  stories: readonly ListedStory[],
): JsonLd[] {
  return [
    {
      '@context': CONTEXT,
      '@type': 'CollectionPage',
      url: category.url,
      name: category.name,
      description: category.description,
      inLanguage: SITE_LANGUAGE,
      isPartOf: { '@id': websiteId(site) },
      mainEntity: {
        '@type': 'ItemList',
        numberOfItems: stories.length,
        itemListElement: stories.map((story, index) => ({
          '@type': 'ListItem',
          position: index + 1,
          url: story.url,
          name: story.name,
        })),
      },
    },
    breadcrumbs([
      { name: SITE_NAME, url: site.home },
      { name: category.name, url: category.url },
    ]),
  ];
}

/** An author's page: a `ProfilePage` about its `Person` (the articles' author links here). */
export function authorStructuredData(
  site: SiteLinks,
  author: { page: string; avatar: string | null },
  profile: Pick<PublicProfile, 'full_name' | 'author_bio'>,
): JsonLd[] {
  return [
    {
      '@context': CONTEXT,
      '@type': 'ProfilePage',
      url: author.page,
      inLanguage: SITE_LANGUAGE,
      isPartOf: { '@id': websiteId(site) },
      mainEntity: {
        '@type': 'Person',
        '@id': `${author.page}#person`,
        name: profile.full_name,
        url: author.page,
        ...(profile.author_bio ? { description: profile.author_bio } : {}),
        ...(author.avatar ? { image: author.avatar } : {}),
      },
    },
  ];
}

/**
 * schema.org data for an article page: a `NewsArticle` (headline, image, dates, author as a
 * Person with the URL of their page, publisher as an Organization with its logo) and the
 * `BreadcrumbList` Home › category › article. Search engines read it from the page's JSON-LD.
 */
export function articleStructuredData(article: Article, links: ArticleLinks): JsonLd[] {
  const published = article.pub_date ?? article.date;
  const newsArticle: JsonLd = {
    '@context': CONTEXT,
    '@type': 'NewsArticle',
    mainEntityOfPage: { '@type': 'WebPage', '@id': links.page },
    url: links.page,
    headline: article.title,
    description: article.description,
    ...(links.image
      ? {
          image: [
            {
              '@type': 'ImageObject',
              url: links.image,
              caption: coverDescription(article),
              ...(article.image_width && article.image_height
                ? { width: article.image_width, height: article.image_height }
                : {}),
            },
          ],
        }
      : {}),
    datePublished: published,
    // A scheduled article was last edited before it went out: it was modified when published.
    dateModified: later(published, article.updated_at),
    articleSection: article.category_name,
    ...(article.keywords.length > 0 ? { keywords: article.keywords.join(', ') } : {}),
    inLanguage: SITE_LANGUAGE,
    // One Person, not a list: link-preview scrapers read the author only from an object.
    author: {
      '@type': 'Person',
      '@id': `${links.author}#person`,
      name: article.author.full_name,
      url: links.author,
    },
    publisher: organization(links),
  };
  return [
    newsArticle,
    breadcrumbs([
      { name: SITE_NAME, url: links.home },
      { name: article.category_name, url: links.category },
      { name: article.title, url: links.page },
    ]),
  ];
}
