import type {
  Comment,
  Draft,
  EndpointData,
  EndpointDefinition,
  EndpointRequest,
  EndpointResponse,
  FollowEntry,
  NewsItem,
  Notification,
  SaveArticleInput,
  SearchResult,
  UpdateProfileInput,
  UploadBodyImageInput,
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

/** A page of My Drafts. */
export type DraftsPage = Page<Draft>;

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

/**
 * The client has one method per endpoint of the contract, named as the endpoint, taking its
 * request and resolving with its data: a new endpoint in `contract/` is a method here with no
 * edit. Only the exceptions are written down: a method named otherwise, an upload's input with its
 * file, and the results a method reshapes (pages, registration).
 */
const RENAMED_METHODS = { register: 'registration' } as const;
type RenamedMethods = typeof RENAMED_METHODS;

export type ApiMethodName =
  | Exclude<EndpointName, RenamedMethods[keyof RenamedMethods]>
  | keyof RenamedMethods;

/** The endpoint a method calls. */
type EndpointOf<Method extends ApiMethodName> = Method extends keyof RenamedMethods
  ? RenamedMethods[Method]
  : Exclude<Method, keyof RenamedMethods>;

/** Upload calls take their file beside the fields (the contract's request holds the fields). */
interface UploadInputs {
  updateProfile: UpdateProfileInput;
  saveArticle: SaveArticleInput;
  uploadBodyImage: UploadBodyImageInput;
}

type MethodInputs = {
  [Method in ApiMethodName]: Method extends keyof UploadInputs
    ? UploadInputs[Method]
    : EndpointRequest<EndpointOf<Method>>;
};

/** A page envelope as a {@link Page}. */
const page = <Item>(envelope: { data: Item[]; next_cursor: string | null }): Page<Item> => ({
  items: envelope.data,
  nextCursor: envelope.next_cursor,
});

/** The methods that reshape their envelope; every other method resolves with its `data`. */
const RESULT_SHAPES = {
  newsList: page<NewsItem>,
  tagNews: page<NewsItem>,
  search: page<SearchResult>,
  register: (envelope: EndpointResponse<'registration'>): RegisterResult => ({
    token: stripBearerPrefix(envelope.data.token),
    user_id: envelope.data.user_id,
  }),
  comments: (envelope: EndpointResponse<'comments'>): CommentsPage => ({
    ...page(envelope),
    total: envelope.total,
  }),
  commentReplies: page<Comment>,
  drafts: page<Draft>,
  followers: page<FollowEntry>,
  following: page<FollowEntry>,
  walletHistory: (envelope: EndpointResponse<'walletHistory'>): WalletPage => ({
    ...page(envelope),
    balance: envelope.balance,
  }),
  notifications: (envelope: EndpointResponse<'notifications'>): NotificationsPage => ({
    ...page(envelope),
    unreadCount: envelope.unread_count,
  }),
} satisfies {
  [Method in ApiMethodName]?: (envelope: EndpointResponse<EndpointOf<Method>>) => unknown;
};
type ReshapedMethod = keyof typeof RESULT_SHAPES;

type MethodResults = {
  [Method in ApiMethodName]: Method extends ReshapedMethod
    ? ReturnType<(typeof RESULT_SHAPES)[Method]>
    : EndpointData<EndpointOf<Method>>;
};

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

/** Every method with the endpoint it calls: one per endpoint of the contract. */
const methodEndpoints = (): [method: string, endpoint: EndpointName][] =>
  (Object.keys(ENDPOINT_ROUTES) as EndpointName[]).map((endpoint) => [
    Object.entries(RENAMED_METHODS).find(([, renamed]) => renamed === endpoint)?.[0] ?? endpoint,
    endpoint,
  ]);

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
  const shapes = RESULT_SHAPES as Record<string, (envelope: never) => unknown>;
  for (const [method, endpoint] of methodEndpoints()) {
    const shape = shapes[method];
    client[method] = async (input?: unknown, callOptions?: CallOptions) => {
      const envelope = await request(endpoint, input, callOptions);
      return shape ? shape(envelope as never) : envelope.data;
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
