import { ActionIcon, CopyButton, Group, Paper, Stack, Text, Title, Tooltip } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import type { Ref } from 'react';
import { FEDIVERSE_FOLLOW_TEXTS } from '../../constants';
import { useMessages } from '../../locale';

export interface FediverseFollowBoxProps {
  /** The author's handle, without "@" or host (`ada_news`). */
  handle: string;
  /** The site's host name (`news.example`): the handle's second part. */
  host: string;
  ref?: Ref<HTMLElement>;
}

/** The whole handle as the fediverse writes it: `@handle@host`. */
export const fediverseAddress = (handle: string, host: string) => `@${handle}@${host}`;

/**
 * "Follow from the fediverse" on an author's profile: their handle `@handle@host`, a button
 * that copies it, and a line saying what to do with it on Mastodon or another server.
 */
export function FediverseFollowBox({ handle, host, ref }: FediverseFollowBoxProps) {
  const texts = useMessages(FEDIVERSE_FOLLOW_TEXTS);
  const address = fediverseAddress(handle, host);
  return (
    <Paper
      ref={ref}
      component="section"
      withBorder
      radius="md"
      p="md"
      maw={560}
      w="100%"
      aria-labelledby="fediverse-follow-title"
    >
      <Stack gap="xs" ta="start">
        <Title order={2} fz="h4" id="fediverse-follow-title">
          {texts.title}
        </Title>
        <Group gap="xs" wrap="nowrap" justify="space-between">
          <Text
            component="code"
            fw={600}
            aria-label={texts.handleLabel}
            style={{ overflowWrap: 'anywhere' }}
          >
            {address}
          </Text>
          <CopyButton value={address} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? texts.copied : texts.copy} withArrow position="left">
                <ActionIcon
                  variant="light"
                  onClick={copy}
                  aria-label={copied ? texts.copied : texts.copy}
                >
                  {copied ? (
                    <IconCheck size={16} aria-hidden="true" />
                  ) : (
                    <IconCopy size={16} aria-hidden="true" />
                  )}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        </Group>
        <Text size="sm" c="dimmed">
          {texts.explanation}
        </Text>
      </Stack>
    </Paper>
  );
}
