import type { NewsItem, PublicProfile, UserProfile } from '@byline/api-client/contract';
import {
  Anchor,
  Avatar,
  Button,
  Center,
  Chip,
  Group,
  Paper,
  Skeleton,
  Stack,
  Tabs,
  Text,
  Title,
} from '@mantine/core';
import { useUncontrolled } from '@mantine/hooks';
import { IconPlus } from '@tabler/icons-react';
import { type ReactNode, useMemo, useState } from 'react';
import { defaultAvatarUrl } from '../../assets';
import { NewsCard, NewsCardSkeleton } from '../../cards';
import { FollowList, type FollowListProps } from '../../community/FollowList/FollowList';
import {
  WalletHistory,
  type WalletHistoryProps,
} from '../../community/WalletHistory/WalletHistory';
import {
  FOLLOW_LIST_TEXTS,
  PAGING,
  PROFILE_CARD,
  PROFILE_TEXTS,
  SCREEN_TEXTS,
  STATS_TEXTS,
} from '../../constants';
import { ErrorNotice } from '../../feedback';
import { ColumnGrid } from '../../layout/ColumnGrid/ColumnGrid';
import { AppLink, useUrls } from '../../link';
import { useFormatters, useMessages } from '../../locale';
import { useMediaUrl } from '../../media';
import { FediverseFollowBox } from '../FediverseFollowBox/FediverseFollowBox';

export interface ProfileViewProps {
  /** The author. With `user_email` (own profile) the email shows; otherwise the word Journalist. */
  profile?: UserProfile | PublicProfile;
  /** The author's items; only published ones are listed (not drafts, not scheduled ones). */
  articles?: readonly NewsItem[];
  /** The signed-in author's own profile: Edit Profile, Buy Coins and Create an Article. */
  isOwner?: boolean;
  /** Shows a skeleton of the page instead. */
  loading?: boolean;
  /** When set, shows this message instead (with Retry when `onRetry` is given). */
  error?: string | null;
  onRetry?: () => void;
  /** A visitor's follow control, composed by the host; never shown to the owner. */
  followAction?: ReactNode;
  /** Given, visitors see Reward with Coin, which calls it (the host opens the RewardDialog). */
  onReward?: () => void;
  /** The Followers tab (with `following` or `wallet`, the page shows tabs). */
  followers?: ProfileFollowListProps;
  /** The Following tab's list. */
  following?: ProfileFollowListProps;
  /** The owner's Wallet tab (balance and history); never shown to a visitor. */
  wallet?: WalletHistoryProps;
  /** The open tab (controlled); the host can load a list when its tab opens. */
  tab?: ProfileTab;
  /** The tab open at first when uncontrolled; Articles by default. */
  defaultTab?: ProfileTab;
  onTabChange?: (tab: ProfileTab) => void;
  /**
   * The site's host (`news.example`): with it, an author with a fediverse handle shows it
   * (`@handle@host`) in a "Follow from the fediverse" box.
   */
  fediverseHost?: string;
  /** Below the owner's followers: their followers on the fediverse (the host composes it). */
  fediverseFollowers?: ReactNode;
}

/** The profile page's tabs. */
export type ProfileTab = 'articles' | 'followers' | 'following' | 'wallet';

export type ProfileFollowListProps = Omit<FollowListProps, 'kind'>;

const PROFILE_TABS: readonly ProfileTab[] = ['articles', 'followers', 'following', 'wallet'];
const isProfileTab = (value: string | null): value is ProfileTab =>
  PROFILE_TABS.includes(value as ProfileTab);

const ALL = '__all__';
/** The lists' tabs read as one column, not across a wide screen. */
const LIST_WIDTH = 720;

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
 * The profile page (docs/product.md#profile-page): avatar, name, email or Journalist, four
 * stats (articles, followers, following, wallet), bio, the owner's actions or the visitor's
 * (the host's follow control and Reward with Coin), and the author's articles 4 at a time with
 * LOAD MORE and category chips; with followers, following or wallet given, those are tabs
 * beside the articles.
 */
export function ProfileView({
  profile,
  articles = [],
  isOwner = false,
  loading,
  error,
  onRetry,
  followAction,
  onReward,
  followers,
  following,
  wallet,
  tab,
  defaultTab = 'articles',
  onTabChange,
  fediverseHost,
  fediverseFollowers,
}: ProfileViewProps) {
  const followListTexts = useMessages(FOLLOW_LIST_TEXTS);
  const profileTexts = useMessages(PROFILE_TEXTS);
  const screenTexts = useMessages(SCREEN_TEXTS);
  const urls = useUrls();
  const statsTexts = useMessages(STATS_TEXTS);
  const mediaUrl = useMediaUrl();
  const [category, setCategory] = useState<string>(ALL);
  const [visibleCount, setVisibleCount] = useState<number>(PAGING.profileInitial);
  const [currentTab, setCurrentTab] = useUncontrolled<ProfileTab>({
    value: tab,
    defaultValue: defaultTab,
    finalValue: 'articles',
    onChange: onTabChange,
  });

  const listed = useMemo(
    () => articles.filter((article) => article.status === 'published'),
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
        title={profileTexts.loadError}
        message={error || profileTexts.loadError}
        onRetry={onRetry}
      />
    );
  }

  const email = 'user_email' in profile && profile.user_email ? profile.user_email : null;
  const chooseCategory = (value: string) => {
    setCategory(value);
    // Choosing a chip starts the list again at 4.
    setVisibleCount(PAGING.profileInitial);
  };
  const showWallet = isOwner && wallet !== undefined;
  const tabbed = followers !== undefined || following !== undefined || showWallet;
  const available: Record<ProfileTab, boolean> = {
    articles: true,
    followers: followers !== undefined,
    following: following !== undefined,
    wallet: showWallet,
  };
  // A tab the page does not offer (the wallet to a visitor) falls back to the articles.
  const activeTab = available[currentTab] ? currentTab : 'articles';

  const articlesSection = (
    <Stack gap="md" component="section" aria-labelledby="profile-articles-heading">
      <Group justify="space-between" align="center">
        <Title order={2} fz="h3" id="profile-articles-heading">
          {screenTexts.profileArticlesHeading(profile.full_name)}
        </Title>
        {isOwner && (
          <Anchor component={AppLink} href={urls.newArticle} fw={600}>
            <Group gap={4} component="span" wrap="nowrap">
              <IconPlus size={16} aria-hidden="true" />
              {profileTexts.createArticle}
            </Group>
          </Anchor>
        )}
      </Group>

      {categories.length > 0 && (
        <Chip.Group multiple={false} value={category} onChange={chooseCategory}>
          <Group gap="xs" role="group" aria-label={profileTexts.categoryFilter}>
            <Chip value={ALL} variant="outline">
              {profileTexts.allChip}
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
        <Text c="dimmed">{profileTexts.noArticles}</Text>
      ) : (
        <ColumnGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg" data-testid="profile-articles">
          {filtered.slice(0, visibleCount).map((article) => (
            <NewsCard
              key={article.id}
              item={article}
              titleMax={PROFILE_CARD.title}
              textMax={PROFILE_CARD.text}
            />
          ))}
        </ColumnGrid>
      )}

      {visibleCount < filtered.length && (
        <Center>
          <Button
            variant="outline"
            onClick={() => setVisibleCount((count) => count + PAGING.profileStep)}
          >
            {screenTexts.loadMore}
          </Button>
        </Center>
      )}
    </Stack>
  );

  const sections = tabbed ? (
    <Tabs
      value={activeTab}
      onChange={(value) => {
        if (isProfileTab(value)) setCurrentTab(value);
      }}
      keepMounted={false}
    >
      <Tabs.List mb="lg">
        <Tabs.Tab value="articles">{profileTexts.statArticles}</Tabs.Tab>
        {followers && <Tabs.Tab value="followers">{profileTexts.statFollowers}</Tabs.Tab>}
        {following && <Tabs.Tab value="following">{followListTexts.followingLabel}</Tabs.Tab>}
        {showWallet && <Tabs.Tab value="wallet">{profileTexts.statWallet}</Tabs.Tab>}
      </Tabs.List>
      <Tabs.Panel value="articles">{articlesSection}</Tabs.Panel>
      {followers && (
        <Tabs.Panel value="followers" maw={LIST_WIDTH}>
          <Stack gap="xl">
            <FollowList kind="followers" {...followers} />
            {isOwner && fediverseFollowers}
          </Stack>
        </Tabs.Panel>
      )}
      {following && (
        <Tabs.Panel value="following" maw={LIST_WIDTH}>
          <FollowList kind="following" {...following} />
        </Tabs.Panel>
      )}
      {showWallet && (
        <Tabs.Panel value="wallet" maw={LIST_WIDTH}>
          <WalletHistory {...wallet} />
        </Tabs.Panel>
      )}
    </Tabs>
  ) : (
    articlesSection
  );

  return (
    <Stack gap="xl">
      <Paper
        withBorder
        radius="md"
        p={{ base: 'md', sm: 'xl' }}
        component="section"
        aria-label={profileTexts.authorRegion}
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
          <Text c="dimmed">{email ?? screenTexts.journalist}</Text>
          <ColumnGrid
            cols={{ base: 2, xs: 4 }}
            spacing="md"
            w="100%"
            maw={560}
            component="dl"
            m={0}
          >
            <Stat label={profileTexts.statArticles} value={profile.articles_count} />
            <Stat label={profileTexts.statFollowers} value={profile.followers_count} />
            <Stat label={followListTexts.followingLabel} value={profile.following_count} />
            <Stat label={profileTexts.statWallet} value={profile.my_wallet} />
          </ColumnGrid>
          {profile.author_bio && (
            <Text maw={640} style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
              {profile.author_bio}
            </Text>
          )}
          {profile.x_handle && (
            // rel="me": the author's own account, so services that check identities can link them.
            <Anchor
              href={`https://x.com/${profile.x_handle}`}
              rel="me noopener noreferrer"
              target="_blank"
            >
              {profileTexts.xHandleLink(profile.x_handle)}
            </Anchor>
          )}
          {profile.fediverse_handle && fediverseHost && (
            <FediverseFollowBox handle={profile.fediverse_handle} host={fediverseHost} />
          )}
          <Group justify="center" gap="sm">
            {isOwner ? (
              <>
                <Button component={AppLink} href={urls.editProfile}>
                  {profileTexts.editProfile}
                </Button>
                <Button component={AppLink} href={urls.buyCoins} variant="outline">
                  {profileTexts.buyCoins}
                </Button>
                <Button component={AppLink} href={urls.stats} variant="outline">
                  {statsTexts.link}
                </Button>
              </>
            ) : (
              <>
                {followAction}
                {onReward && (
                  <Button onClick={onReward} variant="outline">
                    {profileTexts.rewardWithCoin}
                  </Button>
                )}
              </>
            )}
          </Group>
        </Stack>
      </Paper>

      {sections}
    </Stack>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  const format = useFormatters();
  return (
    <Stack gap={0} align="center">
      <Text component="dt" size="sm" c="dimmed" style={{ order: 2 }}>
        {label}
      </Text>
      <Text component="dd" fw={700} fz="xl" m={0} style={{ order: 1 }}>
        {format.number(value)}
      </Text>
    </Stack>
  );
}

/** The page's shape while the profile loads, so nothing jumps when it arrives. */
function ProfileSkeleton() {
  const profileTexts = useMessages(PROFILE_TEXTS);
  return (
    <Stack gap="xl" aria-busy="true" aria-label={profileTexts.loading} role="status">
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
      <ColumnGrid cols={{ base: 1, sm: 2, lg: 4 }} spacing="lg">
        {Array.from({ length: PAGING.profileInitial }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
          <NewsCardSkeleton key={index} withText />
        ))}
      </ColumnGrid>
    </Stack>
  );
}
