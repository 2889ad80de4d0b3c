import { commentWriterName, REWARD_PRESETS } from '@byline/api-client/contract';
import {
  fixtureArticle,
  fixtures,
  MOCK_COMMENTED_ARTICLE_ID,
  MOCK_SECOND_AUTHOR_ID,
} from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import {
  ARTICLE_STATE_TEXTS,
  COMMENT_TEXTS,
  FOLLOW_TEXTS,
  PUBLISHED_EDIT_TEXTS,
  REACTION_TEXTS,
  READER_TEXTS,
  READING_TEXTS,
  REWARD_TEXTS,
  SHARING_TEXTS,
} from '../../constants';
import { ExtraBlock } from '../../home/ExtraBlock/ExtraBlock';
import { PageShell } from '../../layout/PageShell/PageShell';
import { atViewport, viewportParameters, withStoryLinks } from '../../testing/layout.mocks';
import { COLOURED_TEXT_HTML, expectColouredTextReadable } from '../../testing/textColours.mocks';
import { ArticleAuthorActions } from '../ArticleAuthorActions/ArticleAuthorActions';
import { ArticlePage } from './ArticlePage';

/**
 * A published fixture article with an image, two captioned figures, an author and the fixture
 * conversation under it.
 */
const article = (() => {
  const found = fixtureArticle(MOCK_COMMENTED_ARTICLE_ID);
  if (!found?.image_url) throw new Error('The commented fixture article has no image');
  return found;
})();
const comments = fixtures.comments;
const authorName = article.author.full_name;
/** A signed-in reader who is not the article's author. */
const readerId = MOCK_SECOND_AUTHOR_ID;
const followName = (word: string) => `${word}${FOLLOW_TEXTS.author(authorName)}`;

const meta = {
  title: 'Article/ArticlePage',
  component: ArticlePage,
  decorators: [
    withStoryLinks,
    (Story) => (
      <PageShell
        signedIn={false}
        footerYear={2025}
        extra={<ExtraBlock items={fixtures.mostRecent} />}
      >
        <Story />
      </PageShell>
    ),
  ],
  parameters: viewportParameters,
  globals: atViewport('large'),
  args: {
    article,
    recommended: { items: fixtures.mostWatched },
    viewerId: readerId,
    reactions: { mine: ['insightful'], onToggle: fn(async () => {}) },
    comments: {
      comments,
      total: comments.length,
      onPost: fn(async () => {}),
      onEdit: fn(async () => {}),
      onDelete: fn(async () => {}),
      onHide: fn(async () => {}),
    },
    onReward: fn(async () => {}),
    walletBalance: fixtures.secondAuthor.my_wallet,
    follow: { following: false, onToggle: fn(async () => {}) },
  },
} satisfies Meta<typeof ArticlePage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    await expect(main.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(main.getByText(article.subtitle)).toBeVisible();
    await expect(main.getByRole('link', { name: article.author.full_name })).toHaveAttribute(
      'href',
      `/profile/${article.author.user_id}`,
    );
    const body = main.getByRole('heading', { level: 1 }).closest('article') as HTMLElement;
    await expect(body.querySelectorAll('figure figcaption')).toHaveLength(2);
    // The cover, as its author described it.
    await expect(within(body).getByRole('img', { name: article.image_alt })).toBeVisible();
    // The sections below the article load apart from it (lazy): the first story waits for them.
    const recommended = await main.findByRole('region', {
      name: READER_TEXTS.recommendedArticles,
    });
    await expect(within(recommended).getAllByRole('article')).toHaveLength(3);
    const heading = READER_TEXTS.commentsHeading(comments.length);
    const region = await main.findByRole('region', { name: heading });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(comments.length);
    // Headings in order: Recommended Articles comes before Comments.
    const sections = main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(sections.indexOf(READER_TEXTS.recommendedArticles)).toBeLessThan(
      sections.indexOf(heading),
    );
    await expect(
      main.getByRole('button', { name: followName(FOLLOW_TEXTS.follow) }),
    ).toHaveAttribute('aria-pressed', 'false');
    await expect(main.getByRole('button', { name: READER_TEXTS.rewardAuthor })).toBeVisible();
    // The reading time beside the date.
    await expect(article.reading_minutes).toBeGreaterThan(0);
    await expect(body.querySelector('time')?.parentElement).toHaveTextContent(
      READING_TEXTS.minutes(article.reading_minutes),
    );
  },
};

/** Reactions under the body with the article's counts; the reader's own is pressed. */
export const Reactions: Story = {
  name: 'Reactions with counts, own reaction active',
  play: async ({ canvas, args }) => {
    const bar = within(await canvas.findByRole('group', { name: REACTION_TEXTS.article }));
    const named = (kind: 'like' | 'insightful') =>
      REACTION_TEXTS.named(REACTION_TEXTS[kind], article.reactions[kind]);
    await expect(bar.getByRole('button', { name: named('insightful') })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(bar.getByRole('button', { name: named('like') }));
    await expect(args.reactions?.onToggle).toHaveBeenCalledWith('like', true);
  },
};

/** Signed out: the counts show, and a press asks the reader to sign in. */
export const ReactionsSignedOut: Story = {
  name: 'Reactions, signed out',
  args: { viewerId: null, reactions: { mine: null, onToggle: fn(async () => {}) } },
  play: async ({ canvas, args }) => {
    const bar = within(await canvas.findByRole('group', { name: REACTION_TEXTS.article }));
    await userEvent.click(
      bar.getByRole('button', {
        name: REACTION_TEXTS.named(REACTION_TEXTS.like, article.reactions.like),
      }),
    );
    await expect(await canvas.findByText(REACTION_TEXTS.signInPrompt)).toBeVisible();
    await expect(args.reactions?.onToggle).not.toHaveBeenCalled();
  },
};

/** A long read: the minutes come from the article's reading_minutes. */
export const LongRead: Story = {
  args: { article: { ...article, reading_minutes: 12 } },
  play: async ({ canvas }) => {
    const time = canvas.getByRole('main').querySelector('article time');
    await expect(time?.parentElement).toHaveTextContent(READING_TEXTS.minutes(12));
  },
};

/** Reward Author opens the dialog; a sent reward goes to the host, and the dialog closes. */
export const RewardAuthor: Story = {
  name: 'Rewarding the author',
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.rewardAuthor }));
    const page = within(document.body);
    const dialog = within(
      await page.findByRole('dialog', { name: REWARD_TEXTS.title(authorName) }),
    );
    await expect(
      dialog.getByText(REWARD_TEXTS.balance(fixtures.secondAuthor.my_wallet)),
    ).toBeVisible();
    await userEvent.click(
      dialog.getByRole('button', { name: REWARD_TEXTS.preset(REWARD_PRESETS[1]) }),
    );
    await userEvent.click(dialog.getByRole('button', { name: REWARD_TEXTS.send }));
    await expect(args.onReward).toHaveBeenCalledOnce();
    await expect(args.onReward).toHaveBeenCalledWith(REWARD_PRESETS[1]);
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

/** Signed out: Reward Author asks to sign in, and the comments offer a sign-in link. */
export const SignedOut: Story = {
  args: { viewerId: null, walletBalance: null },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('textbox', { name: READER_TEXTS.addComment }),
    ).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: COMMENT_TEXTS.signIn })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.rewardAuthor }));
    const dialog = within(
      await within(document.body).findByRole('dialog', { name: REWARD_TEXTS.title(authorName) }),
    );
    await expect(dialog.getByRole('link', { name: REWARD_TEXTS.signIn })).toBeVisible();
  },
};

/** The article's author reads their own article: no Follow or Reward, Hide on readers' comments. */
export const AuthorViewsOwnArticle: Story = {
  name: 'Author reading their own article',
  args: { viewerId: article.author.user_id },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('button', { name: READER_TEXTS.rewardAuthor }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('button', { name: followName(FOLLOW_TEXTS.follow) }),
    ).not.toBeInTheDocument();
    const reader = comments.find((comment) => comment.author?.user_id !== article.author.user_id);
    if (!reader) throw new Error('No reader comment in the fixtures');
    await expect(
      canvas.getByRole('button', {
        name: `${COMMENT_TEXTS.hide}${COMMENT_TEXTS.commentBy(commentWriterName(reader))}`,
      }),
    ).toBeVisible();
  },
};

/**
 * The author on their own published article: Edit, Unpublish and Delete in place of Follow and
 * Reward (docs/adr/0024); Delete asks first in a dialog.
 */
const onDeleteOwn = fn(async () => {});
export const AuthorActions: Story = {
  name: 'Author: Edit, Unpublish, Delete',
  args: {
    viewerId: article.author.user_id,
    authorActions: (
      <ArticleAuthorActions
        editHref={`/new-article?draft=${article.id}`}
        onUnpublish={fn(async () => {})}
        onDelete={onDeleteOwn}
      />
    ),
  },
  play: async ({ canvas }) => {
    const edit = await canvas.findByRole('link', { name: PUBLISHED_EDIT_TEXTS.edit });
    await expect(edit).toHaveAttribute('href', `/new-article?draft=${article.id}`);
    await userEvent.click(canvas.getByRole('button', { name: PUBLISHED_EDIT_TEXTS.delete }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: PUBLISHED_EDIT_TEXTS.deleteTitle,
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: PUBLISHED_EDIT_TEXTS.deleteConfirm }),
    );
    await expect(onDeleteOwn).toHaveBeenCalledOnce();
  },
};

/** A reader does not get the author's actions, even when the host passes them. */
export const AuthorActionsHiddenFromReaders: Story = {
  args: {
    authorActions: (
      <ArticleAuthorActions editHref="/new-article" onUnpublish={fn()} onDelete={fn()} />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: PUBLISHED_EDIT_TEXTS.edit })).toBeNull();
  },
};

/** Changed after it was published: "Updated …" beside the publication time. */
export const Updated: Story = {
  name: 'Updated after publishing',
  args: { updatedAt: new Date(Date.now() - 2 * 3_600_000).toISOString() },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(new RegExp(`· ${ARTICLE_STATE_TEXTS.updated} `)),
    ).toBeVisible();
  },
};

/** Following the author: the button says so, and a click asks the host to unfollow. */
export const FollowingTheAuthor: Story = {
  name: 'Following the author',
  args: { follow: { following: true, onToggle: fn(async () => {}) } },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: followName(FOLLOW_TEXTS.following) });
    await expect(button).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(button);
    await expect(args.follow?.onToggle).toHaveBeenCalledOnce();
  },
};

export const CommentSent: Story = {
  name: 'Comment sent',
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: READER_TEXTS.addComment });
    await userEvent.type(field, '  Thank you for this.  ');
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.sendComment }));
    await expect(args.comments?.onPost).toHaveBeenCalledOnce();
    await expect(args.comments?.onPost).toHaveBeenCalledWith('Thank you for this.');
    await waitFor(() => expect(field).toHaveValue(''));
  },
};

/** Without the host's community props the page is the article alone. */
export const WithoutCommunity: Story = {
  name: 'Without comments, follow or reward',
  args: { comments: undefined, onReward: undefined, follow: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.queryByRole('button', { name: READER_TEXTS.rewardAuthor }),
    ).not.toBeInTheDocument();
    await expect(
      canvas.queryByRole('textbox', { name: READER_TEXTS.addComment }),
    ).not.toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { article: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(READER_TEXTS.loadingArticle)).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error, with retry',
  args: { article: undefined, error: 'Something went wrong on our side', onRetry: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const NotFound: Story = {
  args: { article: undefined },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: READER_TEXTS.articleNotFoundTitle }),
    ).toBeVisible();
  },
};

export const MissingImage: Story = {
  args: { article: { ...article, image_url: null } },
  play: async ({ canvas }) => {
    const body = canvas.getByRole('heading', { level: 1 }).closest('article') as HTMLElement;
    const hero = body.querySelector('figure img');
    await expect(hero).toHaveAttribute('data-fallback', 'true');
    // The fallback picture is no cover: the author's description is not read out for it.
    await expect(hero).toHaveAttribute('alt', '');
  },
};

export const LongText: Story = {
  args: {
    article: {
      ...article,
      title: `${article.title}: ${article.subtitle}, and what it means for the people who live there`,
      subtitle: `${article.subtitle}. ${article.description}`,
    },
  },
};

export const RecommendedLoading: Story = {
  name: 'Recommended articles loading',
  args: { recommended: { loading: true } },
};

export const NoComments: Story = {
  args: { comments: { comments: [], total: 0, onPost: fn(async () => {}) } },
};

export const CommentsLoading: Story = {
  args: { comments: { comments: [], total: 0, loading: true, onPost: fn(async () => {}) } },
};

export const Small: Story = { name: 'Small screen', globals: atViewport('small') };

export const Medium: Story = { name: 'Medium screen', globals: atViewport('medium') };

/** The editor's video link on a YouTube or Vimeo page: a player after the body. */
export const WithVideoPlayer: Story = {
  name: 'With a video player',
  args: { article: { ...article, video_url: 'https://youtu.be/dQw4w9WgXcQ' } },
  play: async ({ canvas }) => {
    const body = canvas.getByRole('heading', { level: 1 }).closest('article') as HTMLElement;
    const player = body.querySelector('iframe[title="Embedded YouTube video"]');
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
  },
};

/** The editor's video link anywhere else: a plain link after the body. */
export const WithVideoLink: Story = {
  name: 'With a link to a video elsewhere',
  args: { article: { ...article, video_url: 'https://video.example/register-explainer' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: READER_TEXTS.watchVideoOn('video.example') }),
    ).toHaveAttribute('href', 'https://video.example/register-explainer');
  },
};

/** Text an author coloured from the editor's palette, readable in the toolbar's scheme. */
export const ColouredText: Story = {
  name: 'Coloured text',
  args: { article: { ...article, content: COLOURED_TEXT_HTML } },
  play: async ({ canvas }) => {
    await expectColouredTextReadable(canvas.getByRole('main'));
  },
};

/** The same in dark: each colour shows its lighter equivalent. */
export const ColouredTextInDark: Story = {
  ...ColouredText,
  name: 'Coloured text in dark',
  globals: { ...atViewport('large'), colorScheme: 'dark' },
};

/**
 * The keywords as tags linking to their pages, and the share bar under the article (both
 * server-rendered; their code loads after the page's).
 */
export const WithTagsAndSharing: Story = {
  args: {
    tags: [
      { name: 'Climate Change', slug: 'climate-change' },
      { name: 'Zürich', slug: 'zurich' },
    ],
    share: { url: `https://news.example/article/${article.id}`, onCopied: fn() },
  },
  play: async ({ canvas }) => {
    const main = within(canvas.getByRole('main'));
    const tags = await main.findByRole('navigation', { name: SHARING_TEXTS.tagsHeading });
    await expect(
      within(tags).getByRole('link', { name: SHARING_TEXTS.tag('Climate Change') }),
    ).toHaveAttribute('href', '/tag/climate-change');
    await expect(main.getByRole('button', { name: SHARING_TEXTS.copyLink })).toBeVisible();
    await expect(
      main.getByRole('link', {
        name: `${SHARING_TEXTS.shareOn('Bluesky')}${SHARING_TEXTS.newTab}`,
      }),
    ).toHaveAttribute('href', expect.stringContaining(encodeURIComponent('/article/')));
  },
};
