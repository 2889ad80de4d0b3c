import { parseId, useAuthorProfile } from '@byline/api-client';
import { PAGE_META, ProfileView } from '@byline/ui';
import { Navigate, useParams } from 'react-router';
import { feedLinks } from '../../pageMeta/feedLinks';
import { PageMeta } from '../../pageMeta/PageMeta';
import { useSession } from '../../session/SessionProvider';
import { NotFoundRoute } from '../NotFoundRoute/NotFoundRoute';

/** /profile/:userId: an author's public profile; visitors see Follow and Reward with Coin. */
export function AuthorProfileRoute() {
  const { userId: param } = useParams();
  const userId = parseId(param);
  const { session } = useSession();
  const author = useAuthorProfile(userId);

  if (userId === null || author.error?.status === 404) return <NotFoundRoute />;
  // Your own public page is your profile.
  if (session && session.userId === userId) return <Navigate to="/profile" replace />;

  return (
    <>
      <PageMeta
        title={author.data?.profile.full_name ?? PAGE_META.authorTitle}
        description={
          author.data
            ? PAGE_META.authorDescription(author.data.profile.full_name)
            : PAGE_META.unknownAuthorDescription
        }
        // The server has a feed for an author with published articles.
        feed={
          author.data?.articles.length
            ? feedLinks.author(userId, author.data.profile.full_name)
            : undefined
        }
      />
      <ProfileView
        profile={author.data?.profile}
        articles={author.data?.articles}
        loading={author.isLoading}
        error={author.error?.message}
        onRetry={() => void author.mutate()}
      />
    </>
  );
}
