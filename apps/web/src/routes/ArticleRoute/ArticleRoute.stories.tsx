import {
  fixtures,
  MOCK_SERVER_ERROR_MESSAGE,
  mockDb,
  mockHandlers,
} from '@byline/api-client/mocks';
import { PROFILE_TEXTS, READER_TEXTS } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
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
 * Recommended Articles from Most Read, comments (not saved yet) and the shared block.
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
  },
};

export const SignedIn: Story = {
  parameters: { app: { signedIn: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { name: article.title, level: 1 }),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: READER_TEXTS.notifications })).toBeVisible();
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

/** Comments have no backend yet: sending one says so instead of pretending it was posted. */
export const CommentNotSaved: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: READER_TEXTS.addComment });
    await userEvent.type(field, 'Great reporting.');
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.sendComment }));
    await expectToast(READER_TEXTS.commentsComingSoonTitle);
  },
};

/** The author's name leads to their public profile. */
export const OpenAuthor: Story = {
  play: async ({ canvasElement, id }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('link', { name: article.author.full_name }));
    await expect(await canvas.findByRole('button', { name: PROFILE_TEXTS.follow })).toBeVisible();
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
  parameters: mswState('networkError', ['articleById', 'mostWatched', 'mostRecent']),
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
