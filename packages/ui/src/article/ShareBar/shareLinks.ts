/**
 * Where each network's share link leads: plain links to each network's own share page, with the
 * article's URL (and title) in the query or fragment. Nothing of a network is loaded on the
 * article page: no script, frame or icon; a reader's browser only goes there when they click.
 */
export interface ShareLink {
  /** The network's name, shown as it is (brand names are not translated). */
  network: string;
  href: string;
}

const q = encodeURIComponent;

export function shareLinks(url: string, title: string): ShareLink[] {
  const text = `${title} ${url}`;
  return [
    { network: 'X', href: `https://x.com/intent/post?text=${q(title)}&url=${q(url)}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${q(url)}` },
    {
      network: 'LinkedIn',
      href: `https://www.linkedin.com/sharing/share-offsite/?url=${q(url)}`,
    },
    { network: 'Bluesky', href: `https://bsky.app/intent/compose?text=${q(text)}` },
    // Mastodon has no one site: Tootpick asks for the reader's server and sends them there; the
    // text travels in the fragment, which never reaches Tootpick's server.
    { network: 'Mastodon', href: `https://tootpick.org/#text=${q(text)}` },
    { network: 'WhatsApp', href: `https://wa.me/?text=${q(text)}` },
  ];
}

/** An email with the title as its subject and the link as its body, in the reader's mail app. */
export const mailtoLink = (url: string, title: string) =>
  `mailto:?subject=${q(title)}&body=${q(url)}`;
