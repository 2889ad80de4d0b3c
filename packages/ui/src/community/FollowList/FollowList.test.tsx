import type { FollowEntry } from '@byline/api-client/contract';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { FOLLOW_LIST_TEXTS } from '../../constants';
import { formatDate } from '../../format';
import { describeComponent, renderWithTheme } from '../../testing';
import { FollowList } from './FollowList';

afterEach(cleanup);

const entry: FollowEntry = {
  user_id: 9,
  full_name: 'Ben Ode',
  user_profile: null,
  followed_at: '2026-03-05T09:00:00.000Z',
};

describe('FollowList', () => {
  it('links each person to their profile and says since when', () => {
    renderWithTheme(
      <FollowList
        kind="following"
        entries={[entry]}
        renderAction={() => <button type="button">x</button>}
      />,
    );
    const list = within(screen.getByRole('list', { name: FOLLOW_LIST_TEXTS.followingLabel }));
    expect(list.getByRole('link', { name: entry.full_name }).getAttribute('href')).toBe(
      '/profile/9',
    );
    expect(list.getByText(FOLLOW_LIST_TEXTS.since(formatDate(entry.followed_at)))).toBeTruthy();
    expect(list.getByRole('button')).toBeTruthy();
  });

  it('says the empty list in its own words, or the host’s', () => {
    const view = renderWithTheme(<FollowList kind="followers" entries={[]} />);
    expect(screen.getByText(FOLLOW_LIST_TEXTS.followersEmpty)).toBeTruthy();
    view.rerender(<FollowList kind="followers" entries={[]} emptyMessage="Nobody here." />);
    expect(screen.getByText('Nobody here.')).toBeTruthy();
  });

  it('hides load more while a later page failed', () => {
    renderWithTheme(<FollowList kind="followers" entries={[entry]} hasMore error="Offline" />);
    expect(screen.getByRole('alert')).toBeTruthy();
    expect(screen.queryByRole('button', { name: FOLLOW_LIST_TEXTS.loadMore })).toBeNull();
  });
});

describeComponent(FollowList, { props: { kind: 'following', entries: [entry] } });
