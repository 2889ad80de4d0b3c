import type { ReportReason } from '@byline/api-client/contract';
import { Box, Button, Group, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { MODERATION_TEXTS } from '../../constants/moderationTexts';
import { SHARING_TEXTS } from '../../constants/sharingTexts';
import { useMessages } from '../../locale';
import { LazyReportDialog } from '../../moderation/ReportDialog/LazyReportDialog';
import { mailtoLink, shareLinks } from './shareLinks';

export interface ShareBarProps {
  /** The article's canonical URL, absolute: what every button shares. */
  url: string;
  title: string;
  /**
   * After Copy link: whether the link reached the clipboard, and the words that say so (the host
   * shows them in a toast).
   */
  onCopied?: (result: { copied: boolean; message: string }) => void;
  /**
   * Reports the article to the editors (signed-in readers, docs/adr/0037): a Report button whose
   * dialog loads on first use. Without it there is none.
   */
  onReport?: (report: { reason: ReportReason; note: string }) => Promise<unknown>;
}

/**
 * Share buttons under an article: Copy link, the browser's share sheet where it has one, email,
 * and plain links to X, Facebook, LinkedIn, Bluesky, Mastodon and WhatsApp (new tabs). Links are
 * server-rendered HTML and load nothing from the networks; only the two buttons need code.
 */
export function ShareBar({ url, title, onCopied, onReport }: ShareBarProps) {
  const texts = useMessages(SHARING_TEXTS);
  const moderationTexts = useMessages(MODERATION_TEXTS);
  const [reporting, setReporting] = useState(false);
  // The server cannot know whether the browser has a share sheet: asked once hydrated.
  const [canShare, setCanShare] = useState(false);
  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);

  const copied = (done: boolean) =>
    onCopied?.({ copied: done, message: done ? texts.linkCopied : texts.copyFailed });
  const copy = () => {
    const clipboard = navigator.clipboard;
    if (!clipboard) return copied(false);
    clipboard.writeText(url).then(
      () => copied(true),
      () => copied(false),
    );
  };
  // A reader who closes the sheet is no failure.
  const share = () => navigator.share({ url, title }).catch(() => undefined);

  const button = { size: 'xs', variant: 'default' } as const;
  return (
    <Box component="section" aria-labelledby="share-bar-heading">
      <Title order={2} fz="sm" mb="xs" id="share-bar-heading">
        {texts.shareHeading}
      </Title>
      <Group gap="xs">
        <Button {...button} variant="light" onClick={copy}>
          {texts.copyLink}
        </Button>
        {canShare && (
          <Button {...button} variant="light" onClick={share}>
            {texts.shareSheet}
          </Button>
        )}
        <Button {...button} component="a" href={mailtoLink(url, title)}>
          {texts.email}
        </Button>
        {shareLinks(url, title).map(({ network, href }) => (
          <Button
            {...button}
            key={network}
            component="a"
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${texts.shareOn(network)}${texts.newTab}`}
          >
            {network}
          </Button>
        ))}
        {onReport && (
          <Button {...button} variant="subtle" color="gray" onClick={() => setReporting(true)}>
            {moderationTexts.report}
          </Button>
        )}
      </Group>
      {onReport && (
        <LazyReportDialog
          opened={reporting}
          onClose={() => setReporting(false)}
          target="article"
          onSubmit={onReport}
        />
      )}
    </Box>
  );
}
