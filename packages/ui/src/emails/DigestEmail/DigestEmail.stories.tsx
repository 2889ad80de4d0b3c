import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { EMAIL_LINKS, emailArticle } from '../emails.mocks';
import { EMAIL_TEXTS } from '../emailTexts';
import { DigestEmail } from './DigestEmail';

const meta = {
  title: 'Emails/DigestEmail',
  component: DigestEmail,
  args: { ...EMAIL_LINKS, articles: [emailArticle(1)] },
} satisfies Meta<typeof DigestEmail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OneStory: Story = {
  name: 'A digest with one story',
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      EMAIL_TEXTS.digestHeading(1),
    );
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: args.articles[0]?.title })).toHaveAttribute(
      'href',
      args.articles[0]?.url,
    );
  },
};

export const TenStories: Story = {
  name: 'A digest with ten stories',
  args: {
    articles: Array.from({ length: 10 }, (_, index) =>
      emailArticle(index + 1, index % 3 === 2 ? { coverUrl: null } : {}),
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(
      EMAIL_TEXTS.digestHeading(10),
    );
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(10);
    await expect(canvas.getAllByRole('link', { name: EMAIL_TEXTS.readOnSite })).toHaveLength(10);
  },
};
