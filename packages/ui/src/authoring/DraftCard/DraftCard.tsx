import type { Draft } from '@byline/api-client/contract';
import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconCalendarOff, IconClock, IconEdit, IconTrash } from '@tabler/icons-react';
import { type Ref, useState } from 'react';
import { imageFallbackUrl } from '../../assets';
import {
  AUTHORING_TEXTS,
  DRAFT_CARD,
  REVIEW_TEXTS,
  SCHEDULED_TEXTS,
  VALIDATION_MESSAGES,
} from '../../constants';
import { ConfirmDialog } from '../../feedback/ConfirmDialog/ConfirmDialog';
import { truncate } from '../../format';
import { useFormatters, useMessages } from '../../locale';
import { useMediaUrl } from '../../media';
import { lightDark } from '../../theme/lightDark';
import classes from './DraftCard.module.css';
import { RescheduleDialog } from './RescheduleDialog';

export interface DraftCardProps {
  draft: Draft;
  /** Opens the draft in the editor. */
  onEdit?: (draft: Draft) => void;
  /** Called after the author confirms; while a returned promise is pending, Delete shows a loader. */
  onDelete?: (draft: Draft) => unknown;
  /**
   * A scheduled article's new publication time (Reschedule, shown when given); while a returned
   * promise is pending, Save shows a loader. The dialog closes once it is done, unless it
   * resolves to `false` or rejects (the host says what failed; the author may try again).
   */
  onReschedule?: (draft: Draft, publishAt: Date) => unknown;
  /** A scheduled article goes back to being a draft: Cancel schedule (shown when given), confirmed. */
  onCancelSchedule?: (draft: Draft) => unknown;
  /** Ref to the root `<article>`. */
  ref?: Ref<HTMLElement>;
}

/**
 * One saved draft (docs/product.md#new-article-and-my-drafts): image, title (60) and description (100) cut with an
 * ellipsis, en-IN created date, Draft badge, Edit, and Delete behind a confirm dialog.
 * A scheduled article has a Scheduled badge, says when it goes live, and offers Edit,
 * Reschedule and Cancel schedule instead of Delete (the server deletes only drafts).
 */
export function DraftCard({
  draft,
  onEdit,
  onDelete,
  onReschedule,
  onCancelSchedule,
  ref,
}: DraftCardProps) {
  const format = useFormatters();
  const authoringTexts = useMessages(AUTHORING_TEXTS);
  const scheduledTexts = useMessages(SCHEDULED_TEXTS);
  const reviewTexts = useMessages(REVIEW_TEXTS);
  const validationMessages = useMessages(VALIDATION_MESSAGES);
  const mediaUrl = useMediaUrl();
  const [confirmOpen, confirm] = useDisclosure(false);
  const [rescheduleOpen, reschedule] = useDisclosure(false);
  const [pending, setPending] = useState(false);
  const title = draft.title.trim() || authoringTexts.untitledDraft;
  const scheduled = draft.status === 'scheduled';

  /** Delete (a draft) or Cancel schedule (a scheduled article), once confirmed. */
  const confirmed = async () => {
    setPending(true);
    try {
      await (scheduled ? onCancelSchedule?.(draft) : onDelete?.(draft));
    } finally {
      setPending(false);
      confirm.close();
    }
  };

  return (
    <Card
      ref={ref}
      withBorder
      radius="md"
      padding="md"
      h="100%"
      component="article"
      aria-label={title}
    >
      <Card.Section>
        <Image
          className={classes.image}
          src={mediaUrl(draft.image_url)}
          fallbackSrc={imageFallbackUrl}
          alt={draft.image_url ? title : ''}
          h={180}
          fit="cover"
        />
      </Card.Section>
      <Stack gap="xs" mt="md" style={{ flex: 1 }}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Title order={3} fz="lg" lh={1.3} title={draft.title}>
            {truncate(title, DRAFT_CARD.title)}
          </Title>
          {scheduled ? (
            <Badge
              variant="light"
              color="blue"
              c={lightDark('blue.9', 'blue.0')}
              style={{ flexShrink: 0 }}
            >
              {scheduledTexts.badge}
            </Badge>
          ) : draft.review_state ? (
            <Badge
              variant="light"
              color={draft.review_state === 'submitted' ? 'grape' : 'orange'}
              c={lightDark('dark.7', 'gray.0')}
              style={{ flexShrink: 0 }}
            >
              {reviewTexts.badge[draft.review_state]}
            </Badge>
          ) : (
            <Badge
              variant="light"
              color="gray"
              c={lightDark('dark.7', 'gray.0')}
              style={{ flexShrink: 0 }}
            >
              {authoringTexts.draftBadge}
            </Badge>
          )}
        </Group>
        <Text size="sm" c="dimmed">
          {truncate(draft.description, DRAFT_CARD.description)}
        </Text>
        {scheduled && draft.scheduled_at && (
          <Group gap={6} wrap="nowrap">
            <IconClock size={16} aria-hidden="true" style={{ flexShrink: 0 }} />
            <Text size="sm" fw={600}>
              <time dateTime={draft.scheduled_at}>
                {scheduledTexts.goesLive(format.draftGoLive(draft.scheduled_at))}
              </time>
            </Text>
          </Group>
        )}
        <Text size="xs" c="dimmed" mt="auto">
          <time dateTime={draft.created_at}>{format.draftDate(draft.created_at)}</time>
        </Text>
      </Stack>
      {scheduled ? (
        <Stack mt="md" gap="xs">
          <Group grow>
            <Button
              variant="light"
              leftSection={<IconEdit size={16} aria-hidden="true" />}
              onClick={() => onEdit?.(draft)}
              aria-label={scheduledTexts.edit(title)}
            >
              {authoringTexts.edit}
            </Button>
            {onReschedule && (
              <Button
                variant="outline"
                leftSection={<IconClock size={16} aria-hidden="true" />}
                onClick={reschedule.open}
                aria-label={scheduledTexts.rescheduleArticle(title)}
              >
                {scheduledTexts.reschedule}
              </Button>
            )}
          </Group>
          {onCancelSchedule && (
            <Button
              variant="subtle"
              leftSection={<IconCalendarOff size={16} aria-hidden="true" />}
              onClick={confirm.open}
              aria-label={scheduledTexts.cancelScheduleArticle(title)}
            >
              {scheduledTexts.cancelSchedule}
            </Button>
          )}
        </Stack>
      ) : (
        <Group mt="md" grow>
          <Button
            variant="light"
            leftSection={<IconEdit size={16} aria-hidden="true" />}
            onClick={() => onEdit?.(draft)}
            aria-label={authoringTexts.editDraft(title)}
          >
            {authoringTexts.edit}
          </Button>
          <Button
            variant="outline"
            leftSection={<IconTrash size={16} aria-hidden="true" />}
            onClick={confirm.open}
            aria-label={authoringTexts.deleteDraft(title)}
          >
            {authoringTexts.delete}
          </Button>
        </Group>
      )}
      {scheduled ? (
        <ConfirmDialog
          opened={confirmOpen}
          onClose={confirm.close}
          title={scheduledTexts.confirmCancelTitle}
          message={scheduledTexts.confirmCancelMessage}
          cancelLabel={scheduledTexts.keepSchedule}
          confirmLabel={scheduledTexts.cancelSchedule}
          onConfirm={confirmed}
          pending={pending}
        />
      ) : (
        <ConfirmDialog
          opened={confirmOpen}
          onClose={confirm.close}
          title={authoringTexts.confirmDeleteTitle}
          message={validationMessages.deleteDraftConfirm}
          cancelLabel={authoringTexts.cancel}
          confirmLabel={authoringTexts.delete}
          onConfirm={confirmed}
          pending={pending}
        />
      )}
      {scheduled && onReschedule && (
        <RescheduleDialog
          opened={rescheduleOpen}
          onClose={reschedule.close}
          title={title}
          publishAt={draft.scheduled_at ? new Date(draft.scheduled_at) : null}
          onSave={(publishAt) => onReschedule(draft, publishAt)}
        />
      )}
    </Card>
  );
}
