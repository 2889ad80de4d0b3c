import { Button, Divider, Stack } from '@mantine/core';
import { IconBrandApple, IconBrandGoogle } from '@tabler/icons-react';
import { AUTH_TEXTS } from '../../constants';
import { useMessages } from '../../locale';
import type { FederatedCallbacks } from './types';

export interface FederatedButtonsProps extends FederatedCallbacks {
  googleLabel: string;
  appleLabel: string;
  disabled?: boolean;
}

/** The two federated sign-in buttons, below an "or" divider. */
export function FederatedButtons({
  googleLabel,
  appleLabel,
  onGoogle,
  onApple,
  disabled,
}: FederatedButtonsProps) {
  const authTexts = useMessages(AUTH_TEXTS);
  return (
    <Stack gap="sm">
      <Divider label={authTexts.orDivider} labelPosition="center" />
      <Button
        variant="default"
        leftSection={<IconBrandGoogle size={18} aria-hidden="true" />}
        onClick={onGoogle}
        disabled={disabled}
        fullWidth
      >
        {googleLabel}
      </Button>
      <Button
        variant="default"
        leftSection={<IconBrandApple size={18} aria-hidden="true" />}
        onClick={onApple}
        disabled={disabled}
        fullWidth
      >
        {appleLabel}
      </Button>
    </Stack>
  );
}
