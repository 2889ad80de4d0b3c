import { parseVideoUrl, urlScheme, videoEmbedAttributes } from '@byline/api-client/contract';
import { Anchor, Group } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { HTMLAttributeReferrerPolicy } from 'react';
import { READER_TEXTS } from '../../constants';
import { useMessages } from '../../locale';
import classes from './ArticleVideo.module.css';

export interface ArticleVideoProps {
  /** The editor's "Video link" as stored (`video_url`); nothing is shown without one. */
  url: string | null | undefined;
}

/** The web address of an http(s) link, or null for anything a reader should not be sent to. */
function webLink(url: string): URL | null {
  const scheme = urlScheme(url);
  if (scheme !== 'http' && scheme !== 'https') return null;
  try {
    return new URL(url.trim());
  } catch {
    return null;
  }
}

/**
 * An article's video link: a player for the HTML policy's video hosts (YouTube, Vimeo), built
 * from the video id with the policy's iframe attributes, never from the stored URL; any other
 * http(s) link is a plain link that opens in a new tab; anything else shows nothing.
 */
export function ArticleVideo({ url }: ArticleVideoProps) {
  const readerTexts = useMessages(READER_TEXTS);
  if (!url) return null;
  const video = parseVideoUrl(url);
  if (video) {
    // React spells two of the policy's attributes in camel case.
    const { allowfullscreen, referrerpolicy, ...attributes } = videoEmbedAttributes(video);
    return (
      <figure className={classes.player}>
        <iframe
          {...attributes}
          referrerPolicy={referrerpolicy as HTMLAttributeReferrerPolicy}
          allowFullScreen={allowfullscreen === 'true'}
          className={classes.frame}
        />
      </figure>
    );
  }
  const link = webLink(url);
  if (!link) return null;
  return (
    <Group gap={6}>
      <IconExternalLink size={18} aria-hidden="true" />
      <Anchor href={link.href} target="_blank" rel="noopener noreferrer nofollow">
        {readerTexts.watchVideoOn(link.hostname)}
      </Anchor>
    </Group>
  );
}
