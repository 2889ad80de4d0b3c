import type { Revision } from '@byline/api-client/contract';
import { describeComponent } from '../../testing';
import { RevisionHistory } from './RevisionHistory';

const selected: Revision = {
  id: 41,
  kind: 'save',
  saved_at: '2026-03-16T09:00:00.000Z',
  title: 'Pelicans audit the pier',
  words: 4,
  saved_by: 'Amara Okafor',
  news_id: 7,
  description: 'A made-up description.',
  keywords: [],
  creator: [],
  content: '<p>Pelicans counted every plank.</p>',
  video_url: null,
  category_id: 1,
};

describeComponent(RevisionHistory, {
  props: {
    opened: true,
    onClose: () => {},
    revisions: [
      selected,
      {
        id: 42,
        kind: 'autosave',
        saved_at: '2026-03-16T09:10:00.000Z',
        title: '',
        words: 0,
        saved_by: null,
      },
    ],
    selected,
    onSelect: () => {},
    onRestore: () => {},
  },
  portal: true,
});
