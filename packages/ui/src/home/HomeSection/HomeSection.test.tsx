import { describeComponent } from '../../testing';
import { HomeSection } from './HomeSection';

describeComponent(HomeSection, {
  props: { title: 'A section', moreHref: '/news/tourism', skeleton: null, children: 'Cards' },
});
