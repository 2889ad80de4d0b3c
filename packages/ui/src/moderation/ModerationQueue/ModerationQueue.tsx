import type { QueueEntry } from '@byline/api-client/contract';
import { Anchor, Badge, Button, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { PagedList, type PagedListState } from '../../community/PagedList/PagedList';
import { MODERATION_TEXTS } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { useFormatters, useMessages } from '../../locale';

/** What a moderator may do to a queue entry. */
export type ModerationChoice =
  | 'hide'
  | 'restore'
  | 'unpublish'
  | 'suspend'
  | 'reinstate'
  | 'dismiss';

export interface ModerationQueueProps extends PagedListState {
  /** Targets with open reports, the one reported last first. */
  entries?: readonly QueueEntry[];
  /** The moderator chose an action, with the reason they typed (the log keeps it). */
  onAction: (entry: QueueEntry, choice: ModerationChoice, reason: string) => void;
  /** The entry whose action is on its way (`type:id`): its buttons wait. */
  busyKey?: string | null;
}

export const queueKey = (entry: Pick<QueueEntry, 'target_type' | 'target_id'>) =>
  `${entry.target_type}:${entry.target_id}`;

/** The actions an entry offers, by what it is and its state now. */
function choicesOf(entry: QueueEntry): ModerationChoice[] {
  const choices: ModerationChoice[] = [];
  if (entry.target_type === 'comment') choices.push(entry.state === 'hidden' ? 'restore' : 'hide');
  if (entry.target_type === 'article' && entry.state === 'visible') choices.push('unpublish');
  if (entry.target_type === 'profile' && entry.state !== 'removed') {
    choices.push(entry.state === 'suspended' ? 'reinstate' : 'suspend');
  }
  choices.push('dismiss');
  return choices;
}

/**
 * The editors' moderation queue (docs/adr/0037): each reported comment, article or account with
 * its report count, reasons and the reporters' newest notes; a reason for the log and the
 * actions its kind and state allow. Loading, empty, error and load-more states.
 */
export function ModerationQueue({
  entries = [],
  onAction,
  busyKey = null,
  ...state
}: ModerationQueueProps) {
  const texts = useMessages(MODERATION_TEXTS);
  const format = useFormatters();
  const urls = useUrls();
  const [reasons, setReasons] = useState<Record<string, string>>({});
  const labels = {
    hide: texts.hide,
    restore: texts.restore,
    unpublish: texts.unpublish,
    suspend: texts.suspend,
    reinstate: texts.reinstate,
    dismiss: texts.dismiss,
  } satisfies Record<ModerationChoice, string>;
  return (
    <PagedList
      {...state}
      count={entries.length}
      label={texts.queueList}
      loadingLabel={texts.queueLoading}
      errorTitle={texts.queueError}
      emptyMessage={texts.queueEmpty}
      loadMoreLabel={texts.loadMore}
    >
      {entries.map((entry) => {
        const key = queueKey(entry);
        const reason = reasons[key] ?? '';
        const busy = busyKey === key;
        const href =
          entry.target_type === 'profile'
            ? urls.authorProfile(entry.target_id)
            : entry.news_id !== null
              ? entry.target_type === 'comment'
                ? `${urls.article(entry.news_id)}#comment-${entry.target_id}`
                : urls.article(entry.news_id)
              : null;
        const title = `${texts.targetLabels[entry.target_type]} #${entry.target_id}`;
        return (
          <Paper key={key} component="li" withBorder p="md" radius="md" mb="sm">
            <Stack gap="xs">
              <Group gap="xs" justify="space-between">
                <Group gap="xs">
                  <Text fw={600} size="sm">
                    {title}
                  </Text>
                  <Badge variant="light" color={entry.state === 'visible' ? 'blue' : 'gray'}>
                    {texts.stateLabels[entry.state]}
                  </Badge>
                  <Badge variant="outline" color="red">
                    {texts.reportCount(entry.report_count)}
                  </Badge>
                </Group>
                <Text size="xs" c="dimmed" component="time" dateTime={entry.last_reported_at}>
                  {texts.lastReported(format.date(entry.last_reported_at))}
                </Text>
              </Group>
              <Text size="sm" lineClamp={3}>
                {href ? (
                  <Anchor component={AppLink} href={href}>
                    {entry.summary}
                  </Anchor>
                ) : (
                  entry.summary
                )}
              </Text>
              {entry.owner && entry.target_type !== 'profile' && (
                <Text size="xs" c="dimmed">
                  {texts.by(entry.owner.full_name)}
                </Text>
              )}
              <Group gap={6}>
                {entry.reasons.map(({ reason: why, count }) => (
                  <Badge key={why} variant="default" size="sm">
                    {`${texts.reasonLabels[why]} × ${count}`}
                  </Badge>
                ))}
              </Group>
              {entry.notes.length > 0 && (
                <Stack gap={2} component="ul" m={0} pl="md">
                  {entry.notes.map((note, index) => (
                    // Notes may repeat; their order is the server's.
                    // biome-ignore lint/suspicious/noArrayIndexKey: notes have no id
                    <Text key={index} component="li" size="sm" fs="italic">
                      {note}
                    </Text>
                  ))}
                </Stack>
              )}
              <TextInput
                size="sm"
                label={texts.actionReason}
                aria-label={texts.actionReasonOf(title)}
                value={reason}
                onChange={(event) => {
                  const value = event.currentTarget.value;
                  setReasons((current) => ({ ...current, [key]: value }));
                }}
              />
              <Group gap="xs">
                {choicesOf(entry).map((choice) => (
                  <Button
                    key={choice}
                    size="xs"
                    variant={choice === 'dismiss' ? 'default' : 'filled'}
                    loading={busy}
                    disabled={choice !== 'dismiss' && reason.trim() === ''}
                    onClick={() => onAction(entry, choice, reason.trim())}
                  >
                    {labels[choice]}
                  </Button>
                ))}
              </Group>
            </Stack>
          </Paper>
        );
      })}
    </PagedList>
  );
}
