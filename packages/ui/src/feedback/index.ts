export { EmptyNotice, type EmptyNoticeProps } from './EmptyNotice/EmptyNotice';
export { ErrorNotice, type ErrorNoticeProps } from './ErrorNotice/ErrorNotice';
