import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MODERATION_TEXTS, SHARING_TEXTS } from '../../constants';
import { ShareBar } from './ShareBar';
import { shareLinks } from './shareLinks';

const URL_ = 'https://news.example/article/7';
const TITLE = 'Night trains return to the Alps';

const meta = {
  title: 'Article/ShareBar',
  component: ShareBar,
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 760, padding: 16 }}>
        <Story />
      </div>
    ),
  ],
  args: { url: URL_, title: TITLE, onCopied: fn() },
} satisfies Meta<typeof ShareBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Copy link, email and the six networks: plain links carrying the article's URL, new tabs. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: SHARING_TEXTS.shareHeading })).toBeVisible();
    await expect(canvas.getByRole('button', { name: SHARING_TEXTS.copyLink })).toBeVisible();
    for (const { network, href } of shareLinks(URL_, TITLE)) {
      const link = canvas.getByRole('link', {
        name: `${SHARING_TEXTS.shareOn(network)}${SHARING_TEXTS.newTab}`,
      });
      await expect(link).toHaveAttribute('href', href);
    }
    await expect(canvas.getByRole('link', { name: SHARING_TEXTS.email })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
  },
};

/** Copy link puts the URL on the clipboard and tells the host, which shows a toast. */
export const CopyLink: Story = {
  play: async ({ canvasElement, args }) => {
    const writeText = fn(async (_text: string) => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await userEvent.click(
      within(canvasElement).getByRole('button', { name: SHARING_TEXTS.copyLink }),
    );
    await waitFor(() =>
      expect(args.onCopied).toHaveBeenCalledWith({
        copied: true,
        message: SHARING_TEXTS.linkCopied,
      }),
    );
    await expect(writeText).toHaveBeenCalledWith(URL_);
  },
};

/** Where the browser has a share sheet, a Share… button opens it with the URL and title. */
export const WithShareSheet: Story = {
  beforeEach: () => {
    const share = fn(async (_data: ShareData) => {});
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    return () => {
      Reflect.deleteProperty(navigator, 'share');
    };
  },
  play: async ({ canvasElement }) => {
    const button = await within(canvasElement).findByRole('button', {
      name: SHARING_TEXTS.shareSheet,
    });
    await userEvent.click(button);
    await expect(navigator.share).toHaveBeenCalledWith({ url: URL_, title: TITLE });
  },
};

/** A signed-in reader may report the article: the report dialog loads when opened. */
export const WithReport: Story = {
  args: { onReport: fn(async () => {}) },
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: MODERATION_TEXTS.report }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: MODERATION_TEXTS.reportTitle.article,
    });
    await waitFor(() => expect(dialog).toBeVisible());
  },
};
