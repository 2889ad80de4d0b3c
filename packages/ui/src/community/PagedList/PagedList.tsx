import { Button, Center, Group, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { EmptyNotice, ErrorNotice } from '../../feedback';
import classes from './PagedList.module.css';

/** What every community list takes from its host besides its rows: states and paging. */
export interface PagedListState {
  /** The first page is on its way: a skeleton of the list shows instead. */
  loading?: boolean;
  /** Error shown instead of an empty list, or below the rows (with Retry when `onRetry`). */
  error?: string | null;
  onRetry?: () => void;
  /** More rows exist beyond those given: a load-more button asks the host for them. */
  hasMore?: boolean;
  onLoadMore?: () => void;
  /** The next page is on its way: the button shows a loader. */
  loadingMore?: boolean;
}

interface PagedListProps extends PagedListState {
  /** How many rows `children` holds. */
  count: number;
  /** The list's accessible name. */
  label: string;
  /** Said by screen readers while the skeleton shows. */
  loadingLabel: string;
  errorTitle: string;
  emptyMessage: string;
  loadMoreLabel: string;
  /** The rows: `li` elements. */
  children: ReactNode;
}

/** How many placeholder rows the skeleton shows. */
const SKELETON_ROWS = 4;

/**
 * The frame of the community lists (notifications, wallet history, followers): a skeleton while
 * the first page loads, a quiet line when empty, the error with Retry, and the load-more button.
 */
export function PagedList({
  count,
  label,
  loadingLabel,
  errorTitle,
  emptyMessage,
  loadMoreLabel,
  children,
  loading,
  error,
  onRetry,
  hasMore,
  onLoadMore,
  loadingMore,
}: PagedListProps) {
  if (loading) return <ListSkeleton label={loadingLabel} />;

  return (
    <Stack gap="md">
      {count > 0 ? (
        <ul aria-label={label} className={classes.list}>
          {children}
        </ul>
      ) : (
        !error && <EmptyNotice message={emptyMessage} />
      )}
      {error && <ErrorNotice title={errorTitle} message={error} onRetry={onRetry} />}
      {hasMore && !error && count > 0 && (
        <Center>
          <Button variant="outline" onClick={onLoadMore} loading={loadingMore}>
            {loadMoreLabel}
          </Button>
        </Center>
      )}
    </Stack>
  );
}

/** Rows of an avatar and two lines of text, the shape every community list has. */
function ListSkeleton({ label }: { label: string }) {
  return (
    <Stack gap="md" role="status" aria-busy="true" aria-label={label}>
      {Array.from({ length: SKELETON_ROWS }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
        <Group key={index} gap="md" wrap="nowrap" py="xs">
          <Skeleton circle height={40} />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={14} width="70%" />
            <Skeleton height={10} width="30%" />
          </Stack>
        </Group>
      ))}
    </Stack>
  );
}
