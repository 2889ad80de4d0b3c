import { fixtures } from '@byline/api-client/mocks';
import { describeComponent } from '../../testing';
import { ExtraBlock } from './ExtraBlock';

describeComponent(ExtraBlock, { props: { items: fixtures.newsItems.slice(0, 4) } });
