import { describeComponent } from '../../testing';
import { ArticleAuthorActions } from './ArticleAuthorActions';

describeComponent(ArticleAuthorActions, {
  props: {
    editHref: '/new-article?draft=5',
    onUnpublish: async () => {},
    onDelete: async () => {},
    newsletterSent: 2,
  },
  refTarget: 'div',
});
