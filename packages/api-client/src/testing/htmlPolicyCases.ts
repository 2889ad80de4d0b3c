import { BLOCKED_HREF, EMBED_IFRAME_ATTRIBUTES } from '../contract/htmlPolicy';

/**
 * The HTML policy by example: article HTML and what the policy keeps of it. The editor's test
 * loads each case into Tiptap, the server's test runs it through the sanitiser; both must keep
 * exactly the links, images and players listed here, so the two cannot drift apart.
 */
export interface HtmlPolicyCase {
  name: string;
  /** Article HTML as a draft, a paste or a hostile client sends it. */
  html: string;
  /** The hrefs of the links kept, in order. */
  links?: string[];
  /** The sources of the images kept, in order. */
  images?: string[];
  /** The sources of the players kept, in order; each carries exactly the policy's attributes. */
  players?: string[];
  /**
   * The pictures with captions kept, in order: each picture's alt text and its caption (null for
   * none). Any `figure` or `figcaption` not of exactly the policy's shape shows as `malformed`.
   */
  figures?: Array<{ alt: string; caption: string | null } | 'malformed'>;
}

const PNG = 'data:image/png;base64,iVBORw0KGgo=';
const JPEG = 'data:image/jpeg;base64,/9j/4AAQ';
const YOUTUBE_PLAYER = 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ';
const VIMEO_PLAYER = 'https://player.vimeo.com/video/76979871';

const link = (href: string) => `<p><a href="${href}">link</a></p>`;
const image = (src: string) => `<img src="${src}" alt="">`;
const frame = (src: string, extra = '') => `<iframe src="${src}"${extra}></iframe>`;

export const HTML_POLICY_CASES: readonly HtmlPolicyCase[] = [
  // Links (http, https, mailto, tel, sms; others become about:blank).
  {
    name: 'https link',
    html: link('https://byline.example/a?b=c#d'),
    links: ['https://byline.example/a?b=c#d'],
  },
  { name: 'http link', html: link('http://byline.example/'), links: ['http://byline.example/'] },
  {
    name: 'mailto link',
    html: link('mailto:desk@byline.example'),
    links: ['mailto:desk@byline.example'],
  },
  { name: 'tel link', html: link('tel:+441234'), links: ['tel:+441234'] },
  { name: 'sms link', html: link('sms:+441234'), links: ['sms:+441234'] },
  { name: 'same-site path', html: link('/category/world'), links: ['/category/world'] },
  { name: 'fragment', html: link('#comments'), links: ['#comments'] },
  { name: 'javascript: link', html: link('javascript:alert(1)'), links: [BLOCKED_HREF] },
  { name: 'mixed-case javascript:', html: link(' JaVaScRiPt:alert(1)'), links: [BLOCKED_HREF] },
  { name: 'javascript: with a tab', html: link('java\tscript:alert(1)'), links: [BLOCKED_HREF] },
  {
    name: 'entity-encoded javascript:',
    html: link('&#106;avascript:alert(1)'),
    links: [BLOCKED_HREF],
  },
  {
    name: 'data:text/html link',
    html: link('data:text/html;base64,PHNjcmlwdD4='),
    links: [BLOCKED_HREF],
  },
  { name: 'vbscript link', html: link('vbscript:msgbox(1)'), links: [BLOCKED_HREF] },
  { name: 'ftp link', html: link('ftp://files.example/a'), links: [BLOCKED_HREF] },
  { name: 'protocol-relative link', html: link('//evil.example/x'), links: [BLOCKED_HREF] },
  { name: 'backslash host link', html: link('\\\\evil.example/x'), links: [BLOCKED_HREF] },

  // Images (https; http upgraded; paths of this site; never inline data:).
  {
    name: 'https image',
    html: image('https://byline.example/a.png'),
    images: ['https://byline.example/a.png'],
  },
  {
    name: 'http image is upgraded',
    html: image('http://tracker.example/pixel.gif?reader=1'),
    images: ['https://tracker.example/pixel.gif?reader=1'],
  },
  { name: 'inline PNG', html: image(PNG), images: [] },
  { name: 'inline JPEG', html: image(JPEG), images: [] },
  { name: 'inline GIF', html: image('data:image/gif;base64,R0lGODlh'), images: [] },
  { name: 'inline SVG', html: image('data:image/svg+xml;base64,PHN2Zz48L3N2Zz4='), images: [] },
  { name: 'inline HTML as image', html: image('data:text/html;base64,PHNjcmlwdD4='), images: [] },
  { name: 'javascript: image', html: image('javascript:alert(1)'), images: [] },
  {
    name: 'uploaded image (a media path of this site)',
    html: image('/media/articles/0123456789abcdef0123456789abcdef.webp'),
    images: ['/media/articles/0123456789abcdef0123456789abcdef.webp'],
  },
  {
    name: 'uploaded image in a figure with a caption',
    html: '<figure><img src="/media/articles/a.webp" alt="Boats at dawn" width="1200" height="675"><figcaption>The quay at six.</figcaption></figure>',
    images: ['/media/articles/a.webp'],
    figures: [{ alt: 'Boats at dawn', caption: 'The quay at six.' }],
  },
  {
    name: 'inline image in a figure',
    html: `<figure>${image(PNG)}<figcaption>Pasted.</figcaption></figure>`,
    images: [],
    figures: [],
  },
  // Pictures with captions: exactly <figure><img><figcaption>text</figcaption></figure>.
  {
    name: 'figure without a caption',
    html: '<figure><img src="/media/articles/a.webp" alt="Harbour"></figure>',
    images: ['/media/articles/a.webp'],
    figures: [{ alt: 'Harbour', caption: null }],
  },
  {
    name: 'figure and caption with attributes and markup: plain caption text only',
    html: '<figure class="ql-align-center" style="color: red" id="f"><img src="/media/articles/a.webp" alt="Quay"><figcaption class="ql-size-large" style="color: red"><em>The quay</em> at <a href="https://byline.example/">six</a></figcaption></figure>',
    images: ['/media/articles/a.webp'],
    links: [],
    figures: [{ alt: 'Quay', caption: 'The quay at six' }],
  },
  {
    name: 'figure holding more than a picture and a caption keeps those two',
    html: '<figure><p>Before</p><img src="/media/articles/a.webp" alt="First"><img src="/media/articles/b.webp" alt="Second"><figcaption>One</figcaption><figcaption>Two</figcaption></figure>',
    images: ['/media/articles/a.webp'],
    figures: [{ alt: 'First', caption: 'One' }],
  },
  {
    name: 'figure without a picture is no figure',
    html: '<figure><figcaption>Only words</figcaption></figure>',
    figures: [],
  },
  {
    name: 'caption outside a figure is no caption',
    html: '<p>Text</p><figcaption>Loose caption</figcaption>',
    figures: [],
  },
  { name: 'page-relative image', html: image('media/articles/a.webp'), images: [] },
  { name: 'backslash host image', html: image('/\\evil.example/a.png'), images: [] },
  { name: 'protocol-relative image', html: image('//evil.example/a.png'), images: [] },
  { name: 'blob image', html: image('blob:https://byline.example/1'), images: [] },
  {
    name: 'image with an event handler',
    html: '<img src="https://byline.example/a.png" onerror="alert(1)">',
    images: ['https://byline.example/a.png'],
  },

  // Players (YouTube and Vimeo, rebuilt from the id with the policy's attributes).
  {
    name: 'YouTube player with author-set permissions',
    html: frame(
      'https://www.youtube.com/embed/dQw4w9WgXcQ',
      ' allow="camera; microphone; geolocation; display-capture" sandbox="allow-top-navigation allow-scripts" referrerpolicy="unsafe-url" onload="alert(1)" style="position:fixed"',
    ),
    players: [YOUTUBE_PLAYER],
  },
  {
    name: 'YouTube no-cookie player with parameters',
    html: frame('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?autoplay=1&amp;controls=0'),
    players: [YOUTUBE_PLAYER],
  },
  {
    name: 'YouTube watch URL in an iframe',
    html: frame('https://www.youtube.com/watch?v=dQw4w9WgXcQ'),
    players: [YOUTUBE_PLAYER],
  },
  {
    name: "Tiptap's YouTube wrapper",
    html: `<div data-youtube-video="">${frame('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ')}</div>`,
    players: [YOUTUBE_PLAYER],
  },
  {
    name: 'Vimeo player',
    html: frame('https://player.vimeo.com/video/76979871?autoplay=1'),
    players: [VIMEO_PLAYER],
  },
  {
    name: 'Vimeo player over http',
    html: frame('http://player.vimeo.com/video/76979871', ' allow="camera"'),
    players: [VIMEO_PLAYER],
  },
  {
    name: 'player from another site',
    html: frame('https://evil.example/embed/dQw4w9WgXcQ'),
    players: [],
  },
  {
    name: 'look-alike host',
    html: frame('https://www.youtube.com.evil.example/embed/dQw4w9WgXcQ'),
    players: [],
  },
  { name: 'javascript: player', html: frame('javascript:alert(1)'), players: [] },
  {
    name: 'srcdoc player',
    html: '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
    players: [],
  },
  { name: 'YouTube channel page', html: frame('https://www.youtube.com/@byline'), players: [] },
];

/** Attribute values of every `<tag attribute="...">` in serialised HTML, in order. */
function attributeValues(html: string, tag: string, attribute: string): string[] {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, 'gi')) ?? [];
  return tags.flatMap((element) => {
    const value = new RegExp(`\\s${attribute}="([^"]*)"`, 'i').exec(element)?.[1];
    return value === undefined ? [] : [value.replaceAll('&amp;', '&')];
  });
}

/** Every attribute of every iframe in serialised HTML. */
function iframeAttributes(html: string): Record<string, string>[] {
  const tags = html.match(/<iframe\b[^>]*>/gi) ?? [];
  return tags.map((element) =>
    Object.fromEntries(
      [...element.matchAll(/\s([a-z-]+)="([^"]*)"/gi)].map(([, name = '', value = '']) => [
        name.toLowerCase(),
        value.replaceAll('&amp;', '&'),
      ]),
    ),
  );
}

/** Anything in an output that must never survive the policy, whatever the case. */
const FORBIDDEN =
  /\son[a-z]+=|javascript:|vbscript:|<script|srcdoc|camera|microphone|geolocation|position:\s*fixed/i;

const playerTitle = (src: string) =>
  src.includes('vimeo') ? 'Embedded Vimeo video' : 'Embedded YouTube video';

/**
 * What an output kept of the kinds a case lists, and anything forbidden it still holds; compare
 * it with `expectedByHtmlPolicy(policyCase)`.
 */
export function keptByHtmlPolicy(html: string, policyCase: HtmlPolicyCase) {
  return {
    forbidden: FORBIDDEN.exec(html)?.[0] ?? null,
    ...(policyCase.links && { links: attributeValues(html, 'a', 'href') }),
    ...(policyCase.images && { images: attributeValues(html, 'img', 'src') }),
    ...(policyCase.players && { players: iframeAttributes(html) }),
    ...(policyCase.figures && { figures: figuresOf(html) }),
  };
}

const STRICT_FIGURE = /^<figure><img\b[^>]*>(?:<figcaption>([^<]*)<\/figcaption>)?<\/figure>$/;

/** Every figure and caption of serialised HTML, as `HtmlPolicyCase.figures` lists them. */
function figuresOf(html: string) {
  const figures = html.match(/<figure\b[\s\S]*?<\/figure>/gi) ?? [];
  const stray = html.replace(/<figure\b[\s\S]*?<\/figure>/gi, '');
  return [
    ...figures.map((figure) => {
      const match = STRICT_FIGURE.exec(figure);
      if (!match) return 'malformed' as const;
      const alt = /\salt="([^"]*)"/.exec(figure)?.[1] ?? '';
      return { alt, caption: match[1] ?? null };
    }),
    ...(/<fig(?:ure|caption)\b/i.test(stray) ? ['malformed' as const] : []),
  ];
}

/** What the policy keeps of a case: its lists, each player with exactly the policy's attributes. */
export function expectedByHtmlPolicy(policyCase: HtmlPolicyCase) {
  return {
    forbidden: null,
    ...(policyCase.links && { links: policyCase.links }),
    ...(policyCase.images && { images: policyCase.images }),
    ...(policyCase.players && {
      players: policyCase.players.map((src) => ({
        ...EMBED_IFRAME_ATTRIBUTES,
        src,
        title: playerTitle(src),
      })),
    }),
    ...(policyCase.figures && { figures: policyCase.figures }),
  };
}
