import { Group, Loader, Text } from '@mantine/core';
import {
  IconAlertTriangle,
  IconCloudCheck,
  IconCloudOff,
  IconDeviceFloppy,
} from '@tabler/icons-react';
import type { ReactNode, Ref } from 'react';
import { EDITOR_STATE_TEXTS } from '../../constants/editorStateTexts';
import { type Formatters, type Messages, useFormatters, useMessages } from '../../locale';

/** Where the editor's writing stands: the host's autosave tells it. */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; at: Date }
  | { kind: 'offline' }
  | { kind: 'failed'; reason: string }
  | { kind: 'waiting'; reason: string };

export interface SaveStatusProps {
  state: SaveState;
  /** Ref to the root element (the live region). */
  ref?: Ref<HTMLDivElement>;
}

/** A reason as a sentence, so the text after it reads on ("Offline" → "Offline."). */
const sentence = (reason: string) => {
  const text = reason.trim();
  return /[.!?…]$/.test(text) ? text : `${text}.`;
};

const ICON_SIZE = 16;

function describe(
  state: SaveState,
  texts: Messages<typeof EDITOR_STATE_TEXTS>,
  format: Formatters,
): { icon: ReactNode; text: string; colour?: string } | null {
  switch (state.kind) {
    case 'idle':
      return null;
    case 'saving':
      return { icon: <Loader size={ICON_SIZE - 2} />, text: texts.saving };
    case 'saved':
      return {
        icon: <IconCloudCheck size={ICON_SIZE} aria-hidden="true" />,
        text: texts.savedAt(format.time(state.at)),
      };
    case 'offline':
      return {
        icon: <IconCloudOff size={ICON_SIZE} aria-hidden="true" />,
        text: texts.offline,
      };
    case 'failed':
      return {
        icon: <IconAlertTriangle size={ICON_SIZE} aria-hidden="true" />,
        text: texts.notSaved(sentence(state.reason)),
        // The error colour of the scheme (red 9 on light, a light red on dark).
        colour: 'var(--mantine-color-error)',
      };
    case 'waiting':
      return {
        icon: <IconDeviceFloppy size={ICON_SIZE} aria-hidden="true" />,
        text: texts.waiting(sentence(state.reason)),
      };
  }
}

/**
 * One small line about the last save: saving, saved at a time, or why the writing is only on this
 * device for now. A polite live region that stays mounted (empty while idle), so each change is
 * read out once.
 */
export function SaveStatus({ state, ref }: SaveStatusProps) {
  const shown = describe(state, useMessages(EDITOR_STATE_TEXTS), useFormatters());
  return (
    <Text
      ref={ref}
      component="div"
      role="status"
      aria-live="polite"
      size="sm"
      c={shown?.colour ?? 'dimmed'}
      data-save-state={state.kind}
      mih={24}
    >
      {shown && (
        <Group gap={6} wrap="nowrap" align="center">
          {shown.icon}
          <span>{shown.text}</span>
        </Group>
      )}
    </Text>
  );
}
