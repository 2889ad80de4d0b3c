import { Group, Loader, Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { STATS_TEXTS } from '../../constants';
import { EmptyNotice } from '../../feedback/EmptyNotice/EmptyNotice';
import { ErrorNotice } from '../../feedback/ErrorNotice/ErrorNotice';
import { useMessages } from '../../locale';

/** What every stats part can be: loading, failed (with a retry), empty, or showing figures. */
export interface StatsState {
  loading?: boolean;
  /** The reason it could not be loaded (the server's message or the fallback). */
  error?: string | null;
  onRetry?: () => void;
}

export interface StatsCardProps extends StatsState {
  title: string;
  /** Beside the title (a period switch). */
  actions?: ReactNode;
  /** Shown instead of the figures when there are none. */
  emptyMessage: string;
  empty: boolean;
  children?: ReactNode;
}

/** A titled card around one stats part, with its loading, error and empty states. */
export function StatsCard({
  title,
  actions,
  loading = false,
  error = null,
  onRetry,
  emptyMessage,
  empty,
  children,
}: StatsCardProps) {
  const texts = useMessages(STATS_TEXTS);
  let body: ReactNode;
  if (error) body = <ErrorNotice title={texts.loadError} message={error} onRetry={onRetry} />;
  else if (loading)
    body = (
      <Group justify="center" py="xl" role="status" aria-label={texts.loading}>
        <Loader size="sm" aria-hidden="true" />
      </Group>
    );
  else if (empty) body = <EmptyNotice message={emptyMessage} />;
  else body = children;
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-label={title}>
      <Stack gap="sm">
        <Group justify="space-between" wrap="wrap" gap="sm">
          <Title order={2} size="h3">
            {title}
          </Title>
          {actions}
        </Group>
        {body}
      </Stack>
    </Paper>
  );
}
