import { type ReadingStats, readingStats } from '@byline/api-client/contract';
import type { Editor } from '@tiptap/react';
import { useEffect, useState } from 'react';

/**
 * The live word count and reading time, by the contract's one rule (the server stores the same).
 * Counted on every change of the document, loading and clearing included. (Tiptap's
 * useEditorState kept the count of the editor-less first render: "0 words" for a loaded draft.)
 */
export function useReadingStats(editor: Editor | null, initialContent: string): ReadingStats {
  const [stats, setStats] = useState<ReadingStats>(() => readingStats(initialContent));
  useEffect(() => {
    if (!editor) return;
    const recount = () => {
      const next = readingStats(editor.isEmpty ? '' : editor.getHTML());
      setStats((shown) =>
        shown.words === next.words && shown.minutes === next.minutes ? shown : next,
      );
    };
    recount();
    const onTransaction = ({ transaction }: { transaction: { docChanged: boolean } }) => {
      if (transaction.docChanged) recount();
    };
    editor.on('transaction', onTransaction);
    return () => {
      editor.off('transaction', onTransaction);
    };
  }, [editor]);
  return stats;
}
