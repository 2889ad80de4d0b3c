import { fixtures } from '@byline/api-client/mocks';
import { describeComponent } from '../../testing';
import { MostReadSection } from './MostReadSection';

describeComponent(MostReadSection, { props: { items: fixtures.mostWatched } });
