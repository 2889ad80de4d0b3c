import {
  useFollowedAccounts,
  useFollowingTimeline,
  useFollowRemote,
  useReactToRemote,
  useReplyToRemote,
  useUnfollowRemote,
} from '@byline/api-client';
import {
  FediversePostCard,
  FOLLOWING_TEXTS,
  FollowedAccounts,
  FollowRemoteForm,
  PageContainer,
} from '@byline/ui';
import { Button, Loader, Stack, Text, Title } from '@mantine/core';
import { PageMeta } from '../../pageMeta/PageMeta';
import { toastFailure } from '../../toasts/toast';

/**
 * /following: the fediverse accounts the signed-in reader follows (follow one by its handle,
 * unfollow), and what they sent, newest first, to reply to, like and boost (docs/adr/0033).
 */
export function FollowingRoute() {
  const accounts = useFollowedAccounts();
  const timeline = useFollowingTimeline();
  const follow = useFollowRemote();
  const unfollow = useUnfollowRemote();
  const reply = useReplyToRemote();
  const react = useReactToRemote();

  return (
    <PageContainer width="narrow">
      <PageMeta noindex title={FOLLOWING_TEXTS.title} description={FOLLOWING_TEXTS.intro} />
      <Stack gap="lg">
        <div>
          <Title order={1} mb="xs">
            {FOLLOWING_TEXTS.title}
          </Title>
          <Text c="dimmed">{FOLLOWING_TEXTS.intro}</Text>
        </div>
        <FollowRemoteForm onFollow={(handle) => follow.trigger({ handle })} />
        <section aria-labelledby="following-accounts">
          <Title order={2} size="h3" mb="sm" id="following-accounts">
            {FOLLOWING_TEXTS.accountsHeading}
          </Title>
          {accounts.data ? (
            <FollowedAccounts
              accounts={accounts.data}
              onUnfollow={(account) =>
                unfollow.trigger({ account_id: account.id }).catch((error) => toastFailure(error))
              }
            />
          ) : (
            <Loader size="sm" />
          )}
        </section>
        <section aria-labelledby="following-posts">
          <Title order={2} size="h3" mb="sm" id="following-posts">
            {FOLLOWING_TEXTS.postsHeading}
          </Title>
          {timeline.isLoading ? (
            <Loader size="sm" aria-label={FOLLOWING_TEXTS.loading} />
          ) : timeline.items.length === 0 ? (
            <Text c="dimmed" size="sm">
              {FOLLOWING_TEXTS.noPosts}
            </Text>
          ) : (
            <Stack gap="md">
              {timeline.items.map((post) => (
                <FediversePostCard
                  key={post.id}
                  post={post}
                  onReply={(text) => reply.trigger({ post_id: post.id, text })}
                  onReact={(kind, active) =>
                    react
                      .trigger({ post_id: post.id, kind, active })
                      .catch((error) => toastFailure(error))
                  }
                />
              ))}
              {timeline.hasMore && (
                <Button
                  variant="default"
                  onClick={timeline.loadMore}
                  loading={timeline.isLoadingMore}
                >
                  {FOLLOWING_TEXTS.loadMore}
                </Button>
              )}
            </Stack>
          )}
        </section>
      </Stack>
    </PageContainer>
  );
}
