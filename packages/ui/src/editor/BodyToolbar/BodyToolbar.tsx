import { RichTextEditor } from '@mantine/tiptap';
import { IconPhotoPlus } from '@tabler/icons-react';
import { TEXT_COLOURS } from '../../article/textColours/textColours';
import { AUTHORING_TEXTS } from '../../constants';
import { useMessages } from '../../locale';

/** What the colour picker offers: the palette as stored (textColours.ts). */
const TEXT_COLOUR_SWATCHES = TEXT_COLOURS.map(({ light }) => light);

export interface BodyToolbarProps {
  /** The Insert image button: the host opens its file picker. */
  onInsertImage: () => void;
}

/**
 * The body's formatting toolbar (inside a `RichTextEditor`): headings, emphasis, blocks and
 * lists, alignment, colours, links and pictures, as the HTML policy allows them. It stays at the
 * top of the screen while the body scrolls.
 */
export function BodyToolbar({ onInsertImage }: BodyToolbarProps) {
  const authoringTexts = useMessages(AUTHORING_TEXTS);
  return (
    <RichTextEditor.Toolbar sticky stickyOffset={0} aria-label={authoringTexts.formattingToolbar}>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.H1 />
        <RichTextEditor.H2 />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Bold />
        <RichTextEditor.Italic />
        <RichTextEditor.Underline />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Blockquote />
        <RichTextEditor.CodeBlock />
        <RichTextEditor.OrderedList />
        <RichTextEditor.BulletList />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.AlignLeft />
        <RichTextEditor.AlignCenter />
        <RichTextEditor.AlignRight />
        <RichTextEditor.AlignJustify />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.ColorPicker colors={TEXT_COLOUR_SWATCHES} />
        <RichTextEditor.Highlight />
      </RichTextEditor.ControlsGroup>
      <RichTextEditor.ControlsGroup>
        <RichTextEditor.Link />
        <RichTextEditor.Unlink />
        <RichTextEditor.Control
          aria-label={authoringTexts.insertImage}
          title={authoringTexts.insertImage}
          onClick={onInsertImage}
        >
          <IconPhotoPlus size={16} stroke={1.5} aria-hidden="true" />
        </RichTextEditor.Control>
        <RichTextEditor.ClearFormatting />
      </RichTextEditor.ControlsGroup>
    </RichTextEditor.Toolbar>
  );
}
