import { z } from 'zod/mini';
import {
  articleByIdQuerySchema,
  articleSchema,
  authorProfileQuerySchema,
  authorProfileSchema,
  categorySchema,
  draftSchema,
  mostRecentItemSchema,
  mostRecentRequestSchema,
  newsIdRequestSchema,
  newsItemSchema,
  newsListQuerySchema,
  registrationRequestSchema,
  registrationResultSchema,
  saveArticleFieldsSchema,
  saveArticleResultSchema,
  updateProfileFieldsSchema,
  userDetailsRequestSchema,
  userProfileSchema,
} from './entities';
import { envelopeSchema, pageEnvelopeSchema } from './envelope';
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

export interface EndpointDefinition<
  Request extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
> {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  auth: AuthMode;
  body: BodyKind;
  /** Schema of the query string, the JSON body, or the text fields of the multipart body. */
  request: Request;
  /** Schema of the whole response envelope. */
  response: Response;
  /** Section 8: shown when the server sends no message of its own. */
  fallbackMessage: string;
  /** Section 8: shown when the server could not be reached at all (defaults to fallbackMessage). */
  unreachableMessage?: string;
}

const define = <Request extends z.ZodMiniType, Response extends z.ZodMiniType>(
  definition: EndpointDefinition<Request, Response>,
) => definition;

const noRequest = z.strictObject({});

/**
 * Every call of spec section 7, plus what real software needs: two reads (article, author) and
 * sessions that end on the server (logout, logout everywhere).
 */
export const endpoints = {
  categories: define({
    method: 'GET',
    path: '/api/News/categoryList',
    auth: 'none',
    body: 'none',
    request: noRequest,
    response: envelopeSchema(z.array(categorySchema)),
    fallbackMessage: ERROR_MESSAGES.newsLoad,
  }),
  newsList: define({
    method: 'GET',
    path: '/api/News/newsList',
    auth: 'none',
    body: 'query',
    request: newsListQuerySchema,
    response: pageEnvelopeSchema(newsItemSchema),
    fallbackMessage: ERROR_MESSAGES.newsLoad,
  }),
  mostRecent: define({
    method: 'POST',
    path: '/api/News/mostRecentNews',
    auth: 'none',
    body: 'json',
    request: mostRecentRequestSchema,
    response: envelopeSchema(z.array(mostRecentItemSchema)),
    fallbackMessage: ERROR_MESSAGES.newsLoad,
  }),
  mostWatched: define({
    method: 'GET',
    path: '/api/News/mostWatchedNews',
    auth: 'none',
    body: 'none',
    request: noRequest,
    response: envelopeSchema(z.array(newsItemSchema)),
    fallbackMessage: ERROR_MESSAGES.newsLoad,
  }),
  articleById: define({
    method: 'GET',
    path: '/api/News/newsDetails',
    auth: 'optional',
    body: 'query',
    request: articleByIdQuerySchema,
    response: envelopeSchema(articleSchema),
    fallbackMessage: ERROR_MESSAGES.articleLoad,
  }),
  authorProfile: define({
    method: 'GET',
    path: '/api/User/authorProfile',
    auth: 'none',
    body: 'query',
    request: authorProfileQuerySchema,
    response: envelopeSchema(authorProfileSchema),
    fallbackMessage: ERROR_MESSAGES.profileDetails,
  }),
  ownNews: define({
    method: 'GET',
    path: '/api/News/ownAddedNews',
    auth: 'required',
    body: 'none',
    request: noRequest,
    response: envelopeSchema(z.array(newsItemSchema)),
    fallbackMessage: ERROR_MESSAGES.profileDetails,
  }),
  userDetails: define({
    method: 'POST',
    path: '/api/User/userDetails',
    auth: 'required',
    body: 'json',
    request: userDetailsRequestSchema,
    response: envelopeSchema(userProfileSchema),
    fallbackMessage: ERROR_MESSAGES.profileDetails,
  }),
  registration: define({
    method: 'POST',
    path: '/api/User/Registration',
    auth: 'none',
    body: 'json',
    request: registrationRequestSchema,
    response: envelopeSchema(registrationResultSchema),
    fallbackMessage: ERROR_MESSAGES.loginBackend,
  }),
  updateProfile: define({
    method: 'POST',
    path: '/api/User/updateProfile',
    auth: 'required',
    body: 'multipart',
    request: updateProfileFieldsSchema,
    response: envelopeSchema(userProfileSchema),
    fallbackMessage: ERROR_MESSAGES.profileSave,
  }),
  saveArticle: define({
    method: 'POST',
    path: '/api/News/addNews',
    auth: 'required',
    body: 'multipart',
    request: saveArticleFieldsSchema,
    response: envelopeSchema(saveArticleResultSchema),
    fallbackMessage: ERROR_MESSAGES.articleSave,
    unreachableMessage: ERROR_MESSAGES.articleSaveThrown,
  }),
  publishDraft: define({
    method: 'POST',
    path: '/api/News/publishDraftNews',
    auth: 'required',
    body: 'json',
    request: newsIdRequestSchema,
    response: envelopeSchema(saveArticleResultSchema),
    fallbackMessage: ERROR_MESSAGES.draftPublish,
  }),
  drafts: define({
    method: 'GET',
    path: '/api/News/draftNewsList',
    auth: 'required',
    body: 'none',
    request: noRequest,
    response: envelopeSchema(z.array(draftSchema)),
    fallbackMessage: ERROR_MESSAGES.draftsRejected,
    unreachableMessage: ERROR_MESSAGES.draftsUnreachable,
  }),
  deleteDraft: define({
    method: 'POST',
    path: '/api/News/deleteDraftNews',
    auth: 'required',
    body: 'json',
    request: newsIdRequestSchema,
    response: envelopeSchema(z.null()),
    fallbackMessage: ERROR_MESSAGES.draftDelete,
  }),
  /** Not in the spec: ends the session of the presented bearer token on the server. */
  logout: define({
    method: 'POST',
    path: '/api/User/logout',
    auth: 'required',
    body: 'none',
    request: noRequest,
    response: envelopeSchema(z.null()),
    fallbackMessage: ERROR_MESSAGES.logout,
  }),
  /** Not in the spec: ends every session of the caller, this one included. */
  logoutEverywhere: define({
    method: 'POST',
    path: '/api/User/logoutEverywhere',
    auth: 'required',
    body: 'none',
    request: noRequest,
    response: envelopeSchema(z.null()),
    fallbackMessage: ERROR_MESSAGES.logoutEverywhere,
  }),
} as const;

export type Endpoints = typeof endpoints;
export type EndpointName = keyof Endpoints;

/** The envelope a call answers with on success. */
export type EndpointResponse<Name extends EndpointName> = z.infer<Endpoints[Name]['response']>;
/** The data inside that envelope. */
export type EndpointData<Name extends EndpointName> = EndpointResponse<Name>['data'];
/** What a caller passes (before defaults and coercion). */
export type EndpointRequest<Name extends EndpointName> = z.input<Endpoints[Name]['request']>;

/** The name of the header that carries the fixed client key on every call (spec section 7). */
export const UNIQUE_KEY_HEADER = 'unique-key';

/** The name of the multipart file part on each upload call. */
export const UPLOAD_FIELDS = {
  updateProfile: 'user_profile',
  saveArticle: 'image_url',
} as const;
