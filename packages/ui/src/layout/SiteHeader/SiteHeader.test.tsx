import { describeComponent } from '../../testing';
import { SiteHeader } from './SiteHeader';

describeComponent(SiteHeader, { props: { signedIn: true, unreadCount: 2 } });
