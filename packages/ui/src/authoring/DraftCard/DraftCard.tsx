import type { Draft } from '@byline/api-client/contract';
import { Badge, Button, Card, Group, Image, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconEdit, IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { imageFallbackUrl } from '../../assets';
import { AUTHORING_TEXTS, DRAFT_CARD, VALIDATION_MESSAGES } from '../../constants';
import { ConfirmDialog } from '../../feedback/ConfirmDialog/ConfirmDialog';
import { formatDraftDate, truncate } from '../../format';
import { useMediaUrl } from '../../media';

export interface DraftCardProps {
  draft: Draft;
  /** Opens the draft in the editor. */
  onEdit?: (draft: Draft) => void;
  /** Called after the author confirms; while a returned promise is pending, Delete shows a loader. */
  onDelete?: (draft: Draft) => unknown;
}

/**
 * One saved draft (spec section 2): image, title (60) and description (100) cut with an
 * ellipsis, en-IN created date, Draft badge, Edit, and Delete behind a confirm dialog.
 */
export function DraftCard({ draft, onEdit, onDelete }: DraftCardProps) {
  const mediaUrl = useMediaUrl();
  const [confirmOpen, confirm] = useDisclosure(false);
  const [deleting, setDeleting] = useState(false);
  const title = draft.title.trim() || AUTHORING_TEXTS.untitledDraft;

  const confirmDelete = async () => {
    setDeleting(true);
    try {
      await onDelete?.(draft);
    } finally {
      setDeleting(false);
      confirm.close();
    }
  };

  return (
    <Card withBorder radius="md" padding="md" h="100%" component="article" aria-label={title}>
      <Card.Section>
        <Image
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
          <Badge variant="light" color="gray" c="dark.7" style={{ flexShrink: 0 }}>
            {AUTHORING_TEXTS.draftBadge}
          </Badge>
        </Group>
        <Text size="sm" c="dimmed">
          {truncate(draft.description, DRAFT_CARD.description)}
        </Text>
        <Text size="xs" c="dimmed" mt="auto">
          <time dateTime={draft.created_at}>{formatDraftDate(draft.created_at)}</time>
        </Text>
      </Stack>
      <Group mt="md" grow>
        <Button
          variant="light"
          leftSection={<IconEdit size={16} aria-hidden="true" />}
          onClick={() => onEdit?.(draft)}
          aria-label={AUTHORING_TEXTS.editDraft(title)}
        >
          {AUTHORING_TEXTS.edit}
        </Button>
        <Button
          variant="outline"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={confirm.open}
          aria-label={AUTHORING_TEXTS.deleteDraft(title)}
        >
          {AUTHORING_TEXTS.delete}
        </Button>
      </Group>
      <ConfirmDialog
        opened={confirmOpen}
        onClose={confirm.close}
        title={AUTHORING_TEXTS.confirmDeleteTitle}
        message={VALIDATION_MESSAGES.deleteDraftConfirm}
        cancelLabel={AUTHORING_TEXTS.cancel}
        confirmLabel={AUTHORING_TEXTS.delete}
        onConfirm={confirmDelete}
        pending={deleting}
      />
    </Card>
  );
}
