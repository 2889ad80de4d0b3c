import { CATEGORY_BY_SLUG, SERVER_MESSAGES, SUCCESS_MESSAGES } from '@byline/api-client/contract';
import { MOCK_SERVER_ERROR_MESSAGE, mockDb, mockHandlers } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { FOOTER_COLUMNS, READER_TEXTS, SOCIAL_LINKS } from '../../constants';
import { atViewport, viewportParameters, withStoryLinks } from '../../testing/layout.mocks';
import { subscribeRateLimited, subscribeThroughMocks } from '../../testing/newsletter.mocks';
import {
  HARBOUR_HERALD_FOOTER_NAVIGATION,
  HARBOUR_HERALD_LOGO,
  HARBOUR_HERALD_SOCIAL_LINKS,
} from '../../testing/newsroom.mocks';
import { SiteFooter } from './SiteFooter';

type Canvas = ReturnType<typeof within>;

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
  name: 'Large screen',
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

const ADDRESS = 'reader@example.com';

/** Types an address into the footer's form and sends it. */
async function subscribe(canvas: Canvas, address: string) {
  await userEvent.type(canvas.getByRole('textbox', { name: READER_TEXTS.emailLabel }), address);
  await userEvent.click(canvas.getByRole('button', { name: READER_TEXTS.subscribe }));
}

export const SubscribeInvalidAddress: Story = {
  name: 'Subscribe: invalid address',
  args: { onSubscribe: fn(subscribeThroughMocks) },
  play: async ({ canvas, args }) => {
    await subscribe(canvas, 'not-an-address');
    const email = canvas.getByRole('textbox', { name: READER_TEXTS.emailLabel });
    // The contract's message beside the field; nothing is sent, and no page reload emptied it.
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.subscribeEmail,
    );
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toHaveValue('not-an-address');
    await expect(args.onSubscribe).not.toHaveBeenCalled();
  },
};

export const SubscribeSending: Story = {
  name: 'Subscribe: sending',
  args: { onSubscribe: subscribeThroughMocks },
  parameters: { msw: { handlers: [mockHandlers.subscribe.loading] } },
  play: async ({ canvas }) => {
    await subscribe(canvas, ADDRESS);
    const button = canvas.getByRole('button', { name: READER_TEXTS.subscribe });
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
    await expect(button).toBeDisabled();
  },
};

export const Subscribed: Story = {
  name: 'Subscribed',
  args: { onSubscribe: fn(subscribeThroughMocks) },
  play: async ({ canvas, args }) => {
    await subscribe(canvas, '  Reader@Example.com ');
    await expect(args.onSubscribe).toHaveBeenCalledWith(ADDRESS);
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent(SUCCESS_MESSAGES.subscribed);
    // No link to undo it here: the confirmation and every later email carry theirs.
    await expect(within(status).queryByRole('link')).toBeNull();
    await expect(mockDb.subscriptions.get(ADDRESS)?.confirmed).toBe(false);
  },
};

export const SubscribeRateLimited: Story = {
  name: 'Subscribe: too many tries',
  args: { onSubscribe: subscribeThroughMocks },
  parameters: { msw: { handlers: [subscribeRateLimited] } },
  play: async ({ canvas }) => {
    await subscribe(canvas, ADDRESS);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      SERVER_MESSAGES.subscribeRateLimited,
    );
    // The address stays, to try again later.
    await expect(canvas.getByRole('textbox', { name: READER_TEXTS.emailLabel })).toHaveValue(
      ADDRESS,
    );
  },
};

export const SubscribeServerError: Story = {
  name: 'Subscribe: server error',
  args: { onSubscribe: subscribeThroughMocks },
  parameters: { msw: { handlers: [mockHandlers.subscribe.error] } },
  play: async ({ canvas }) => {
    await subscribe(canvas, ADDRESS);
    await expect(await canvas.findByRole('alert')).toHaveTextContent(MOCK_SERVER_ERROR_MESSAGE);
  },
};

export const Medium: Story = { name: 'Medium screen', globals: atViewport('medium') };

export const Small: Story = { name: 'Small screen', globals: atViewport('small') };

/**
 * Another newsroom's footer: its columns of links, its social links (an icon of the kit's by
 * name, one of its own, one without) and its logo, in the sample Harbour Herald theme.
 */
export const YourNewsroom: Story = {
  name: 'Your newsroom',
  args: {
    navigation: HARBOUR_HERALD_FOOTER_NAVIGATION,
    socialLinks: HARBOUR_HERALD_SOCIAL_LINKS,
    logo: HARBOUR_HERALD_LOGO,
  },
  globals: { ...atViewport('large'), theme: 'harbourHerald' },
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: READER_TEXTS.footerNav });
    for (const column of HARBOUR_HERALD_FOOTER_NAVIGATION) {
      await expect(within(nav).getByRole('heading', { name: column.label })).toBeVisible();
      for (const { label, href } of column.links) {
        await expect(within(nav).getByRole('link', { name: label })).toHaveAttribute('href', href);
      }
    }
    for (const { label } of FOOTER_COLUMNS) {
      await expect(within(nav).queryByRole('heading', { name: label })).toBeNull();
    }
    for (const { label, href } of HARBOUR_HERALD_SOCIAL_LINKS) {
      await expect(canvas.getByRole('link', { name: label })).toHaveAttribute('href', href);
    }
    for (const { label } of SOCIAL_LINKS) {
      await expect(canvas.queryByRole('link', { name: label })).toBeNull();
    }
    // The logo prop (a node) wins over the theme's picture.
    await expect(canvas.getByRole('contentinfo').querySelector('img')).toBeNull();
  },
};

/** Without a `logo` prop the footer shows the theme's (`other.logo`). */
export const LogoFromTheme: Story = {
  name: 'Logo from the theme',
  globals: { ...atViewport('large'), theme: 'harbourHerald' },
  play: async ({ canvas }) => {
    const logo = canvas.getByRole('contentinfo').querySelector('img');
    await expect(logo?.getAttribute('src')).toMatch(/^data:image\/svg\+xml,/);
    await expect(logo?.getAttribute('alt')).not.toBe('');
  },
};
