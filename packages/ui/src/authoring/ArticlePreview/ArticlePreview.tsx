import type { Article } from '@byline/api-client/contract';
import { Alert, Container, Modal } from '@mantine/core';
import { IconEye } from '@tabler/icons-react';
import { forwardRef } from 'react';
import { ArticlePage } from '../../article/ArticlePage/ArticlePage';
import { PREVIEW_TEXTS } from '../../constants';
import { type HostLinkProps, LinkProvider } from '../../link';
import { useMessages } from '../../locale';
import classes from './ArticlePreview.module.css';

export interface ArticlePreviewProps {
  opened: boolean;
  onClose: () => void;
  /** The article as the editor has it now (saved or not). */
  article: Article;
}

/** Links in the preview open in a new tab: following one here would leave the editor behind. */
const NewTabLink = forwardRef<HTMLAnchorElement, HostLinkProps>(function NewTabLink(props, ref) {
  return <a ref={ref} {...props} target="_blank" rel="noopener noreferrer" />;
});

/**
 * The article as readers will see it (docs/adr/0016): the reader's own article page
 * in a full-screen dialog, without comments, rewards, follows or recommendations.
 */
export function ArticlePreview({ opened, onClose, article }: ArticlePreviewProps) {
  const previewTexts = useMessages(PREVIEW_TEXTS);
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      fullScreen
      title={previewTexts.title}
      closeButtonProps={{ 'aria-label': previewTexts.close }}
      // Not a banner landmark: the page behind the dialog has its own (axe: one banner).
      attributes={{ header: { role: 'none' } }}
    >
      {/* The reader's column (ArticlePage's width): the notice lines up with the article. */}
      <Container size={760}>
        <Alert variant="light" icon={<IconEye aria-hidden="true" />}>
          {previewTexts.notice}
        </Alert>
      </Container>
      <LinkProvider component={NewTabLink}>
        <div className={classes.preview}>
          <ArticlePage article={article} />
        </div>
      </LinkProvider>
    </Modal>
  );
}
