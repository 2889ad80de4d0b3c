import { describeComponent } from '../../testing';
import { HomeSection } from './HomeSection';

describeComponent(HomeSection, {
  props: { title: 'Tourism News', moreHref: '/news/tourism', skeleton: null, children: 'Cards' },
});
