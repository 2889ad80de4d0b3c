import { idSchema, useAuthorProfile } from '@byline/api-client';
import { PAGE_META, ProfileView } from '@byline/ui';
import { Navigate, useParams } from 'react-router';
import { usePageMeta } from '../../pageMeta/usePageMeta';
import { useSession } from '../../session/SessionProvider';
import { NotFoundRoute } from '../NotFoundRoute/NotFoundRoute';

/** /profile/:userId: an author's public profile; visitors see Follow and Reward with Coin. */
export function AuthorProfileRoute() {
  const { userId: param } = useParams();
  const parsedId = idSchema.safeParse(param);
  const userId = parsedId.success ? parsedId.data : null;
  const { session } = useSession();
  const author = useAuthorProfile(userId);
  usePageMeta(
    author.data?.profile.full_name ?? PAGE_META.authorTitle,
    author.data
      ? PAGE_META.authorDescription(author.data.profile.full_name)
      : PAGE_META.unknownAuthorDescription,
  );

  if (userId === null || author.error?.status === 404) return <NotFoundRoute />;
  // Your own public page is your profile.
  if (session && session.userId === userId) return <Navigate to="/profile" replace />;

  return (
    <ProfileView
      profile={author.data?.profile}
      articles={author.data?.articles}
      loading={author.isLoading}
      error={author.error?.message}
      onRetry={() => void author.mutate()}
    />
  );
}
