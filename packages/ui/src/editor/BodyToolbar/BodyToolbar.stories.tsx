import { RichTextEditor } from '@mantine/tiptap';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { AUTHORING_TEXTS, SCREEN_TEXTS } from '../../constants';
import { useBodyEditor } from '../ArticleBody/useBodyEditor';
import { BodyToolbar } from './BodyToolbar';

/** The toolbar over an empty body, as the article editor shows it. */
function ToolbarOverABody({ onInsertImage }: { onInsertImage: () => void }) {
  const { editor, ids } = useBodyEditor({
    placeholder: SCREEN_TEXTS.editorBodyPlaceholder,
    initialContent: '',
    error: null,
    onPersonEdit: () => undefined,
  });
  return (
    <>
      <span id={ids.label}>{AUTHORING_TEXTS.bodyLabel}</span>
      <RichTextEditor editor={editor}>
        <BodyToolbar onInsertImage={onInsertImage} />
        <RichTextEditor.Content mih={80} />
      </RichTextEditor>
    </>
  );
}

const meta = {
  title: 'Authoring/ArticleEditor/BodyToolbar',
  component: ToolbarOverABody,
  args: { onInsertImage: fn() },
} satisfies Meta<typeof ToolbarOverABody>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every control named; Insert image asks the host for its file picker. */
export const Toolbar: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: AUTHORING_TEXTS.insertImage }));
    await expect(args.onInsertImage).toHaveBeenCalledOnce();
  },
};
