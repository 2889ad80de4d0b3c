import { Button, Group, Text } from '@mantine/core';
import { IconEdit, IconEyeOff, IconTrash } from '@tabler/icons-react';
import { type Ref, useState } from 'react';
import { PUBLISHED_EDIT_TEXTS } from '../../constants';
import { ConfirmDialog } from '../../feedback/ConfirmDialog/ConfirmDialog';
import { AppLink } from '../../link';
import { useMessages } from '../../locale';

export interface ArticleAuthorActionsProps {
  /** Where Edit opens the article in the editor. */
  editHref: string;
  /** Unpublish, once confirmed: resolves when done (the dialog closes), rejects to stay. */
  onUnpublish: () => Promise<unknown>;
  /** Delete, once confirmed: resolves when done, rejects to stay. */
  onDelete: () => Promise<unknown>;
  /**
   * How many newsletter subscribers the article was sent to, shown quietly beside the buttons
   * (0: not sent yet). Left out or null (not known yet, or not read): nothing is shown.
   */
  newsletterSent?: number | null;
  /** Ref to the root element (the row of buttons). */
  ref?: Ref<HTMLDivElement>;
}

/**
 * What the author can do with their own published article (docs/adr/0024): Edit (its changes
 * wait for UPDATE), Unpublish and Delete, each of the last two asked in a dialog first; and, when
 * known, how many newsletter subscribers it was sent to (docs/adr/0029).
 */
export function ArticleAuthorActions({
  editHref,
  onUnpublish,
  onDelete,
  newsletterSent,
  ref,
}: ArticleAuthorActionsProps) {
  const texts = useMessages(PUBLISHED_EDIT_TEXTS);
  const [asking, setAsking] = useState<'unpublish' | 'delete' | null>(null);
  const [pending, setPending] = useState(false);

  const confirm = async (action: () => Promise<unknown>) => {
    setPending(true);
    try {
      await action();
      setAsking(null);
    } catch {
      // The host says why; the dialog stays for another try.
    } finally {
      setPending(false);
    }
  };

  return (
    <>
      <Group ref={ref} gap="sm" role="group" aria-label={texts.actionsLabel}>
        <Button
          component={AppLink}
          href={editHref}
          variant="light"
          size="sm"
          leftSection={<IconEdit size={16} aria-hidden="true" />}
        >
          {texts.edit}
        </Button>
        <Button
          variant="default"
          size="sm"
          leftSection={<IconEyeOff size={16} aria-hidden="true" />}
          onClick={() => setAsking('unpublish')}
        >
          {texts.unpublish}
        </Button>
        <Button
          variant="light"
          color="red"
          size="sm"
          leftSection={<IconTrash size={16} aria-hidden="true" />}
          onClick={() => setAsking('delete')}
        >
          {texts.delete}
        </Button>
        {newsletterSent == null ? null : (
          <Text size="sm" c="dimmed">
            {newsletterSent > 0 ? texts.newsletterSent(newsletterSent) : texts.newsletterNotSent}
          </Text>
        )}
      </Group>
      <ConfirmDialog
        opened={asking === 'unpublish'}
        onClose={() => setAsking(null)}
        title={texts.unpublishTitle}
        message={texts.unpublishMessage}
        cancelLabel={texts.cancel}
        confirmLabel={texts.unpublish}
        onConfirm={() => void confirm(onUnpublish)}
        pending={pending}
      />
      <ConfirmDialog
        opened={asking === 'delete'}
        onClose={() => setAsking(null)}
        title={texts.deleteTitle}
        message={texts.deleteMessage}
        cancelLabel={texts.cancel}
        confirmLabel={texts.deleteConfirm}
        onConfirm={() => void confirm(onDelete)}
        pending={pending}
      />
    </>
  );
}
