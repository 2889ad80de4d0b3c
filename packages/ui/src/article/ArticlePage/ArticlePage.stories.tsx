import { fixtures } from '@byline/api-client/mocks';
import { notifications } from '@mantine/notifications';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { READER_TEXTS } from '../../constants';
import { ExtraBlock } from '../../home/ExtraBlock/ExtraBlock';
import { PageShell } from '../../layout/PageShell/PageShell';
import { atViewport, viewportParameters, withStoryLinks } from '../../layout/storySupport';
import { SAMPLE_COMMENTS } from '../sampleComments';
import { ArticlePage } from './ArticlePage';

/** A published fixture article with an image, two captioned figures and an author. */
const article = (() => {
  const found = fixtures.articles.find(
    (candidate) => candidate.status === 'published' && candidate.image_url,
  );
  if (!found) throw new Error('No published fixture article with an image');
  return found;
})();

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
  // Toasts live in a global store: none carries over from one story to the next.
  beforeEach: () => {
    notifications.clean();
  },
  args: {
    article,
    recommended: { items: fixtures.mostWatched },
    comments: SAMPLE_COMMENTS,
    onComment: fn(),
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
    const recommended = main.getByRole('region', { name: READER_TEXTS.recommendedArticles });
    await expect(within(recommended).getAllByRole('article')).toHaveLength(3);
    await expect(main.getByRole('region', { name: READER_TEXTS.commentsHeading(3) })).toBeVisible();
    // Headings in order: Recommended Articles comes before Comments.
    const sections = main.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    await expect(sections.indexOf(READER_TEXTS.recommendedArticles)).toBeLessThan(
      sections.indexOf(READER_TEXTS.commentsHeading(3)),
    );
  },
};

/** Reward Author is a placeholder: it says the feature is coming soon. */
export const RewardAuthorComingSoon: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.rewardAuthor }));
    const page = within(canvasElement.ownerDocument.body);
    const message = await page.findByText(READER_TEXTS.rewardComingSoon);
    // The toast slides in; wait for it to be shown.
    await waitFor(() => expect(message).toBeVisible());
  },
};

export const RewardAuthorHandledByHost: Story = {
  args: { onRewardAuthor: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.rewardAuthor }));
    await expect(args.onRewardAuthor).toHaveBeenCalledWith(article);
  },
};

export const CommentSent: Story = {
  play: async ({ canvas, args }) => {
    const field = canvas.getByRole('textbox', { name: READER_TEXTS.addComment });
    await userEvent.type(field, '   ');
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.sendComment }));
    await expect(args.onComment).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, 'Thank you for this.');
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.sendComment }));
    await expect(args.onComment).toHaveBeenCalledOnce();
    await expect(args.onComment).toHaveBeenCalledWith('Thank you for this.');
    await expect(field).toHaveValue('');
  },
};

export const Loading: Story = {
  args: { article: undefined, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(READER_TEXTS.loadingArticle)).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
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
  args: { recommended: { loading: true } },
};

export const NoComments: Story = { args: { comments: [] } };

export const Small: Story = { globals: atViewport('small') };

export const Medium: Story = { globals: atViewport('medium') };

/** The editor's video link on a YouTube or Vimeo page: a player after the body. */
export const WithVideoPlayer: Story = {
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
  args: { article: { ...article, video_url: 'https://video.example/register-explainer' } },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: READER_TEXTS.watchVideoOn('video.example') }),
    ).toHaveAttribute('href', 'https://video.example/register-explainer');
  },
};
