import {
  AUTHORING_LIMITS,
  CATEGORY_BY_SLUG,
  type Draft,
  readingStats,
  SERVER_MESSAGES,
} from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Editor } from '@tiptap/core';
import { expect, fireEvent, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { toLocalInputValue } from '../../authoring/PublishAtInput/publishAt';
import {
  AUTHORING_TEXTS,
  EDITOR,
  EDITOR_STATE_TEXTS,
  PUBLISH_AT_TEXTS,
  READING_TEXTS,
  SCREEN_TEXTS,
  VALIDATION_MESSAGES,
} from '../../constants';
import { atWidth, reviewViewportParameters } from '../../testing/authoring.mocks';
import { labelStartingWith } from '../../testing/layout.mocks';
import { COLOURED_TEXT_HTML, expectColouredTextReadable } from '../../testing/textColours.mocks';
import { ConflictNotice } from '../ConflictNotice/ConflictNotice';
import { DeviceCopyOffer } from '../DeviceCopyOffer/DeviceCopyOffer';
import { SaveStatus } from '../SaveStatus/SaveStatus';
import { ArticleEditor, type ArticleEditorSnapshot } from './ArticleEditor';

const [lifestyleDraft, politicsDraft, doubleEncodedDraft] = fixtures.drafts;
if (!lifestyleDraft || !politicsDraft || !doubleEncodedDraft)
  throw new Error('The fixtures need three drafts');

const meta = {
  title: 'Authoring/ArticleEditor',
  component: ArticleEditor,
  args: { categories: fixtures.categories, onSubmit: fn(), onCancelEdit: fn() },
  parameters: reviewViewportParameters,
  decorators: [
    (Story) => (
      <Box p="md">
        <Story />
      </Box>
    ),
  ],
} satisfies Meta<typeof ArticleEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Tiptap editor behind the body: Tiptap puts it on its DOM node. */
async function bodyEditor(canvasElement: HTMLElement): Promise<Editor> {
  return waitFor(() => {
    const dom = canvasElement.querySelector('.ProseMirror') as
      | (HTMLElement & { editor?: Editor })
      | null;
    if (!dom?.editor) throw new Error('The editor is not ready yet');
    return dom.editor;
  });
}

async function chooseCategory(canvasElement: HTMLElement, name: string) {
  await userEvent.click(
    within(canvasElement).getByLabelText(labelStartingWith(AUTHORING_TEXTS.categoryLabel)),
  );
  await userEvent.click(await screen.findByRole('option', { name }));
}

type SubmitMock = ReturnType<typeof fn>;
const submitted = (onSubmit: unknown, call = 0) => (onSubmit as SubmitMock).mock.calls[call] ?? [];

export const NewArticle: Story = {
  name: 'New article',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: SCREEN_TEXTS.editorNewHeading }),
    ).toBeVisible();
    await expect(canvas.queryByText(SCREEN_TEXTS.editorEditingNotice)).toBeNull();
    const editor = await bodyEditor(canvasElement);
    await expect(editor.isEmpty).toBe(true);
    // Undo groups changes within 1000 ms and keeps 100 steps.
    const undoRedo = editor.extensionManager.extensions.find(
      (extension) => extension.name === 'undoRedo',
    );
    await expect(undoRedo?.options).toMatchObject({
      newGroupDelay: EDITOR.undoGroupDelayMs,
      depth: EDITOR.undoDepth,
    });
    await expect([EDITOR.undoGroupDelayMs, EDITOR.undoDepth]).toEqual([1000, 100]);
    await expect(canvasElement.querySelector('[data-placeholder]')).toHaveAttribute(
      'data-placeholder',
      SCREEN_TEXTS.editorBodyPlaceholder,
    );
    // The toolbar (docs/product.md#the-article-editor), every control named.
    for (const name of [
      'Heading 1',
      'Heading 2',
      'Bold',
      'Italic',
      'Underline',
      'Blockquote',
      'Code block',
      'Ordered list',
      'Bullet list',
      'Align text: left',
      'Align text: center',
      'Align text: right',
      'Align text: justify',
      AUTHORING_TEXTS.textColour,
      AUTHORING_TEXTS.backgroundColour,
      'Link',
      AUTHORING_TEXTS.insertImage,
      'Clear formatting',
    ]) {
      await expect(canvas.getByRole('button', { name })).toBeInTheDocument();
    }
    await expect(canvas.getByRole('button', { name: AUTHORING_TEXTS.saveAsDraft })).toBeVisible();
    await expect(canvas.getByRole('button', { name: AUTHORING_TEXTS.publish })).toBeVisible();
  },
};

/** The category is required: publishing or saving without one warns and sends nothing. */
export const CategoryRequired: Story = {
  name: 'Category required',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel }),
      'No category yet',
    );
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.publish }));
    await expect(await canvas.findByText(VALIDATION_MESSAGES.categoryRequired)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.saveAsDraft }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/**
 * Publishing needs a title and a body: each reason shows beside its field and nothing is sent;
 * SAVE AS DRAFT still saves the empty article (a draft may be anything).
 */
export const PublishNeedsTitleAndBody: Story = {
  name: 'Publishing needs a title and body',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseCategory(canvasElement, CATEGORY_BY_SLUG.tourism.name);
    const body = canvas.getByRole('textbox', { name: AUTHORING_TEXTS.bodyLabel });
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.publish }));
    const title = canvas.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel });
    await expect(await canvas.findByText(SERVER_MESSAGES.titleRequired)).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(await canvas.findByText(SERVER_MESSAGES.bodyRequired)).toBeVisible();
    await waitFor(() => expect(body).toHaveAttribute('aria-invalid', 'true'));
    await expect(body).toHaveAccessibleDescription(
      expect.stringContaining(SERVER_MESSAGES.bodyRequired),
    );
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // A title alone is still refused for the body.
    await userEvent.type(title, 'Harbour lights');
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.publish }));
    await expect(canvas.queryByText(SERVER_MESSAGES.titleRequired)).toBeNull();
    await expect(await canvas.findByText(SERVER_MESSAGES.bodyRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    // Writing clears the body's reason.
    const editor = await bodyEditor(canvasElement);
    editor.commands.setContent('<p>The harbour at night.</p>', { emitUpdate: true });
    await waitFor(() => expect(canvas.queryByText(SERVER_MESSAGES.bodyRequired)).toBeNull());
    // The body's attributes follow in an effect after the render.
    await waitFor(() => expect(body).not.toHaveAttribute('aria-invalid'));
  },
};

/** SAVE AS DRAFT takes an article with no title and no body. */
export const DraftMayBeEmpty: Story = {
  name: 'Empty draft saved',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseCategory(canvasElement, CATEGORY_BY_SLUG.tourism.name);
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.saveAsDraft }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const [values, options] = submitted(args.onSubmit);
    await expect(values).toMatchObject({ title: '', content: '' });
    await expect(options).toEqual({ asDraft: true });
    await expect(canvas.queryByText(SERVER_MESSAGES.titleRequired)).toBeNull();
    await expect(canvas.queryByText(SERVER_MESSAGES.bodyRequired)).toBeNull();
  },
};

/** The word count and reading time under the body follow what is written. */
export const LiveReadingStats: Story = {
  name: 'Word count and reading time as you write',
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(READING_TEXTS.editorCount(0, 0))).toBeVisible();
    const body = canvas.getByRole('textbox', { name: AUTHORING_TEXTS.bodyLabel });
    await userEvent.click(body);
    await userEvent.keyboard('Boats and music');
    await expect(await canvas.findByText(READING_TEXTS.editorCount(3, 1))).toBeVisible();
    await expect(body).toHaveAccessibleDescription(READING_TEXTS.editorCount(3, 1));
    const editor = await bodyEditor(canvasElement);
    editor.commands.setContent(`<p>${'word '.repeat(401).trim()}</p>`, { emitUpdate: true });
    await expect(await canvas.findByText(READING_TEXTS.editorCount(401, 3))).toBeVisible();
  },
};

/** `a, , b ,c` becomes ['a', 'b', 'c']; the body, category and draft flag go along. */
export const CommaSplitting: Story = {
  name: 'Keywords and creators split at commas',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel }),
      '  Harbour lights  ',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: labelStartingWith(AUTHORING_TEXTS.keywordsLabel) }),
      'a, , b ,c',
    );
    await userEvent.type(
      canvas.getByRole('textbox', { name: labelStartingWith(AUTHORING_TEXTS.creatorsLabel) }),
      ' Amara Okafor ,, Lena Fischer,',
    );
    await chooseCategory(canvasElement, CATEGORY_BY_SLUG.tourism.name);
    const editor = await bodyEditor(canvasElement);
    editor.commands.setContent('<p>The harbour at night.</p>');
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.saveAsDraft }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const [values, options] = submitted(args.onSubmit);
    await expect(values).toMatchObject({
      title: 'Harbour lights',
      keywords: ['a', 'b', 'c'],
      creator: ['Amara Okafor', 'Lena Fischer'],
      category: fixtures.categories.find(
        (category) => category.name === CATEGORY_BY_SLUG.tourism.name,
      )?.id,
      content: '<p>The harbour at night.</p>',
      video_url: '',
    });
    await expect(values).not.toHaveProperty('news_id');
    await expect(options).toEqual({ asDraft: true });
    // After a successful save the form is cleared.
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel })).toHaveValue(''),
    );
  },
};

/** A draft loads with decoded lists (this one arrived double-encoded) and its category by name. */
export const EditingDraft: Story = {
  name: 'Editing a draft',
  args: { initialDraft: doubleEncodedDraft },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: SCREEN_TEXTS.editorEditHeading }),
    ).toBeVisible();
    await expect(canvas.getByText(SCREEN_TEXTS.editorEditingNotice)).toBeVisible();
    await expect(
      canvas.getByRole('textbox', { name: labelStartingWith(AUTHORING_TEXTS.keywordsLabel) }),
    ).toHaveValue('frost, sensors, orchards');
    await expect(
      canvas.getByRole('textbox', { name: labelStartingWith(AUTHORING_TEXTS.creatorsLabel) }),
    ).toHaveValue('Amara Okafor, Lena Fischer');
    await expect(
      canvas.getByLabelText(labelStartingWith(AUTHORING_TEXTS.categoryLabel)),
    ).toHaveValue(CATEGORY_BY_SLUG.technology.name);
    const editor = await bodyEditor(canvasElement);
    await expect(editor.getText()).toContain('wind machines');
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.publish }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const [values, options] = submitted(args.onSubmit);
    await expect(values).toMatchObject({
      news_id: doubleEncodedDraft.id,
      keywords: ['frost', 'sensors', 'orchards'],
    });
    await expect(options).toEqual({ asDraft: false });
  },
};

/** Cancel Edit clears every field and the body, then tells the host. */
export const CancelEditClearsForm: Story = {
  name: 'Cancel Edit clears the form',
  args: { initialDraft: politicsDraft },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel })).toHaveValue(
      politicsDraft.title,
    );
    // A loaded draft shows its own word count, and a cleared form none.
    const loaded = readingStats(politicsDraft.content);
    await expect(loaded.words).toBeGreaterThan(0);
    const count = canvas.getByTestId('body-reading-stats');
    await waitFor(() =>
      expect(count).toHaveTextContent(READING_TEXTS.editorCount(loaded.words, loaded.minutes)),
    );
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.cancelEdit }));
    await waitFor(() => expect(count).toHaveTextContent(READING_TEXTS.editorCount(0, 0)));
    await expect(args.onCancelEdit).toHaveBeenCalledOnce();
    await expect(canvas.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel })).toHaveValue('');
    await expect(
      canvas.getByRole('textbox', { name: labelStartingWith(AUTHORING_TEXTS.keywordsLabel) }),
    ).toHaveValue('');
    await expect(
      canvas.getByRole('textbox', { name: labelStartingWith(AUTHORING_TEXTS.creatorsLabel) }),
    ).toHaveValue('');
    await expect(
      canvas.getByRole('textbox', { name: AUTHORING_TEXTS.descriptionLabel }),
    ).toHaveValue('');
    await expect(
      canvas.getByLabelText(labelStartingWith(AUTHORING_TEXTS.categoryLabel)),
    ).toHaveValue('');
    await expect(canvas.getByRole('textbox', { name: /^Video link/ })).toHaveValue('');
    const editor = await bodyEditor(canvasElement);
    await expect(editor.isEmpty).toBe(true);
  },
};

/** A `javascript:` link typed into the link control is never stored. */
export const RejectsJavascriptLink: Story = {
  name: 'javascript: link refused',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await bodyEditor(canvasElement);
    editor.chain().focus().setContent('<p>Click here</p>').selectAll().run();
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const url = await screen.findByRole('textbox', { name: 'Enter URL' });
    // Every control of the link popover has a name (axe checks the page while it may be open).
    await expect(
      screen.getByRole('button', { name: AUTHORING_TEXTS.openLinkInNewTab }),
    ).toBeInTheDocument();
    await userEvent.type(url, 'javascript:alert(document.cookie)');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(editor.getHTML()).not.toContain('javascript:');
    await expect(editor.getHTML()).toContain('href="about:blank"');
    // An allowed protocol goes through the same control unchanged.
    editor.chain().focus().selectAll().run();
    await userEvent.click(canvas.getByRole('button', { name: 'Link' }));
    const again = await screen.findByRole('textbox', { name: 'Enter URL' });
    await userEvent.clear(again);
    await userEvent.type(again, 'mailto:desk@byline.example');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await expect(editor.getHTML()).toContain('href="mailto:desk@byline.example"');

    await userEvent.type(
      canvas.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel }),
      'Links in the body',
    );
    await chooseCategory(canvasElement, CATEGORY_BY_SLUG.world.name);
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.publish }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(submitted(args.onSubmit)[0].content).not.toContain('javascript:');
  },
};

/** Unsafe links and images inside a stored draft: links become about:blank, images are dropped. */
export const SanitisesDraftHtml: Story = {
  name: 'Unsafe draft HTML cleaned',
  args: {
    initialDraft: {
      ...lifestyleDraft,
      content:
        '<p><a href="javascript:alert(1)">bad</a> <a href=" JaVa&#x09;script:alert(1)">worse</a> <a href="https://byline.example/ok">good</a> <a href="tel:+441234">call</a></p>' +
        '<img src="javascript:alert(1)"><img src="https://byline.example/ok.png" alt="A kept picture">',
    },
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const editor = await bodyEditor(canvasElement);
    const html = editor.getHTML();
    await expect(html).not.toMatch(/javascript/i);
    await expect(html).toContain('href="about:blank"');
    await expect(html).toContain('href="https://byline.example/ok"');
    await expect(html).toContain('href="tel:+441234"');
    await expect(html).toContain('src="https://byline.example/ok.png"');
    await expect(html.match(/<img/g)).toHaveLength(1);
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.saveAsDraft }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(submitted(args.onSubmit)[0].content).not.toMatch(/javascript/i);
  },
};

function paste(target: Element, data: DataTransfer) {
  target.dispatchEvent(
    new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
  );
}

// Pictures pasted, dropped and picked into the body: ../BodyImages/BodyImages.stories.tsx.

/** A pasted Vimeo link becomes a player embed. */
export const PastedVideoLink: Story = {
  name: 'Pasted video link',
  play: async ({ canvasElement }) => {
    const editor = await bodyEditor(canvasElement);
    editor.commands.focus();
    const data = new DataTransfer();
    data.setData('text/plain', 'https://vimeo.com/76979871');
    paste(editor.view.dom, data);
    await waitFor(() =>
      expect(editor.getHTML()).toContain('src="https://player.vimeo.com/video/76979871"'),
    );
    // And a YouTube link through Tiptap's YouTube extension.
    const youtube = new DataTransfer();
    youtube.setData('text/plain', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    paste(editor.view.dom, youtube);
    await waitFor(() =>
      expect(editor.getHTML()).toContain('youtube-nocookie.com/embed/dQw4w9WgXcQ'),
    );
  },
};

/** While publishing, PUBLISH ARTICLE shows a loader and SAVE AS DRAFT waits. */
export const Publishing: Story = {
  args: { initialDraft: lifestyleDraft, onSubmit: fn(() => new Promise<void>(() => {})) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const publish = canvas.getByRole('button', { name: AUTHORING_TEXTS.publish });
    await userEvent.click(publish);
    await waitFor(() => expect(publish).toHaveAttribute('data-loading', 'true'));
    await expect(canvas.getByRole('button', { name: AUTHORING_TEXTS.saveAsDraft })).toBeDisabled();
  },
};

/** A draft with every field long, and no image. */
export const LongText: Story = {
  args: {
    initialDraft: {
      ...politicsDraft,
      title:
        'An unusually long working title for a draft that keeps going to show how the field copes with it',
      keywords: Array.from({ length: 12 }, (_, index) => `keyword number ${index + 1}`),
      description: 'A long description. '.repeat(12).trim(),
      content: `<h1>Heading</h1>${'<p>A long paragraph of body text that wraps across several lines in the editor.</p>'.repeat(8)}`,
    },
  },
};

export const CategoriesStillLoading: Story = {
  name: 'Categories still loading',
  args: { categories: [], initialDraft: lifestyleDraft },
};

export const SmallScreen: Story = { globals: atWidth('small') };
export const MediumScreen: Story = { globals: atWidth('medium') };
export const LargeScreen: Story = { globals: atWidth('large') };

const tourismId = fixtures.categories.find(
  (category) => category.name === CATEGORY_BY_SLUG.tourism.name,
)?.id;
if (tourismId === undefined) throw new Error('The fixtures need the tourism category');

/** The device copy offer and a conflict notice above the form, and a status beside the buttons. */
export const WithNotices: Story = {
  name: 'With notices',
  args: {
    initialDraft: politicsDraft,
    notices: (
      <>
        <DeviceCopyOffer
          savedAt={new Date(Date.UTC(2026, 10, 26, 15, 4))}
          onRestore={fn()}
          onDiscard={fn()}
        />
        <ConflictNotice
          message={SERVER_MESSAGES.draftConflict}
          onLoadNewer={fn()}
          onKeepMine={fn()}
        />
      </>
    ),
    saveStatus: <SaveStatus state={{ kind: 'failed', reason: SERVER_MESSAGES.draftConflict }} />,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('region', { name: EDITOR_STATE_TEXTS.deviceCopyTitle }),
    ).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent(SERVER_MESSAGES.draftConflict);
    await expect(
      canvas.getByText(EDITOR_STATE_TEXTS.notSaved(SERVER_MESSAGES.draftConflict)),
    ).toBeVisible();
  },
};

/**
 * Publish later: PUBLISH ARTICLE becomes SCHEDULE. No time, a past time or one too far ahead is
 * refused beside the field and nothing is sent; a time ahead is sent as `publishAt`.
 */
export const Scheduling: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel }),
      'Harbour lights',
    );
    await chooseCategory(canvasElement, CATEGORY_BY_SLUG.tourism.name);
    const editor = await bodyEditor(canvasElement);
    editor.commands.setContent('<p>The harbour at night.</p>', { emitUpdate: true });

    await userEvent.click(canvas.getByRole('switch', { name: EDITOR_STATE_TEXTS.publishLater }));
    await expect(canvas.queryByRole('button', { name: AUTHORING_TEXTS.publish })).toBeNull();
    const schedule = canvas.getByRole('button', { name: EDITOR_STATE_TEXTS.schedule });
    const time = canvas.getByLabelText(labelStartingWith(PUBLISH_AT_TEXTS.label));

    await userEvent.click(schedule);
    await expect(await canvas.findByText(PUBLISH_AT_TEXTS.required)).toBeVisible();

    const hour = 60 * 60 * 1000;
    fireEvent.change(time, { target: { value: toLocalInputValue(new Date(Date.now() - hour)) } });
    await userEvent.click(schedule);
    await expect(await canvas.findByText(SERVER_MESSAGES.publishAtPast)).toBeVisible();
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(time).toHaveAccessibleDescription(
      expect.stringContaining(SERVER_MESSAGES.publishAtPast),
    );

    const tooFar = new Date(Date.now() + (AUTHORING_LIMITS.scheduleMaxDays + 1) * 24 * hour);
    fireEvent.change(time, { target: { value: toLocalInputValue(tooFar) } });
    await userEvent.click(schedule);
    await expect(
      await canvas.findByText(SERVER_MESSAGES.publishAtTooFar(AUTHORING_LIMITS.scheduleMaxDays)),
    ).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();

    const tomorrow = toLocalInputValue(new Date(Date.now() + 24 * hour));
    fireEvent.change(time, { target: { value: tomorrow } });
    await expect(
      canvas.queryByText(SERVER_MESSAGES.publishAtTooFar(AUTHORING_LIMITS.scheduleMaxDays)),
    ).toBeNull();
    await userEvent.click(schedule);
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    const [values, options] = submitted(args.onSubmit);
    await expect(values).toMatchObject({ title: 'Harbour lights', category: tourismId });
    await expect(options).toMatchObject({ asDraft: false });
    await expect(options.publishAt).toBeInstanceOf(Date);
    await expect(toLocalInputValue(options.publishAt)).toBe(tomorrow);
    // Cleared after the save: Publish later is off again.
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: AUTHORING_TEXTS.publish })).toBeVisible(),
    );
    await expect(
      canvas.getByRole('switch', { name: EDITOR_STATE_TEXTS.publishLater }),
    ).not.toBeChecked();
  },
};

/** Scheduling follows the publish rules: a title and a body are needed too. */
export const SchedulingNeedsTitleAndBody: Story = {
  name: 'Scheduling needs a title and body',
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await chooseCategory(canvasElement, CATEGORY_BY_SLUG.tourism.name);
    await userEvent.click(canvas.getByRole('switch', { name: EDITOR_STATE_TEXTS.publishLater }));
    fireEvent.change(canvas.getByLabelText(labelStartingWith(PUBLISH_AT_TEXTS.label)), {
      target: { value: toLocalInputValue(new Date(Date.now() + 24 * 60 * 60 * 1000)) },
    });
    await userEvent.click(canvas.getByRole('button', { name: EDITOR_STATE_TEXTS.schedule }));
    await expect(await canvas.findByText(SERVER_MESSAGES.titleRequired)).toBeVisible();
    await expect(await canvas.findByText(SERVER_MESSAGES.bodyRequired)).toBeVisible();
    await expect(args.onSubmit).not.toHaveBeenCalled();
    // SAVE AS DRAFT still saves, without a time.
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.saveAsDraft }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(submitted(args.onSubmit)[1]).toEqual({ asDraft: true });
  },
};

const inADay = () => new Date(Date.now() + 24 * 60 * 60 * 1000);

/** A scheduled article opens with Publish later on, at its time. */
export const EditingScheduled: Story = {
  name: 'Editing a scheduled article',
  args: {
    initialDraft: {
      ...lifestyleDraft,
      status: 'scheduled',
      scheduled_at: inADay().toISOString(),
      version: 4,
      updated_at: lifestyleDraft.created_at,
    } satisfies Draft,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('switch', { name: EDITOR_STATE_TEXTS.publishLater }),
    ).toBeChecked();
    const scheduledAt = new Date(args.initialDraft?.scheduled_at ?? '');
    await expect(canvas.getByLabelText(labelStartingWith(PUBLISH_AT_TEXTS.label))).toHaveValue(
      toLocalInputValue(scheduledAt),
    );
    await expect(canvas.getByRole('button', { name: EDITOR_STATE_TEXTS.schedule })).toBeVisible();
  },
};

type ChangeMock = ReturnType<typeof fn<(snapshot: ArticleEditorSnapshot) => void>>;
const lastSnapshot = (onChange: unknown): ArticleEditorSnapshot | undefined =>
  (onChange as ChangeMock).mock.lastCall?.[0];

/** Every change a person makes hands the host the form as it stands; loading does not. */
export const ReportsChanges: Story = {
  name: 'Each change reported',
  args: { onChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await bodyEditor(canvasElement);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.type(
      canvas.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel }),
      'Harbour lights',
    );
    await expect(lastSnapshot(args.onChange)).toMatchObject({
      title: 'Harbour lights',
      content: '',
    });
    await userEvent.type(
      canvas.getByRole('textbox', { name: labelStartingWith(AUTHORING_TEXTS.keywordsLabel) }),
      'harbour, night',
    );
    await chooseCategory(canvasElement, CATEGORY_BY_SLUG.tourism.name);
    await userEvent.type(
      canvas.getByRole('textbox', { name: AUTHORING_TEXTS.imageAltLabel }),
      'Lanterns on the quay',
    );
    await userEvent.click(canvas.getByRole('textbox', { name: AUTHORING_TEXTS.bodyLabel }));
    await userEvent.keyboard('Boats and music');
    await waitFor(() =>
      expect(lastSnapshot(args.onChange)).toEqual({
        title: 'Harbour lights',
        keywords: ['harbour', 'night'],
        creator: [],
        description: '',
        content: '<p>Boats and music</p>',
        video_url: '',
        category: tourismId,
        image: null,
        image_alt: 'Lanterns on the quay',
      }),
    );
  },
};

const restored: ArticleEditorSnapshot = {
  title: 'Harbour lights, restored',
  keywords: ['harbour', 'night'],
  creator: ['Amara Okafor'],
  description: 'Kept on the device',
  content: '<p>Boats and music until dawn.</p>',
  video_url: 'https://vimeo.com/76979871',
  category: tourismId,
  image: null,
  image_alt: 'Lanterns along the harbour wall',
};

/** Given values fill the fields and the body over the draft's; the draft stays the one edited. */
export const StartsFromValues: Story = {
  name: 'Starting from given values',
  args: { initialDraft: politicsDraft, initialValues: restored, onChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: SCREEN_TEXTS.editorEditHeading }),
    ).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel })).toHaveValue(
      restored.title,
    );
    await expect(
      canvas.getByRole('textbox', { name: labelStartingWith(AUTHORING_TEXTS.keywordsLabel) }),
    ).toHaveValue('harbour, night');
    await expect(
      canvas.getByRole('textbox', { name: labelStartingWith(AUTHORING_TEXTS.creatorsLabel) }),
    ).toHaveValue('Amara Okafor');
    await expect(
      canvas.getByRole('textbox', { name: AUTHORING_TEXTS.descriptionLabel }),
    ).toHaveValue(restored.description);
    await expect(canvas.getByRole('textbox', { name: AUTHORING_TEXTS.imageAltLabel })).toHaveValue(
      restored.image_alt,
    );
    await expect(
      canvas.getByLabelText(labelStartingWith(AUTHORING_TEXTS.categoryLabel)),
    ).toHaveValue(CATEGORY_BY_SLUG.tourism.name);
    const editor = await bodyEditor(canvasElement);
    await expect(editor.getHTML()).toBe(restored.content);
    await expect(args.onChange).not.toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.saveAsDraft }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(submitted(args.onSubmit)[0]).toMatchObject({
      news_id: politicsDraft.id,
      title: restored.title,
      category: tourismId,
      image_alt: restored.image_alt,
    });
  },
};

/** Preview hands over the form as it stands; History asks the host for the revisions. */
export const PreviewAndHistory: Story = {
  name: 'Preview and history',
  args: {
    onPreview: fn(),
    onOpenHistory: fn(),
    saveStatus: (
      <SaveStatus state={{ kind: 'saved', at: new Date(Date.UTC(2026, 10, 26, 15, 4)) }} />
    ),
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(
      canvas.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel }),
      'Harbour lights',
    );
    const editor = await bodyEditor(canvasElement);
    editor.commands.setContent('<p>The harbour at night.</p>', { emitUpdate: true });
    await userEvent.click(canvas.getByRole('button', { name: EDITOR_STATE_TEXTS.preview }));
    await expect(args.onPreview).toHaveBeenCalledOnce();
    await expect(args.onPreview).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Harbour lights',
        content: '<p>The harbour at night.</p>',
        category: null,
      }),
    );
    await userEvent.click(canvas.getByRole('button', { name: EDITOR_STATE_TEXTS.history }));
    await expect(args.onOpenHistory).toHaveBeenCalledOnce();
    // Neither saves.
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The buttons row with everything in it, on a small screen. */
export const AllButtonsSmallScreen: Story = {
  ...PreviewAndHistory,
  name: 'All buttons, small screen',
  play: undefined,
  globals: atWidth('small'),
};

/** A draft with text in every palette colour: the author reads it as a reader will. */
export const ColouredText: Story = {
  name: 'Coloured text',
  args: { initialDraft: { ...lifestyleDraft, content: COLOURED_TEXT_HTML } },
  play: async ({ canvasElement }) => {
    const editor = await bodyEditor(canvasElement);
    await expectColouredTextReadable(editor.view.dom);
  },
};

/** The same in dark: each colour shows its lighter equivalent. */
export const ColouredTextInDark: Story = {
  ...ColouredText,
  name: 'Coloured text in dark',
  globals: { colorScheme: 'dark' },
};
