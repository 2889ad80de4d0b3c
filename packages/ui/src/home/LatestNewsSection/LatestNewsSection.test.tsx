import { fixtures } from '@byline/api-client/mocks';
import { describeComponent } from '../../testing';
import { LatestNewsSection } from './LatestNewsSection';

describeComponent(LatestNewsSection, { props: { items: fixtures.mostRecent } });
