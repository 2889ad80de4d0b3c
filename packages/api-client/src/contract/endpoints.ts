import { z } from 'zod/mini';
import {
  accountExportSchema,
  deleteAccountRequestSchema,
  deleteAccountResultSchema,
} from './account';
import {
  publishRequestSchema,
  revisionIdRequestSchema,
  revisionSchema,
  revisionSummarySchema,
  revisionsQuerySchema,
} from './authoring';
import { bodyImageSchema, uploadBodyImageFieldsSchema } from './bodyImages';
import {
  addCommentRequestSchema,
  articleReactionRequestSchema,
  commentIdRequestSchema,
  commentReactionRequestSchema,
  commentSchema,
  commentsExtraSchema,
  commentsQuerySchema,
  communityPageQuerySchema,
  editCommentRequestSchema,
  followEntrySchema,
  followListQuerySchema,
  followStateSchema,
  notificationIdRequestSchema,
  notificationIdsRequestSchema,
  notificationSchema,
  notificationsExtraSchema,
  ownReactionsQuerySchema,
  ownReactionsSchema,
  reactionStateSchema,
  repliesQuerySchema,
  replyRequestSchema,
  rewardRequestSchema,
  rewardResultSchema,
  unreadCountSchema,
  userIdRequestSchema,
  walletEntrySchema,
  walletExtraSchema,
} from './community';
import { ENDPOINT_ROUTES, type EndpointName, type EndpointRoute } from './endpointRoutes';
import {
  articleByIdQuerySchema,
  articleSchema,
  authorProfileQuerySchema,
  authorProfileSchema,
  categorySchema,
  draftSchema,
  draftsQuerySchema,
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
import {
  fediverseApprovalRequestSchema,
  fediverseApprovalSchema,
  fediverseFollowAnswerRequestSchema,
  fediverseFollowAnswerSchema,
  fediverseFollowersSchema,
} from './fediverse';
import {
  fediversePostSchema,
  followedAccountSchema,
  followingTimelineQuerySchema,
  followRemoteRequestSchema,
  reactToRemoteRequestSchema,
  replyToRemoteRequestSchema,
  unfollowRemoteRequestSchema,
} from './fediverseFollowing';
import {
  blockedAccountsSchema,
  blockRequestSchema,
  blockStateSchema,
  dismissReportsRequestSchema,
  moderateArticleRequestSchema,
  moderateCommentRequestSchema,
  moderationLogEntrySchema,
  moderationLogQuerySchema,
  moderationQueueQuerySchema,
  moderationResultSchema,
  queueEntrySchema,
  reportRequestSchema,
  reportSchema,
  suspendAccountRequestSchema,
} from './moderation';
import { relatedNewsQuerySchema } from './related';
import {
  addReviewNoteRequestSchema,
  reviewNoteSchema,
  reviewNotesQuerySchema,
  reviewQueueEntrySchema,
  reviewQueueQuerySchema,
  reviewResultSchema,
  sendBackRequestSchema,
  submitForReviewRequestSchema,
} from './review';
import { changeRoleRequestSchema, memberSchema, membersQuerySchema } from './roles';
import { searchQuerySchema, searchResultSchema } from './search';
import {
  siteSettingsSchema,
  updateSiteSettingsRequestSchema,
  uploadSiteLogoFieldsSchema,
} from './siteSettings';
import {
  articleStatsQuerySchema,
  articleStatsSchema,
  authorStatsQuerySchema,
  authorStatsSchema,
  siteStatsArticlesQuerySchema,
  siteStatsQuerySchema,
  siteStatsSchema,
  statsArticlesQuerySchema,
  statsArticlesSchema,
  statsBeaconRequestSchema,
  statsBeaconSchema,
} from './stats';
import {
  confirmSubscriptionRequestSchema,
  newsletterPreferencesRequestSchema,
  newsletterPreferencesSchema,
  newsletterReachQuerySchema,
  newsletterReachSchema,
  subscribeRequestSchema,
  subscriptionSchema,
  unsubscribeRequestSchema,
  updateNewsletterPreferencesRequestSchema,
} from './subscriptions';
import { tagNewsQuerySchema } from './tags';

/** A keyset page with extra envelope fields (a count, a balance). */
const pageWith = <Item extends z.ZodMiniType, Extra extends z.core.$ZodLooseShape>(
  item: Item,
  extra: Extra,
) => z.extend(pageEnvelopeSchema(item), extra);

/** A call's route (endpointRoutes.ts) with the schemas of its request and its answer. */
export interface EndpointDefinition<
  Request extends z.ZodMiniType = z.ZodMiniType,
  Response extends z.ZodMiniType = z.ZodMiniType,
> extends EndpointRoute {
  /** Schema of the query string, the JSON body, or the text fields of the multipart body. */
  request: Request;
  /** Schema of the whole response envelope. */
  response: Response;
}

const define = <Request extends z.ZodMiniType, Response extends z.ZodMiniType>(
  definition: EndpointDefinition<Request, Response>,
) => definition;

const noRequest = z.strictObject({});

/** Each call's route with its schemas: what the server validates with, and the client. */
export const endpoints = {
  categories: define({
    ...ENDPOINT_ROUTES.categories,
    request: noRequest,
    response: envelopeSchema(z.array(categorySchema)),
  }),
  newsList: define({
    ...ENDPOINT_ROUTES.newsList,
    request: newsListQuerySchema,
    response: pageEnvelopeSchema(newsItemSchema),
  }),
  tagNews: define({
    ...ENDPOINT_ROUTES.tagNews,
    request: tagNewsQuerySchema,
    response: pageEnvelopeSchema(newsItemSchema),
  }),
  mostRecent: define({
    ...ENDPOINT_ROUTES.mostRecent,
    request: mostRecentRequestSchema,
    response: envelopeSchema(z.array(mostRecentItemSchema)),
  }),
  mostWatched: define({
    ...ENDPOINT_ROUTES.mostWatched,
    request: noRequest,
    response: envelopeSchema(z.array(newsItemSchema)),
  }),
  relatedNews: define({
    ...ENDPOINT_ROUTES.relatedNews,
    request: relatedNewsQuerySchema,
    response: envelopeSchema(z.array(newsItemSchema)),
  }),
  articleById: define({
    ...ENDPOINT_ROUTES.articleById,
    request: articleByIdQuerySchema,
    response: envelopeSchema(articleSchema),
  }),
  authorProfile: define({
    ...ENDPOINT_ROUTES.authorProfile,
    request: authorProfileQuerySchema,
    response: envelopeSchema(authorProfileSchema),
  }),
  ownNews: define({
    ...ENDPOINT_ROUTES.ownNews,
    request: noRequest,
    response: envelopeSchema(z.array(newsItemSchema)),
  }),
  userDetails: define({
    ...ENDPOINT_ROUTES.userDetails,
    request: userDetailsRequestSchema,
    response: envelopeSchema(userProfileSchema),
  }),
  registration: define({
    ...ENDPOINT_ROUTES.registration,
    request: registrationRequestSchema,
    response: envelopeSchema(registrationResultSchema),
  }),
  updateProfile: define({
    ...ENDPOINT_ROUTES.updateProfile,
    request: updateProfileFieldsSchema,
    response: envelopeSchema(userProfileSchema),
  }),
  saveArticle: define({
    ...ENDPOINT_ROUTES.saveArticle,
    request: saveArticleFieldsSchema,
    response: envelopeSchema(saveArticleResultSchema),
  }),
  uploadBodyImage: define({
    ...ENDPOINT_ROUTES.uploadBodyImage,
    request: uploadBodyImageFieldsSchema,
    response: envelopeSchema(bodyImageSchema),
  }),
  publishDraft: define({
    ...ENDPOINT_ROUTES.publishDraft,
    request: publishRequestSchema,
    response: envelopeSchema(saveArticleResultSchema),
  }),
  drafts: define({
    ...ENDPOINT_ROUTES.drafts,
    request: draftsQuerySchema,
    response: pageEnvelopeSchema(draftSchema),
  }),
  draft: define({
    ...ENDPOINT_ROUTES.draft,
    request: newsIdRequestSchema,
    response: envelopeSchema(draftSchema),
  }),
  deleteDraft: define({
    ...ENDPOINT_ROUTES.deleteDraft,
    request: newsIdRequestSchema,
    response: envelopeSchema(z.null()),
  }),
  unpublishArticle: define({
    ...ENDPOINT_ROUTES.unpublishArticle,
    request: newsIdRequestSchema,
    response: envelopeSchema(saveArticleResultSchema),
  }),
  deleteArticle: define({
    ...ENDPOINT_ROUTES.deleteArticle,
    request: newsIdRequestSchema,
    response: envelopeSchema(z.null()),
  }),
  cancelSchedule: define({
    ...ENDPOINT_ROUTES.cancelSchedule,
    request: newsIdRequestSchema,
    response: envelopeSchema(saveArticleResultSchema),
  }),
  revisions: define({
    ...ENDPOINT_ROUTES.revisions,
    request: revisionsQuerySchema,
    response: envelopeSchema(z.array(revisionSummarySchema)),
  }),
  revision: define({
    ...ENDPOINT_ROUTES.revision,
    request: revisionIdRequestSchema,
    response: envelopeSchema(revisionSchema),
  }),
  restoreRevision: define({
    ...ENDPOINT_ROUTES.restoreRevision,
    request: revisionIdRequestSchema,
    response: envelopeSchema(saveArticleResultSchema),
  }),
  /** Not in the spec: ends the session of the presented bearer token on the server. */
  logout: define({
    ...ENDPOINT_ROUTES.logout,
    request: noRequest,
    response: envelopeSchema(z.null()),
  }),
  /** Not in the spec: ends every session of the caller, this one included. */
  logoutEverywhere: define({
    ...ENDPOINT_ROUTES.logoutEverywhere,
    request: noRequest,
    response: envelopeSchema(z.null()),
  }),
  deleteAccount: define({
    ...ENDPOINT_ROUTES.deleteAccount,
    request: deleteAccountRequestSchema,
    response: envelopeSchema(deleteAccountResultSchema),
  }),
  exportAccount: define({
    ...ENDPOINT_ROUTES.exportAccount,
    request: noRequest,
    response: envelopeSchema(accountExportSchema),
  }),
  comments: define({
    ...ENDPOINT_ROUTES.comments,
    request: commentsQuerySchema,
    response: pageWith(commentSchema, commentsExtraSchema),
  }),
  addComment: define({
    ...ENDPOINT_ROUTES.addComment,
    request: addCommentRequestSchema,
    response: envelopeSchema(commentSchema),
  }),
  editComment: define({
    ...ENDPOINT_ROUTES.editComment,
    request: editCommentRequestSchema,
    response: envelopeSchema(commentSchema),
  }),
  deleteComment: define({
    ...ENDPOINT_ROUTES.deleteComment,
    request: commentIdRequestSchema,
    response: envelopeSchema(z.null()),
  }),
  hideComment: define({
    ...ENDPOINT_ROUTES.hideComment,
    request: commentIdRequestSchema,
    response: envelopeSchema(z.null()),
  }),
  replyToComment: define({
    ...ENDPOINT_ROUTES.replyToComment,
    request: replyRequestSchema,
    response: envelopeSchema(commentSchema),
  }),
  commentReplies: define({
    ...ENDPOINT_ROUTES.commentReplies,
    request: repliesQuerySchema,
    response: pageEnvelopeSchema(commentSchema),
  }),
  reactToArticle: define({
    ...ENDPOINT_ROUTES.reactToArticle,
    request: articleReactionRequestSchema,
    response: envelopeSchema(reactionStateSchema),
  }),
  reactToComment: define({
    ...ENDPOINT_ROUTES.reactToComment,
    request: commentReactionRequestSchema,
    response: envelopeSchema(reactionStateSchema),
  }),
  ownReactions: define({
    ...ENDPOINT_ROUTES.ownReactions,
    request: ownReactionsQuerySchema,
    response: envelopeSchema(ownReactionsSchema),
  }),
  follow: define({
    ...ENDPOINT_ROUTES.follow,
    request: userIdRequestSchema,
    response: envelopeSchema(followStateSchema),
  }),
  unfollow: define({
    ...ENDPOINT_ROUTES.unfollow,
    request: userIdRequestSchema,
    response: envelopeSchema(followStateSchema),
  }),
  followStatus: define({
    ...ENDPOINT_ROUTES.followStatus,
    request: userIdRequestSchema,
    response: envelopeSchema(followStateSchema),
  }),
  followers: define({
    ...ENDPOINT_ROUTES.followers,
    request: followListQuerySchema,
    response: pageEnvelopeSchema(followEntrySchema),
  }),
  fediverseFollowers: define({
    ...ENDPOINT_ROUTES.fediverseFollowers,
    request: noRequest,
    response: envelopeSchema(fediverseFollowersSchema),
  }),
  fediverseApproval: define({
    ...ENDPOINT_ROUTES.fediverseApproval,
    request: fediverseApprovalRequestSchema,
    response: envelopeSchema(fediverseApprovalSchema),
  }),
  fediverseFollowAnswer: define({
    ...ENDPOINT_ROUTES.fediverseFollowAnswer,
    request: fediverseFollowAnswerRequestSchema,
    response: envelopeSchema(fediverseFollowAnswerSchema),
  }),
  following: define({
    ...ENDPOINT_ROUTES.following,
    request: followListQuerySchema,
    response: pageEnvelopeSchema(followEntrySchema),
  }),
  rewardAuthor: define({
    ...ENDPOINT_ROUTES.rewardAuthor,
    request: rewardRequestSchema,
    response: envelopeSchema(rewardResultSchema),
  }),
  walletHistory: define({
    ...ENDPOINT_ROUTES.walletHistory,
    request: communityPageQuerySchema,
    response: pageWith(walletEntrySchema, walletExtraSchema),
  }),
  notifications: define({
    ...ENDPOINT_ROUTES.notifications,
    request: communityPageQuerySchema,
    response: pageWith(notificationSchema, notificationsExtraSchema),
  }),
  unreadNotificationCount: define({
    ...ENDPOINT_ROUTES.unreadNotificationCount,
    request: noRequest,
    response: envelopeSchema(unreadCountSchema),
  }),
  markNotificationRead: define({
    ...ENDPOINT_ROUTES.markNotificationRead,
    request: notificationIdRequestSchema,
    response: envelopeSchema(unreadCountSchema),
  }),
  markNotificationsRead: define({
    ...ENDPOINT_ROUTES.markNotificationsRead,
    request: notificationIdsRequestSchema,
    response: envelopeSchema(unreadCountSchema),
  }),
  markAllNotificationsRead: define({
    ...ENDPOINT_ROUTES.markAllNotificationsRead,
    request: noRequest,
    response: envelopeSchema(unreadCountSchema),
  }),
  search: define({
    ...ENDPOINT_ROUTES.search,
    request: searchQuerySchema,
    response: pageEnvelopeSchema(searchResultSchema),
  }),
  subscribe: define({
    ...ENDPOINT_ROUTES.subscribe,
    request: subscribeRequestSchema,
    response: envelopeSchema(subscriptionSchema),
  }),
  unsubscribe: define({
    ...ENDPOINT_ROUTES.unsubscribe,
    request: unsubscribeRequestSchema,
    response: envelopeSchema(z.null()),
  }),
  confirmSubscription: define({
    ...ENDPOINT_ROUTES.confirmSubscription,
    request: confirmSubscriptionRequestSchema,
    response: envelopeSchema(z.null()),
  }),
  newsletterPreferences: define({
    ...ENDPOINT_ROUTES.newsletterPreferences,
    request: newsletterPreferencesRequestSchema,
    response: envelopeSchema(newsletterPreferencesSchema),
  }),
  updateNewsletterPreferences: define({
    ...ENDPOINT_ROUTES.updateNewsletterPreferences,
    request: updateNewsletterPreferencesRequestSchema,
    response: envelopeSchema(newsletterPreferencesSchema),
  }),
  newsletterReach: define({
    ...ENDPOINT_ROUTES.newsletterReach,
    request: newsletterReachQuerySchema,
    response: envelopeSchema(newsletterReachSchema),
  }),
  authorStats: define({
    ...ENDPOINT_ROUTES.authorStats,
    request: authorStatsQuerySchema,
    response: envelopeSchema(authorStatsSchema),
  }),
  statsArticles: define({
    ...ENDPOINT_ROUTES.statsArticles,
    request: statsArticlesQuerySchema,
    response: envelopeSchema(statsArticlesSchema),
  }),
  articleStats: define({
    ...ENDPOINT_ROUTES.articleStats,
    request: articleStatsQuerySchema,
    response: envelopeSchema(articleStatsSchema),
  }),
  siteStats: define({
    ...ENDPOINT_ROUTES.siteStats,
    request: siteStatsQuerySchema,
    response: envelopeSchema(siteStatsSchema),
  }),
  siteStatsArticles: define({
    ...ENDPOINT_ROUTES.siteStatsArticles,
    request: siteStatsArticlesQuerySchema,
    response: envelopeSchema(statsArticlesSchema),
  }),
  statsBeacon: define({
    ...ENDPOINT_ROUTES.statsBeacon,
    request: statsBeaconRequestSchema,
    response: envelopeSchema(statsBeaconSchema),
  }),
  followRemote: define({
    ...ENDPOINT_ROUTES.followRemote,
    request: followRemoteRequestSchema,
    response: envelopeSchema(followedAccountSchema),
  }),
  unfollowRemote: define({
    ...ENDPOINT_ROUTES.unfollowRemote,
    request: unfollowRemoteRequestSchema,
    response: envelopeSchema(z.null()),
  }),
  followedAccounts: define({
    ...ENDPOINT_ROUTES.followedAccounts,
    request: noRequest,
    response: envelopeSchema(z.array(followedAccountSchema)),
  }),
  followingTimeline: define({
    ...ENDPOINT_ROUTES.followingTimeline,
    request: followingTimelineQuerySchema,
    response: pageEnvelopeSchema(fediversePostSchema),
  }),
  replyToRemote: define({
    ...ENDPOINT_ROUTES.replyToRemote,
    request: replyToRemoteRequestSchema,
    response: envelopeSchema(z.null()),
  }),
  reactToRemote: define({
    ...ENDPOINT_ROUTES.reactToRemote,
    request: reactToRemoteRequestSchema,
    response: envelopeSchema(fediversePostSchema),
  }),
  members: define({
    ...ENDPOINT_ROUTES.members,
    request: membersQuerySchema,
    response: pageEnvelopeSchema(memberSchema),
  }),
  changeRole: define({
    ...ENDPOINT_ROUTES.changeRole,
    request: changeRoleRequestSchema,
    response: envelopeSchema(memberSchema),
  }),
  report: define({
    ...ENDPOINT_ROUTES.report,
    request: reportRequestSchema,
    response: envelopeSchema(reportSchema),
  }),
  moderationQueue: define({
    ...ENDPOINT_ROUTES.moderationQueue,
    request: moderationQueueQuerySchema,
    response: pageEnvelopeSchema(queueEntrySchema),
  }),
  moderateComment: define({
    ...ENDPOINT_ROUTES.moderateComment,
    request: moderateCommentRequestSchema,
    response: envelopeSchema(moderationResultSchema),
  }),
  moderateArticle: define({
    ...ENDPOINT_ROUTES.moderateArticle,
    request: moderateArticleRequestSchema,
    response: envelopeSchema(moderationResultSchema),
  }),
  dismissReports: define({
    ...ENDPOINT_ROUTES.dismissReports,
    request: dismissReportsRequestSchema,
    response: envelopeSchema(moderationResultSchema),
  }),
  suspendAccount: define({
    ...ENDPOINT_ROUTES.suspendAccount,
    request: suspendAccountRequestSchema,
    response: envelopeSchema(moderationResultSchema),
  }),
  moderationLog: define({
    ...ENDPOINT_ROUTES.moderationLog,
    request: moderationLogQuerySchema,
    response: pageEnvelopeSchema(moderationLogEntrySchema),
  }),
  blockAccount: define({
    ...ENDPOINT_ROUTES.blockAccount,
    request: blockRequestSchema,
    response: envelopeSchema(blockStateSchema),
  }),
  blockedAccounts: define({
    ...ENDPOINT_ROUTES.blockedAccounts,
    request: noRequest,
    response: envelopeSchema(blockedAccountsSchema),
  }),
  submitForReview: define({
    ...ENDPOINT_ROUTES.submitForReview,
    request: submitForReviewRequestSchema,
    response: envelopeSchema(reviewResultSchema),
  }),
  reviewQueue: define({
    ...ENDPOINT_ROUTES.reviewQueue,
    request: reviewQueueQuerySchema,
    response: pageEnvelopeSchema(reviewQueueEntrySchema),
  }),
  reviewNotes: define({
    ...ENDPOINT_ROUTES.reviewNotes,
    request: reviewNotesQuerySchema,
    response: envelopeSchema(z.array(reviewNoteSchema)),
  }),
  addReviewNote: define({
    ...ENDPOINT_ROUTES.addReviewNote,
    request: addReviewNoteRequestSchema,
    response: envelopeSchema(reviewNoteSchema),
  }),
  sendBack: define({
    ...ENDPOINT_ROUTES.sendBack,
    request: sendBackRequestSchema,
    response: envelopeSchema(reviewResultSchema),
  }),
  siteSettings: define({
    ...ENDPOINT_ROUTES.siteSettings,
    request: noRequest,
    response: envelopeSchema(siteSettingsSchema),
  }),
  updateSiteSettings: define({
    ...ENDPOINT_ROUTES.updateSiteSettings,
    request: updateSiteSettingsRequestSchema,
    response: envelopeSchema(siteSettingsSchema),
  }),
  uploadSiteLogo: define({
    ...ENDPOINT_ROUTES.uploadSiteLogo,
    request: uploadSiteLogoFieldsSchema,
    response: envelopeSchema(siteSettingsSchema),
  }),
} as const satisfies Record<EndpointName, EndpointDefinition>;

export type Endpoints = typeof endpoints;

/** The envelope a call answers with on success. */
export type EndpointResponse<Name extends EndpointName> = z.infer<Endpoints[Name]['response']>;
/** The data inside that envelope. */
export type EndpointData<Name extends EndpointName> = EndpointResponse<Name>['data'];
/** What a caller passes (before defaults and coercion). */
export type EndpointRequest<Name extends EndpointName> = z.input<Endpoints[Name]['request']>;
