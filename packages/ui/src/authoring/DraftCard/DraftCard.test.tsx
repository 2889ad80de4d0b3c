import type { Draft } from '@byline/api-client/contract';
import { describeComponent } from '../../testing';
import { DraftCard } from './DraftCard';
import { RescheduleDialog } from './RescheduleDialog';

const draft: Draft = {
  id: 7,
  title: 'Lighthouse keepers swap recipes',
  description: 'A made-up description for the shared checks.',
  image_url: null,
  image_alt: '',
  created_at: '2026-03-05T09:00:00.000Z',
  keywords: [],
  creator: [],
  content: '<p>Made-up body.</p>',
  video_url: null,
  category_name: 'harbour',
  status: 'draft',
  scheduled_at: null,
  review_state: null,
  version: 1,
  pending_update: false,
  updated_at: '2026-03-05T09:00:00.000Z',
};

const scheduled: Draft = {
  ...draft,
  id: 8,
  status: 'scheduled',
  scheduled_at: '2026-12-01T09:30:00.000Z',
};

const actions = {
  onEdit: () => {},
  onDelete: () => {},
  onReschedule: () => {},
  onCancelSchedule: () => {},
};

describeComponent(DraftCard, { props: { draft, ...actions }, refTarget: 'article' });

describeComponent(
  DraftCard,
  { props: { draft: scheduled, ...actions }, refTarget: 'article' },
  'DraftCard, scheduled',
);

describeComponent(RescheduleDialog, {
  props: {
    opened: true,
    onClose: () => {},
    title: scheduled.title,
    publishAt: new Date('2026-12-01T09:30:00.000Z'),
    onSave: () => {},
  },
  portal: true,
});
