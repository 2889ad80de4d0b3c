export { capitalise, formatDate, formatDraftDate, truncate } from './format';
