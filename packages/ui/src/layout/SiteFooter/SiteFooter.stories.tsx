import { CATEGORY_BY_SLUG } from '@byline/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FOOTER_COLUMNS, READER_TEXTS, SOCIAL_LINKS } from '../../constants';
import { atViewport, viewportParameters, withStoryLinks } from '../storySupport';
import { SiteFooter } from './SiteFooter';

const meta = {
  title: 'Layout/SiteFooter',
  component: SiteFooter,
  decorators: [withStoryLinks],
  parameters: viewportParameters,
  args: { year: 2025 },
  globals: atViewport('large'),
} satisfies Meta<typeof SiteFooter>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Large: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('contentinfo')).toBeVisible();
    // Seven social links, each with an accessible name.
    for (const { label } of SOCIAL_LINKS) {
      await expect(canvas.getByRole('link', { name: label })).toBeVisible();
    }
    const nav = canvas.getByRole('navigation', { name: READER_TEXTS.footerNav });
    for (const { label } of FOOTER_COLUMNS) {
      await expect(within(nav).getByRole('heading', { name: label })).toBeVisible();
    }
    await expect(
      within(nav).getByRole('link', { name: CATEGORY_BY_SLUG.technology.navLabel }),
    ).toHaveAttribute('href', '/news/technology');
    await expect(canvas.getByText(READER_TEXTS.copyright(2025))).toBeVisible();
  },
};

export const SubscribeDoesNotReload: Story = {
  play: async ({ canvas }) => {
    const email = canvas.getByRole('textbox', { name: READER_TEXTS.emailLabel });
    await expect(email).toHaveAttribute('type', 'email');
    await userEvent.type(email, 'reader@example.com');
    await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.subscribe }));
    // A reload would have emptied the field.
    await expect(email).toHaveValue('reader@example.com');
  },
};

export const Medium: Story = { globals: atViewport('medium') };

export const Small: Story = { globals: atViewport('small') };
