import { ERROR_MESSAGES, type Revision, type RevisionSummary } from '@byline/api-client/contract';
import { fixtures, MOCK_MEDIA_BASE_URL } from '@byline/api-client/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { HISTORY_TEXTS, READER_TEXTS } from '../../constants';
import { RevisionHistory } from './RevisionHistory';

const draft = fixtures.drafts.find((candidate) => candidate.image_url);
if (!draft?.image_url) throw new Error('The mock fixtures need a draft with an image');
const image = `${MOCK_MEDIA_BASE_URL}/${draft.image_url}`;

type RevisionText = Pick<
  Revision,
  'id' | 'kind' | 'saved_at' | 'title' | 'words' | 'content' | 'saved_by'
>;

/** A history in the order the server would not send it: the panel sorts it, newest first. */
const history: RevisionText[] = [
  {
    id: 41,
    kind: 'save',
    saved_at: '2026-03-16T09:00:00.000Z',
    title: 'Night markets are changing small towns',
    words: 14,
    saved_by: 'Amara Okafor',
    content: '<p>When the shutters come down at six, the square fills with trestle tables.</p>',
  },
  {
    id: 44,
    kind: 'restore',
    saved_at: '2026-03-16T09:16:00.000Z',
    title: draft.title,
    words: 1,
    saved_by: 'Rui Costa',
    content: '<p>Lights.</p>',
  },
  {
    id: 45,
    kind: 'autosave',
    saved_at: '2026-03-16T09:24:00.000Z',
    title: '',
    words: 0,
    saved_by: 'Amara Okafor',
    content: '',
  },
  {
    id: 43,
    kind: 'publish',
    saved_at: '2026-03-16T09:12:00.000Z',
    title: draft.title,
    words: 120,
    saved_by: 'Amara Okafor',
    content: `<h2>After dark on the high street</h2><p>When the shutters come down at six, the square fills with trestle tables and <strong>string lights</strong>.</p><figure><img src="${image}" alt="Stalls under string lights"><figcaption>The Friday market</figcaption></figure>`,
  },
];
const revisions: Revision[] = history.map((revision) => ({
  ...revision,
  news_id: draft.id,
  description: draft.description,
  keywords: draft.keywords,
  creator: draft.creator,
  video_url: null,
  category_id: 1,
}));

const summaries: RevisionSummary[] = revisions.map(
  ({ id, kind, saved_at, title, words, saved_by }) => ({
    id,
    kind,
    saved_at,
    title,
    words,
    saved_by,
  }),
);
const newestFirst = [...summaries].sort((a, b) => b.saved_at.localeCompare(a.saved_at));
const published = revisions.find((revision) => revision.kind === 'publish') as Revision;

const meta = {
  title: 'Editor/RevisionHistory',
  component: RevisionHistory,
  args: {
    opened: true,
    onClose: fn(),
    revisions: summaries,
    onRetry: fn(),
    onSelect: fn(),
    onRestore: fn(),
  },
} satisfies Meta<typeof RevisionHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

const drawer = () => screen.findByRole('dialog', { name: HISTORY_TEXTS.title });
const revisionButtons = async () =>
  within(within(await drawer()).getByRole('list', { name: HISTORY_TEXTS.list })).getAllByRole(
    'button',
  );

export const Loading: Story = {
  args: { loading: true },
  play: async () => {
    const panel = within(await drawer());
    await expect(panel.getByRole('status')).toHaveTextContent(HISTORY_TEXTS.loading);
  },
};

export const ErrorWithRetry: Story = {
  name: 'Error, with retry',
  args: { error: ERROR_MESSAGES.revisionsLoad },
  play: async ({ args }) => {
    const panel = within(await drawer());
    await expect(panel.getByRole('alert')).toHaveTextContent(ERROR_MESSAGES.revisionsLoad);
    await userEvent.click(panel.getByRole('button', { name: READER_TEXTS.retry }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const Empty: Story = {
  args: { revisions: [] },
  play: async () => {
    const panel = within(await drawer());
    await expect(panel.getByText(HISTORY_TEXTS.empty)).toBeVisible();
    await expect(panel.queryByRole('list')).toBeNull();
  },
};

/** Newest first, each with its kind, time, title (or Untitled) and words; choosing one asks for it. */
export const List: Story = {
  name: 'Revisions listed',
  play: async ({ args }) => {
    const buttons = await revisionButtons();
    await expect(buttons).toHaveLength(summaries.length);
    for (const [index, revision] of newestFirst.entries()) {
      const button = buttons[index] as HTMLElement;
      await expect(button).toHaveTextContent(HISTORY_TEXTS.kind[revision.kind]);
      await expect(button).toHaveTextContent(revision.title || HISTORY_TEXTS.untitled);
      await expect(button).toHaveTextContent(HISTORY_TEXTS.words(revision.words));
      await expect(button.querySelector('time')).toHaveAttribute('datetime', revision.saved_at);
      await expect(button).toHaveAttribute('aria-pressed', 'false');
    }
    // The site's one date style with the time, in the author's time zone (tests run in UTC).
    await expect(buttons[0]?.querySelector('time')?.textContent).toMatch(
      /^March 16, 2026(,| at) 9:24\sAM$/u,
    );
    await userEvent.click(buttons[1] as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith(newestFirst[1]?.id);
    await expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The chosen revision is loading. */
export const RevisionLoading: Story = {
  name: 'Revision loading',
  args: { selectedLoading: true },
  play: async () => {
    const panel = within(await drawer());
    await expect(panel.getByRole('status')).toHaveTextContent(HISTORY_TEXTS.loadingRevision);
  },
};

/** A revision chosen: marked in the list, and shown read-only with its title and body. */
export const RevisionChosen: Story = {
  name: 'Revision chosen',
  args: { selected: published },
  play: async () => {
    const panel = within(await drawer());
    const chosen = (await revisionButtons()).filter(
      (button) => button.getAttribute('aria-pressed') === 'true',
    );
    await expect(chosen).toHaveLength(1);
    await expect(chosen[0]).toHaveAttribute('aria-current', 'true');
    await expect(chosen[0]).toHaveTextContent(HISTORY_TEXTS.kind.publish);
    const region = within(panel.getByRole('region', { name: published.title }));
    await expect(region.getByRole('heading', { level: 3, name: published.title })).toBeVisible();
    // The body's HTML, as the reader's page shows it.
    await expect(region.getByRole('heading', { level: 2 })).toBeVisible();
    await expect(region.getByRole('img')).toBeVisible();
    await expect(region.getByRole('button', { name: HISTORY_TEXTS.restore })).toBeVisible();
  },
};

/** Choosing a revision as the app does (it loads the revision and passes it back), then restoring it. */
export const ChooseAndRestore: Story = {
  name: 'Choosing and restoring a revision',
  render: function ChooseAndRestore(args) {
    const [selected, setSelected] = useState<Revision | null>(null);
    return (
      <RevisionHistory
        {...args}
        selected={selected}
        onSelect={(id) => {
          args.onSelect(id);
          setSelected(revisions.find((revision) => revision.id === id) ?? null);
        }}
      />
    );
  },
  play: async ({ args }) => {
    const oldest = newestFirst.at(-1) as RevisionSummary;
    const buttons = await revisionButtons();
    await userEvent.click(buttons.at(-1) as HTMLElement);
    await expect(args.onSelect).toHaveBeenCalledWith(oldest.id);
    const panel = within(await drawer());
    const region = within(await panel.findByRole('region', { name: oldest.title }));

    // Cancel keeps the editor's text.
    await userEvent.click(region.getByRole('button', { name: HISTORY_TEXTS.restore }));
    const confirm = await screen.findByRole('dialog', { name: HISTORY_TEXTS.confirmRestoreTitle });
    await waitFor(() =>
      expect(within(confirm).getByText(HISTORY_TEXTS.confirmRestoreMessage)).toBeVisible(),
    );
    await userEvent.click(within(confirm).getByRole('button', { name: HISTORY_TEXTS.cancel }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: HISTORY_TEXTS.confirmRestoreTitle })).toBeNull(),
    );
    await expect(args.onRestore).not.toHaveBeenCalled();

    // Confirmed: the host restores that revision; the history stays open under it.
    await userEvent.click(region.getByRole('button', { name: HISTORY_TEXTS.restore }));
    const again = await screen.findByRole('dialog', { name: HISTORY_TEXTS.confirmRestoreTitle });
    await userEvent.click(
      within(again).getByRole('button', { name: HISTORY_TEXTS.confirmRestore }),
    );
    await expect(args.onRestore).toHaveBeenCalledOnce();
    await expect(args.onRestore).toHaveBeenCalledWith(
      revisions.find((revision) => revision.id === oldest.id),
    );
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: HISTORY_TEXTS.confirmRestoreTitle })).toBeNull(),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** While the host restores, the confirmation's Restore shows a loader. */
export const Restoring: Story = {
  args: { selected: published, onRestore: fn(() => new Promise<void>(() => {})) },
  play: async () => {
    const panel = within(await drawer());
    await userEvent.click(panel.getByRole('button', { name: HISTORY_TEXTS.restore }));
    const confirm = await screen.findByRole('dialog', { name: HISTORY_TEXTS.confirmRestoreTitle });
    const button = within(confirm).getByRole('button', { name: HISTORY_TEXTS.confirmRestore });
    await userEvent.click(button);
    await waitFor(() => expect(button).toHaveAttribute('data-loading', 'true'));
  },
};

/** Escape closes the confirmation, not the history under it; a second Escape closes the history. */
export const EscapeClosesTheTopDialog: Story = {
  name: 'Escape closing the top dialog first',
  args: { selected: published },
  play: async ({ args }) => {
    const panel = within(await drawer());
    await userEvent.click(panel.getByRole('button', { name: HISTORY_TEXTS.restore }));
    await screen.findByRole('dialog', { name: HISTORY_TEXTS.confirmRestoreTitle });
    await userEvent.keyboard('{Escape}');
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: HISTORY_TEXTS.confirmRestoreTitle })).toBeNull(),
    );
    await expect(args.onClose).not.toHaveBeenCalled();
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
