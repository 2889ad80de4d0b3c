import { useOwnNews, useUserDetails } from '@byline/api-client';
import { PAGE_META, ProfileView } from '@byline/ui';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { useSession } from '../../session/SessionProvider';
import { useErrorToast } from '../../toasts/useErrorToast';

/** /profile: the signed-in author's own profile, stats and articles (drafts are never listed). */
export function ProfileRoute() {
  const { session } = useSession();
  const details = useUserDetails(session?.userId);
  const ownNews = useOwnNews();
  usePageMeta(details.data?.full_name ?? PAGE_META.profileTitle, PAGE_META.profileDescription);
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
