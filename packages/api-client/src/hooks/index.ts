export type { ApiClientProviderProps } from './ApiClientProvider';
export { ApiClientProvider, isTransientError, useApiClient } from './ApiClientProvider';
export {
  type ConversationWrites,
  reactToArticle,
  reactToComment,
  replyToComment,
} from './conversationWrites';
export type { NewsListRead } from './newsListKeys';
export {
  NEWS_LIST_FIRST_PAGE_SIZE,
  NEWS_LIST_LOAD_MORE_SIZE,
  newsListFirstPageKey,
} from './newsListKeys';
export { type PageRead, pageRead } from './pageReads';
export { type SearchRead, searchFirstPageKey } from './searchKeys';
export type {
  Prefetcher,
  ReadResult,
  SnapshotEntry,
  SnapshotError,
  SwrSnapshot,
} from './snapshot';
export { createPrefetcher, snapshotSiteSettings } from './snapshot';
export type {
  NewsListPageKey,
  NewsListPageParams,
  SwrResource,
  TagNewsPageKey,
} from './swrKeys';
export {
  INFINITE_RESOURCES,
  infinitePrefix,
  isSwrKeyOf,
  SWR_KEY_ROOT,
  swrKeys,
  USER_SCOPED_RESOURCES,
} from './swrKeys';
export { type TagNewsRead, tagNewsFirstPageKey } from './tagNewsKeys';
export { useDeleteAccount, useExportAccount } from './useAccount';
export type { CommentsState } from './useComments';
export {
  useAddComment,
  useComments,
  useDeleteComment,
  useEditComment,
  useHideComment,
} from './useComments';
export {
  useCommentReplies,
  useMarkNotificationsRead,
  useOwnReactions,
} from './useConversation';
export {
  useReactToArticle,
  useReactToComment,
  useReplyToComment,
} from './useConversationMutations';
export { useConversationWrites } from './useConversationWrites';
export { useDraft } from './useDraft';
export {
  useAnswerFediverseFollow,
  useFediverseFollowers,
  useSetFediverseApproval,
} from './useFediverseFollowers';
export {
  useFollowedAccounts,
  useFollowingTimeline,
  useFollowRemote,
  useReactToRemote,
  useReplyToRemote,
  useUnfollowRemote,
} from './useFediverseFollowing';
export {
  useFollow,
  useFollowers,
  useFollowing,
  useFollowStatus,
  useUnfollow,
} from './useFollows';
export type { CommunityListOptions, KeysetListState } from './useKeysetList';
export { useChangeRole, useMembers } from './useMembers';
export {
  useBlockAccount,
  useBlockedAccounts,
  useModerationAction,
  useModerationLog,
  useModerationQueue,
  useReport,
} from './useModeration';
export type { ApiMutation } from './useMutations';
export {
  useCancelSchedule,
  useDeleteDraft,
  useLogout,
  useLogoutEverywhere,
  usePublishDraft,
  useRegister,
  useResetUserCache,
  useRestoreRevision,
  useRevalidate,
  useSaveArticle,
  useUpdateProfile,
} from './useMutations';
export type { NewsListState, UseNewsListOptions } from './useNewsList';
export { useNewsList } from './useNewsList';
export {
  useConfirmSubscription,
  useNewsletterPreferences,
  useSubscribe,
  useUnsubscribe,
  useUpdateNewsletterPreferences,
} from './useNewsletter';
export { useNewsletterReach } from './useNewsletterReach';
export type { NotificationsState } from './useNotifications';
export {
  useMarkAllNotificationsRead,
  useMarkNotificationRead,
  useNotifications,
  useUnreadNotificationCount,
} from './useNotifications';
export { useDeleteArticle, useUnpublishArticle } from './usePublishedArticleRemoval';
export type { ApiResource } from './useReads';
export {
  preloadDrafts,
  useArticle,
  useAuthorProfile,
  useCategories,
  useDrafts,
  useMostRecent,
  useMostWatched,
  useOwnNews,
  useRelatedNews,
  useRevision,
  useRevisions,
  useSiteSettings,
  useUserDetails,
} from './useReads';
export {
  useAddReviewNote,
  useReviewNotes,
  useReviewQueue,
  useSendBack,
  useSubmitForReview,
} from './useReview';
export type { SearchState } from './useSearch';
export { useSearch } from './useSearch';
export { useUpdateSiteSettings, useUploadSiteLogo } from './useSiteSettingsUpdate';
export {
  useArticleStats,
  useAuthorStats,
  useSiteStats,
  useSiteStatsArticles,
  useStatsArticles,
} from './useStats';
export { useTagNews } from './useTagNews';
export type { RewardInput, RewardMutation, WalletHistoryState } from './useWallet';
export { useRewardAuthor, useWalletHistory } from './useWallet';
