/**
 * Every endpoint of the contract by name, with how it is authenticated: the part of the endpoint
 * table (endpointRoutes.ts) a browser's client needs before its first call, to have a method per
 * endpoint and to take the caller's token as a call starts. The rest of the table (paths,
 * messages) and the schemas load with that first call (ADR 0031), so a reader's first load does
 * not grow with every endpoint's route and message.
 */

/**
 * How a call is authenticated:
 * - `none`: only the unique-key header.
 * - `required`: also `Authorization: Bearer <token>`; 401 without a valid one.
 * - `optional`: the bearer token is sent when there is one (a draft is visible to its author).
 */
export type AuthMode = 'none' | 'required' | 'optional';

/** Each endpoint's authentication; a new endpoint starts here, then gets its route. */
export const ENDPOINT_AUTH = {
  categories: 'none',
  newsList: 'none',
  mostRecent: 'none',
  mostWatched: 'none',
  tagNews: 'none',
  relatedNews: 'none',
  articleById: 'optional',
  authorProfile: 'none',
  ownNews: 'required',
  userDetails: 'required',
  registration: 'none',
  updateProfile: 'required',
  saveArticle: 'required',
  uploadBodyImage: 'required',
  publishDraft: 'required',
  drafts: 'required',
  draft: 'required',
  deleteDraft: 'required',
  cancelSchedule: 'required',
  revisions: 'required',
  revision: 'required',
  restoreRevision: 'required',
  logout: 'required',
  logoutEverywhere: 'required',
  comments: 'none',
  addComment: 'required',
  editComment: 'required',
  deleteComment: 'required',
  hideComment: 'required',
  follow: 'required',
  unfollow: 'required',
  followStatus: 'required',
  followers: 'none',
  fediverseFollowers: 'required',
  fediverseApproval: 'required',
  fediverseFollowAnswer: 'required',
  following: 'none',
  rewardAuthor: 'required',
  walletHistory: 'required',
  notifications: 'required',
  unreadNotificationCount: 'required',
  markNotificationRead: 'required',
  markAllNotificationsRead: 'required',
  search: 'none',
  deleteAccount: 'required',
  exportAccount: 'required',
  subscribe: 'optional',
  unsubscribe: 'none',
  unpublishArticle: 'required',
  deleteArticle: 'required',
  replyToComment: 'required',
  commentReplies: 'none',
  reactToArticle: 'required',
  reactToComment: 'required',
  ownReactions: 'required',
  markNotificationsRead: 'required',
  confirmSubscription: 'none',
  newsletterPreferences: 'none',
  updateNewsletterPreferences: 'none',
  newsletterReach: 'required',
  authorStats: 'required',
  statsArticles: 'required',
  articleStats: 'required',
  siteStats: 'required',
  siteStatsArticles: 'required',
  statsBeacon: 'optional',
  followRemote: 'required',
  unfollowRemote: 'required',
  followedAccounts: 'required',
  followingTimeline: 'required',
  replyToRemote: 'required',
  reactToRemote: 'required',
  members: 'required',
  changeRole: 'required',
  report: 'required',
  moderationQueue: 'required',
  moderateComment: 'required',
  moderateArticle: 'required',
  dismissReports: 'required',
  suspendAccount: 'required',
  moderationLog: 'required',
  blockAccount: 'required',
  blockedAccounts: 'required',
  submitForReview: 'required',
  reviewQueue: 'required',
  reviewNotes: 'required',
  addReviewNote: 'required',
  sendBack: 'required',
  siteSettings: 'none',
  updateSiteSettings: 'required',
  uploadSiteLogo: 'required',
} as const satisfies Record<string, AuthMode>;

export type EndpointName = keyof typeof ENDPOINT_AUTH;

/** Success is status 200 in the response body (docs/product.md#calls). */
export const SUCCESS_STATUS = 200;

/** The name of the header that carries the fixed client key on every call. */
export const UNIQUE_KEY_HEADER = 'unique-key';

/** The name of the multipart file part on each upload call. */
export const UPLOAD_FIELDS = {
  updateProfile: 'user_profile',
  saveArticle: 'image_url',
  uploadBodyImage: 'image',
  uploadSiteLogo: 'logo',
} as const;
