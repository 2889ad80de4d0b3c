import { describeComponent } from '../../testing';
import { SocialLinks } from './SocialLinks';

describeComponent(SocialLinks, {
  props: { links: [{ label: 'Example on X', href: 'https://x.com/byline', icon: 'x' }] },
});
