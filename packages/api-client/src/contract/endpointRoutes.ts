import { ERROR_MESSAGES } from './messages';

/**
 * How a call is authenticated:
 * - `none`: only the unique-key header.
 * - `required`: also `Authorization: Bearer <token>`; 401 without a valid one.
 * - `optional`: the bearer token is sent when there is one (a draft is visible to its author).
 */
export type AuthMode = 'none' | 'required' | 'optional';

/** Where the request travels: nothing, the query string, a JSON body or a multipart body. */
export type BodyKind = 'none' | 'query' | 'json' | 'multipart';

/** Where and how a call travels, and what a screen says when it fails; its schemas are in endpoints.ts. */
export interface EndpointRoute {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  auth: AuthMode;
  body: BodyKind;
  /** Section 8: shown when the server sends no message of its own. */
  fallbackMessage: string;
  /** Section 8: shown when the server could not be reached at all (defaults to fallbackMessage). */
  unreachableMessage?: string;
}

/**
 * Every call of spec section 7, plus what real software needs: two reads (article, author) and
 * sessions that end on the server (logout, logout everywhere). Plain data, without zod: a
 * browser needs it to name a call's failure before the schemas (endpoints.ts) have loaded.
 */
export const ENDPOINT_ROUTES = {
  categories: {
    method: 'GET',
    path: '/api/News/categoryList',
    auth: 'none',
    body: 'none',
    fallbackMessage: ERROR_MESSAGES.newsLoad,
  },
  newsList: {
    method: 'GET',
    path: '/api/News/newsList',
    auth: 'none',
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.newsLoad,
  },
  mostRecent: {
    method: 'POST',
    path: '/api/News/mostRecentNews',
    auth: 'none',
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.newsLoad,
  },
  mostWatched: {
    method: 'GET',
    path: '/api/News/mostWatchedNews',
    auth: 'none',
    body: 'none',
    fallbackMessage: ERROR_MESSAGES.newsLoad,
  },
  articleById: {
    method: 'GET',
    path: '/api/News/newsDetails',
    auth: 'optional',
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.articleLoad,
  },
  authorProfile: {
    method: 'GET',
    path: '/api/User/authorProfile',
    auth: 'none',
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.profileDetails,
  },
  ownNews: {
    method: 'GET',
    path: '/api/News/ownAddedNews',
    auth: 'required',
    body: 'none',
    fallbackMessage: ERROR_MESSAGES.profileDetails,
  },
  userDetails: {
    method: 'POST',
    path: '/api/User/userDetails',
    auth: 'required',
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.profileDetails,
  },
  registration: {
    method: 'POST',
    path: '/api/User/Registration',
    auth: 'none',
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.loginBackend,
  },
  updateProfile: {
    method: 'POST',
    path: '/api/User/updateProfile',
    auth: 'required',
    body: 'multipart',
    fallbackMessage: ERROR_MESSAGES.profileSave,
  },
  saveArticle: {
    method: 'POST',
    path: '/api/News/addNews',
    auth: 'required',
    body: 'multipart',
    fallbackMessage: ERROR_MESSAGES.articleSave,
    unreachableMessage: ERROR_MESSAGES.articleSaveThrown,
  },
  publishDraft: {
    method: 'POST',
    path: '/api/News/publishDraftNews',
    auth: 'required',
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.draftPublish,
  },
  drafts: {
    method: 'GET',
    path: '/api/News/draftNewsList',
    auth: 'required',
    body: 'none',
    fallbackMessage: ERROR_MESSAGES.draftsRejected,
    unreachableMessage: ERROR_MESSAGES.draftsUnreachable,
  },
  deleteDraft: {
    method: 'POST',
    path: '/api/News/deleteDraftNews',
    auth: 'required',
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.draftDelete,
  },
  /** Not in the spec: ends the session of the presented bearer token on the server. */
  logout: {
    method: 'POST',
    path: '/api/User/logout',
    auth: 'required',
    body: 'none',
    fallbackMessage: ERROR_MESSAGES.logout,
  },
  /** Not in the spec: ends every session of the caller, this one included. */
  logoutEverywhere: {
    method: 'POST',
    path: '/api/User/logoutEverywhere',
    auth: 'required',
    body: 'none',
    fallbackMessage: ERROR_MESSAGES.logoutEverywhere,
  },
} as const satisfies Record<string, EndpointRoute>;

export type EndpointName = keyof typeof ENDPOINT_ROUTES;

/** Success is status 200 in the response body (spec section 9). */
export const SUCCESS_STATUS = 200;

/** The name of the header that carries the fixed client key on every call (spec section 7). */
export const UNIQUE_KEY_HEADER = 'unique-key';

/** The name of the multipart file part on each upload call. */
export const UPLOAD_FIELDS = {
  updateProfile: 'user_profile',
  saveArticle: 'image_url',
} as const;
