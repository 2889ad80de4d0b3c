import { type Article, findCategoryById } from '@byline/api-client';
import { ROUTES, useMediaUrl } from '@byline/ui';
import { feedLinks } from '../../pageMeta/feedLinks';
import { PageMeta } from '../../pageMeta/PageMeta';
import { absoluteUrl, usePublicOrigin } from '../../pageMeta/publicOrigin';
import { StructuredData } from '../../pageMeta/StructuredData';
import { SITE_LOGO } from '../../pageMeta/siteMeta';
import { articleStructuredData } from '../../pageMeta/structuredData';

/**
 * An article's head tags and structured data: what search engines and the share cards of chat
 * apps and social sites read (OpenGraph `article`, Twitter's large-image card, JSON-LD).
 */
export function ArticleMeta({ article }: { article: Article }) {
  const origin = usePublicOrigin();
  const mediaUrl = useMediaUrl();
  const url = (path: string) => absoluteUrl(origin, path);
  const cover = mediaUrl(article.image_url);
  const category = findCategoryById(article.category_id);
  const links = {
    page: url(ROUTES.article(article.id)),
    home: url(ROUTES.home),
    category: url(category ? ROUTES.category(category.slug) : ROUTES.home),
    author: url(ROUTES.authorProfile(article.author.user_id)),
    image: cover ? url(cover) : null,
    logo: { ...SITE_LOGO, url: url(SITE_LOGO.path) },
  };
  const published = article.pub_date ?? article.date;
  return (
    <>
      <PageMeta
        title={article.title}
        description={article.description || article.subtitle || article.title}
        type="article"
        feed={category ? feedLinks.category(category) : feedLinks.site}
        image={
          links.image
            ? {
                url: links.image,
                width: article.image_width ?? undefined,
                height: article.image_height ?? undefined,
                alt: article.title,
              }
            : undefined
        }
      >
        <meta property="article:published_time" content={published} />
        <meta property="article:modified_time" content={article.updated_at} />
        <meta property="article:author" content={links.author} />
        <meta property="article:section" content={article.category_name} />
        {[...new Set(article.keywords)].map((keyword) => (
          <meta key={keyword} property="article:tag" content={keyword} />
        ))}
      </PageMeta>
      <StructuredData data={articleStructuredData(article, links)} />
    </>
  );
}
