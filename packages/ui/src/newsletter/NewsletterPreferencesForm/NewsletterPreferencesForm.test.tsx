import { describeComponent } from '../../testing';
import { NewsletterPreferencesForm } from './NewsletterPreferencesForm';

describeComponent(NewsletterPreferencesForm, {
  props: {
    token: 'token-1',
    preferences: { mode: 'each', categories: [], follow_authors: false, can_follow_authors: true },
    categories: [
      { id: 1, name: 'World' },
      { id: 2, name: 'Sports' },
    ],
    onSave: async () => {},
  },
});
