import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BUY_COINS_TEXTS, PROFILE_TEXTS } from '../../constants';
import {
  atViewport,
  inPageShell,
  viewportParameters,
  withStoryLinks,
} from '../../testing/layout.mocks';
import { BuyCoinsPage } from './BuyCoinsPage';

const meta = {
  title: 'Profile/BuyCoinsPage',
  component: BuyCoinsPage,
  decorators: [withStoryLinks, inPageShell(true)],
  parameters: viewportParameters,
  globals: atViewport('large'),
} satisfies Meta<typeof BuyCoinsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Says what coins will be, that payments are off, and leads back to the profile. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: BUY_COINS_TEXTS.title }),
    ).toBeVisible();
    await expect(canvas.getByText(BUY_COINS_TEXTS.paymentsOffTitle)).toBeVisible();
    await expect(canvas.getByText(BUY_COINS_TEXTS.paymentsOffText)).toBeVisible();
    const planned = canvas.getByRole('region', { name: BUY_COINS_TEXTS.plannedHeading });
    await expect(planned.querySelectorAll('li')).toHaveLength(BUY_COINS_TEXTS.planned.length);
    await expect(canvas.getByRole('link', { name: PROFILE_TEXTS.back })).toHaveAttribute(
      'href',
      '/profile',
    );
    // Nothing to buy: no payment field and no buy button on the page.
    const main = within(canvas.getByRole('main'));
    await expect(main.queryByRole('button', { name: /buy/i })).toBeNull();
    await expect(main.queryByRole('textbox')).toBeNull();
  },
};

export const Small: Story = { name: 'Small screen', globals: atViewport('small') };
