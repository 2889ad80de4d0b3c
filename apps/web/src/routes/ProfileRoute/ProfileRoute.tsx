import { useOwnNews, useUserDetails } from '@byline/api-client';
import { PAGE_META, ProfileView } from '@byline/ui';
import { PageMeta } from '../../pageMeta/PageMeta';
import { useSession } from '../../session/SessionProvider';
import { useErrorToast } from '../../toasts/useErrorToast';

/** /profile: the signed-in author's own profile, stats and articles (drafts are never listed). */
export function ProfileRoute() {
  const { session } = useSession();
  const details = useUserDetails(session?.userId);
  const ownNews = useOwnNews();
  const error = details.error ?? ownNews.error;
  useErrorToast(error);

  return (
    <>
      <PageMeta
        title={details.data?.full_name ?? PAGE_META.profileTitle}
        description={PAGE_META.profileDescription}
      />
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
    </>
  );
}
