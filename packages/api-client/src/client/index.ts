export type { ApiErrorInit, ApiErrorKind, ScreenMessages } from './ApiError';
export { ApiError, chooseFailureMessage, failureMessage, isApiError } from './ApiError';
export type {
  ApiClient,
  ApiClientOptions,
  ApiMethodInput,
  ApiMethodName,
  ApiMethodResult,
  CallOptions,
  NewsPage,
  RegisterResult,
  TokenGetter,
} from './createApiClient';
export { createApiClient, stripBearerPrefix } from './createApiClient';
