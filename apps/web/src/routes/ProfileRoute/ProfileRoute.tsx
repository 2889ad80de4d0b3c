import { useOwnNews, useUserDetails } from '@byline/api-client';
import { ProfileView } from '@byline/ui';
import { useErrorToast } from '../../app/useErrorToast';
import { usePageMeta } from '../../app/usePageMeta';
import { useSession } from '../../session/SessionProvider';

/** /profile: the signed-in author's own profile, stats and articles (drafts are never listed). */
export function ProfileRoute() {
  const { session } = useSession();
  const details = useUserDetails(session?.userId);
  const ownNews = useOwnNews();
  usePageMeta(details.data?.full_name ?? 'My profile', 'Your Byline profile and articles.');
  const error = details.error ?? ownNews.error;
  useErrorToast(error);

  return (
    <ProfileView
      isOwner
      profile={details.data}
      articles={ownNews.data}
      loading={details.isLoading || ownNews.isLoading}
      error={error?.message}
      onRetry={() => {
        void details.mutate();
        void ownNews.mutate();
      }}
    />
  );
}
