import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { TIME_TEXTS } from '../../constants';
import { RECENT_ACTIVITY_MS } from '../formatters';
import { LocaleProvider } from '../LocaleProvider';
import { RelativeTime } from './RelativeTime';

/** A fixed moment, so the words never depend on when the story runs. */
const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const ago = (ms: number) => new Date(NOW - ms).toISOString();
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

const meta = {
  title: 'Helpers/RelativeTime',
  component: RelativeTime,
  args: { date: ago(3 * HOUR), now: NOW },
} satisfies Meta<typeof RelativeTime>;

export default meta;
type Story = StoryObj<typeof meta>;

/** News from three hours ago: the words, with the date as the title. */
export const HoursAgo: Story = {
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent(/3 hours ago/);
    await expect(time).toHaveAttribute('title', 'March 10, 2026');
  },
};

/** In its first minute. */
export const JustNow: Story = {
  args: { date: ago(20_000) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('time')).toHaveTextContent(TIME_TEXTS.justNow);
  },
};

/** Minutes ago. */
export const MinutesAgo: Story = {
  args: { date: ago(25 * MINUTE) },
};

/** A day old: news shows its date (no title, as the text is the date). */
export const OlderThanADay: Story = {
  args: { date: ago(26 * HOUR) },
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent('March 9, 2026');
    await expect(time).not.toHaveAttribute('title');
  },
};

/** Comments and notifications count days up to a week. */
export const YesterdayWithinAWeek: Story = {
  name: 'Yesterday (comments and notifications)',
  args: { date: ago(26 * HOUR), within: RECENT_ACTIVITY_MS },
};

/** In a host's locale: French words and date. */
export const InFrench: Story = {
  name: 'In French (a host locale)',
  decorators: [
    (Story) => (
      <LocaleProvider locale="fr-FR">
        <Story />
      </LocaleProvider>
    ),
  ],
  play: async ({ canvasElement }) => {
    const time = canvasElement.querySelector('time');
    await expect(time).toHaveTextContent('il y a 3 heures');
    await expect(time).toHaveAttribute('title', '10 mars 2026');
  },
};
