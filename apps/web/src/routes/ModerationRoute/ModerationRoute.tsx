import {
  type QueueEntry,
  useModerationAction,
  useModerationLog,
  useModerationQueue,
} from '@byline/api-client';
import {
  MODERATION_TEXTS,
  type ModerationChoice,
  ModerationLog,
  ModerationQueue,
  PageContainer,
  queueKey,
} from '@byline/ui';
import { Text, Title } from '@mantine/core';
import { useState } from 'react';
import { PageMeta } from '../../pageMeta/PageMeta';
import { toastFailure, toastSuccess } from '../../toasts/toast';

/**
 * /moderation: the editors' queue (docs/adr/0037). Open reports grouped by target; each action
 * asks the server (which checks the role: anyone else sees its refusal in place of the list).
 */
export function ModerationRoute() {
  const queue = useModerationQueue();
  const moderateComment = useModerationAction('moderateComment');
  const moderateArticle = useModerationAction('moderateArticle');
  const dismissReports = useModerationAction('dismissReports');
  const suspendAccount = useModerationAction('suspendAccount');
  const [busyKey, setBusyKey] = useState<string | null>(null);

  const act = (entry: QueueEntry, choice: ModerationChoice, reason: string) => {
    const id = entry.target_id;
    const call = (): Promise<unknown> => {
      switch (choice) {
        case 'hide':
        case 'restore':
          return moderateComment.trigger({ comment_id: id, action: choice, reason });
        case 'unpublish':
          return moderateArticle.trigger({ news_id: id, reason });
        case 'suspend':
        case 'reinstate':
          return suspendAccount.trigger({ user_id: id, action: choice, reason });
        case 'dismiss':
          return dismissReports.trigger({
            target_type: entry.target_type,
            target_id: id,
            ...(reason === '' ? {} : { reason }),
          });
      }
    };
    setBusyKey(queueKey(entry));
    call()
      .then(() => toastSuccess(MODERATION_TEXTS.stateLabels[stateAfter(choice)]))
      .catch((error) => toastFailure(error))
      .finally(() => setBusyKey(null));
  };

  return (
    <PageContainer width="narrow">
      <PageMeta
        noindex
        title={MODERATION_TEXTS.queueTitle}
        description={MODERATION_TEXTS.description}
      />
      <Title order={1} mb="xs">
        {MODERATION_TEXTS.queueTitle}
      </Title>
      <Text c="dimmed" mb="md">
        {MODERATION_TEXTS.queueIntro}
      </Text>
      <ModerationQueue
        entries={queue.items}
        onAction={act}
        busyKey={busyKey}
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

/** What a target is after an action (the toast names it). */
function stateAfter(choice: ModerationChoice) {
  switch (choice) {
    case 'hide':
      return 'hidden' as const;
    case 'unpublish':
      return 'unpublished' as const;
    case 'suspend':
      return 'suspended' as const;
    default:
      return 'visible' as const;
  }
}

/** /moderation/log: the administrators' audit log, newest first, paged. */
export function ModerationLogRoute() {
  const log = useModerationLog();
  return (
    <PageContainer width="narrow">
      <PageMeta
        noindex
        title={MODERATION_TEXTS.logTitle}
        description={MODERATION_TEXTS.description}
      />
      <Title order={1} mb="xs">
        {MODERATION_TEXTS.logTitle}
      </Title>
      <Text c="dimmed" mb="md">
        {MODERATION_TEXTS.logIntro}
      </Text>
      <ModerationLog
        entries={log.items}
        loading={log.isLoading}
        error={log.error?.message ?? null}
        onRetry={log.revalidate}
        hasMore={log.hasMore}
        onLoadMore={log.loadMore}
        loadingMore={log.isLoadingMore && !log.isLoading}
      />
    </PageContainer>
  );
}
