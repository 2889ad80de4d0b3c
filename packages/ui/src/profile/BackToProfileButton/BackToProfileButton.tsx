import { Button } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { PROFILE_TEXTS } from '../../constants';
import { AppLink, useUrls } from '../../link';
import { useMessages } from '../../locale';

/** "Back to profile" at the top of the pages under /profile (Edit Profile, Buy Coins). */
export function BackToProfileButton() {
  const profileTexts = useMessages(PROFILE_TEXTS);
  const urls = useUrls();
  return (
    <Button
      component={AppLink}
      href={urls.profile}
      variant="subtle"
      leftSection={<IconArrowLeft size={16} aria-hidden="true" />}
      style={{ alignSelf: 'flex-start' }}
    >
      {profileTexts.back}
    </Button>
  );
}
