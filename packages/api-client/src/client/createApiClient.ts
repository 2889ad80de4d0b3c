import type {
  Article,
  AuthorProfile,
  BodyImage,
  Category,
  Comment,
  Draft,
  EndpointDefinition,
  EndpointRequest,
  EndpointResponse,
  FollowEntry,
  FollowState,
  MostRecentItem,
  NewsItem,
  Notification,
  Revision,
  RevisionSummary,
  RewardResult,
  SaveArticleInput,
  SaveArticleResult,
  SearchResult,
  Subscription,
  UnreadCount,
  UpdateProfileInput,
  UploadBodyImageInput,
  UserProfile,
  WalletEntry,
} from '../contract';
import {
  ENDPOINT_ROUTES,
  type EndpointName,
  SUCCESS_STATUS,
  UNIQUE_KEY_HEADER,
  UPLOAD_FIELDS,
} from '../contract/endpointRoutes';
import { ApiError, type ApiErrorKind, chooseFailureMessage } from './ApiError';
import { encodeMultipart, encodeQuery } from './encode';

/**
 * The contract's zod schemas, loaded with the first call rather than with the page: building
 * them costs a phone about a third of the app's start-up, and a server-rendered page hydrates
 * without a single call (ADR 0014). Routes and messages (endpointRoutes.ts) are plain data.
 */
let schemasLoading: Promise<typeof import('./schemas')> | undefined;
export const loadSchemas = () => {
  schemasLoading ??= import('./schemas');
  return schemasLoading;
};

/** Returns the signed-in user's token (without the `Bearer ` prefix), or nothing when signed out. */
export type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>;

export interface ApiClientOptions {
  /** Origin (and optional prefix) the `/api/...` paths are joined to, e.g. `''` or `https://api.example`. */
  baseUrl: string;
  /** The fixed client key sent as the `unique-key` header on every call. */
  uniqueKey: string;
  getToken?: TokenGetter;
  /**
   * Called when the server refuses the bearer token a call carried (a 401 answer): the session
   * was revoked, expired or its account disabled. Receives the token that was sent, so a caller
   * can ignore answers to an older session. The call still rejects with its ApiError.
   */
  onSessionRejected?: (token: string, error: ApiError) => void;
  /** Injected for tests and server rendering; defaults to the global fetch. */
  fetch?: typeof fetch;
}

export interface CallOptions {
  signal?: AbortSignal;
  /**
   * Upload calls only: told how much of the request body has been sent, from 0 to 1. fetch cannot
   * report that, so such a call travels by XMLHttpRequest, with the same headers and body.
   */
  onProgress?: (fraction: number) => void;
  /**
   * Outlives the page (fetch `keepalive`): a save started as the tab closes still arrives.
   * Browsers take at most 64 KB of such bodies in flight.
   */
  keepalive?: boolean;
}

/** A keyset page: the items and the cursor of the next page (null at the end). */
export interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

/** A page of the news list. */
export type NewsPage = Page<NewsItem>;

/** A page of site search results. */
export type SearchPage = Page<SearchResult>;

/** A page of an article's comments, with how many visible comments it has in all. */
export interface CommentsPage extends Page<Comment> {
  total: number;
}

/** A page of a followers or following list. */
export type FollowPage = Page<FollowEntry>;

/** A page of the caller's wallet history, with their balance now. */
export interface WalletPage extends Page<WalletEntry> {
  balance: number;
}

/** A page of the caller's notifications, with how many are unread in all. */
export interface NotificationsPage extends Page<Notification> {
  unreadCount: number;
}

/** Registration result with the token ready to store (the `Bearer ` prefix removed). */
export interface RegisterResult {
  token: string;
  user_id: number;
}

/** What each client method accepts: the endpoint's request, or the upload input with its file. */
interface MethodInputs {
  categories: EndpointRequest<'categories'>;
  newsList: EndpointRequest<'newsList'>;
  search: EndpointRequest<'search'>;
  mostRecent: EndpointRequest<'mostRecent'>;
  mostWatched: EndpointRequest<'mostWatched'>;
  relatedNews: EndpointRequest<'relatedNews'>;
  articleById: EndpointRequest<'articleById'>;
  authorProfile: EndpointRequest<'authorProfile'>;
  ownNews: EndpointRequest<'ownNews'>;
  userDetails: EndpointRequest<'userDetails'>;
  register: EndpointRequest<'registration'>;
  updateProfile: UpdateProfileInput;
  saveArticle: SaveArticleInput;
  uploadBodyImage: UploadBodyImageInput;
  publishDraft: EndpointRequest<'publishDraft'>;
  drafts: EndpointRequest<'drafts'>;
  deleteDraft: EndpointRequest<'deleteDraft'>;
  cancelSchedule: EndpointRequest<'cancelSchedule'>;
  revisions: EndpointRequest<'revisions'>;
  revision: EndpointRequest<'revision'>;
  restoreRevision: EndpointRequest<'restoreRevision'>;
  logout: EndpointRequest<'logout'>;
  logoutEverywhere: EndpointRequest<'logoutEverywhere'>;
  comments: EndpointRequest<'comments'>;
  addComment: EndpointRequest<'addComment'>;
  editComment: EndpointRequest<'editComment'>;
  deleteComment: EndpointRequest<'deleteComment'>;
  hideComment: EndpointRequest<'hideComment'>;
  follow: EndpointRequest<'follow'>;
  unfollow: EndpointRequest<'unfollow'>;
  followStatus: EndpointRequest<'followStatus'>;
  followers: EndpointRequest<'followers'>;
  following: EndpointRequest<'following'>;
  rewardAuthor: EndpointRequest<'rewardAuthor'>;
  walletHistory: EndpointRequest<'walletHistory'>;
  notifications: EndpointRequest<'notifications'>;
  unreadNotificationCount: EndpointRequest<'unreadNotificationCount'>;
  markNotificationRead: EndpointRequest<'markNotificationRead'>;
  markAllNotificationsRead: EndpointRequest<'markAllNotificationsRead'>;
  subscribe: EndpointRequest<'subscribe'>;
  unsubscribe: EndpointRequest<'unsubscribe'>;
}

/** What each client method resolves with: the envelope's data, shaped for callers. */
interface MethodResults {
  categories: Category[];
  newsList: NewsPage;
  search: SearchPage;
  mostRecent: MostRecentItem[];
  mostWatched: NewsItem[];
  relatedNews: NewsItem[];
  articleById: Article;
  authorProfile: AuthorProfile;
  ownNews: NewsItem[];
  userDetails: UserProfile;
  register: RegisterResult;
  updateProfile: UserProfile;
  saveArticle: SaveArticleResult;
  uploadBodyImage: BodyImage;
  publishDraft: SaveArticleResult;
  drafts: Draft[];
  deleteDraft: null;
  cancelSchedule: SaveArticleResult;
  revisions: RevisionSummary[];
  revision: Revision;
  restoreRevision: SaveArticleResult;
  logout: null;
  logoutEverywhere: null;
  comments: CommentsPage;
  addComment: Comment;
  editComment: Comment;
  deleteComment: null;
  hideComment: null;
  follow: FollowState;
  unfollow: FollowState;
  followStatus: FollowState;
  followers: FollowPage;
  following: FollowPage;
  rewardAuthor: RewardResult;
  walletHistory: WalletPage;
  notifications: NotificationsPage;
  unreadNotificationCount: UnreadCount;
  markNotificationRead: UnreadCount;
  markAllNotificationsRead: UnreadCount;
  subscribe: Subscription;
  unsubscribe: null;
}

export type ApiMethodName = keyof MethodInputs;
export type ApiMethodInput<Name extends ApiMethodName> = MethodInputs[Name];
export type ApiMethodResult<Name extends ApiMethodName> = MethodResults[Name];

/** Calls whose every field is optional may be made without an argument. */
type MethodArgs<Input> =
  Record<string, never> extends Input
    ? [input?: Input, options?: CallOptions]
    : [input: Input, options?: CallOptions];

export type ApiClient = {
  [Name in ApiMethodName]: (
    ...args: MethodArgs<MethodInputs[Name]>
  ) => Promise<MethodResults[Name]>;
} & {
  /** The raw call: validated request in, validated envelope out. Methods are built on it. */
  request<Name extends EndpointName>(
    name: Name,
    input: unknown,
    options?: CallOptions,
  ): Promise<EndpointResponse<Name>>;
};

/** A page envelope as a {@link Page}. */
const page = <Item>(envelope: { data: Item[]; next_cursor: string | null }): Page<Item> => ({
  items: envelope.data,
  nextCursor: envelope.next_cursor,
});

/**
 * Which endpoint each method calls and how its envelope becomes the result. Only the calls that
 * reshape their data (pages, registration) say so; the rest return `data` as it is.
 */
const methodTable: {
  [Name in ApiMethodName]: {
    endpoint: EndpointName;
    result?: (envelope: never) => MethodResults[Name];
  };
} = {
  categories: { endpoint: 'categories' },
  newsList: { endpoint: 'newsList', result: page<NewsItem> },
  search: { endpoint: 'search', result: page<SearchResult> },
  mostRecent: { endpoint: 'mostRecent' },
  mostWatched: { endpoint: 'mostWatched' },
  relatedNews: { endpoint: 'relatedNews' },
  articleById: { endpoint: 'articleById' },
  authorProfile: { endpoint: 'authorProfile' },
  ownNews: { endpoint: 'ownNews' },
  userDetails: { endpoint: 'userDetails' },
  register: {
    endpoint: 'registration',
    result: (envelope: EndpointResponse<'registration'>) => ({
      token: stripBearerPrefix(envelope.data.token),
      user_id: envelope.data.user_id,
    }),
  },
  updateProfile: { endpoint: 'updateProfile' },
  saveArticle: { endpoint: 'saveArticle' },
  uploadBodyImage: { endpoint: 'uploadBodyImage' },
  publishDraft: { endpoint: 'publishDraft' },
  drafts: { endpoint: 'drafts' },
  deleteDraft: { endpoint: 'deleteDraft' },
  cancelSchedule: { endpoint: 'cancelSchedule' },
  revisions: { endpoint: 'revisions' },
  revision: { endpoint: 'revision' },
  restoreRevision: { endpoint: 'restoreRevision' },
  logout: { endpoint: 'logout' },
  logoutEverywhere: { endpoint: 'logoutEverywhere' },
  comments: {
    endpoint: 'comments',
    result: (envelope: EndpointResponse<'comments'>) => ({
      ...page(envelope),
      total: envelope.total,
    }),
  },
  addComment: { endpoint: 'addComment' },
  editComment: { endpoint: 'editComment' },
  deleteComment: { endpoint: 'deleteComment' },
  hideComment: { endpoint: 'hideComment' },
  follow: { endpoint: 'follow' },
  unfollow: { endpoint: 'unfollow' },
  followStatus: { endpoint: 'followStatus' },
  followers: { endpoint: 'followers', result: page<FollowEntry> },
  following: { endpoint: 'following', result: page<FollowEntry> },
  rewardAuthor: { endpoint: 'rewardAuthor' },
  walletHistory: {
    endpoint: 'walletHistory',
    result: (envelope: EndpointResponse<'walletHistory'>) => ({
      ...page(envelope),
      balance: envelope.balance,
    }),
  },
  notifications: {
    endpoint: 'notifications',
    result: (envelope: EndpointResponse<'notifications'>) => ({
      ...page(envelope),
      unreadCount: envelope.unread_count,
    }),
  },
  unreadNotificationCount: { endpoint: 'unreadNotificationCount' },
  markNotificationRead: { endpoint: 'markNotificationRead' },
  markAllNotificationsRead: { endpoint: 'markAllNotificationsRead' },
  subscribe: { endpoint: 'subscribe' },
  unsubscribe: { endpoint: 'unsubscribe' },
};

/** The backend answers `Bearer <token>`; the session stores only `<token>`. */
export function stripBearerPrefix(token: string): string {
  return token.replace(/^\s*Bearer\s+/i, '').trim();
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init));

  async function request<Name extends EndpointName>(
    name: Name,
    input: unknown,
    callOptions: CallOptions = {},
  ): Promise<EndpointResponse<Name>> {
    // The token as the call starts, before anything is awaited: a call made just before the
    // session ends on this device (logout) still carries it.
    const tokenAtStart = ENDPOINT_ROUTES[name].auth === 'none' ? undefined : options.getToken?.();
    // The table's entries are precisely typed; at run time one shape serves them all.
    const { endpoints, errorEnvelopeSchema } = await loadSchemas();
    const endpoint: EndpointDefinition = endpoints[name];
    const fail = (init: Omit<ConstructorParameters<typeof ApiError>[0], 'endpoint'>) =>
      new ApiError({ ...init, endpoint: name });

    // 1. Validate before anything leaves the browser.
    const { fields, file } = splitUpload(name, input ?? {});
    const parsed = endpoint.request.safeParse(fields);
    if (!parsed.success) {
      throw fail({
        kind: 'invalid-request',
        // Schema messages are written for people where it matters ("Please enter full name").
        message: parsed.error.issues[0]?.message ?? endpoint.fallbackMessage,
        issues: parsed.error.issues,
      });
    }
    const validFields = parsed.data as Record<string, unknown>;

    // 2. Headers: the client key always, the bearer token when the call needs or accepts it.
    const headers = new Headers({ [UNIQUE_KEY_HEADER]: options.uniqueKey });
    let sentToken: string | undefined;
    if (endpoint.auth !== 'none') {
      const token = (await tokenAtStart) || undefined;
      if (token) {
        sentToken = stripBearerPrefix(token);
        headers.set('Authorization', `Bearer ${sentToken}`);
      } else if (endpoint.auth === 'required') {
        throw fail({
          kind: 'unauthenticated',
          message: chooseFailureMessage(name, 'unauthenticated', undefined),
        });
      }
    }

    // 3. Body by kind.
    let url = `${baseUrl}${endpoint.path}`;
    let body: BodyInit | undefined;
    switch (endpoint.body) {
      case 'query':
        url += encodeQuery(validFields);
        break;
      case 'json':
        headers.set('Content-Type', 'application/json');
        body = JSON.stringify(validFields);
        break;
      case 'multipart':
        // No Content-Type: fetch sets it with the multipart boundary.
        body = encodeMultipart(validFields, file);
        break;
      case 'none':
        break;
    }

    // 4. Send; a rejected fetch means the server was never reached.
    let response: Response;
    try {
      const init: RequestInit = {
        method: endpoint.method,
        headers,
        body,
        signal: callOptions.signal,
        ...(callOptions.keepalive ? { keepalive: true } : {}),
        // SWR is the page's cache. Public reads allow a CDN to serve them stale for a moment
        // (stale-while-revalidate), and a browser would too: right after a write (a comment
        // posted, an author followed) the page would get the old answer. The browser asks the
        // server every time instead; an unchanged answer is a bodiless 304 (its ETag).
        cache: 'no-cache',
      };
      response =
        callOptions.onProgress && endpoint.body === 'multipart'
          ? await sendWithProgress(url, init, callOptions.onProgress)
          : await doFetch(url, init);
    } catch (cause) {
      // A caller's own cancellation is not a failure to report.
      if (callOptions.signal?.aborted) throw callOptions.signal.reason;
      throw fail({
        kind: 'network',
        message: chooseFailureMessage(name, 'network', undefined),
        cause,
      });
    }

    // 5. Read the body, then decide: HTTP error, status-in-body error, contract breach, success.
    const payload = await readJson(response);
    const envelope = errorEnvelopeSchema.safeParse(payload);
    const serverMessage =
      envelope.success && envelope.data.message.trim() !== '' ? envelope.data.message : undefined;

    let failure: ApiError | undefined;
    const refusal = (kind: ApiErrorKind, status: number) =>
      fail({
        kind,
        status,
        message: chooseFailureMessage(name, kind, serverMessage),
        serverMessage,
      });
    if (!response.ok) {
      failure = refusal(response.status === 401 ? 'unauthenticated' : 'http', response.status);
    } else if (envelope.success && envelope.data.status !== SUCCESS_STATUS) {
      const { status } = envelope.data;
      failure = refusal(status === 401 ? 'unauthenticated' : 'server', status);
    }
    if (failure) {
      if (failure.kind === 'unauthenticated' && sentToken) {
        options.onSessionRejected?.(sentToken, failure);
      }
      throw failure;
    }
    const valid = endpoint.response.safeParse(payload);
    if (!valid.success) {
      throw fail({
        kind: 'schema',
        status: response.status,
        message: chooseFailureMessage(name, 'schema', undefined),
        issues: valid.error.issues,
      });
    }
    return valid.data as EndpointResponse<Name>;
  }

  const client = { request } as Record<string, unknown>;
  for (const [method, { endpoint, result }] of Object.entries(methodTable)) {
    client[method] = async (input?: unknown, callOptions?: CallOptions) => {
      const envelope = await request(endpoint, input, callOptions);
      return result ? (result as (value: unknown) => unknown)(envelope) : envelope.data;
    };
  }
  return client as ApiClient;
}

/** Separates the file of an upload call from its text fields (the schema knows only the latter). */
function splitUpload(
  name: EndpointName,
  input: unknown,
): { fields: unknown; file?: { field: string; blob: Blob } } {
  if (!(name in UPLOAD_FIELDS) || typeof input !== 'object' || input === null) {
    return { fields: input };
  }
  const field = UPLOAD_FIELDS[name as keyof typeof UPLOAD_FIELDS];
  const { [field]: blob, ...fields } = input as Record<string, unknown>;
  return blob instanceof Blob ? { fields, file: { field, blob } } : { fields };
}

/**
 * fetch's request as XMLHttpRequest, which reports upload progress; answers a Response like
 * fetch does (rejecting with a TypeError when the server cannot be reached, with the signal's
 * reason when aborted), so the caller reads it the same way.
 */
export function sendWithProgress(
  url: string,
  init: RequestInit,
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    new Headers(init.headers).forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.setRequestHeader('Cache-Control', 'no-cache');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      onProgress(1);
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      // A Response cannot carry status 0 or a body with 204/304; neither happens for uploads.
      resolve(new Response(xhr.responseText, { status: xhr.status, headers }));
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
