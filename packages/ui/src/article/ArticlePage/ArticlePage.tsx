import type { Article, ArticleTag, ReactionKind } from '@byline/api-client/contract';
import {
  Anchor,
  Avatar,
  Badge,
  Box,
  Button,
  Divider,
  Group,
  Skeleton,
  Stack,
  Text,
  Title,
  Typography,
  VisuallyHidden,
} from '@mantine/core';
import { IconCoin } from '@tabler/icons-react';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { defaultAvatarUrl } from '../../assets';
import type { NewsCardStory } from '../../cards/NewsCard/NewsCard';
import { FediverseCounts } from '../../community/FediverseCounts/FediverseCounts';
import { FollowButton, type FollowButtonProps } from '../../community/FollowButton/FollowButton';
import { LazyRewardDialog } from '../../community/RewardDialog/LazyRewardDialog';
import { ARTICLE_STATE_TEXTS, READER_TEXTS, READING_TEXTS } from '../../constants';
import { ErrorNotice } from '../../feedback/ErrorNotice/ErrorNotice';
import { NotFoundPage } from '../../feedback/NotFoundPage/NotFoundPage';
import { capitalise } from '../../format';
import { HomeSection, type SectionData } from '../../home/HomeSection/HomeSection';
import { NewsGrid, NewsGridSkeleton } from '../../home/NewsGrid/NewsGrid';
import { itemRange } from '../../home/ranges';
import { PAGE_WIDTHS, PageContainer } from '../../layout/PageContainer/PageContainer';
import { AppLink, useUrls } from '../../link';
import { RelativeTime, useMessages } from '../../locale';
import { MediaImage, useMediaUrl } from '../../media';
import type { ArticleCommentsProps } from '../ArticleComments/ArticleComments';
import { ArticleVideo } from '../ArticleVideo/ArticleVideo';
import type { ShareBarProps } from '../ShareBar/ShareBar';
import { READABLE_TEXT_COLOURS_CLASS } from '../textColours/readableTextColours';
import classes from './ArticlePage.module.css';

/**
 * The comments section's code (list, form, moderation menu: about 4 KB gzipped) loads apart from
 * the page's: it sits below the article, and the server renders it into the page's HTML anyway
 * (the server's render waits for it), so a reader sees it whole before the code arrives.
 */
const ArticleComments = lazy(async () => ({
  default: (await import('../ArticleComments/ArticleComments')).ArticleComments,
}));

/**
 * The tags and the share bar come the same way: server-rendered HTML, their code (a few hundred
 * bytes) loaded after the page's, so a reader's first load stays inside its budget.
 */
const ArticleTags = lazy(async () => ({ default: (await import('./sharing')).ArticleTags }));
const ShareBar = lazy(async () => ({ default: (await import('./sharing')).ShareBar }));

/** The share bar's props; the title is the article's. */
export type ArticlePageShare = Omit<ShareBarProps, 'title'>;

/**
 * The reactions bar (docs/adr/0025) loads apart from the page's code too: the server renders it
 * with the article's counts, and its code arrives after the page has loaded.
 */
const ReactionBar = lazy(async () => ({
  default: (await import('../../community/ReactionBar/ReactionBar')).ReactionBar,
}));

/** The viewer's side of the article's reactions; the counts come with the article. */
export interface ArticlePageReactions {
  /** The kinds the viewer gave; null while unknown (signed out, or still loading). */
  mine: readonly ReactionKind[] | null;
  /** Gives or takes back a kind; rejects with the reason to show. */
  onToggle: (kind: ReactionKind, active: boolean) => Promise<unknown>;
}

/** The comments section's props; the viewer, the article's author and sign-in come from the page. */
export type ArticlePageComments = Omit<
  ArticleCommentsProps,
  'viewerId' | 'articleAuthorId' | 'signInHref'
>;

/** The Follow button's state beside the author; the author's name comes from the article. */
export type ArticlePageFollow = Omit<FollowButtonProps, 'authorName' | 'size'>;

export interface ArticlePageProps {
  /** The article with its body HTML, already sanitised by the server. */
  article?: Article;
  loading?: boolean;
  error?: string | null;
  onRetry?: () => void;
  /** Recommended Articles (the spec's are sample data; any news list fits). */
  recommended?: SectionData<NewsCardStory>;
  /** The signed-in reader's user id; null when signed out. */
  viewerId?: number | null;
  /** Where Sign in leads from the comments and the reward dialog (the login page by default). */
  signInHref?: string;
  /** The comments section; without it the page has none. */
  comments?: ArticlePageComments;
  /** Sends a reward to the author; without it there is no Reward Author button. */
  onReward?: (amount: number) => Promise<unknown>;
  /** The viewer's coins, when known: the reward dialog shows them and rewards no more. */
  walletBalance?: number | null;
  /** Follow / Following beside the author; without it, or when the viewer is the author, none. */
  follow?: ArticlePageFollow;
  /** The article's keywords as links to their tag pages (contract `articleTags`). */
  tags?: readonly ArticleTag[];
  /** The share buttons under the article; without it, none. */
  share?: ArticlePageShare;
  /** Reactions under the article's body; without it (a draft) the page has none. */
  reactions?: ArticlePageReactions;
  /**
   * When the text readers see last changed after publication ("Updated …" beside the date);
   * null or absent when it has not (the host decides, by the contract's rule).
   */
  updatedAt?: string | null;
  /**
   * The author's own actions (an `ArticleAuthorActions`), shown in place of Follow and Reward
   * when the viewer is the author: the host loads them apart, for the author only.
   */
  authorActions?: ReactNode;
}

const RECOMMENDED = { count: 3, title: 70, text: 120 } as const;
const RECOMMENDED_COLS = { base: 1, sm: 2, md: 3 };

/**
 * An article (docs/product.md#article-page): header image, title, subtitle, author (linking to their
 * profile) and date with Reward Author, the body and its video link, then Recommended Articles
 * and Comments.
 */
export function ArticlePage({
  article,
  loading = false,
  error,
  onRetry,
  recommended = {},
  viewerId = null,
  signInHref,
  comments,
  onReward,
  walletBalance,
  follow,
  tags = [],
  share,
  reactions,
  updatedAt = null,
  authorActions,
}: ArticlePageProps) {
  const readerTexts = useMessages(READER_TEXTS);
  const readingTexts = useMessages(READING_TEXTS);
  const articleStateTexts = useMessages(ARTICLE_STATE_TEXTS);
  const urls = useUrls();
  const mediaUrl = useMediaUrl();
  const [rewardOpen, setRewardOpen] = useState(false);

  if (loading) return <ArticlePageSkeleton />;
  if (error) {
    return (
      <PageContainer width="reading" py="xl">
        <ErrorNotice message={error} onRetry={onRetry} />
      </PageContainer>
    );
  }
  if (!article) {
    return (
      <NotFoundPage
        title={readerTexts.articleNotFoundTitle}
        message={readerTexts.articleNotFoundText}
      />
    );
  }

  const { author } = article;
  const viewerIsAuthor = viewerId !== null && viewerId === author.user_id;
  const date = article.pub_date ?? article.date;
  const recommendedItems = itemRange(
    recommended.items?.filter((item) => item.id !== article.id),
    0,
    RECOMMENDED.count - 1,
  );

  return (
    <>
      <PageContainer width="reading" py="xl" className={classes.page}>
        <Box component="article">
          <Stack gap="md">
            <figure className={classes.hero}>
              {/* Described by its author; undescribed (or the fallback picture), it is decorative:
                  the headline below says what the story is. */}
              <MediaImage
                className={classes.heroImage}
                path={article.image_url}
                alt={article.image_url ? article.image_alt : ''}
                width={article.image_width}
                sizes={`(max-width: 47.99em) 100vw, ${PAGE_WIDTHS.reading}px`}
                // The page's largest paint: fetched first.
                fetchPriority="high"
              />
            </figure>
            <Badge
              component={AppLink}
              href={urls.category(article.category_name.toLowerCase())}
              variant="light"
              radius="sm"
              style={{ cursor: 'pointer' }}
            >
              {capitalise(article.category_name)}
            </Badge>
            <Title order={1} fz={{ base: 'h2', sm: 'h1' }}>
              {article.title}
            </Title>
            {article.subtitle && (
              <Text size="lg" c="dimmed">
                {article.subtitle}
              </Text>
            )}
            <Group justify="space-between" gap="sm">
              <Group gap="sm" wrap="nowrap">
                <Avatar
                  src={mediaUrl(author.user_profile) ?? defaultAvatarUrl}
                  alt=""
                  radius="xl"
                  size={44}
                />
                <div>
                  <Anchor
                    component={AppLink}
                    href={urls.authorProfile(author.user_id)}
                    fw={700}
                    c="var(--mantine-color-text)"
                  >
                    {author.full_name}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {article.author_designation && `${article.author_designation} · `}
                    <RelativeTime date={date} />
                    {updatedAt && (
                      <>
                        {` · ${articleStateTexts.updated} `}
                        <RelativeTime date={updatedAt} />
                      </>
                    )}
                    {article.reading_minutes > 0 &&
                      ` · ${readingTexts.minutes(article.reading_minutes)}`}
                  </Text>
                </div>
              </Group>
              {viewerIsAuthor && authorActions}
              {!viewerIsAuthor && (follow || onReward) && (
                <Group gap="sm">
                  {follow && <FollowButton {...follow} authorName={author.full_name} size="sm" />}
                  {onReward && (
                    <Button
                      variant="light"
                      size="sm"
                      leftSection={<IconCoin size={18} aria-hidden="true" />}
                      onClick={() => setRewardOpen(true)}
                    >
                      {readerTexts.rewardAuthor}
                    </Button>
                  )}
                </Group>
              )}
            </Group>
            {/* data-article-body: where the text ends, for the host's read count (stats). */}
            <Typography className={classes.body} data-article-body="">
              {/* Sanitised on the server (allow-listed tags, attributes and protocols). */}
              <div
                className={READABLE_TEXT_COLOURS_CLASS}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised article HTML
                dangerouslySetInnerHTML={{ __html: article.content }}
              />
            </Typography>
            <ArticleVideo url={article.video_url} />
            {reactions && (
              <Suspense fallback={null}>
                <ReactionBar
                  counts={article.reactions}
                  mine={reactions.mine}
                  signedIn={viewerId !== null}
                  signInHref={signInHref}
                  onToggle={reactions.onToggle}
                />
              </Suspense>
            )}
            <FediverseCounts counts={article.fediverse} />
            {(tags.length > 0 || share) && (
              <Suspense fallback={null}>
                <ArticleTags tags={tags} />
                {share && <ShareBar {...share} title={article.title} />}
              </Suspense>
            )}
          </Stack>
        </Box>
      </PageContainer>
      {/* Named for reader views (Readability), which leave related stories and comments out of
          the story: the ids say what these are. */}
      <PageContainer py={0} id="related-articles">
        <HomeSection
          title={readerTexts.recommendedArticles}
          loading={recommended.loading}
          error={recommended.error}
          onRetry={recommended.onRetry}
          empty={recommendedItems.length === 0}
          skeleton={<NewsGridSkeleton count={RECOMMENDED.count} cols={RECOMMENDED_COLS} withText />}
        >
          <NewsGrid
            items={recommendedItems}
            cols={RECOMMENDED_COLS}
            titleMax={RECOMMENDED.title}
            textMax={RECOMMENDED.text}
          />
        </HomeSection>
      </PageContainer>
      {comments && (
        <PageContainer width="reading" pt={0} pb="xl" id="comments">
          <Divider mb="xl" />
          <Suspense fallback={null}>
            <ArticleComments
              {...comments}
              viewerId={viewerId}
              articleAuthorId={author.user_id}
              signInHref={signInHref}
            />
          </Suspense>
        </PageContainer>
      )}
      {onReward && (
        <LazyRewardDialog
          opened={rewardOpen}
          onClose={() => setRewardOpen(false)}
          authorName={author.full_name}
          signedIn={viewerId !== null}
          balance={walletBalance}
          onSubmit={(amount) => onReward(amount)}
          signInHref={signInHref}
        />
      )}
    </>
  );
}

/** The article while it loads: the same column, image box and text lines. */
export function ArticlePageSkeleton() {
  const readerTexts = useMessages(READER_TEXTS);
  return (
    <PageContainer width="reading" py="xl" aria-busy="true" className={classes.page}>
      <VisuallyHidden>{readerTexts.loadingArticle}</VisuallyHidden>
      <Stack gap="md" aria-hidden="true">
        <Skeleton className={classes.hero} />
        <Skeleton height={22} width={90} />
        <Skeleton height={40} />
        <Skeleton height={40} width="70%" />
        <Skeleton height={20} width="85%" />
        <Group gap="sm">
          <Skeleton height={44} circle />
          <Stack gap={6} style={{ flex: 1 }}>
            <Skeleton height={16} width={160} />
            <Skeleton height={14} width={220} />
          </Stack>
        </Group>
        {Array.from({ length: 6 }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length placeholder list
          <Skeleton key={index} height={16} width={index % 3 === 2 ? '60%' : '100%'} />
        ))}
      </Stack>
    </PageContainer>
  );
}
