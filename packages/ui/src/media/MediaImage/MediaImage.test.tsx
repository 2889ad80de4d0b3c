import { describeComponent } from '../../testing';
import { MediaImage } from './MediaImage';

describeComponent(MediaImage, { props: { path: '/media/fixtures/world-1.svg', sizes: '320px' } });
