import { RichTextEditor } from '@mantine/tiptap';
import type { ReactNode } from 'react';
import { describeComponent } from '../../testing';
import { useBodyEditor } from '../ArticleBody/useBodyEditor';
import { BodyToolbar } from './BodyToolbar';

/** The toolbar lives inside a `RichTextEditor` with a live body editor, as its story has it. */
function OverABody({ children }: { children: ReactNode }) {
  const { editor, ids } = useBodyEditor({
    placeholder: 'Type something invented',
    initialContent: '<p>Made-up body.</p>',
    error: null,
    onPersonEdit: () => undefined,
  });
  return (
    <>
      <span id={ids.label}>Made-up body label</span>
      <RichTextEditor editor={editor}>
        {children}
        <RichTextEditor.Content />
      </RichTextEditor>
    </>
  );
}

describeComponent(BodyToolbar, {
  props: { onInsertImage: () => {} },
  wrap: (toolbar) => <OverABody>{toolbar}</OverABody>,
});
