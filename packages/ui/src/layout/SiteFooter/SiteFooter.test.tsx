import { describeComponent } from '../../testing';
import { SiteFooter } from './SiteFooter';

describeComponent(SiteFooter, { props: { year: 2025 } });
