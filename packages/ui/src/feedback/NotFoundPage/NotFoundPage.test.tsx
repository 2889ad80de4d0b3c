import { describeComponent } from '../../testing';
import { NotFoundPage } from './NotFoundPage';

describeComponent(NotFoundPage, { props: {} });
