import { type AuthMode, ENDPOINT_AUTH, type EndpointName } from './endpointNames';
import { ERROR_MESSAGES } from './messages';
import { MODERATION_MESSAGES } from './moderationMessages';
import { REVIEW_MESSAGES } from './reviewMessages';
import { ROLE_MESSAGES } from './roleMessages';
import { SITE_SETTINGS_MESSAGES } from './siteSettingsMessages';

export * from './endpointNames';

/** Where the request travels: nothing, the query string, a JSON body or a multipart body. */
export type BodyKind = 'none' | 'query' | 'json' | 'multipart';

/** Where and how a call travels, and what a screen says when it fails; its schemas are in endpoints.ts. */
export interface EndpointRoute {
  method: 'GET' | 'POST';
  path: `/api/${string}`;
  auth: AuthMode;
  body: BodyKind;
  /** Shown when the server sends no message of its own. */
  fallbackMessage: string;
  /** Shown when the server could not be reached at all (defaults to fallbackMessage). */
  unreachableMessage?: string;
}

/**
 * Every call of the original app (docs/product.md#calls), plus what real software needs: two reads (article, author) and
 * sessions that end on the server (logout, logout everywhere). Plain data, without zod. Each
 * endpoint's name and auth come from ENDPOINT_AUTH (endpointNames.ts), all a browser's client
 * holds before its first call; the table itself loads with the schemas (endpoints.ts adds them
 * to each route) on that first call (ADR 0031).
 */
export const ENDPOINT_ROUTES = {
  categories: {
    method: 'GET',
    path: '/api/News/categoryList',
    auth: ENDPOINT_AUTH.categories,
    body: 'none',
    fallbackMessage: ERROR_MESSAGES.newsLoad,
  },
  newsList: {
    method: 'GET',
    path: '/api/News/newsList',
    auth: ENDPOINT_AUTH.newsList,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.newsLoad,
  },
  mostRecent: {
    method: 'POST',
    path: '/api/News/mostRecentNews',
    auth: ENDPOINT_AUTH.mostRecent,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.newsLoad,
  },
  mostWatched: {
    method: 'GET',
    path: '/api/News/mostWatchedNews',
    auth: ENDPOINT_AUTH.mostWatched,
    body: 'none',
    fallbackMessage: ERROR_MESSAGES.newsLoad,
  },
  /** A tag's page: live articles carrying the tag (contract/tags.ts). */
  tagNews: {
    method: 'GET',
    path: '/api/News/tagNews',
    auth: ENDPOINT_AUTH.tagNews,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.newsLoad,
  },
  /** Reading beside an article (contract/related.ts). */
  relatedNews: {
    method: 'GET',
    path: '/api/News/relatedNews',
    auth: ENDPOINT_AUTH.relatedNews,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.newsLoad,
  },
  articleById: {
    method: 'GET',
    path: '/api/News/newsDetails',
    auth: ENDPOINT_AUTH.articleById,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.articleLoad,
  },
  authorProfile: {
    method: 'GET',
    path: '/api/User/authorProfile',
    auth: ENDPOINT_AUTH.authorProfile,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.profileDetails,
  },
  ownNews: {
    method: 'GET',
    path: '/api/News/ownAddedNews',
    auth: ENDPOINT_AUTH.ownNews,
    body: 'none',
    fallbackMessage: ERROR_MESSAGES.profileDetails,
  },
  userDetails: {
    method: 'POST',
    path: '/api/User/userDetails',
    auth: ENDPOINT_AUTH.userDetails,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.profileDetails,
  },
  registration: {
    method: 'POST',
    path: '/api/User/Registration',
    auth: ENDPOINT_AUTH.registration,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.loginBackend,
  },
  updateProfile: {
    method: 'POST',
    path: '/api/User/updateProfile',
    auth: ENDPOINT_AUTH.updateProfile,
    body: 'multipart',
    fallbackMessage: ERROR_MESSAGES.profileSave,
  },
  saveArticle: {
    method: 'POST',
    path: '/api/News/addNews',
    auth: ENDPOINT_AUTH.saveArticle,
    body: 'multipart',
    fallbackMessage: ERROR_MESSAGES.articleSave,
    unreachableMessage: ERROR_MESSAGES.articleSaveThrown,
  },
  /** Not in the spec: a picture for the article body, stored like a cover. */
  uploadBodyImage: {
    method: 'POST',
    path: '/api/News/uploadBodyImage',
    auth: ENDPOINT_AUTH.uploadBodyImage,
    body: 'multipart',
    fallbackMessage: ERROR_MESSAGES.bodyImageUpload,
  },
  publishDraft: {
    method: 'POST',
    path: '/api/News/publishDraftNews',
    auth: ENDPOINT_AUTH.publishDraft,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.draftPublish,
  },
  /** My Drafts, a keyset page at a time: the scheduled articles, then the drafts. */
  drafts: {
    method: 'GET',
    path: '/api/News/draftNewsList',
    auth: ENDPOINT_AUTH.drafts,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.draftsRejected,
    unreachableMessage: ERROR_MESSAGES.draftsUnreachable,
  },
  /**
   * One of the caller's drafts or scheduled articles, as My Drafts lists it, or a live one with its
   * changes not yet published (the editor opens it).
   */
  draft: {
    method: 'GET',
    path: '/api/News/draft',
    auth: ENDPOINT_AUTH.draft,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.draftsRejected,
    unreachableMessage: ERROR_MESSAGES.draftsUnreachable,
  },
  deleteDraft: {
    method: 'POST',
    path: '/api/News/deleteDraftNews',
    auth: ENDPOINT_AUTH.deleteDraft,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.draftDelete,
  },
  /** A live article goes back to the author's drafts (docs/adr/0024). */
  unpublishArticle: {
    method: 'POST',
    path: '/api/News/unpublish',
    auth: ENDPOINT_AUTH.unpublishArticle,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.unpublish,
  },
  /** Any article of the caller's, for good: a published one's address then answers 410. */
  deleteArticle: {
    method: 'POST',
    path: '/api/News/deleteArticle',
    auth: ENDPOINT_AUTH.deleteArticle,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.articleDelete,
  },
  /** A scheduled article goes back to being a draft. */
  cancelSchedule: {
    method: 'POST',
    path: '/api/News/cancelSchedule',
    auth: ENDPOINT_AUTH.cancelSchedule,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.scheduleCancel,
  },
  /** The caller's article's revisions, newest first. */
  revisions: {
    method: 'GET',
    path: '/api/News/revisions',
    auth: ENDPOINT_AUTH.revisions,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.revisionsLoad,
  },
  /** One revision, whole. */
  revision: {
    method: 'GET',
    path: '/api/News/revision',
    auth: ENDPOINT_AUTH.revision,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.revisionsLoad,
  },
  /** Puts a revision back as the article's text (itself a new revision). */
  restoreRevision: {
    method: 'POST',
    path: '/api/News/restoreRevision',
    auth: ENDPOINT_AUTH.restoreRevision,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.revisionRestore,
  },
  /** Not in the spec: ends the session of the presented bearer token on the server. */
  logout: {
    method: 'POST',
    path: '/api/User/logout',
    auth: ENDPOINT_AUTH.logout,
    body: 'none',
    fallbackMessage: ERROR_MESSAGES.logout,
  },
  /** Not in the spec: ends every session of the caller, this one included. */
  logoutEverywhere: {
    method: 'POST',
    path: '/api/User/logoutEverywhere',
    auth: ENDPOINT_AUTH.logoutEverywhere,
    body: 'none',
    fallbackMessage: ERROR_MESSAGES.logoutEverywhere,
  },
  // The community half: comments, follows, coins and notifications.
  /** A published article's visible comments, newest first, with their count. */
  comments: {
    method: 'GET',
    path: '/api/Comment/list',
    auth: ENDPOINT_AUTH.comments,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.commentsLoad,
  },
  addComment: {
    method: 'POST',
    path: '/api/Comment/add',
    auth: ENDPOINT_AUTH.addComment,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.commentPost,
  },
  /** Only the comment's writer. */
  editComment: {
    method: 'POST',
    path: '/api/Comment/edit',
    auth: ENDPOINT_AUTH.editComment,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.commentEdit,
  },
  /** Only the comment's writer. */
  deleteComment: {
    method: 'POST',
    path: '/api/Comment/delete',
    auth: ENDPOINT_AUTH.deleteComment,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.commentDelete,
  },
  /** Only the article's author: the comment disappears for every reader. */
  hideComment: {
    method: 'POST',
    path: '/api/Comment/hide',
    auth: ENDPOINT_AUTH.hideComment,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.commentHide,
  },
  /** Replies to a comment or a reply; the thread stays one level deep (docs/adr/0025). */
  replyToComment: {
    method: 'POST',
    path: '/api/Comment/reply',
    auth: ENDPOINT_AUTH.replyToComment,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.replyPost,
  },
  /** A thread's visible replies, oldest first. */
  commentReplies: {
    method: 'GET',
    path: '/api/Comment/replies',
    auth: ENDPOINT_AUTH.commentReplies,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.repliesLoad,
  },
  /** Gives or takes back a reaction on a published article. */
  reactToArticle: {
    method: 'POST',
    path: '/api/Reaction/article',
    auth: ENDPOINT_AUTH.reactToArticle,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.reaction,
  },
  /** Gives or takes back a reaction on a visible comment. */
  reactToComment: {
    method: 'POST',
    path: '/api/Reaction/comment',
    auth: ENDPOINT_AUTH.reactToComment,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.reaction,
  },
  /** The caller's own reactions on an article and its comments. */
  ownReactions: {
    method: 'GET',
    path: '/api/Reaction/mine',
    auth: ENDPOINT_AUTH.ownReactions,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.reaction,
  },
  follow: {
    method: 'POST',
    path: '/api/User/follow',
    auth: ENDPOINT_AUTH.follow,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.follow,
  },
  unfollow: {
    method: 'POST',
    path: '/api/User/unfollow',
    auth: ENDPOINT_AUTH.unfollow,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.follow,
  },
  /** Whether the caller follows the author (the public profile is the same for everyone). */
  followStatus: {
    method: 'GET',
    path: '/api/User/followStatus',
    auth: ENDPOINT_AUTH.followStatus,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.follow,
  },
  /** Who follows an author, newest first. */
  followers: {
    method: 'GET',
    path: '/api/User/followers',
    auth: ENDPOINT_AUTH.followers,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.followList,
  },
  /** The caller's followers on the fediverse, and follow requests waiting for them. */
  fediverseFollowers: {
    method: 'GET',
    path: '/api/User/fediverseFollowers',
    auth: ENDPOINT_AUTH.fediverseFollowers,
    body: 'none',
    fallbackMessage: ERROR_MESSAGES.fediverseFollowers,
  },
  /** Whether new followers from the fediverse wait for the caller's approval. */
  fediverseApproval: {
    method: 'POST',
    path: '/api/User/fediverseApproval',
    auth: ENDPOINT_AUTH.fediverseApproval,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.fediverseFollowers,
  },
  /** Accept or Reject a follow request from the fediverse. */
  fediverseFollowAnswer: {
    method: 'POST',
    path: '/api/User/fediverseFollowAnswer',
    auth: ENDPOINT_AUTH.fediverseFollowAnswer,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.fediverseFollowers,
  },
  /** Whom an author follows, newest first. */
  following: {
    method: 'GET',
    path: '/api/User/following',
    auth: ENDPOINT_AUTH.following,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.followList,
  },
  /** Sends coins from the caller to an author (Reward Author, Reward with Coin). */
  rewardAuthor: {
    method: 'POST',
    path: '/api/Wallet/reward',
    auth: ENDPOINT_AUTH.rewardAuthor,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.reward,
  },
  /** The caller's ledger lines, newest first, with the balance. */
  walletHistory: {
    method: 'GET',
    path: '/api/Wallet/history',
    auth: ENDPOINT_AUTH.walletHistory,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.wallet,
  },
  notifications: {
    method: 'GET',
    path: '/api/Notification/list',
    auth: ENDPOINT_AUTH.notifications,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.notificationsLoad,
  },
  /** The header bell's number: cheap, asked every NOTIFICATION_POLL_MS. */
  unreadNotificationCount: {
    method: 'GET',
    path: '/api/Notification/unreadCount',
    auth: ENDPOINT_AUTH.unreadNotificationCount,
    body: 'none',
    fallbackMessage: ERROR_MESSAGES.notificationsLoad,
  },
  markNotificationRead: {
    method: 'POST',
    path: '/api/Notification/read',
    auth: ENDPOINT_AUTH.markNotificationRead,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.notificationsMark,
  },
  /** Marks the notifications a page shows read (opening the notifications page). */
  markNotificationsRead: {
    method: 'POST',
    path: '/api/Notification/readShown',
    auth: ENDPOINT_AUTH.markNotificationsRead,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.notificationsMark,
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/api/Notification/readAll',
    auth: ENDPOINT_AUTH.markAllNotificationsRead,
    body: 'none',
    fallbackMessage: ERROR_MESSAGES.notificationsMark,
  },
  /** Site search: live articles of every category, most relevant first. */
  search: {
    method: 'GET',
    path: '/api/News/search',
    auth: ENDPOINT_AUTH.search,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.newsLoad,
  },
  /**
   * Deletes the caller's account (docs/adr/0027): confirmed by a fresh Firebase sign-in of the
   * same account; its articles kept under DELETED_ACCOUNT_NAME or removed.
   */
  deleteAccount: {
    method: 'POST',
    path: '/api/User/deleteAccount',
    auth: ENDPOINT_AUTH.deleteAccount,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.accountDelete,
  },
  /** Everything stored about the caller, answered as a file to download (docs/privacy.md). */
  exportAccount: {
    method: 'GET',
    path: '/api/User/exportData',
    auth: ENDPOINT_AUTH.exportAccount,
    body: 'none',
    fallbackMessage: ERROR_MESSAGES.accountExport,
  },
  /** The newsletter; never answers with an address (docs/adr/0017). */
  subscribe: {
    method: 'POST',
    path: '/api/Newsletter/subscribe',
    auth: ENDPOINT_AUTH.subscribe,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.subscribe,
  },
  /** By the token of the unsubscribe link; idempotent. */
  unsubscribe: {
    method: 'POST',
    path: '/api/Newsletter/unsubscribe',
    auth: ENDPOINT_AUTH.unsubscribe,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.unsubscribe,
  },
  /** The confirmation email's link, confirmed with one press on its page (docs/adr/0029). */
  confirmSubscription: {
    method: 'POST',
    path: '/api/Newsletter/confirm',
    auth: ENDPOINT_AUTH.confirmSubscription,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.subscribe,
  },
  /** What the link's subscription gets. */
  newsletterPreferences: {
    method: 'GET',
    path: '/api/Newsletter/preferences',
    auth: ENDPOINT_AUTH.newsletterPreferences,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.newsletterPreferences,
  },
  updateNewsletterPreferences: {
    method: 'POST',
    path: '/api/Newsletter/preferences',
    auth: ENDPOINT_AUTH.updateNewsletterPreferences,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.newsletterPreferences,
  },
  /** How many subscribers the caller's article was sent to (docs/adr/0029). */
  newsletterReach: {
    method: 'GET',
    path: '/api/News/newsletterReach',
    auth: ENDPOINT_AUTH.newsletterReach,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.newsletterReach,
  },
  /** An author's own views, followers and coins over a period (docs/adr/0035). */
  authorStats: {
    method: 'GET',
    path: '/api/Stats/author',
    auth: ENDPOINT_AUTH.authorStats,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.stats,
  },
  /** An author's own articles with their figures, sorted and paged. */
  statsArticles: {
    method: 'GET',
    path: '/api/Stats/articles',
    auth: ENDPOINT_AUTH.statsArticles,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.stats,
  },
  /** One of the caller's articles: views per day, sources and devices. */
  articleStats: {
    method: 'GET',
    path: '/api/Stats/article',
    auth: ENDPOINT_AUTH.articleStats,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.stats,
  },
  /** The whole site, for the administrators the configuration names. */
  siteStats: {
    method: 'GET',
    path: '/api/Stats/site',
    auth: ENDPOINT_AUTH.siteStats,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.stats,
  },
  /** Every author's articles with their figures, sorted and paged: the site's stats page. */
  siteStatsArticles: {
    method: 'GET',
    path: '/api/Stats/siteArticles',
    auth: ENDPOINT_AUTH.siteStatsArticles,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.stats,
  },
  /** An article page's view (with its viewport) or read, once per page view. */
  statsBeacon: {
    method: 'POST',
    path: '/api/Stats/beacon',
    auth: ENDPOINT_AUTH.statsBeacon,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.statsBeacon,
  },
  /** Follows a fediverse account by its handle (docs/adr/0033); pending until it accepts. */
  followRemote: {
    method: 'POST',
    path: '/api/Fediverse/follow',
    auth: ENDPOINT_AUTH.followRemote,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.followRemote,
  },
  unfollowRemote: {
    method: 'POST',
    path: '/api/Fediverse/unfollow',
    auth: ENDPOINT_AUTH.unfollowRemote,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.followRemote,
  },
  /** The fediverse accounts the caller follows. */
  followedAccounts: {
    method: 'GET',
    path: '/api/Fediverse/following',
    auth: ENDPOINT_AUTH.followedAccounts,
    body: 'none',
    fallbackMessage: ERROR_MESSAGES.followingLoad,
  },
  /** What the followed accounts sent, newest first (the "Following" view). */
  followingTimeline: {
    method: 'GET',
    path: '/api/Fediverse/timeline',
    auth: ENDPOINT_AUTH.followingTimeline,
    body: 'query',
    fallbackMessage: ERROR_MESSAGES.followingLoad,
  },
  replyToRemote: {
    method: 'POST',
    path: '/api/Fediverse/reply',
    auth: ENDPOINT_AUTH.replyToRemote,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.remoteReply,
  },
  reactToRemote: {
    method: 'POST',
    path: '/api/Fediverse/react',
    auth: ENDPOINT_AUTH.reactToRemote,
    body: 'json',
    fallbackMessage: ERROR_MESSAGES.remoteReaction,
  },
  /** The administrator's members page: accounts by name, newest first (docs/roles.md). */
  members: {
    method: 'GET',
    path: '/api/Members/list',
    auth: ENDPOINT_AUTH.members,
    body: 'query',
    fallbackMessage: ROLE_MESSAGES.membersFailed,
  },
  /** An administrator sets another account's role. */
  changeRole: {
    method: 'POST',
    path: '/api/Members/changeRole',
    auth: ENDPOINT_AUTH.changeRole,
    body: 'json',
    fallbackMessage: ROLE_MESSAGES.changeRoleFailed,
  },
  /** A signed-in reader reports a comment, an article or a profile (docs/adr/0037). */
  report: {
    method: 'POST',
    path: '/api/Moderation/report',
    auth: ENDPOINT_AUTH.report,
    body: 'json',
    fallbackMessage: MODERATION_MESSAGES.reportFailed,
  },
  /** Editors' queue: targets with open reports, the newest report first. */
  moderationQueue: {
    method: 'GET',
    path: '/api/Moderation/queue',
    auth: ENDPOINT_AUTH.moderationQueue,
    body: 'query',
    fallbackMessage: MODERATION_MESSAGES.queueFailed,
  },
  /** An editor hides or restores a comment (nothing is deleted). */
  moderateComment: {
    method: 'POST',
    path: '/api/Moderation/comment',
    auth: ENDPOINT_AUTH.moderateComment,
    body: 'json',
    fallbackMessage: MODERATION_MESSAGES.actionFailed,
  },
  /** An editor unpublishes an article; its author is told why. */
  moderateArticle: {
    method: 'POST',
    path: '/api/Moderation/unpublish',
    auth: ENDPOINT_AUTH.moderateArticle,
    body: 'json',
    fallbackMessage: MODERATION_MESSAGES.actionFailed,
  },
  /** An editor closes a target's open reports without acting on it. */
  dismissReports: {
    method: 'POST',
    path: '/api/Moderation/dismiss',
    auth: ENDPOINT_AUTH.dismissReports,
    body: 'json',
    fallbackMessage: MODERATION_MESSAGES.actionFailed,
  },
  /** An editor suspends or reinstates an account. */
  suspendAccount: {
    method: 'POST',
    path: '/api/Moderation/account',
    auth: ENDPOINT_AUTH.suspendAccount,
    body: 'json',
    fallbackMessage: MODERATION_MESSAGES.actionFailed,
  },
  /** Administrators read the moderators' audit log, newest first. */
  moderationLog: {
    method: 'GET',
    path: '/api/Moderation/log',
    auth: ENDPOINT_AUTH.moderationLog,
    body: 'query',
    fallbackMessage: MODERATION_MESSAGES.logFailed,
  },
  /** A reader blocks or unblocks another account. */
  blockAccount: {
    method: 'POST',
    path: '/api/Blocks/set',
    auth: ENDPOINT_AUTH.blockAccount,
    body: 'json',
    fallbackMessage: MODERATION_MESSAGES.blockFailed,
  },
  /** The accounts the signed-in reader blocks. */
  blockedAccounts: {
    method: 'GET',
    path: '/api/Blocks/list',
    auth: ENDPOINT_AUTH.blockedAccounts,
    body: 'query',
    fallbackMessage: MODERATION_MESSAGES.blocksFailed,
  } /** A contributor submits a draft for review (docs/adr/0036). */,
  submitForReview: {
    method: 'POST',
    path: '/api/Review/submit',
    auth: ENDPOINT_AUTH.submitForReview,
    body: 'json',
    fallbackMessage: REVIEW_MESSAGES.actionFailed,
  },
  /** Editors' queue: submitted drafts, the longest waiting first. */
  reviewQueue: {
    method: 'GET',
    path: '/api/Review/queue',
    auth: ENDPOINT_AUTH.reviewQueue,
    body: 'query',
    fallbackMessage: REVIEW_MESSAGES.queueFailed,
  },
  /** A draft's review notes, oldest first: for its writer and for editors. */
  reviewNotes: {
    method: 'GET',
    path: '/api/Review/notes',
    auth: ENDPOINT_AUTH.reviewNotes,
    body: 'query',
    fallbackMessage: REVIEW_MESSAGES.notesFailed,
  },
  /** An editor leaves a note for the writer (who is notified). */
  addReviewNote: {
    method: 'POST',
    path: '/api/Review/note',
    auth: ENDPOINT_AUTH.addReviewNote,
    body: 'json',
    fallbackMessage: REVIEW_MESSAGES.actionFailed,
  },
  /** An editor sends a submitted draft back to its writer with a note. */
  sendBack: {
    method: 'POST',
    path: '/api/Review/sendBack',
    auth: ENDPOINT_AUTH.sendBack,
    body: 'json',
    fallbackMessage: REVIEW_MESSAGES.actionFailed,
  } /** The site's settings every page shows (docs/adr/0038): public. */,
  siteSettings: {
    method: 'GET',
    path: '/api/Site/settings',
    auth: ENDPOINT_AUTH.siteSettings,
    body: 'none',
    fallbackMessage: SITE_SETTINGS_MESSAGES.loadFailed,
  },
  /** An administrator saves the site's settings. */
  updateSiteSettings: {
    method: 'POST',
    path: '/api/Site/settings',
    auth: ENDPOINT_AUTH.updateSiteSettings,
    body: 'json',
    fallbackMessage: SITE_SETTINGS_MESSAGES.saveFailed,
  } /** An administrator uploads the site's logo (checked by its bytes, re-encoded). */,
  uploadSiteLogo: {
    method: 'POST',
    path: '/api/Site/logo',
    auth: ENDPOINT_AUTH.uploadSiteLogo,
    body: 'multipart',
    fallbackMessage: SITE_SETTINGS_MESSAGES.saveFailed,
  },
} as const satisfies Record<EndpointName, EndpointRoute>;
