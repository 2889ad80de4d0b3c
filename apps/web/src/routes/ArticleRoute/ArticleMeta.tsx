import type { Article } from '@byline/api-client';
import { coverDescription, parseVideoUrl, videoEmbedUrl } from '@byline/api-client/contract';
import { ROUTES, useMediaUrl } from '@byline/ui';
import { findSiteCategoryById } from '../../app/siteCategories';
import { feedLinks } from '../../pageMeta/feedLinks';
import { PageMeta } from '../../pageMeta/PageMeta';
import { absoluteUrl, usePublicOrigin } from '../../pageMeta/publicOrigin';
import { StructuredData } from '../../pageMeta/StructuredData';
import { articleStructuredData, siteLinks } from '../../pageMeta/structuredData';

/**
 * An article's head tags and structured data: what search engines and the share cards of chat
 * apps and social sites read (OpenGraph `article`, Twitter's large-image card, JSON-LD).
 */
export function ArticleMeta({ article }: { article: Article }) {
  const origin = usePublicOrigin();
  const mediaUrl = useMediaUrl();
  const url = (path: string) => absoluteUrl(origin, path);
  const cover = mediaUrl(article.image_url);
  const category = findSiteCategoryById(article.category_id);
  const links = {
    page: url(ROUTES.article(article.id)),
    category: url(category ? ROUTES.category(category.slug) : ROUTES.home),
    author: url(ROUTES.authorProfile(article.author.user_id)),
    image: cover ? url(cover) : null,
  };
  const published = article.pub_date ?? article.date;
  // A scheduled article was last edited before it went out: never modified before published.
  const modified =
    Date.parse(article.updated_at) > Date.parse(published) ? article.updated_at : published;
  const video = parseVideoUrl(article.video_url);
  return (
    <>
      <PageMeta
        title={article.title}
        description={article.description || article.subtitle || article.title}
        type="article"
        author={article.author.full_name}
        creatorXHandle={article.author.x_handle}
        // The story's category, its author and the whole site: a reader follows any of them.
        feeds={[
          ...(category ? [feedLinks.category(category)] : []),
          feedLinks.author(article.author.user_id, article.author.full_name),
          feedLinks.site,
        ]}
        image={
          links.image
            ? {
                url: links.image,
                width: article.image_width ?? undefined,
                height: article.image_height ?? undefined,
                alt: coverDescription(article),
              }
            : undefined
        }
      >
        <meta property="article:published_time" content={published} />
        <meta property="article:modified_time" content={modified} />
        <meta property="article:author" content={links.author} />
        <meta property="article:section" content={article.category_name} />
        {video && <meta property="og:video" content={videoEmbedUrl(video)} />}
        {video && <meta property="og:video:type" content="text/html" />}
        {[...new Set(article.keywords)].map((keyword) => (
          <meta key={keyword} property="article:tag" content={keyword} />
        ))}
      </PageMeta>
      <StructuredData
        data={
          import.meta.env.SSR
            ? articleStructuredData(article, { ...siteLinks(origin), ...links })
            : null
        }
      />
    </>
  );
}
