import type { Draft } from '@byline/api-client/contract';
import { Button, Center, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconFileOff } from '@tabler/icons-react';
import { AUTHORING_TEXTS, SCREEN_TEXTS } from '../../constants';
import { ErrorNotice } from '../../feedback';
import { useMessages } from '../../locale';
import { DraftCard } from '../DraftCard/DraftCard';

export interface DraftsListProps {
  drafts?: readonly Draft[];
  /** Shows the spinner with `Loading draft articles...` instead of the list. */
  loading?: boolean;
  /**
   * When set, shows the error panel with this message (and Retry when `onRetry` is given):
   * instead of the list when there are no drafts, below them when a later page failed.
   */
  error?: string | null;
  onRetry?: () => void;
  /** More drafts exist beyond those given: Load more drafts asks the host for the next page. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The next page is on its way: the button shows a loader. */
  loadingMore?: boolean;
  onEdit?: (draft: Draft) => void;
  /** Called after the confirm dialog; may return a promise. */
  onDelete?: (draft: Draft) => unknown;
  /** Called with a scheduled article's new time; may return a promise. */
  onReschedule?: (draft: Draft, publishAt: Date) => unknown;
  /** A scheduled article goes back to being a draft, after a confirmation; may return a promise. */
  onCancelSchedule?: (draft: Draft) => unknown;
}

/**
 * My Drafts (docs/product.md#new-article-and-my-drafts): loading, error with Retry, empty, or a
 * grid of draft cards in 1, 2 or 3 columns by screen size, a page at a time with Load more drafts
 * below, like every paged list. Scheduled articles are listed with the drafts, each with its time
 * and the means to move or cancel it.
 */
export function DraftsList({
  drafts = [],
  loading,
  error,
  onRetry,
  onEdit,
  onDelete,
  onReschedule,
  onCancelSchedule,
  hasMore,
  onLoadMore,
  loadingMore,
}: DraftsListProps) {
  const authoringTexts = useMessages(AUTHORING_TEXTS);
  const screenTexts = useMessages(SCREEN_TEXTS);
  if (loading) {
    return (
      <Center py="xl" role="status" aria-live="polite">
        <Stack align="center" gap="sm">
          <Loader aria-hidden="true" />
          <Text>{screenTexts.draftsLoading}</Text>
        </Stack>
      </Center>
    );
  }

  const errorNotice = error ? (
    <ErrorNotice title={authoringTexts.draftsError} message={error} onRetry={onRetry} />
  ) : null;
  if (errorNotice && drafts.length === 0) return errorNotice;

  if (drafts.length === 0) {
    return (
      <Center py="xl">
        <Stack align="center" gap="xs" ta="center">
          <IconFileOff size={48} aria-hidden="true" color="var(--mantine-color-dimmed)" />
          <Title order={2} fz="h3">
            {screenTexts.draftsEmptyTitle}
          </Title>
          <Text c="dimmed">{screenTexts.draftsEmptyText}</Text>
        </Stack>
      </Center>
    );
  }

  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" data-testid="drafts-grid">
        {drafts.map((draft) => (
          <DraftCard
            key={draft.id}
            draft={draft}
            onEdit={onEdit}
            onDelete={onDelete}
            onReschedule={onReschedule}
            onCancelSchedule={onCancelSchedule}
          />
        ))}
      </SimpleGrid>
      {errorNotice}
      {hasMore && !errorNotice && (
        <Center>
          <Button variant="outline" onClick={onLoadMore} loading={loadingMore}>
            {authoringTexts.loadMoreDrafts}
          </Button>
        </Center>
      )}
    </Stack>
  );
}
