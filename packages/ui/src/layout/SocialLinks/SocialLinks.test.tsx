import { describeComponent } from '../../testing';
import { SocialLinks } from './SocialLinks';

describeComponent(SocialLinks, {
  props: { links: [{ label: 'Byline on X', href: 'https://x.com/byline', icon: 'x' }] },
});
