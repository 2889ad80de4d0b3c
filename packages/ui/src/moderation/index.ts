export { ModerationLog, type ModerationLogProps } from './ModerationLog/ModerationLog';
export {
  type ModerationChoice,
  ModerationQueue,
  type ModerationQueueProps,
  queueKey,
} from './ModerationQueue/ModerationQueue';
export {
  ProfileModeration,
  type ProfileModerationProps,
} from './ProfileModeration/ProfileModeration';
export { LazyReportDialog } from './ReportDialog/LazyReportDialog';
export { ReportDialog, type ReportDialogProps } from './ReportDialog/ReportDialog';
