import { fixtures } from '@byline/api-client/mocks';
import { describeComponent } from '../../testing';
import { DraftsList } from './DraftsList';

describeComponent(DraftsList, {
  props: {
    drafts: fixtures.drafts,
    hasMore: true,
    onLoadMore: () => {},
    onEdit: () => {},
    onDelete: () => {},
    onReschedule: () => {},
    onCancelSchedule: () => {},
  },
});

describeComponent(DraftsList, { props: { drafts: [] } }, 'DraftsList, empty');
