import { describeComponent } from '../../testing';
import { Logo } from './Logo';
import { SiteLogo } from './SiteLogo';

describeComponent(Logo, { props: {} });
describeComponent(SiteLogo, { props: { source: undefined, size: 30 } });
