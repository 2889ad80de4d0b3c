import type { ModerationLogEntry } from '@byline/api-client/contract';
import { Group, Stack, Text } from '@mantine/core';
import { PagedList, type PagedListState } from '../../community/PagedList/PagedList';
import { MODERATION_TEXTS } from '../../constants';
import { useFormatters, useMessages } from '../../locale';

export interface ModerationLogProps extends PagedListState {
  /** The log's lines loaded so far, newest first. */
  entries?: readonly ModerationLogEntry[];
}

/**
 * The administrators' moderation log (docs/adr/0037): who did what to which target, when, and
 * why; paged, newest first, with loading, empty and error states.
 */
export function ModerationLog({ entries = [], ...state }: ModerationLogProps) {
  const texts = useMessages(MODERATION_TEXTS);
  const format = useFormatters();
  return (
    <PagedList
      {...state}
      count={entries.length}
      label={texts.logList}
      loadingLabel={texts.logLoading}
      errorTitle={texts.logError}
      emptyMessage={texts.logEmpty}
      loadMoreLabel={texts.logLoadMore}
    >
      {entries.map((entry) => (
        <Stack key={entry.id} component="li" gap={2} py="sm" px="xs">
          <Group gap="xs" justify="space-between" wrap="nowrap">
            <Text size="sm">
              <Text span fw={600}>
                {entry.moderator.full_name}
              </Text>{' '}
              {texts.actionLabels[entry.action]}{' '}
              {texts.target(texts.targetLabels[entry.target_type], entry.target_id)}
            </Text>
            <Text size="xs" c="dimmed" component="time" dateTime={entry.created_at}>
              {format.dateTime(entry.created_at)}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {entry.reason === '' ? texts.noReason : entry.reason}
          </Text>
        </Stack>
      ))}
    </PagedList>
  );
}
