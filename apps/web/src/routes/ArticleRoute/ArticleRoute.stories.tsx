import {
  commentWriterName,
  ENDPOINT_ROUTES,
  SERVER_MESSAGES,
  SUCCESS_MESSAGES,
} from '@byline/api-client';
import {
  fixtureArticle,
  fixtures,
  MOCK_COMMENTED_ARTICLE_ID,
  MOCK_SERVER_ERROR_MESSAGE,
  mockDb,
  mockHandlers,
} from '@byline/api-client/mocks';
import {
  ARTICLE_STATE_TEXTS,
  COMMENT_TEXTS,
  FOLLOW_TEXTS,
  NOTIFICATION_TEXTS,
  PUBLISHED_EDIT_TEXTS,
  REACTION_TEXTS,
  READER_TEXTS,
  REWARD_TEXTS,
  THREAD_TEXTS,
} from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { mswState } from '../../stories/mockStates';
import { appLocation, appPage, atWidth, PAGE_VIEWPORTS } from '../../stories/routeStory';
import { expectToast } from '../../stories/toasts';

/** The most read mock article. */
const ARTICLE_ID = 34;
const article = fixtures.articles.find((candidate) => candidate.id === ARTICLE_ID);
if (!article) throw new Error(`The fixtures have no article ${ARTICLE_ID}`);

/**
 * `/article/:id`: the real article from the mock server (opening it records a view), the
 * Recommended Articles and the shared block's "More from Byline" from its related news,
 * comments (not saved yet).
 */
const meta = {
  title: 'Pages/Article',
  ...appPage({ url: `/article/${ARTICLE_ID}`, signedIn: false }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: article.title, level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: article.author.full_name })).toBeVisible();
    await expect(canvas.getByRole('link', { name: READER_TEXTS.signIn })).toBeVisible();
    const recommended = canvas.getByRole('region', { name: READER_TEXTS.recommendedArticles });
    await waitFor(() =>
      expect(within(recommended).getAllByRole('article').length).toBeGreaterThan(0),
    );
    // The article itself is never recommended next to itself.
    await expect(within(recommended).queryByText(article.title)).toBeNull();
    // "More from Byline" goes on where Recommended stops: neither the article nor a repeat.
    const more = canvas.getByRole('complementary', { name: READER_TEXTS.extraTitle });
    await waitFor(() => expect(within(more).getAllByRole('article').length).toBeGreaterThan(0));
    const storyLinks = (region: HTMLElement) =>
      within(region)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href'))
        .filter((href) => href?.startsWith('/article/'));
    const shownAbove = storyLinks(recommended);
    for (const href of storyLinks(more)) {
      await expect(shownAbove).not.toContain(href);
      await expect(href).not.toBe(`/article/${ARTICLE_ID}`);
    }
  },
};

export const SignedIn: Story = {
  parameters: { app: { signedIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: article.title, level: 1 }),
    ).toBeVisible();
    await expect(
      await canvas.findByRole('link', {
        name: NOTIFICATION_TEXTS.bellLabel(fixtures.unreadNotificationCount),
      }),
    ).toBeVisible();
  },
};

/** The editor's video link, stored with the article, plays on its page (YouTube by its id). */
export const VideoLink: Story = {
  beforeEach: () => {
    // The preview resets the mock backend before every story.
    const record = mockDb.articles.find((candidate) => candidate.id === ARTICLE_ID);
    if (!record) throw new Error(`The mock backend has no article ${ARTICLE_ID}`);
    record.video_url = 'https://www.youtube.com/watch?v=dQw4w9WgXcQ';
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const headline = await canvas.findByRole('heading', { name: article.title, level: 1 });
    const player = headline.closest('article')?.querySelector('iframe');
    await expect(player).toHaveAttribute(
      'src',
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await expect(player).toHaveAccessibleName('Embedded YouTube video');
  },
};

/** The mock article with comments from several readers. */
const commented = fixtureArticle(MOCK_COMMENTED_ARTICLE_ID);
if (!commented) throw new Error(`The fixtures have no article ${MOCK_COMMENTED_ARTICLE_ID}`);
const commentedUrl = `/article/${MOCK_COMMENTED_ARTICLE_ID}`;
const commentsRegion = async (canvasElement: HTMLElement) =>
  within(canvasElement).findByRole('region', {
    name: READER_TEXTS.commentsHeading(fixtures.commentTotal),
  });

/** Signed out: the comments are listed; the form gives way to signing in. */
export const CommentsSignedOut: Story = {
  parameters: { app: { url: commentedUrl } },
  play: async ({ canvasElement }) => {
    const region = within(await commentsRegion(canvasElement));
    await waitFor(() =>
      expect(region.getAllByRole('listitem')).toHaveLength(fixtures.comments.length),
    );
    await expect(region.getByRole('link', { name: COMMENT_TEXTS.signIn })).toHaveAttribute(
      'href',
      `/login?next=${encodeURIComponent(commentedUrl)}`,
    );
    await expect(region.queryByRole('textbox')).toBeNull();
  },
};

/** A signed-in reader posts a comment: the server's copy is listed at once, the count goes up. */
export const PostComment: Story = {
  parameters: { app: { url: commentedUrl, signedIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: READER_TEXTS.addComment });
    await userEvent.type(field, '  Great reporting.  ');
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.sendComment }));
    await expectToast(SUCCESS_MESSAGES.commentPosted);
    await expect(
      await canvas.findByRole('region', {
        name: READER_TEXTS.commentsHeading(fixtures.commentTotal + 1),
      }),
    ).toBeVisible();
    await expect(canvas.getByText('Great reporting.')).toBeVisible();
    await expect(field).toHaveValue('');
  },
};

/** A reply joins the thread it answers: the thread opens with it, and counts one more. */
export const ReplyInThread: Story = {
  parameters: { app: { url: commentedUrl, signedIn: true } },
  play: async ({ canvasElement }) => {
    const thread = fixtures.comments.find(
      (comment) => comment.reply_count > 0 && comment.author?.user_id !== 1,
    );
    if (!thread) throw new Error('The fixtures have no thread to reply in');
    await commentsRegion(canvasElement);
    const item = () => {
      const found = canvasElement.querySelector<HTMLElement>(`#comment-${thread.id}`);
      if (!found) throw new Error('The thread is not listed');
      return within(found);
    };
    const author = commentWriterName(thread);
    await userEvent.click(
      item().getByRole('button', { name: `${READER_TEXTS.reply}${READER_TEXTS.replyTo(author)}` }),
    );
    await userEvent.type(
      await item().findByRole('textbox', { name: THREAD_TEXTS.replyLabel(author) }),
      'Thanks for asking this.',
    );
    await userEvent.click(item().getByRole('button', { name: THREAD_TEXTS.send }));
    await expectToast(SUCCESS_MESSAGES.replyPosted);
    const replies = await item().findByRole('list', { name: THREAD_TEXTS.repliesTo(author) });
    await waitFor(() =>
      expect(within(replies).getAllByRole('listitem')).toHaveLength(thread.reply_count + 1),
    );
    await expect(within(replies).getByText('Thanks for asking this.')).toBeVisible();
    await expect(
      item().getByRole('button', { name: THREAD_TEXTS.hideReplies(thread.reply_count + 1) }),
    ).toBeVisible();
  },
};

/** A reaction on the article counts once, from the server's answer; pressing again takes it back. */
export const ReactToArticle: Story = {
  parameters: { app: { url: commentedUrl, signedIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const like = (count: number) =>
      canvas.findByRole('button', { name: REACTION_TEXTS.named(REACTION_TEXTS.like, count) });
    const before = commented.reactions.like;
    // Pressed state is known once the reader's own reactions have arrived.
    await waitFor(async () => expect(await like(before)).toHaveAttribute('aria-pressed', 'false'));
    await userEvent.click(await like(before));
    await waitFor(async () =>
      expect(await like(before + 1)).toHaveAttribute('aria-pressed', 'true'),
    );
    await userEvent.click(await like(before + 1));
    await waitFor(async () => expect(await like(before)).toHaveAttribute('aria-pressed', 'false'));
  },
};

/** Too many comments too fast: the server's reason shows beside the field, the text stays. */
export const CommentRateLimited: Story = {
  parameters: {
    app: { url: commentedUrl, signedIn: true },
    msw: {
      handlers: [
        http.post(`*${ENDPOINT_ROUTES.addComment.path}`, () =>
          HttpResponse.json(
            { status: 429, message: SERVER_MESSAGES.commentRateLimited, data: null },
            { status: 429 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: READER_TEXTS.addComment });
    await userEvent.type(field, 'One more thought.');
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.sendComment }));
    await expect(await canvas.findByText(SERVER_MESSAGES.commentRateLimited)).toBeVisible();
    await expect(field).toHaveValue('One more thought.');
  },
};

/** Reward Author: the dialog shows the reader's balance, and a reward is confirmed. */
export const RewardAuthor: Story = {
  parameters: { app: { signedIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: READER_TEXTS.rewardAuthor }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: REWARD_TEXTS.title(article.author.full_name),
    });
    await expect(
      await within(dialog).findByText(REWARD_TEXTS.balance(fixtures.currentUser.my_wallet)),
    ).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: REWARD_TEXTS.preset(5) }));
    await userEvent.click(within(dialog).getByRole('button', { name: REWARD_TEXTS.send }));
    await expectToast(SUCCESS_MESSAGES.rewardSent(5));
  },
};

/** Follow beside the byline. */
export const FollowAuthor: Story = {
  parameters: { app: { signedIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = await canvas.findByRole('button', {
      name: `${FOLLOW_TEXTS.follow} ${article.author.full_name}`,
    });
    await waitFor(() => expect(button).toBeEnabled());
    const pressed = button.getAttribute('aria-pressed') === 'true';
    await userEvent.click(button);
    await expectToast(pressed ? SUCCESS_MESSAGES.unfollowed : SUCCESS_MESSAGES.followed);
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', String(!pressed)));
  },
};

/** The author's name leads to their public profile. */
export const OpenAuthor: Story = {
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: article.author.full_name }));
    await expect(await canvas.findByRole('link', { name: FOLLOW_TEXTS.follow })).toBeVisible();
    await expect(appLocation(id).pathname).toBe(`/profile/${article.author.user_id}`);
  },
};

export const Loading: Story = {
  parameters: mswState('loading'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(READER_TEXTS.loadingArticle)).toBeInTheDocument();
  },
};

/** The sparsest article the server may send: no image, subtitle or body; nothing to recommend. */
export const Empty: Story = {
  parameters: mswState('empty'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Untitled', level: 1 })).toBeVisible();
    await expect(await canvas.findByText(READER_TEXTS.sectionEmpty)).toBeVisible();
  },
};

export const ServerError: Story = {
  parameters: { msw: { handlers: [mockHandlers.articleById.error] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(MOCK_SERVER_ERROR_MESSAGE)).toBeVisible();
    await expect(canvas.getByRole('button', { name: READER_TEXTS.retry })).toBeVisible();
  },
};

export const Offline: Story = {
  parameters: mswState('networkError', ['articleById', 'relatedNews']),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: READER_TEXTS.retry })).toBeVisible();
  },
};

const showsNotFound: Story['play'] = async ({ canvasElement }) => {
  const canvas = within(canvasElement);
  await expect(
    await canvas.findByRole('heading', { name: READER_TEXTS.articleNotFoundTitle, level: 1 }),
  ).toBeVisible();
};

/** No such article (or a draft of someone else's): the not-found page. */
export const NotFound: Story = {
  parameters: { app: { url: '/article/9999' } },
  play: showsNotFound,
};

export const InvalidId: Story = {
  parameters: { app: { url: '/article/not-a-number' } },
  play: showsNotFound,
};

/** An id beyond what the database holds is refused by the contract: no article, not an error. */
export const OutOfRangeId: Story = {
  parameters: { app: { url: '/article/4294967296' } },
  play: showsNotFound,
};

export const SmallScreen: Story = {
  globals: atWidth('small'),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: article.title, level: 1 }),
    ).toBeVisible();
  },
};

/** The signed-in author's own published articles (the mock author's). */
const OWN_ARTICLE_ID = 69;
const OTHER_OWN_ARTICLE_ID = 68;

/** The author on their own article: Edit opens it in the editor by its address. */
export const OwnArticleActions: Story = {
  parameters: { app: { url: `/article/${OWN_ARTICLE_ID}`, signedIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('link', { name: PUBLISHED_EDIT_TEXTS.edit }),
    ).toHaveAttribute('href', `/new-article?draft=${OWN_ARTICLE_ID}`);
    await expect(canvas.queryByRole('button', { name: READER_TEXTS.rewardAuthor })).toBeNull();
    // The mock sent it to nobody yet.
    await expect(await canvas.findByText(PUBLISHED_EDIT_TEXTS.newsletterNotSent)).toBeVisible();
  },
};

/** The author sees how many newsletter subscribers their article was sent to. */
export const OwnArticleNewsletterReach: Story = {
  parameters: { app: { url: `/article/${OWN_ARTICLE_ID}`, signedIn: true } },
  beforeEach: () => {
    // The preview resets the mock backend before every story.
    mockDb.newsletterSent.set(OWN_ARTICLE_ID, 3);
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(PUBLISHED_EDIT_TEXTS.newsletterSent(3))).toBeVisible();
  },
};

/** Unpublish asks first; confirmed, the article goes back to the author's drafts. */
export const OwnArticleUnpublish: Story = {
  parameters: { app: { url: `/article/${OWN_ARTICLE_ID}`, signedIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(
      await canvas.findByRole('button', { name: PUBLISHED_EDIT_TEXTS.unpublish }),
    );
    const dialog = await within(document.body).findByRole('dialog', {
      name: PUBLISHED_EDIT_TEXTS.unpublishTitle,
    });
    await userEvent.click(
      within(dialog).getByRole('button', { name: PUBLISHED_EDIT_TEXTS.unpublish }),
    );
    await expectToast(SUCCESS_MESSAGES.articleUnpublished);
  },
};

/** Delete asks first in a dialog; confirmed, the article is deleted. */
export const OwnArticleDelete: Story = {
  parameters: { app: { url: `/article/${OTHER_OWN_ARTICLE_ID}`, signedIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: PUBLISHED_EDIT_TEXTS.delete }));
    const dialog = await within(document.body).findByRole('dialog', {
      name: PUBLISHED_EDIT_TEXTS.deleteTitle,
    });
    await expect(dialog).toHaveTextContent(PUBLISHED_EDIT_TEXTS.deleteMessage);
    await userEvent.click(
      within(dialog).getByRole('button', { name: PUBLISHED_EDIT_TEXTS.deleteConfirm }),
    );
    await expectToast(SUCCESS_MESSAGES.articleDeleted);
  },
};

/** An article its author deleted after publishing it: the server answers 410, the page says so. */
export const Removed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(`*${ENDPOINT_ROUTES.articleById.path}`, () =>
          HttpResponse.json(
            { status: 410, message: SERVER_MESSAGES.articleRemoved, data: null },
            { status: 410 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: ARTICLE_STATE_TEXTS.removedTitle, level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByText(ARTICLE_STATE_TEXTS.removedText)).toBeVisible();
  },
};
