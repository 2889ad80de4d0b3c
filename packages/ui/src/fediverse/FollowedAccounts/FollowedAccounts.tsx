import type { FollowedAccount } from '@byline/api-client/contract';
import { Anchor, Avatar, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { defaultAvatarUrl } from '../../assets';
import { FOLLOWING_TEXTS } from '../../constants';
import { useMessages } from '../../locale';

export interface FollowedAccountsProps {
  accounts: readonly FollowedAccount[];
  /** Stops following one; a returned promise keeps its button busy until it settles. */
  onUnfollow: (account: FollowedAccount) => Promise<unknown>;
}

/**
 * The fediverse accounts a reader follows: each with its avatar, name (linked to its profile on
 * its server), handle, "Waiting for approval" while its server has not accepted, and Unfollow.
 */
export function FollowedAccounts({ accounts, onUnfollow }: FollowedAccountsProps) {
  const texts = useMessages(FOLLOWING_TEXTS);
  const [busy, setBusy] = useState<number | null>(null);
  if (accounts.length === 0) {
    return (
      <Text c="dimmed" size="sm">
        {texts.noAccounts}
      </Text>
    );
  }
  const unfollow = async (account: FollowedAccount) => {
    setBusy(account.id);
    try {
      await onUnfollow(account);
    } catch {
      // The host reports the failure (a toast); the button only stops waiting.
    } finally {
      setBusy(null);
    }
  };
  return (
    <Stack component="ul" gap="sm" p={0} m={0} style={{ listStyle: 'none' }}>
      {accounts.map((account) => (
        <Group component="li" key={account.id} justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Avatar src={account.avatar_url ?? defaultAvatarUrl} alt="" radius="xl" size={36} />
            <Stack gap={0}>
              <Anchor
                href={account.profile_url}
                rel="nofollow noopener ugc"
                target="_blank"
                fw={700}
              >
                {account.name}
              </Anchor>
              <Text size="xs" c="dimmed">
                {account.handle}
              </Text>
            </Stack>
            {account.status === 'pending' && (
              <Badge variant="light" color="gray">
                {texts.pending}
              </Badge>
            )}
          </Group>
          <Button
            size="xs"
            variant="default"
            loading={busy === account.id}
            onClick={() => void unfollow(account)}
            aria-label={texts.unfollow(account.handle)}
          >
            {texts.unfollowButton}
          </Button>
        </Group>
      ))}
    </Stack>
  );
}
