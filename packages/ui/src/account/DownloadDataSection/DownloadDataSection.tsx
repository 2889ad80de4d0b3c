import { Button, Group, Text } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { useState } from 'react';
import { ACCOUNT_TEXTS } from '../../constants';
import { useMessages } from '../../locale';
import { AccountSection } from '../AccountSection';

export interface DownloadDataSectionProps {
  /** Fetches and saves the file; a returned promise shows a loader until it settles. */
  onDownload: () => unknown;
}

/** "Your data": everything stored about the person, as a JSON file. */
export function DownloadDataSection({ onDownload }: DownloadDataSectionProps) {
  const texts = useMessages(ACCOUNT_TEXTS);
  const [pending, setPending] = useState(false);
  const download = async () => {
    setPending(true);
    try {
      await onDownload();
    } finally {
      setPending(false);
    }
  };
  return (
    <AccountSection name="data" heading={texts.dataHeading}>
      <Text size="sm" c="dimmed">
        {texts.dataExplained}
      </Text>
      <Group>
        <Button
          variant="outline"
          onClick={download}
          loading={pending}
          leftSection={<IconDownload size={16} aria-hidden="true" />}
        >
          {texts.downloadButton}
        </Button>
      </Group>
    </AccountSection>
  );
}
