export type { ApiErrorInit, ApiErrorKind, ScreenMessages } from './ApiError';
export { ApiError, chooseFailureMessage, failureMessage, isApiError } from './ApiError';
export type {
  ApiClient,
  ApiClientOptions,
  ApiMethodInput,
  ApiMethodName,
  ApiMethodResult,
  CallOptions,
  CommentsPage,
  DraftsPage,
  FollowPage,
  NewsPage,
  NotificationsPage,
  Page,
  RegisterResult,
  TokenGetter,
  WalletPage,
} from './createApiClient';
export { createApiClient, stripBearerPrefix } from './createApiClient';
