import { fixtureArticle, MOCK_COMMENTED_ARTICLE_ID } from '@byline/api-client/mocks';
import { describeComponent } from '../../testing';
import { ArticlePreview } from './ArticlePreview';

const article = fixtureArticle(MOCK_COMMENTED_ARTICLE_ID);
if (!article) throw new Error('No commented fixture article');

describeComponent(ArticlePreview, {
  props: { opened: true, onClose: () => {}, article },
  portal: true,
});
