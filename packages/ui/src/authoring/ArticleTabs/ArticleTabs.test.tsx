import { describeComponent } from '../../testing';
import { ArticleTabs } from './ArticleTabs';

describeComponent(ArticleTabs, {
  props: {
    value: 'create',
    onChange: () => {},
    createPanel: 'The article editor goes here.',
    draftsPanel: 'My drafts go here.',
  },
});
