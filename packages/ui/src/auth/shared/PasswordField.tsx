import { PasswordInput, type PasswordInputProps } from '@mantine/core';
import { useState } from 'react';
import { AUTH_TEXTS } from '../../constants';
import { useMessages } from '../../locale';

export interface PasswordFieldProps
  extends Omit<PasswordInputProps, 'visible' | 'onVisibilityChange'> {
  /** Field label; the toggle is named after it ("Show password", "Hide confirm password"). */
  label: string;
}

/**
 * A password input whose show/hide toggle is keyboard-reachable and says what it will do,
 * instead of Mantine's unfocusable "Toggle password visibility".
 */
export function PasswordField({ label, ...props }: PasswordFieldProps) {
  const authTexts = useMessages(AUTH_TEXTS);
  const [visible, setVisible] = useState(false);
  return (
    <PasswordInput
      {...props}
      label={label}
      visible={visible}
      onVisibilityChange={setVisible}
      visibilityToggleFocusable
      visibilityToggleButtonProps={{
        'aria-label': visible ? authTexts.hidePassword(label) : authTexts.showPassword(label),
        // The name already changes with the state; a pressed state on top would contradict it.
        'aria-pressed': undefined,
      }}
    />
  );
}
