import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EMAIL_LINKS, emailArticle, LONG_HEADLINE } from '../emails.mocks';
import { EMAIL_TEXTS } from '../emailTexts';
import { NewArticleEmail } from './NewArticleEmail';

const meta = {
  title: 'Emails/NewArticleEmail',
  component: NewArticleEmail,
  args: { ...EMAIL_LINKS, article: emailArticle(1) },
} satisfies Meta<typeof NewArticleEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewArticle: Story = {
  name: 'A new article',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(args.article.title);
    await expect(canvas.getByRole('img', { name: args.article.coverAlt })).toBeVisible();
    await expect(canvas.getByRole('link', { name: EMAIL_TEXTS.readOnSite })).toHaveAttribute(
      'href',
      args.article.url,
    );
    await expect(canvas.getByRole('link', { name: EMAIL_TEXTS.unsubscribe })).toHaveAttribute(
      'href',
      EMAIL_LINKS.unsubscribeUrl,
    );
    await expect(canvas.getByRole('link', { name: EMAIL_TEXTS.preferences })).toHaveAttribute(
      'href',
      EMAIL_LINKS.preferencesUrl,
    );
  },
};

export const LongHeadline: Story = {
  name: 'A long headline',
  args: { article: emailArticle(2, { title: LONG_HEADLINE }) },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1 });
    await expect(heading).toHaveTextContent(LONG_HEADLINE);
    // It wraps inside the card rather than widening it.
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth + 1);
  },
};

export const NoCover: Story = {
  name: 'No cover',
  args: { article: emailArticle(3, { coverUrl: null }) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByRole('link', { name: EMAIL_TEXTS.readOnSite })).toBeVisible();
  },
};
