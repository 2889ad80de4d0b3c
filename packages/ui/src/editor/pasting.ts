import { parseVideoUrl, videoEmbedUrl } from '@byline/api-client/contract';

/** A video link found in pasted text: where it is and the player it becomes. */
export interface PastedVideoLink {
  index: number;
  text: string;
  src: string;
}

/**
 * The YouTube and Vimeo links (by the HTML policy's URL forms) in pasted text. Punctuation that
 * ends a sentence is not part of a link.
 */
export function findVideoLinks(text: string): PastedVideoLink[] {
  return [...text.matchAll(/\S+/g)].flatMap((match) => {
    const word = match[0].replace(/[.,;:!?)\]}'"]+$/, '');
    const video = parseVideoUrl(word);
    return video ? [{ index: match.index, text: word, src: videoEmbedUrl(video) }] : [];
  });
}
