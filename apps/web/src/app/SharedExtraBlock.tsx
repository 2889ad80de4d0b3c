import { parseId, RELATED_NEWS_SPLIT, useMostRecent, useRelatedNews } from '@byline/api-client';
import { ExtraBlock } from '@byline/ui';
import { useMatch } from 'react-router';

/**
 * The spec's shared block after the home, category and article pages. Beside an article it
 * shows the article's related news after those Recommended shows (never the article itself,
 * nor a story listed just above); elsewhere the most-recent list.
 */
export function SharedExtraBlock() {
  // The router's article page (router.tsx): the layout renders this block outside its route.
  const article = useMatch('/article/:id');
  return article ? <RelatedExtraBlock newsId={parseId(article.params.id)} /> : <LatestExtraBlock />;
}

function LatestExtraBlock() {
  const latest = useMostRecent();
  return <ExtraBlock items={latest.data} loading={latest.isLoading} />;
}

function RelatedExtraBlock({ newsId }: { newsId: number | null }) {
  const related = useRelatedNews(newsId);
  return (
    <ExtraBlock
      items={related.data?.slice(RELATED_NEWS_SPLIT.recommended)}
      loading={related.isLoading}
    />
  );
}
