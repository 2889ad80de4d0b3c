import { HTML_POLICY } from '@byline/api-client/contract';
import { Input, Stack, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import type { Editor } from '@tiptap/react';
import { useRef } from 'react';
import { READABLE_TEXT_COLOURS_CLASS } from '../../article/textColours/readableTextColours';
import { AUTHORING_TEXTS, READING_TEXTS } from '../../constants';
import { useMessages } from '../../locale';
import { BodyImageUploads } from '../BodyImages/BodyImageUploads';
import { FigureDetails } from '../BodyImages/FigureDetails';
import { type BodyImageUploader, useBodyImageUploads } from '../BodyImages/useBodyImageUploads';
import { BodyToolbar } from '../BodyToolbar/BodyToolbar';
import type { BodyIds } from './useBodyEditor';
import { useReadingStats } from './useReadingStats';

export interface ArticleBodyProps {
  /** The body's editor (`useBodyEditor`), null until it has mounted. */
  editor: Editor | null;
  /** The ids the editor was made with. */
  ids: BodyIds;
  /** The content the editor started with: counted before the editor is there. */
  initialContent: string;
  /** Why PUBLISH was refused for the body. */
  error?: string | null;
  /**
   * Uploads a picture pasted, dropped or picked into the body; the body keeps the URL it answers
   * (never a data: URL). Without it, pictures are refused with a message.
   */
  onUploadImage?: BodyImageUploader;
}

/**
 * The article's body: its label, the toolbar and the Tiptap text, a picture's caption and credit,
 * uploads under way, the error, and the live word count and reading time.
 */
export function ArticleBody({
  editor,
  ids,
  initialContent,
  error,
  onUploadImage,
}: ArticleBodyProps) {
  const authoringTexts = useMessages(AUTHORING_TEXTS);
  const readingTexts = useMessages(READING_TEXTS);
  const bodyImages = useBodyImageUploads(editor, onUploadImage);
  const stats = useReadingStats(editor, initialContent);
  const imagePickerRef = useRef<HTMLInputElement>(null);
  return (
    <Stack gap={4}>
      <Input.Label id={ids.label} component="span">
        {authoringTexts.bodyLabel}
      </Input.Label>
      <RichTextEditor
        editor={editor}
        // Mantine's link popover leaves its "open in a new tab" toggle (an icon) unnamed.
        attributes={{
          linkEditorExternalControl: { 'aria-label': authoringTexts.openLinkInNewTab },
        }}
        labels={{
          highlightControlLabel: authoringTexts.backgroundColour,
          colorPickerControlLabel: authoringTexts.textColour,
        }}
      >
        <BodyToolbar onInsertImage={() => imagePickerRef.current?.click()} />
        <RichTextEditor.Content mih={240} className={READABLE_TEXT_COLOURS_CLASS} />
      </RichTextEditor>
      <FigureDetails editor={editor} />
      <BodyImageUploads uploads={bodyImages.uploads} onDismiss={bodyImages.dismiss} />
      {error && <Input.Error id={ids.error}>{error}</Input.Error>}
      <Text id={ids.count} size="sm" c="dimmed" data-testid="body-reading-stats">
        {readingTexts.editorCount(stats.words, stats.minutes)}
      </Text>
      {/* The toolbar's image button: uploaded like pasted and dropped pictures. */}
      <input
        ref={imagePickerRef}
        type="file"
        accept={HTML_POLICY.inlineImageTypes.join(',')}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        data-testid="body-image-input"
        onChange={(event) => {
          const files = Array.from(event.currentTarget.files ?? []);
          if (files.length > 0) bodyImages.uploadFiles(files);
          event.currentTarget.value = '';
        }}
      />
    </Stack>
  );
}
