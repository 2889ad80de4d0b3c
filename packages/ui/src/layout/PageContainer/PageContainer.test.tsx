import { describeComponent } from '../../testing';
import { PageContainer } from './PageContainer';

describeComponent(PageContainer, { props: { children: 'Page content' }, refTarget: 'div' });
