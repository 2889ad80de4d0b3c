export {
  capitalise,
  formatDate,
  formatDateTime,
  formatDraftDate,
  formatDraftGoLive,
  formatTime,
  truncate,
} from './format';
