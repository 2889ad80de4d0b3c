import { CATEGORY_BY_SLUG, SERVER_MESSAGES } from '@byline/api-client/contract';
import { fixtures } from '@byline/api-client/mocks';
import { Box } from '@mantine/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Editor } from '@tiptap/core';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { atWidth, reviewViewportParameters } from '../../authoring/storySupport';
import {
  AUTHORING_TEXTS,
  EDITOR,
  READING_TEXTS,
  SCREEN_TEXTS,
  VALIDATION_MESSAGES,
} from '../../constants';
import { labelStartingWith } from '../../layout/storySupport';
import { ArticleEditor } from './ArticleEditor';

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
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByRole('heading', { name: SCREEN_TEXTS.editorNewHeading }),
    ).toBeVisible();
    await expect(canvas.queryByText(SCREEN_TEXTS.editorEditingNotice)).toBeNull();
    const editor = await bodyEditor(canvasElement);
    await expect(editor.isEmpty).toBe(true);
    // Section 9: undo groups changes within 1000 ms and keeps 100 steps.
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
    // Section 2's toolbar, every control named.
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
    await expect(body).not.toHaveAttribute('aria-invalid');
  },
};

/** SAVE AS DRAFT takes an article with no title and no body. */
export const DraftMayBeEmpty: Story = {
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
  args: { initialDraft: politicsDraft },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: AUTHORING_TEXTS.titleLabel })).toHaveValue(
      politicsDraft.title,
    );
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.cancelEdit }));
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
  args: { categories: [], initialDraft: lifestyleDraft },
};

export const SmallScreen: Story = { globals: atWidth('small') };
export const MediumScreen: Story = { globals: atWidth('medium') };
export const LargeScreen: Story = { globals: atWidth('large') };
