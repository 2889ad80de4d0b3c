import { Button, Group, Modal, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconLogout } from '@tabler/icons-react';
import { useState } from 'react';
import { SIGN_OUT_EVERYWHERE_TEXTS as TEXTS } from '../../constants';

export interface SignOutEverywhereProps {
  /**
   * Called after the user confirms. While a returned promise is pending the button shows a
   * loader; the dialog closes when it settles (the caller reports success or failure).
   */
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
      <Modal
        opened={confirmOpen}
        onClose={confirm.close}
        title={TEXTS.confirmTitle}
        centered
        closeButtonProps={{ 'aria-label': 'Close' }}
      >
        <Text>{TEXTS.confirmBody}</Text>
        <Group justify="flex-end" mt="lg">
          <Button variant="default" onClick={confirm.close} disabled={pending}>
            {TEXTS.cancel}
          </Button>
          <Button onClick={signOut} loading={pending}>
            {TEXTS.confirm}
          </Button>
        </Group>
      </Modal>
    </Paper>
  );
}
