import { TextInput } from '@mantine/core';
import { PUBLISH_AT_TEXTS } from '../../constants/authoringTexts';
import { useMessages } from '../../locale';
import { authorTimeZone, fromLocalInputValue, toLocalInputValue } from './publishAt';

export interface PublishAtInputProps {
  value: Date | null;
  onChange: (value: Date | null) => void;
  /** Why the time cannot be used (in the past, too far ahead), shown beside it. */
  error?: string | null;
  label?: string;
}

/**
 * When a scheduled article goes live (docs/product.md#scheduling): the browser's own date and time picker, in the
 * author's time zone (named beside it); the value is an instant, sent to the API in UTC.
 */
export function PublishAtInput({ value, onChange, error, label: labelProp }: PublishAtInputProps) {
  const publishAtTexts = useMessages(PUBLISH_AT_TEXTS);
  const label = labelProp ?? publishAtTexts.label;
  return (
    <TextInput
      type="datetime-local"
      label={label}
      description={publishAtTexts.timeZone(authorTimeZone())}
      value={value ? toLocalInputValue(value) : ''}
      min={toLocalInputValue(new Date())}
      onChange={(event) => onChange(fromLocalInputValue(event.currentTarget.value))}
      error={error ?? undefined}
      required
    />
  );
}
