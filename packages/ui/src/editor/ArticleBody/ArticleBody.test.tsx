import { describeComponent } from '../../testing';
import { ArticleBody } from './ArticleBody';
import { useBodyEditor } from './useBodyEditor';

/** The body with a live editor of its own, as its story and the article editor make it. */
function BodyWithEditor({ content, error }: { content: string; error?: string | null }) {
  const { editor, ids } = useBodyEditor({
    placeholder: 'Type something invented',
    initialContent: content,
    error: error ?? null,
    onPersonEdit: () => undefined,
  });
  return <ArticleBody editor={editor} ids={ids} initialContent={content} error={error} />;
}

describeComponent(
  BodyWithEditor,
  { props: { content: '<p>Pelicans counted every plank.</p>' } },
  'ArticleBody',
);

describeComponent(
  BodyWithEditor,
  { props: { content: '', error: 'The body wants a word or two' } },
  'ArticleBody, refused',
);
