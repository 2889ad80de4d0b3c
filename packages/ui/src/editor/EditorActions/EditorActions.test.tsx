import { describeComponent } from '../../testing';
import { EditorActions } from './EditorActions';

describeComponent(EditorActions, {
  props: {
    saveStatus: 'Status goes here',
    onOpenHistory: () => {},
    onPreview: () => {},
    onSaveDraft: () => {},
    onPublish: () => {},
  },
  refTarget: 'div',
});
