import type {
  Comment,
  Draft,
  EndpointData,
  EndpointRequest,
  EndpointResponse,
  FediversePost,
  FollowEntry,
  Member,
  ModerationLogEntry,
  NewsItem,
  Notification,
  QueueEntry,
  ReviewQueueEntry,
  SaveArticleInput,
  SearchResult,
  UpdateProfileInput,
  UploadBodyImageInput,
  UploadSiteLogoInput,
  WalletEntry,
} from '../contract';
import { ENDPOINT_AUTH, type EndpointName } from '../contract/endpointNames';
import {
  type ApiClientOptions,
  type CallContext,
  type CallOptions,
  stripBearerPrefix,
} from './callOptions';

export type { ApiClientOptions, CallOptions, TokenGetter } from './callOptions';
export { stripBearerPrefix } from './callOptions';

/**
 * How a call is made (sendCall.ts: the contract's zod schemas, the endpoint table with each
 * call's path, body and failure texts, and the code that sends and checks), loaded with the first
 * call rather than with the page: building the schemas costs a phone about a third of the app's
 * start-up (ADR 0014), the table and its messages grow with every endpoint (ADR 0031), and a
 * server-rendered page hydrates without a single call. Before it, the client knows each
 * endpoint's name and auth (ENDPOINT_AUTH) only. A host may call it when the browser is idle,
 * so that its first call does not wait for the chunk.
 */
let callCodeLoading: Promise<typeof import('./sendCall')> | undefined;
export const loadCallCode = () => {
  callCodeLoading ??= import('./sendCall');
  return callCodeLoading;
};

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
  uploadSiteLogo: UploadSiteLogoInput;
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
  followingTimeline: page<FediversePost>,
  members: page<Member>,
  moderationQueue: page<QueueEntry>,
  moderationLog: page<ModerationLogEntry>,
  reviewQueue: page<ReviewQueueEntry>,
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
  (Object.keys(ENDPOINT_AUTH) as EndpointName[]).map((endpoint) => [
    Object.entries(RENAMED_METHODS).find(([, renamed]) => renamed === endpoint)?.[0] ?? endpoint,
    endpoint,
  ]);

export function createApiClient(options: ApiClientOptions): ApiClient {
  const call: CallContext = {
    baseUrl: options.baseUrl.replace(/\/+$/, ''),
    fetch: options.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    options,
  };

  async function request<Name extends EndpointName>(
    name: Name,
    input: unknown,
    callOptions: CallOptions = {},
  ): Promise<EndpointResponse<Name>> {
    // The token as the call starts, before anything is awaited: a call made just before the
    // session ends on this device (logout) still carries it.
    const tokenAtStart = ENDPOINT_AUTH[name] === 'none' ? undefined : options.getToken?.();
    const { sendCall } = await loadCallCode();
    return sendCall(call, name, input, callOptions, tokenAtStart);
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
