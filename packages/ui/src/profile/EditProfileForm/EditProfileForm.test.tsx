import { fixtures } from '@byline/api-client/mocks';
import { describeComponent } from '../../testing';
import { EditProfileForm } from './EditProfileForm';

describeComponent(EditProfileForm, {
  props: { profile: fixtures.currentUser, onSubmit: () => {} },
});
