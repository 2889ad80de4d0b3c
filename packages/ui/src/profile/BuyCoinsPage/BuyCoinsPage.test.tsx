import { describeComponent } from '../../testing';
import { BuyCoinsPage } from './BuyCoinsPage';

describeComponent(BuyCoinsPage, { props: {} });
