import { Group, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';
import type { Ref } from 'react';

export interface EmptyNoticeProps {
  message: string;
  /** Ref to the root element. */
  ref?: Ref<HTMLDivElement>;
}

/** A list with nothing in it: one quiet line, not an error. */
export function EmptyNotice({ message, ref }: EmptyNoticeProps) {
  return (
    <Group ref={ref} gap="xs" py="lg" c="dimmed" wrap="nowrap">
      <IconInbox size={20} aria-hidden="true" />
      <Text size="sm" c="dimmed">
        {message}
      </Text>
    </Group>
  );
}
