import { fixtures } from '@byline/api-client/mocks';
import { Box, Button } from '@mantine/core';
import { expect, test } from 'vitest';
import { PROFILE_TEXTS } from '../../constants';
import { renderAt, SCREENSHOT_WIDTHS, screenshotRoot } from '../../testing/visual';
import { ProfileView } from './ProfileView';

const lists = {
  followers: { entries: fixtures.followers },
  following: { entries: fixtures.following },
  wallet: { balance: fixtures.currentUser.my_wallet, entries: fixtures.walletEntries },
};

for (const width of SCREENSHOT_WIDTHS) {
  test(`own profile with its tabs at ${width}px`, async () => {
    await renderAt(
      <Box p="md">
        <ProfileView
          isOwner
          profile={fixtures.currentUser}
          articles={fixtures.ownNews}
          {...lists}
        />
      </Box>,
      width,
    );
    await expect.element(screenshotRoot()).toMatchScreenshot(`profile-owner-${width}`);
  });

  test(`own wallet tab at ${width}px`, async () => {
    await renderAt(
      <Box p="md">
        <ProfileView
          isOwner
          profile={fixtures.currentUser}
          articles={fixtures.ownNews}
          defaultTab="wallet"
          {...lists}
        />
      </Box>,
      width,
    );
    await expect.element(screenshotRoot()).toMatchScreenshot(`profile-wallet-${width}`);
  });

  test(`an author's profile seen by a visitor at ${width}px`, async () => {
    const { profile, articles } = fixtures.secondAuthorProfile;
    await renderAt(
      <Box p="md">
        <ProfileView
          profile={profile}
          articles={articles}
          followAction={<Button>{PROFILE_TEXTS.follow}</Button>}
          onReward={() => {}}
          defaultTab="followers"
          followers={lists.followers}
          following={lists.following}
        />
      </Box>,
      width,
    );
    await expect.element(screenshotRoot()).toMatchScreenshot(`profile-visitor-${width}`);
  });
}
