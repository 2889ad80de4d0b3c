import { useReviewQueue } from '@byline/api-client';
import { PageContainer, REVIEW_TEXTS, ReviewQueue } from '@byline/ui';
import { Text, Title } from '@mantine/core';
import { PageMeta } from '../../pageMeta/PageMeta';

/**
 * /review: the editors' review queue (docs/adr/0036): submitted drafts, the longest waiting
 * first, each opening in the editor. The server checks the role: anyone else sees its refusal.
 */
export function ReviewRoute() {
  const queue = useReviewQueue();
  return (
    <PageContainer width="narrow">
      <PageMeta noindex title={REVIEW_TEXTS.queueTitle} description={REVIEW_TEXTS.queueIntro} />
      <Title order={1} mb="xs">
        {REVIEW_TEXTS.queueTitle}
      </Title>
      <Text c="dimmed" mb="md">
        {REVIEW_TEXTS.queueIntro}
      </Text>
      <ReviewQueue
        entries={queue.items}
        loading={queue.isLoading}
        error={queue.error?.message ?? null}
        onRetry={queue.revalidate}
        hasMore={queue.hasMore}
        onLoadMore={queue.loadMore}
        loadingMore={queue.isLoadingMore && !queue.isLoading}
      />
    </PageContainer>
  );
}
