export type { ApiErrorInit, ApiErrorKind } from './ApiError';
export { ApiError, isApiError } from './ApiError';
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
