import { pageRead, RELATED_NEWS_SPLIT, useMostRecent, useRelatedNews } from '@byline/api-client';
import { ExtraBlock } from '@byline/ui';
import { useMatch } from 'react-router';
import { articleReads } from '../routes/ArticleRoute/reads';
import { useRouteReads } from './routeReads';

/**
 * The block's own read on every page that carries it (the layout route's `handle.reads`): beside
 * an article it shows the article's related news, which the article's reads hold, and the latest
 * news stays in the page data for the next page's block.
 */
export const SHARED_EXTRA_BLOCK_READS = { latest: pageRead.mostRecent() };

/**
 * The spec's shared block after the home, category and article pages. Beside an article it
 * shows the article's related news after those Recommended shows (never the article itself,
 * nor a story listed just above); elsewhere the most-recent list.
 */
export function SharedExtraBlock() {
  // The router's article page (router.tsx): the layout renders this block outside its route.
  const article = useMatch('/article/:id');
  return article ? <RelatedExtraBlock /> : <LatestExtraBlock />;
}

function LatestExtraBlock() {
  const latest = useMostRecent();
  return <ExtraBlock items={latest.data} loading={latest.isLoading} />;
}

function RelatedExtraBlock() {
  const related = useRelatedNews(useRouteReads(articleReads)?.related.newsId);
  return (
    <ExtraBlock
      items={related.data?.slice(RELATED_NEWS_SPLIT.recommended)}
      loading={related.isLoading}
    />
  );
}
