import { describeComponent } from '../../testing';
import { SearchField } from './SearchField';

describeComponent(SearchField, { props: { defaultValue: 'harbour' } });
