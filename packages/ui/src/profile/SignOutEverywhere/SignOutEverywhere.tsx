import { Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { SIGN_OUT_EVERYWHERE_TEXTS as TEXTS } from '../../constants';
import { ConfirmDialog } from '../../feedback/ConfirmDialog/ConfirmDialog';

export interface SignOutEverywhereProps {
  /** Called once confirmed; a returned promise shows a loader until it settles. */
  onConfirm: () => unknown;
}

/** Ends every session of the account, behind a confirm dialog (for a lost or shared device). */
export function SignOutEverywhere({ onConfirm }: SignOutEverywhereProps) {
  const [confirmOpen, confirm] = useDisclosure(false);
  const [pending, setPending] = useState(false);

  const signOut = async () => {
    setPending(true);
    try {
      await onConfirm();
    } finally {
      setPending(false);
      confirm.close();
    }
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="sign-out-everywhere">
      <Stack gap="xs" align="flex-start">
        <Title order={2} fz="md" id="sign-out-everywhere">
          {TEXTS.heading}
        </Title>
        <Text size="sm" c="dimmed">
          {TEXTS.explanation}
        </Text>
        <Button
          variant="outline"
          leftSection={<IconLogout size={16} aria-hidden="true" />}
          onClick={confirm.open}
        >
          {TEXTS.button}
        </Button>
      </Stack>
      <ConfirmDialog
        opened={confirmOpen}
        onClose={confirm.close}
        title={TEXTS.confirmTitle}
        message={TEXTS.confirmBody}
        cancelLabel={TEXTS.cancel}
        confirmLabel={TEXTS.confirm}
        onConfirm={signOut}
        pending={pending}
      />
    </Paper>
  );
}
