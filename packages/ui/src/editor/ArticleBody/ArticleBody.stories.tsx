import { readingStats } from '@byline/api-client/contract';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { AUTHORING_TEXTS, CHECK_TEXTS, READING_TEXTS, SCREEN_TEXTS } from '../../constants';
import { ArticleBody } from './ArticleBody';
import { useBodyEditor } from './useBodyEditor';

const HARBOUR_TEXT = '<p>The council voted on the harbour plan.</p>';

/** The body with an editor of its own, as the article editor makes it. */
function BodyWithEditor({ content, error }: { content: string; error?: string | null }) {
  const { editor, ids } = useBodyEditor({
    placeholder: SCREEN_TEXTS.editorBodyPlaceholder,
    initialContent: content,
    error: error ?? null,
    onPersonEdit: () => undefined,
  });
  return <ArticleBody editor={editor} ids={ids} initialContent={content} error={error} />;
}

const meta = {
  title: 'Authoring/ArticleEditor/ArticleBody',
  component: BodyWithEditor,
  args: { content: '' },
} satisfies Meta<typeof BodyWithEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: the labelled text box under its toolbar, no words yet. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: AUTHORING_TEXTS.insertImage })).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: AUTHORING_TEXTS.bodyLabel })).toBeVisible(),
    );
    await expect(canvas.getByTestId('body-reading-stats')).toHaveTextContent(
      READING_TEXTS.editorCount(0, 0),
    );
  },
};

/** A body with text: counted as the server counts it. */
export const WithText: Story = {
  name: 'With text',
  args: { content: HARBOUR_TEXT },
  play: async ({ canvas }) => {
    const { words, minutes } = readingStats(HARBOUR_TEXT);
    await expect(canvas.getByTestId('body-reading-stats')).toHaveTextContent(
      READING_TEXTS.editorCount(words, minutes),
    );
  },
};

/** PUBLISH refused for an empty body: the error is announced with the text box. */
export const BodyMissing: Story = {
  name: 'Body missing',
  args: { error: CHECK_TEXTS.bodyRequired },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(CHECK_TEXTS.bodyRequired)).toBeVisible();
    await waitFor(() =>
      expect(canvas.getByRole('textbox', { name: AUTHORING_TEXTS.bodyLabel })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
  },
};
