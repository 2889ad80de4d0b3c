import type { ReviewQueueEntry } from '@byline/api-client/contract';
import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import { defaultAvatarUrl } from '../../assets';
import { PagedList, type PagedListState } from '../../community/PagedList/PagedList';
import { REVIEW_TEXTS } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { RECENT_ACTIVITY_MS, RelativeTime, useMessages } from '../../locale';
import { useMediaUrl } from '../../media';

export interface ReviewQueueProps extends PagedListState {
  /** The drafts waiting, the longest waiting first. */
  entries?: readonly ReviewQueueEntry[];
  /** The moment times count from (ms since the epoch); the render time by default. */
  now?: number;
}

/**
 * The editors' review queue (docs/adr/0036): each submitted draft with its writer and how long
 * it has waited, linking to the draft in the editor; paged, with loading, empty and error states.
 */
export function ReviewQueue({ entries = [], now, ...state }: ReviewQueueProps) {
  const texts = useMessages(REVIEW_TEXTS);
  const mediaUrl = useMediaUrl();
  const urls = useUrls();
  return (
    <PagedList
      {...state}
      count={entries.length}
      label={texts.queueTitle}
      loadingLabel={texts.queueLoading}
      errorTitle={texts.queueError}
      emptyMessage={texts.queueEmpty}
      loadMoreLabel={texts.loadMore}
    >
      {entries.map((entry) => (
        <Group key={entry.news_id} component="li" gap="sm" py="sm" px="xs" wrap="nowrap">
          <Avatar
            src={mediaUrl(entry.writer.user_profile) ?? defaultAvatarUrl}
            alt=""
            radius="xl"
          />
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Anchor
              component={AppLink}
              href={urls.editArticle(entry.news_id)}
              fw={600}
              aria-label={texts.open(entry.title)}
            >
              {entry.title}
            </Anchor>
            <Text size="sm" c="dimmed">
              {texts.by(entry.writer.full_name)} · {texts.waiting}{' '}
              <RelativeTime date={entry.submitted_at} within={RECENT_ACTIVITY_MS} now={now} />
            </Text>
          </Stack>
        </Group>
      ))}
    </PagedList>
  );
}
