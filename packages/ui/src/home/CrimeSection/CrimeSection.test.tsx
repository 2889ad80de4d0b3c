import { fixtures } from '@byline/api-client/mocks';
import { describeComponent } from '../../testing';
import { CrimeSection } from './CrimeSection';

describeComponent(CrimeSection, { props: { items: fixtures.newsItems } });
