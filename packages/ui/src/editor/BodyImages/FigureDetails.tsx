import { Fieldset, TextInput } from '@mantine/core';
import type { Editor } from '@tiptap/core';
import { NodeSelection } from '@tiptap/pm/state';
import { useEditorState } from '@tiptap/react';
import { BODY_IMAGE_TEXTS } from '../../constants/bodyImageTexts';
import { useMessages } from '../../locale';
import type { FigureImageAttributes } from '../figureImage';

interface SelectedFigure {
  position: number;
  alt: string;
  caption: string;
}

function selectedFigure(editor: Editor | null): SelectedFigure | null {
  const selection = editor?.state.selection;
  if (!(selection instanceof NodeSelection) || selection.node.type.name !== 'figureImage') {
    return null;
  }
  const attrs = selection.node.attrs as FigureImageAttributes;
  return { position: selection.from, alt: attrs.alt ?? '', caption: attrs.caption ?? '' };
}

/** Sets attributes of the figure at `position`, keeping it selected. */
function setFigure(editor: Editor, position: number, change: Partial<FigureImageAttributes>) {
  const node = editor.state.doc.nodeAt(position);
  if (node?.type.name !== 'figureImage') return;
  const { tr } = editor.state;
  tr.setNodeMarkup(position, undefined, { ...node.attrs, ...change });
  tr.setSelection(NodeSelection.create(tr.doc, position));
  editor.view.dispatch(tr);
}

/** The selected picture's alt text and caption, shown while a picture of the body is selected. */
export function FigureDetails({ editor }: { editor: Editor | null }) {
  const bodyImageTexts = useMessages(BODY_IMAGE_TEXTS);
  const figure = useEditorState({
    editor,
    selector: ({ editor: current }) => selectedFigure(current),
    equalityFn: (a, b) =>
      a === b ||
      (a !== null &&
        b !== null &&
        a.position === b.position &&
        a.alt === b.alt &&
        a.caption === b.caption),
  });
  if (!editor || !figure) return null;
  return (
    <Fieldset legend={bodyImageTexts.detailsHeading} variant="filled" data-testid="figure-details">
      <TextInput
        label={bodyImageTexts.altLabel}
        description={bodyImageTexts.altDescription}
        value={figure.alt}
        onChange={(event) => setFigure(editor, figure.position, { alt: event.currentTarget.value })}
      />
      <TextInput
        mt="xs"
        label={bodyImageTexts.captionLabel}
        value={figure.caption}
        onChange={(event) =>
          setFigure(editor, figure.position, { caption: event.currentTarget.value })
        }
      />
    </Fieldset>
  );
}
