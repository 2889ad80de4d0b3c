import { describeComponent } from '../../testing';
import { EMAIL_LINKS, emailArticle } from '../emails.mocks';
import { DigestEmail } from './DigestEmail';

describeComponent(DigestEmail, {
  props: { ...EMAIL_LINKS, articles: [emailArticle(1), emailArticle(2)] },
});
