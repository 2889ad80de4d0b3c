import type { FediversePost, FollowedAccount } from '@byline/api-client/contract';

/** A followed account and its article, as the Following view shows them (stories and tests). */
export const ACCOUNT: FollowedAccount = {
  id: 1,
  name: 'Mira Okafor',
  handle: '@mira@social.example',
  avatar_url: null,
  profile_url: 'https://social.example/@mira',
  status: 'accepted',
  followed_at: '2026-03-01T09:00:00.000Z',
};

export const POST: FediversePost = {
  id: 2,
  account: {
    id: 1,
    name: ACCOUNT.name,
    handle: ACCOUNT.handle,
    avatar_url: null,
    profile_url: ACCOUNT.profile_url,
  },
  kind: 'article',
  title: 'Flood gauges along the river, a year on',
  content: '<p>A year after the floods, the new gauges report every ten minutes.</p>',
  url: 'https://social.example/articles/flood-gauges',
  published_at: '2026-03-03T08:30:00.000Z',
  updated_at: '2026-03-03T08:30:00.000Z',
  liked: false,
  boosted: false,
};
