import { SERVER_MESSAGES } from '@byline/api-client/contract';
import { fixtureArticle, MOCK_COMMENTED_ARTICLE_ID } from '@byline/api-client/mocks';
import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { REACTION_TEXTS, ROUTES } from '../../constants';
import { withStayLinks } from '../../testing/authoring.mocks';
import { ReactionBar } from './ReactionBar';

const article = fixtureArticle(MOCK_COMMENTED_ARTICLE_ID);
if (!article) throw new Error('The commented fixture article is missing');
const counts = article.reactions;
const named = (kind: 'like' | 'unicorn' | 'insightful' | 'celebrate', count = counts[kind]) =>
  REACTION_TEXTS.named(REACTION_TEXTS[kind], count);

const meta = {
  title: 'Community/ReactionBar',
  component: ReactionBar,
  decorators: [
    withStayLinks,
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
  args: { counts, mine: [], signedIn: true, onToggle: fn(async () => {}) },
} satisfies Meta<typeof ReactionBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every kind with its count, none of them the reader's. */
export const WithCounts: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: REACTION_TEXTS.article });
    for (const kind of ['like', 'unicorn', 'insightful', 'celebrate'] as const) {
      await expect(within(group).getByRole('button', { name: named(kind) })).toHaveAttribute(
        'aria-pressed',
        'false',
      );
    }
    await userEvent.click(canvas.getByRole('button', { name: named('celebrate') }));
    await expect(args.onToggle).toHaveBeenCalledWith('celebrate', true);
  },
};

/** The reader's own reaction is pressed; pressing it again takes it back. */
export const OwnReactionActive: Story = {
  args: { mine: ['like'] },
  play: async ({ canvas, args }) => {
    const like = canvas.getByRole('button', { name: named('like') });
    await expect(like).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(like);
    await expect(args.onToggle).toHaveBeenCalledWith('like', false);
  },
};

/** No reaction yet: every count at 0. */
export const NoReactions: Story = {
  args: { counts: { like: 0, unicorn: 0, insightful: 0, celebrate: 0 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: named('like', 0) })).toBeVisible();
  },
};

/** The small bar under a comment, named for whose comment it is. */
export const OnAComment: Story = {
  args: { size: 'sm', label: REACTION_TEXTS.comment('Priya Nair'), mine: ['insightful'] },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: REACTION_TEXTS.comment('Priya Nair') }),
    ).toBeVisible();
  },
};

/** Signed out: a press asks the reader to sign in, and nothing is sent. */
export const SignedOut: Story = {
  args: { signedIn: false, mine: null },
  play: async ({ canvas, args }) => {
    const like = canvas.getByRole('button', { name: named('like') });
    await expect(like).not.toHaveAttribute('aria-pressed');
    await userEvent.click(like);
    await expect(args.onToggle).not.toHaveBeenCalled();
    await expect(await canvas.findByText(REACTION_TEXTS.signInPrompt)).toBeVisible();
    await expect(canvas.getByRole('link', { name: REACTION_TEXTS.signIn })).toHaveAttribute(
      'href',
      ROUTES.login,
    );
  },
};

/** The server refused (too many changes): the reason shows beside the bar. */
export const Refused: Story = {
  args: {
    onToggle: fn(async () => {
      throw new Error(SERVER_MESSAGES.reactionRateLimited);
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: named('unicorn') }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.reactionRateLimited,
    );
  },
};

/** A press on its way: that reaction shows a loader. */
export const Pending: Story = {
  args: { onToggle: fn(() => new Promise<never>(() => {})) },
  play: async ({ canvas }) => {
    const like = canvas.getByRole('button', { name: named('like') });
    await userEvent.click(like);
    await expect(like).toHaveAttribute('data-loading', 'true');
  },
};
