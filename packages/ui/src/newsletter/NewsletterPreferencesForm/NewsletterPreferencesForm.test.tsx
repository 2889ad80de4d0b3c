import { CATEGORIES } from '@byline/api-client/contract';
import { describeComponent } from '../../testing';
import { NewsletterPreferencesForm } from './NewsletterPreferencesForm';

describeComponent(NewsletterPreferencesForm, {
  props: {
    token: 'token-1',
    preferences: { mode: 'each', categories: [], follow_authors: false, can_follow_authors: true },
    categories: CATEGORIES.slice(0, 2),
    onSave: async () => {},
  },
});
