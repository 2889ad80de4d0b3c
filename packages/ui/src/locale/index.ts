export type { BylineMessages, MessagesOverrides } from './bylineMessages';
export { defineMessages, type MessageGroup, type Messages } from './defineMessages';
export {
  createFormatters,
  type Formatters,
  RECENT_ACTIVITY_MS,
  RECENT_NEWS_MS,
} from './formatters';
export {
  LocaleProvider,
  type LocaleProviderProps,
  useFormatters,
  useMessages,
  useNow,
} from './LocaleProvider';
export { RelativeTime, type RelativeTimeProps } from './RelativeTime/RelativeTime';
