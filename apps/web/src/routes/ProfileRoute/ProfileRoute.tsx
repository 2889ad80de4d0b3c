import { useOwnNews, useUserDetails } from '@byline/api-client';
import { PAGE_PATHS, roleAllows } from '@byline/api-client/contract';
import {
  AppLink,
  MEMBERS_TEXTS,
  MODERATION_TEXTS,
  PAGE_META,
  PageContainer,
  ProfileView,
  REVIEW_TEXTS,
  SETTINGS_TEXTS,
} from '@byline/ui';
import { Anchor, Group } from '@mantine/core';
import { PageMeta } from '../../pageMeta/PageMeta';
import { usePublicHost } from '../../pageMeta/publicOrigin';
import { useSession } from '../../session/SessionProvider';
import { useErrorToast } from '../../toasts/useErrorToast';
import { FediverseFollowersPanel } from '../profileCommunity/FediverseFollowersPanel';
import { useProfileLists } from '../profileCommunity/useProfileLists';

/**
 * /profile: the signed-in author's own profile, stats and articles (drafts are never listed),
 * with their followers, whom they follow and their wallet's history as tabs (docs/product.md#profile-page).
 */
export function ProfileRoute() {
  const fediverseHost = usePublicHost();
  const { session } = useSession();
  const userId = session?.userId ?? null;
  const details = useUserDetails(userId);
  const ownNews = useOwnNews();
  const lists = useProfileLists(userId, true);
  const error = details.error ?? ownNews.error;
  useErrorToast(error);

  return (
    <>
      <PageMeta
        noindex
        title={details.data?.full_name ?? PAGE_META.profileTitle}
        description={PAGE_META.profileDescription}
      />
      <PageContainer>
        {details.data && roleAllows(details.data.role, 'moderate') && (
          <Group gap="md" mb="md">
            {roleAllows(details.data.role, 'manageMembers') && (
              <Anchor component={AppLink} href={PAGE_PATHS.members}>
                {MEMBERS_TEXTS.link}
              </Anchor>
            )}
            {roleAllows(details.data.role, 'review') && (
              <Anchor component={AppLink} href={PAGE_PATHS.review}>
                {REVIEW_TEXTS.link}
              </Anchor>
            )}
            <Anchor component={AppLink} href={PAGE_PATHS.moderation}>
              {MODERATION_TEXTS.queueLink}
            </Anchor>
            {roleAllows(details.data.role, 'manageSettings') && (
              <Anchor component={AppLink} href={PAGE_PATHS.siteSettings}>
                {SETTINGS_TEXTS.link}
              </Anchor>
            )}
            {roleAllows(details.data.role, 'readModerationLog') && (
              <Anchor component={AppLink} href={PAGE_PATHS.moderationLog}>
                {MODERATION_TEXTS.logLink}
              </Anchor>
            )}
          </Group>
        )}
        <ProfileView
          fediverseHost={fediverseHost}
          isOwner
          profile={details.data}
          articles={ownNews.data}
          loading={details.isLoading || ownNews.isLoading}
          error={error?.message}
          onRetry={() => {
            void details.mutate();
            void ownNews.mutate();
          }}
          {...lists}
          fediverseFollowers={
            details.data?.fediverse_handle ? (
              <FediverseFollowersPanel enabled={lists.tab === 'followers'} />
            ) : undefined
          }
        />
      </PageContainer>
    </>
  );
}
