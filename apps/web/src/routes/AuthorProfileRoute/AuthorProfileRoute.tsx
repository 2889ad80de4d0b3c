import {
  MODERATION_MESSAGES,
  SUCCESS_MESSAGES,
  useAuthorProfile,
  useBlockAccount,
  useBlockedAccounts,
  useReport,
  useRewardAuthor,
  useUserDetails,
} from '@byline/api-client';
import {
  AppLink,
  FOLLOW_TEXTS,
  FollowButton,
  LazyRewardDialog,
  PageContainer,
  ProfileModeration,
  ProfileView,
} from '@byline/ui';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useRouteReads } from '../../app/routeReads';
import { useFollowToggle } from '../../follow/useFollowToggle';
import { loginPathFor } from '../../guards/sessionGuards';
import { usePublicHost } from '../../pageMeta/publicOrigin';
import { useSession } from '../../session/SessionProvider';
import { toastFailure, toastSuccess } from '../../toasts/toast';
import { NotFoundRoute } from '../NotFoundRoute/NotFoundRoute';
import { useProfileLists } from '../profileCommunity/useProfileLists';
import { AuthorMeta } from './AuthorMeta';
import { authorProfileReads } from './reads';

/**
 * /profile/:userId: an author's public profile; visitors Follow them and Reward with Coin
 * (docs/product.md#profile-page), and see whom they follow and who follows them.
 */
export function AuthorProfileRoute() {
  const fediverseHost = usePublicHost();
  const userId = useRouteReads(authorProfileReads)?.author.userId ?? null;
  const { session, signedIn } = useSession();
  const location = useLocation();
  const author = useAuthorProfile(userId);
  const lists = useProfileLists(userId, false);
  const follow = useFollowToggle(userId);
  const reward = useRewardAuthor();
  const wallet = useUserDetails(session?.userId);
  const [rewardOpen, setRewardOpen] = useState(false);
  // Blocks and reports (docs/adr/0037).
  const blocks = useBlockedAccounts(signedIn);
  const blockAccount = useBlockAccount();
  const report = useReport();

  // An unknown author, or a deleted account (410): the not-found page.
  if (userId === null || author.error?.status === 404 || author.error?.status === 410) {
    return <NotFoundRoute />;
  }
  // Your own public page is your profile.
  if (session && session.userId === userId) return <Navigate to="/profile" replace />;

  const name = author.data?.profile.full_name ?? '';
  const signInHref = loginPathFor(location);

  return (
    <>
      <AuthorMeta userId={userId} author={author.data} />
      <PageContainer>
        <ProfileModeration
          name={name}
          suspended={author.data?.profile.suspended === true}
          blocked={blocks.data?.user_ids.includes(userId) ?? false}
          signedIn={signedIn}
          onBlockChange={(blocked) =>
            blockAccount
              .trigger({ user_id: userId, blocked })
              .then((state) =>
                toastSuccess(
                  state.blocked ? MODERATION_MESSAGES.blocked : MODERATION_MESSAGES.unblocked,
                ),
              )
              .catch((error) => toastFailure(error))
          }
          onReport={async (sent) => {
            const answer = await report.trigger({
              target_type: 'profile',
              target_id: userId,
              ...sent,
            });
            toastSuccess(
              answer.updated ? MODERATION_MESSAGES.reportUpdated : MODERATION_MESSAGES.reported,
            );
          }}
        />
        <ProfileView
          fediverseHost={fediverseHost}
          profile={author.data?.profile}
          articles={author.data?.articles}
          loading={author.isLoading}
          error={author.error?.message}
          onRetry={() => void author.mutate()}
          followAction={
            signedIn ? (
              <FollowButton
                authorName={name}
                following={follow.following}
                loading={follow.loading}
                onToggle={follow.toggle}
              />
            ) : (
              // Signed out: Follow leads to sign-in and back here. The host's link (RouterLink,
              // through the kit's LinkProvider): a page importing app/ would close a cycle
              // through the router, which imports the pages.
              <Button component={AppLink} href={signInHref}>
                {FOLLOW_TEXTS.follow}
              </Button>
            )
          }
          onReward={() => setRewardOpen(true)}
          {...lists}
        />
      </PageContainer>
      <LazyRewardDialog
        opened={rewardOpen}
        onClose={() => setRewardOpen(false)}
        authorName={name}
        signedIn={signedIn}
        balance={wallet.data?.my_wallet}
        signInHref={signInHref}
        onSubmit={async (amount) => {
          await reward.trigger({ user_id: userId, amount });
          toastSuccess(SUCCESS_MESSAGES.rewardSent(amount));
        }}
      />
    </>
  );
}
