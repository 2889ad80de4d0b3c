import type { Revision, RevisionSummary } from '@byline/api-client/contract';
import {
  Box,
  Button,
  Center,
  Drawer,
  Grid,
  Group,
  Loader,
  Stack,
  Text,
  Title,
  Typography,
  UnstyledButton,
} from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconRestore } from '@tabler/icons-react';
import { type ReactNode, useEffect, useId, useMemo, useState } from 'react';
// The reader's article body styles: a revision reads as its article will.
import articleClasses from '../../article/ArticlePage/ArticlePage.module.css';
import { HISTORY_TEXTS } from '../../constants';
import { ConfirmDialog, EmptyNotice, ErrorNotice } from '../../feedback';
import { useFormatters, useMessages } from '../../locale';
import classes from './RevisionHistory.module.css';

export interface RevisionHistoryProps {
  opened: boolean;
  onClose: () => void;
  /** The article's revisions (any order: shown newest first). */
  revisions?: readonly RevisionSummary[];
  /** The list is loading: a spinner instead of it. */
  loading?: boolean;
  /** The list could not be loaded: this message, with Retry when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  /** The chosen revision, whole (the host loads it after `onSelect`). */
  selected?: Revision | null;
  /** The chosen revision is loading. */
  selectedLoading?: boolean;
  /** A revision was chosen in the list: the host loads it and passes it as `selected`. */
  onSelect: (revisionId: number) => void;
  /** Called after the author confirms; while a returned promise is pending, Restore shows a loader. */
  onRestore: (revision: Revision) => unknown;
  /** The host is restoring (a loader on Restore). */
  restoring?: boolean;
}

const newestFirst = (a: RevisionSummary, b: RevisionSummary) =>
  Date.parse(b.saved_at) - Date.parse(a.saved_at) || b.id - a.id;

/**
 * The article's history (docs/product.md#revisions-and-preview): its revisions newest first, each with why it
 * was kept, when (the author's locale and time zone), its title and length. A chosen revision
 * shows read-only beside the list (below it on small screens), and can be restored after a
 * confirmation: its text replaces the editor's, which stays in the history.
 */
export function RevisionHistory({
  opened,
  onClose,
  revisions = [],
  loading = false,
  error,
  onRetry,
  selected,
  selectedLoading = false,
  onSelect,
  onRestore,
  restoring = false,
}: RevisionHistoryProps) {
  const format = useFormatters();
  const historyTexts = useMessages(HISTORY_TEXTS);
  const [confirmOpen, confirm] = useDisclosure(false);
  const [pending, setPending] = useState(false);
  // The revision clicked last: marked at once, while the host loads it.
  const [chosenId, setChosenId] = useState<number | null>(null);
  const detailTitleId = useId();
  const sorted = useMemo(() => [...revisions].sort(newestFirst), [revisions]);
  const currentId = chosenId ?? selected?.id ?? null;

  useEffect(() => {
    if (!opened) setChosenId(null);
  }, [opened]);

  const choose = (revisionId: number) => {
    setChosenId(revisionId);
    onSelect(revisionId);
  };

  const confirmRestore = async () => {
    if (!selected) return;
    setPending(true);
    try {
      await onRestore(selected);
    } finally {
      setPending(false);
      confirm.close();
    }
  };

  const when = (iso: string) => <time dateTime={iso}>{format.dateTime(iso)}</time>;

  let content: ReactNode;
  if (loading) {
    content = <Waiting text={historyTexts.loading} />;
  } else if (error) {
    content = <ErrorNotice title={historyTexts.error} message={error} onRetry={onRetry} />;
  } else if (sorted.length === 0) {
    content = <EmptyNotice message={historyTexts.empty} />;
  } else {
    const shown = selected && selected.id === currentId ? selected : null;
    content = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 5 }}>
          <ul className={classes.list} aria-label={historyTexts.list}>
            {sorted.map((revision) => {
              const chosen = revision.id === currentId;
              return (
                <li key={revision.id}>
                  <UnstyledButton
                    className={classes.item}
                    onClick={() => choose(revision.id)}
                    aria-pressed={chosen}
                    aria-current={chosen ? 'true' : undefined}
                  >
                    <Group justify="space-between" gap="xs" wrap="nowrap" align="baseline">
                      <Text fw={700} size="sm">
                        {historyTexts.kind[revision.kind]}
                      </Text>
                      <Text size="xs" c="dimmed" ta="right">
                        {when(revision.saved_at)}
                      </Text>
                    </Group>
                    <Text size="sm" lineClamp={2}>
                      {revision.title.trim() || historyTexts.untitled}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {historyTexts.words(revision.words)}
                      {revision.saved_by ? ` · ${historyTexts.savedBy(revision.saved_by)}` : ''}
                    </Text>
                  </UnstyledButton>
                </li>
              );
            })}
          </ul>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }}>
          {selectedLoading ? (
            <Waiting text={historyTexts.loadingRevision} />
          ) : shown ? (
            <Stack component="section" gap="md" aria-labelledby={detailTitleId}>
              <Text size="sm" c="dimmed">
                {historyTexts.kind[shown.kind]} · {when(shown.saved_at)}
              </Text>
              <Title order={3} id={detailTitleId}>
                {shown.title.trim() || historyTexts.untitled}
              </Title>
              <Group>
                <Button
                  leftSection={<IconRestore size={16} aria-hidden="true" />}
                  onClick={confirm.open}
                  loading={restoring}
                >
                  {historyTexts.restore}
                </Button>
              </Group>
              <Box className={articleClasses.page}>
                <Typography className={articleClasses.body}>
                  {/* Sanitised on the server, as the reader's article body is. */}
                  {/* biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised article HTML */}
                  <div dangerouslySetInnerHTML={{ __html: shown.content }} />
                </Typography>
              </Box>
            </Stack>
          ) : (
            <Text c="dimmed" size="sm">
              {historyTexts.chooseRevision}
            </Text>
          )}
        </Grid.Col>
      </Grid>
    );
  }

  return (
    <>
      <Drawer
        opened={opened}
        onClose={onClose}
        position="right"
        size="xl"
        title={historyTexts.title}
        // Escape closes the confirmation on top, not the history under it.
        closeOnEscape={!confirmOpen}
        closeButtonProps={{ 'aria-label': historyTexts.close }}
        // Not a banner landmark: the page behind the drawer has its own (axe: one banner).
        attributes={{ header: { role: 'none' } }}
      >
        {content}
      </Drawer>
      <ConfirmDialog
        opened={confirmOpen}
        onClose={confirm.close}
        title={historyTexts.confirmRestoreTitle}
        message={historyTexts.confirmRestoreMessage}
        cancelLabel={historyTexts.cancel}
        confirmLabel={historyTexts.confirmRestore}
        onConfirm={confirmRestore}
        pending={pending || restoring}
      />
    </>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <Center py="xl" role="status" aria-live="polite">
      <Stack align="center" gap="sm">
        <Loader aria-hidden="true" />
        <Text>{text}</Text>
      </Stack>
    </Center>
  );
}
