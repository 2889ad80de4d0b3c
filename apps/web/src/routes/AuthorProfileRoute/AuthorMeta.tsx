import type { AuthorProfile } from '@byline/api-client';
import { PAGE_META, ROUTES, useMediaUrl } from '@byline/ui';
import { feedLinks } from '../../pageMeta/feedLinks';
import { PageMeta } from '../../pageMeta/PageMeta';
import { absoluteUrl, usePublicOrigin } from '../../pageMeta/publicOrigin';
import { StructuredData } from '../../pageMeta/StructuredData';
import { authorStructuredData, siteLinks } from '../../pageMeta/structuredData';

export interface AuthorMetaProps {
  userId: number;
  /** The author's profile and articles, once loaded. */
  author: AuthorProfile | undefined;
}

/**
 * An author page's head tags (the share picture is the author's avatar) and its ProfilePage
 * about the Person whom the articles name as author.
 */
export function AuthorMeta({ userId, author }: AuthorMetaProps) {
  const origin = usePublicOrigin();
  const mediaUrl = useMediaUrl();
  const profile = author?.profile;
  const avatarPath = profile ? mediaUrl(profile.user_profile) : null;
  const avatar = avatarPath ? absoluteUrl(origin, avatarPath) : null;
  const page = absoluteUrl(origin, ROUTES.authorProfile(userId));
  return (
    <>
      <PageMeta
        title={profile?.full_name ?? PAGE_META.authorTitle}
        description={
          profile
            ? PAGE_META.authorDescription(profile.full_name)
            : PAGE_META.unknownAuthorDescription
        }
        author={profile?.full_name}
        creatorXHandle={profile?.x_handle}
        // The server has a feed for an author with published articles.
        feeds={
          author?.articles.length
            ? [feedLinks.author(userId, author.profile.full_name), feedLinks.site]
            : [feedLinks.site]
        }
        image={
          profile && avatar ? { url: avatar, alt: profile.full_name, large: false } : undefined
        }
      />
      <StructuredData
        data={
          import.meta.env.SSR && profile
            ? authorStructuredData(siteLinks(origin), { page, avatar }, profile)
            : null
        }
      />
    </>
  );
}
