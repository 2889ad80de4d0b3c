import type {
  FediverseFollowers as FediverseFollowersData,
  RemoteFollower,
} from '@byline/api-client/contract';
import { Anchor, Button, Group, Paper, Skeleton, Stack, Switch, Text, Title } from '@mantine/core';
import type { ReactNode, Ref } from 'react';
import { FEDIVERSE_FOLLOWERS_TEXTS } from '../../constants';
import { ErrorNotice } from '../../feedback';
import { useFormatters, useMessages } from '../../locale';

export interface FediverseFollowersProps {
  /** The author's remote followers and requests, and whether they approve followers. */
  data?: FediverseFollowersData;
  loading?: boolean;
  /** When set, the list could not be read: this message, with Retry when `onRetry` is given. */
  error?: string | null;
  onRetry?: () => void;
  /** The "Approve followers" switch changed. */
  onApprovalChange?: (approve: boolean) => unknown;
  /** The switch's change is being saved. */
  approvalSaving?: boolean;
  /** Accept (true) or Reject (false) a request. */
  onAnswer?: (followerId: number, accept: boolean) => unknown;
  /** The request being answered: its buttons wait. */
  answering?: number | null;
  ref?: Ref<HTMLDivElement>;
}

/** A remote account as the list names it: its name, else its handle. */
const nameOf = (follower: RemoteFollower) =>
  follower.name.trim() || follower.handle || follower.url;

/**
 * The author's followers on the fediverse, on their own profile: the "Approve followers" switch,
 * the follow requests waiting (each with Accept and Reject), and who follows them, each with
 * their name, handle and a link to their profile on their server.
 */
export function FediverseFollowers({
  data,
  loading,
  error,
  onRetry,
  onApprovalChange,
  approvalSaving,
  onAnswer,
  answering = null,
  ref,
}: FediverseFollowersProps) {
  const texts = useMessages(FEDIVERSE_FOLLOWERS_TEXTS);
  const requests = data?.followers.filter((follower) => follower.pending) ?? [];
  const followers = data?.followers.filter((follower) => !follower.pending) ?? [];

  return (
    <Stack ref={ref} component="section" gap="md" aria-labelledby="fediverse-followers-title">
      <Title order={2} fz="h4" id="fediverse-followers-title">
        {texts.title}
      </Title>
      {loading ? (
        <Stack gap="sm" aria-busy="true" aria-label={texts.loading} role="status">
          <Skeleton height={40} />
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Stack>
      ) : error || !data ? (
        <ErrorNotice title={texts.loadError} message={error ?? ''} onRetry={onRetry} />
      ) : (
        <>
          <Switch
            label={texts.approveLabel}
            description={texts.approveDescription}
            checked={data.approves_followers}
            disabled={approvalSaving}
            onChange={(event) => void onApprovalChange?.(event.currentTarget.checked)}
          />
          {requests.length > 0 && (
            <Stack gap="xs">
              <Title order={3} fz="h5">
                {texts.requestsTitle}
              </Title>
              <AccountList label={texts.requestsTitle}>
                {requests.map((follower) => (
                  <Paper component="li" key={follower.id} withBorder radius="md" p="sm">
                    <Group justify="space-between" gap="sm">
                      <Account follower={follower} />
                      <Group gap="xs">
                        <Button
                          size="xs"
                          onClick={() => void onAnswer?.(follower.id, true)}
                          loading={answering === follower.id}
                          aria-label={texts.acceptNamed(nameOf(follower))}
                        >
                          {texts.accept}
                        </Button>
                        <Button
                          size="xs"
                          variant="outline"
                          color="red"
                          onClick={() => void onAnswer?.(follower.id, false)}
                          disabled={answering === follower.id}
                          aria-label={texts.rejectNamed(nameOf(follower))}
                        >
                          {texts.reject}
                        </Button>
                      </Group>
                    </Group>
                  </Paper>
                ))}
              </AccountList>
            </Stack>
          )}
          <Stack gap="xs">
            <Title order={3} fz="h5">
              {texts.followersTitle}
            </Title>
            {followers.length === 0 ? (
              <Text c="dimmed">{texts.none}</Text>
            ) : (
              <AccountList label={texts.followersTitle}>
                {followers.map((follower) => (
                  <Paper component="li" key={follower.id} withBorder radius="md" p="sm">
                    <Account follower={follower} />
                  </Paper>
                ))}
              </AccountList>
            )}
          </Stack>
        </>
      )}
    </Stack>
  );
}

/** A list of remote accounts, named for screen readers. */
function AccountList({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack component="ul" gap="xs" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {children}
    </Stack>
  );
}

/** A remote account: its name linking to its profile on its server, its handle and since when. */
function Account({ follower }: { follower: RemoteFollower }) {
  const format = useFormatters();
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Anchor
        href={follower.url}
        target="_blank"
        rel="noopener noreferrer nofollow"
        fw={600}
        style={{ overflowWrap: 'anywhere' }}
      >
        {nameOf(follower)}
      </Anchor>
      <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {follower.handle} · {format.date(follower.followed_at)}
      </Text>
    </Stack>
  );
}
