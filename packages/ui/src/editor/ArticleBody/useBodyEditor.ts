import { type Editor, useEditor } from '@tiptap/react';
import { useEffect, useId, useRef } from 'react';
import { articleBodyExtensions } from '../extensions';

/** The ids that tie the body to its label, its error and its word count. */
export interface BodyIds {
  label: string;
  error: string;
  count: string;
}

/**
 * The Tiptap editor of an article's body, labelled and described like a Mantine field (its error
 * announced with it). `onPersonEdit` hears only a person's edits: loading and clearing set the
 * content without an update.
 */
export function useBodyEditor(options: {
  placeholder: string;
  initialContent: string;
  error: string | null;
  onPersonEdit: () => void;
}): { editor: Editor | null; ids: BodyIds } {
  const ids = { label: useId(), error: useId(), count: useId() };
  const attributes: Record<string, string> = {
    'aria-labelledby': ids.label,
    'aria-multiline': 'true',
    role: 'textbox',
    'aria-describedby': options.error ? `${ids.error} ${ids.count}` : ids.count,
    ...(options.error ? { 'aria-invalid': 'true' } : {}),
  };
  // The editor's update handler is made once: it calls the newest `onPersonEdit`.
  const onPersonEdit = useRef(options.onPersonEdit);
  onPersonEdit.current = options.onPersonEdit;
  const editor = useEditor({
    extensions: articleBodyExtensions(options.placeholder),
    content: options.initialContent,
    // Safe for server rendering: the editor appears after mount.
    immediatelyRender: false,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes },
    onUpdate: () => onPersonEdit.current(),
  });

  // Kept when the error comes or goes (the editor is made once).
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const next = JSON.parse(attributesKey) as Record<string, string>;
    editor.setOptions({ editorProps: { ...editor.options.editorProps, attributes: next } });
  }, [editor, attributesKey]);

  return { editor, ids };
}
