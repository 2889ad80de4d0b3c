import { describeComponent } from '../../testing';
import { PageShell } from './PageShell';

describeComponent(PageShell, { props: { signedIn: false, footerYear: 2025, children: 'Page' } });
