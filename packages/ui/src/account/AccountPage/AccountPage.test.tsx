import { describeComponent } from '../../testing';
import { AccountPage } from './AccountPage';

describeComponent(AccountPage, {
  props: {
    email: 'reader@byline.example',
    onChangeEmail: () => undefined,
    onChangePassword: () => undefined,
    onDownload: () => undefined,
    onDelete: () => undefined,
  },
  refTarget: 'div',
});
