import type { ReportReason } from '@byline/api-client/contract';
import { Alert, Button, Group, Stack } from '@mantine/core';
import { IconBan, IconFlag } from '@tabler/icons-react';
import { useState } from 'react';
import { MODERATION_TEXTS } from '../../constants';
import { useMessages } from '../../locale';
import { LazyReportDialog } from '../ReportDialog/LazyReportDialog';

export interface ProfileModerationProps {
  /** The profile's owner, named in the notices. */
  name: string;
  /** A moderator suspended the account: every visitor is told. */
  suspended?: boolean;
  /** The signed-in viewer blocks the account. */
  blocked?: boolean;
  /** Signed in: Block and Report show. */
  signedIn: boolean;
  /** Blocks (`true`) or unblocks the account; the host reports failures. */
  onBlockChange?: (blocked: boolean) => Promise<unknown>;
  /** Reports the account to the editors; rejecting shows the message in the dialog. */
  onReport?: (report: { reason: ReportReason; note: string }) => Promise<unknown>;
}

/**
 * A profile's moderation part (docs/adr/0037): a notice while the account is suspended, the
 * viewer's block (with what it means) and Report, whose dialog loads when first opened.
 */
export function ProfileModeration({
  name,
  suspended = false,
  blocked = false,
  signedIn,
  onBlockChange,
  onReport,
}: ProfileModerationProps) {
  const texts = useMessages(MODERATION_TEXTS);
  const [reporting, setReporting] = useState(false);
  const [changing, setChanging] = useState(false);
  const toggleBlock = () => {
    if (!onBlockChange) return;
    setChanging(true);
    onBlockChange(!blocked)
      .catch(() => {})
      .finally(() => setChanging(false));
  };
  // Nothing to say or offer (a signed-out visitor of an account in good standing): no box.
  if (!suspended && !blocked && !(signedIn && (onBlockChange || onReport))) return null;
  return (
    <Stack gap="sm" mb="md">
      {suspended && (
        <Alert color="orange" icon={<IconBan size={18} aria-hidden />}>
          {texts.suspendedNotice}
        </Alert>
      )}
      {blocked && <Alert color="gray">{texts.blockedNotice(name)}</Alert>}
      {signedIn && (onBlockChange || onReport) && (
        <Group gap="xs">
          {onBlockChange && (
            <Button
              variant="default"
              size="xs"
              loading={changing}
              aria-pressed={blocked}
              leftSection={<IconBan size={16} aria-hidden />}
              onClick={toggleBlock}
            >
              {blocked ? texts.unblock : texts.block}
            </Button>
          )}
          {onReport && (
            <Button
              variant="subtle"
              color="gray"
              size="xs"
              leftSection={<IconFlag size={16} aria-hidden />}
              onClick={() => setReporting(true)}
            >
              {texts.report}
            </Button>
          )}
        </Group>
      )}
      {onReport && (
        <LazyReportDialog
          opened={reporting}
          onClose={() => setReporting(false)}
          target="profile"
          onSubmit={onReport}
        />
      )}
    </Stack>
  );
}
