export { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog/ConfirmDialog';
export { EmptyNotice, type EmptyNoticeProps } from './EmptyNotice/EmptyNotice';
export { ErrorNotice, type ErrorNoticeProps } from './ErrorNotice/ErrorNotice';
export { NotFoundPage, type NotFoundPageProps } from './NotFoundPage/NotFoundPage';
