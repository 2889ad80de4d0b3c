import { describe } from 'vitest';
import { describeComponent } from '../../testing';
import { DeleteAccountSection } from './DeleteAccountSection';

describeComponent(DeleteAccountSection, { props: { onDelete: () => undefined } });

describe('DeleteAccountSection, its dialog open', () => {
  describeComponent(DeleteAccountSection, {
    props: { onDelete: () => undefined, defaultOpened: true },
    portal: true,
  });
});
