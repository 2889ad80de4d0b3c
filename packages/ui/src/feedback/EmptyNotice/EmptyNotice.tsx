import { Group, Text } from '@mantine/core';
import { IconInbox } from '@tabler/icons-react';

export interface EmptyNoticeProps {
  message: string;
}

/** A list with nothing in it: one quiet line, not an error. */
export function EmptyNotice({ message }: EmptyNoticeProps) {
  return (
    <Group gap="xs" py="lg" c="dimmed" wrap="nowrap">
      <IconInbox size={20} aria-hidden="true" />
      <Text size="sm" c="dimmed">
        {message}
      </Text>
    </Group>
  );
}
