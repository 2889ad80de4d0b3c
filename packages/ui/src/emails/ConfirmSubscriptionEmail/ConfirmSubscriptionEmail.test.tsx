import { describeComponent } from '../../testing';
import { EMAIL_SITE } from '../emails.mocks';
import { ConfirmSubscriptionEmail } from './ConfirmSubscriptionEmail';

describeComponent(ConfirmSubscriptionEmail, {
  props: {
    ...EMAIL_SITE,
    confirmUrl: 'https://news.example/newsletter/confirm?token=1.c.1.sig',
    expiresInDays: 7,
  },
});
