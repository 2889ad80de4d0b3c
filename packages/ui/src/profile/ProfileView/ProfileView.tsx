import type { NewsItem, PublicProfile, UserProfile } from '@byline/api-client/contract';
import {
  Anchor,
  Avatar,
  Button,
  Center,
  Chip,
  Group,
  Paper,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import { defaultAvatarUrl } from '../../assets';
import { NewsCard, NewsCardSkeleton } from '../../cards';
import { PAGING, PROFILE_CARD, PROFILE_TEXTS, ROUTES, SCREEN_TEXTS } from '../../constants';
import { ErrorNotice } from '../../feedback';
import { AppLink } from '../../link';
import { useMediaUrl } from '../../media';

export interface ProfileViewProps {
  /** The author. With `user_email` (own profile) the email shows; otherwise the word Journalist. */
  profile?: UserProfile | PublicProfile;
  /** The author's items; drafts among them are never listed. */
  articles?: readonly NewsItem[];
  /** The signed-in author's own profile: Edit Profile, Buy Coins and Create an Article. */
  isOwner?: boolean;
  /** Shows a skeleton of the page instead. */
  loading?: boolean;
  /** When set, shows this message instead (with Retry when `onRetry` is given). */
  error?: string | null;
  onRetry?: () => void;
  /** Placeholders for visitors (spec: behaviour not shown). */
  onFollow?: () => void;
  onRewardCoin?: () => void;
}

const ALL = '__all__';

/** Categories of the listed articles, once each (case-insensitively), alphabetically. */
function categoriesOf(articles: readonly NewsItem[]): string[] {
  const byKey = new Map<string, string>();
  for (const article of articles) {
    const key = article.category_name.trim().toLowerCase();
    if (key && !byKey.has(key)) byKey.set(key, article.category_name.trim());
  }
  return [...byKey.values()].sort((a, b) => a.localeCompare(b));
}

/**
 * The profile page (spec sections 2 and 4): avatar, name, email or Journalist, three stats,
 * bio, category chips, the author's articles 4 at a time with LOAD MORE, and the owner's or
 * the visitor's actions.
 */
export function ProfileView({
  profile,
  articles = [],
  isOwner = false,
  loading,
  error,
  onRetry,
  onFollow,
  onRewardCoin,
}: ProfileViewProps) {
  const mediaUrl = useMediaUrl();
  const [category, setCategory] = useState<string>(ALL);
  const [visibleCount, setVisibleCount] = useState<number>(PAGING.profileInitial);

  const listed = useMemo(
    () => articles.filter((article) => article.status !== 'draft'),
    [articles],
  );
  const categories = useMemo(() => categoriesOf(listed), [listed]);
  const filtered = useMemo(
    () =>
      category === ALL
        ? listed
        : listed.filter(
            (article) => article.category_name.trim().toLowerCase() === category.toLowerCase(),
          ),
    [listed, category],
  );

  if (loading) return <ProfileSkeleton />;

  if (error || !profile) {
    return (
      <ErrorNotice
        title={PROFILE_TEXTS.loadError}
        message={error || PROFILE_TEXTS.loadError}
        onRetry={onRetry}
      />
    );
  }

  const email = 'user_email' in profile && profile.user_email ? profile.user_email : null;
  const chooseCategory = (value: string) => {
    setCategory(value);
    // Spec section 4: choosing a chip starts the list again at 4.
    setVisibleCount(PAGING.profileInitial);
  };

  return (
    <Stack gap="xl">
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
        component="section"
        aria-label={PROFILE_TEXTS.authorRegion}
      >
        <Stack align="center" gap="sm" ta="center">
          <Avatar
            src={mediaUrl(profile.user_profile) ?? defaultAvatarUrl}
            alt={profile.full_name}
            size={120}
            radius={120}
          />
          <Title order={1} fz="h2">
            {profile.full_name}
          </Title>
          <Text c="dimmed">{email ?? SCREEN_TEXTS.journalist}</Text>
          <SimpleGrid cols={3} spacing="md" w="100%" maw={480} component="dl" m={0}>
            <Stat label={PROFILE_TEXTS.statArticles} value={profile.articles_count} />
            <Stat label={PROFILE_TEXTS.statFollowers} value={profile.followers_count} />
            <Stat label={PROFILE_TEXTS.statWallet} value={profile.my_wallet} />
          </SimpleGrid>
          {profile.author_bio && (
            <Text maw={640} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {profile.author_bio}
            </Text>
          )}
          <Group justify="center" gap="sm">
            {isOwner ? (
              <>
                <Button component={AppLink} href={ROUTES.editProfile}>
                  {PROFILE_TEXTS.editProfile}
                </Button>
                <Button component={AppLink} href={ROUTES.buyCoins} variant="outline">
                  {PROFILE_TEXTS.buyCoins}
                </Button>
              </>
            ) : (
              <>
                <Button onClick={onFollow}>{PROFILE_TEXTS.follow}</Button>
                <Button onClick={onRewardCoin} variant="outline">
                  {PROFILE_TEXTS.rewardWithCoin}
                </Button>
              </>
            )}
          </Group>
        </Stack>
      </Paper>

      <Stack gap="md" component="section" aria-labelledby="profile-articles-heading">
        <Group justify="space-between" align="center">
          <Title order={2} fz="h3" id="profile-articles-heading">
            {SCREEN_TEXTS.profileArticlesHeading(profile.full_name)}
          </Title>
          {isOwner && (
            <Anchor component={AppLink} href={ROUTES.newArticle} fw={600}>
              <Group gap={4} component="span" wrap="nowrap">
                <IconPlus size={16} aria-hidden="true" />
                {PROFILE_TEXTS.createArticle}
              </Group>
            </Anchor>
          )}
        </Group>

        {categories.length > 0 && (
          <Chip.Group multiple={false} value={category} onChange={chooseCategory}>
            <Group gap="xs" role="group" aria-label={PROFILE_TEXTS.categoryFilter}>
              <Chip value={ALL} variant="outline">
                {PROFILE_TEXTS.allChip}
              </Chip>
              {categories.map((name) => (
                <Chip key={name} value={name} variant="outline">
                  {name}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
        )}

        {filtered.length === 0 ? (
          <Text c="dimmed">{PROFILE_TEXTS.noArticles}</Text>
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" data-testid="profile-articles">
            {filtered.slice(0, visibleCount).map((article) => (
              <NewsCard
                key={article.id}
                item={article}
                titleMax={PROFILE_CARD.title}
                textMax={PROFILE_CARD.text}
              />
            ))}
          </SimpleGrid>
        )}

        {visibleCount < filtered.length && (
          <Center>
            <Button
              variant="outline"
              onClick={() => setVisibleCount((count) => count + PAGING.profileStep)}
            >
              {SCREEN_TEXTS.loadMore}
            </Button>
          </Center>
        )}
      </Stack>
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <Stack gap={0} align="center">
      <Text component="dt" size="sm" c="dimmed" style={{ order: 2 }}>
        {label}
      </Text>
      <Text component="dd" fw={700} fz="xl" m={0} style={{ order: 1 }}>
        {value.toLocaleString('en-US')}
      </Text>
    </Stack>
  );
}

/** The page's shape while the profile loads, so nothing jumps when it arrives. */
function ProfileSkeleton() {
  return (
    <Stack gap="xl" aria-busy="true" aria-label={PROFILE_TEXTS.loading} role="status">
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'xl' }}>
        <Stack align="center" gap="sm">
          <Skeleton circle height={120} />
          <Skeleton height={28} width={220} />
          <Skeleton height={16} width={180} />
          <Skeleton height={48} width="100%" maw={480} />
          <Skeleton height={40} width="100%" maw={640} />
        </Stack>
      </Paper>
      <Skeleton height={28} width={320} />
      <SimpleGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {Array.from({ length: PAGING.profileInitial }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <NewsCardSkeleton key={index} withText />
        ))}
      </SimpleGrid>
    </Stack>
  );
}
