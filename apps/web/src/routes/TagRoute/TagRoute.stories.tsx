import { mockDb } from '@byline/api-client/mocks';
import { READER_TEXTS, SHARING_TEXTS, TAG_PAGE_TEXTS } from '@byline/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { appPage, PAGE_VIEWPORTS } from '../../stories/routeStory';

/** `/tag/:tag`: the live articles carrying a keyword, from the mock server, like a category. */
const meta = {
  title: 'Pages/Tag',
  ...appPage({ url: '/tag/climate', signedIn: false }),
  parameters: { viewport: { options: PAGE_VIEWPORTS } },
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** Headed by the keyword as written; its articles listed; asked of the server by its slug. */
export const Listed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: SHARING_TEXTS.tag('climate') }),
    ).toBeVisible();
    const list = canvas.getByRole('region', { name: READER_TEXTS.articles });
    await waitFor(() => expect(within(list).getAllByRole('article').length).toBeGreaterThan(0));
    await expect(
      mockDb.log.some((entry) => entry.endpoint === 'tagNews' && entry.fields.tag === 'climate'),
    ).toBe(true);
  },
};

/** A tag no published article carries: a not-found page that says so. */
export const UnknownTag: Story = {
  parameters: { app: { url: '/tag/no-article-has-this-tag' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByRole('heading', { level: 1, name: TAG_PAGE_TEXTS.notFoundTitle }),
    ).toBeVisible();
    await expect(canvas.getByText(TAG_PAGE_TEXTS.notFoundText)).toBeVisible();
  },
};
