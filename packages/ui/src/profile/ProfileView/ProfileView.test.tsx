import { fixtures } from '@byline/api-client/mocks';
import { describeComponent } from '../../testing';
import { ProfileView } from './ProfileView';

describeComponent(ProfileView, {
  props: { profile: fixtures.currentUser, articles: fixtures.newsItems.slice(0, 3), isOwner: true },
});
