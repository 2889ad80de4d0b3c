import { Box, Stack, Switch } from '@mantine/core';
import { PublishAtInput } from '../../authoring/PublishAtInput/PublishAtInput';
import { EDITOR_STATE_TEXTS } from '../../constants/editorStateTexts';
import { useMessages } from '../../locale';

export interface PublishLaterFieldProps {
  /** Publish later is on: PUBLISH becomes SCHEDULE. */
  enabled: boolean;
  onEnabledChange: (enabled: boolean) => void;
  /** When the article goes live. */
  publishAt: Date | null;
  onPublishAtChange: (publishAt: Date | null) => void;
  /** Why the time was refused (missing, past, too far ahead). */
  error?: string | null;
}

/** Publish later: a switch, and when it is on, the time the article goes live. */
export function PublishLaterField({
  enabled,
  onEnabledChange,
  publishAt,
  onPublishAtChange,
  error,
}: PublishLaterFieldProps) {
  const editorStateTexts = useMessages(EDITOR_STATE_TEXTS);
  return (
    <Stack gap="sm">
      <Switch
        label={editorStateTexts.publishLater}
        checked={enabled}
        onChange={(event) => onEnabledChange(event.currentTarget.checked)}
      />
      {enabled && (
        <Box maw={360}>
          <PublishAtInput value={publishAt} onChange={onPublishAtChange} error={error} />
        </Box>
      )}
    </Stack>
  );
}
