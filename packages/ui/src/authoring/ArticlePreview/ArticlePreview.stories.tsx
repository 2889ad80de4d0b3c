import { fixtureArticle, MOCK_COMMENTED_ARTICLE_ID } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { PREVIEW_TEXTS, READER_TEXTS } from '../../constants';
import { ArticlePreview } from './ArticlePreview';

/** A fixture article with an image, captioned figures and an author. */
const article = (() => {
  const found = fixtureArticle(MOCK_COMMENTED_ARTICLE_ID);
  if (!found) throw new Error('The commented fixture article is missing');
  return found;
})();

const meta = {
  title: 'Authoring/ArticlePreview',
  component: ArticlePreview,
  args: { opened: true, onClose: fn(), article },
} satisfies Meta<typeof ArticlePreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const previewDialog = () => screen.findByRole('dialog', { name: PREVIEW_TEXTS.title });

/** The reader's article page with the notice above it, and none of the reader's extras. */
export const Default: Story = {
  play: async () => {
    const dialogElement = await previewDialog();
    const dialog = within(dialogElement);
    await waitFor(() => expect(dialog.getByText(PREVIEW_TEXTS.notice)).toBeVisible());
    await expect(dialog.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
    await expect(dialog.getByRole('link', { name: article.author.full_name })).toHaveAttribute(
      'target',
      '_blank',
    );
    // ArticlePage always has Recommended Articles: the preview hides them.
    const recommended = dialogElement.querySelector('section[aria-labelledby]');
    await expect(recommended).toHaveTextContent(READER_TEXTS.recommendedArticles);
    await expect(recommended).not.toBeVisible();
    await expect(
      dialog.queryByRole('button', { name: READER_TEXTS.rewardAuthor }),
    ).not.toBeInTheDocument();
    await expect(
      dialog.queryByRole('textbox', { name: READER_TEXTS.addComment }),
    ).not.toBeInTheDocument();
  },
};

/** The named close button asks the host to close the preview. */
export const Close: Story = {
  name: 'Closing the preview',
  play: async ({ args }) => {
    const dialog = within(await previewDialog());
    await userEvent.click(dialog.getByRole('button', { name: PREVIEW_TEXTS.close }));
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};

/** A new article before its first save: no image, no subtitle. */
export const Unsaved: Story = {
  name: 'New article, before its first save',
  args: { article: { ...article, id: 0, image_url: null, subtitle: '' } },
  play: async () => {
    const dialog = within(await previewDialog());
    await expect(dialog.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  },
};
