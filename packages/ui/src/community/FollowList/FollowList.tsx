import type { FollowEntry } from '@byline/api-client/contract';
import { Anchor, Avatar, Group, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { defaultAvatarUrl } from '../../assets';
import { FOLLOW_LIST_TEXTS } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { useFormatters, useMessages } from '../../locale';
import { useMediaUrl } from '../../media';
import { PagedList, type PagedListState } from '../PagedList/PagedList';
import classes from './FollowList.module.css';

export interface FollowListProps extends PagedListState {
  /** Followers (people who follow the author) or following (people the author follows). */
  kind: 'followers' | 'following';
  /** The people loaded so far, newest follow first. */
  entries?: readonly FollowEntry[];
  /** What the empty list says; by default "No followers yet." or "Not following anyone yet." */
  emptyMessage?: string;
  /** Something at the end of each row, such as a Follow button the host composes. */
  renderAction?: (entry: FollowEntry) => ReactNode;
}

/**
 * A page of people, for both followers and following: picture, name linking to their
 * profile and since when; load more; loading, empty and error states.
 */
export function FollowList({
  kind,
  entries = [],
  emptyMessage,
  renderAction,
  ...state
}: FollowListProps) {
  const format = useFormatters();
  const followListTexts = useMessages(FOLLOW_LIST_TEXTS);
  const urls = useUrls();
  const mediaUrl = useMediaUrl();
  const followers = kind === 'followers';
  return (
    <PagedList
      {...state}
      count={entries.length}
      label={followers ? followListTexts.followersLabel : followListTexts.followingLabel}
      loadingLabel={followListTexts.loading}
      errorTitle={followListTexts.loadError}
      emptyMessage={
        emptyMessage ??
        (followers ? followListTexts.followersEmpty : followListTexts.followingEmpty)
      }
      loadMoreLabel={followListTexts.loadMore}
    >
      {entries.map((entry) => (
        <Group key={entry.user_id} component="li" gap="md" wrap="nowrap" py="sm" px="xs">
          <Avatar
            src={mediaUrl(entry.user_profile) ?? defaultAvatarUrl}
            alt=""
            size={40}
            radius="xl"
          />
          <Stack gap={2} className={classes.body}>
            <Anchor
              component={AppLink}
              href={urls.authorProfile(entry.user_id)}
              fw={600}
              size="sm"
              className={classes.name}
            >
              {entry.full_name}
            </Anchor>
            <Text size="xs" c="dimmed" component="time" dateTime={entry.followed_at}>
              {followListTexts.since(format.date(entry.followed_at))}
            </Text>
          </Stack>
          {renderAction && <div className={classes.action}>{renderAction(entry)}</div>}
        </Group>
      ))}
    </PagedList>
  );
}
