import {
  expectedByHtmlPolicy,
  HTML_POLICY_CASES,
  keptByHtmlPolicy,
} from '@byline/api-client/testing';
import { describe, expect, it } from 'vitest';
import { sanitizeArticleHtml } from '../src/sanitize/html';
import { toPlainText, toPlainTextList } from '../src/sanitize/text';

/** Hostile article bodies and exactly what is stored (docs/product.md#article-html). */
const HOSTILE_HTML: Array<[name: string, input: string, stored: string]> = [
  ['script tag', '<p>Hi<script>alert(1)</script></p>', '<p>Hi</p>'],
  ['script with odd casing', '<ScRiPt>alert(1)</sCrIpT>text', 'text'],
  ['event handler', '<p onclick="alert(1)" onmouseover="x()">t</p>', '<p>t</p>'],
  [
    'img onerror',
    '<img src="https://x.example/a.png" onerror="alert(1)">',
    '<img src="https://x.example/a.png" />',
  ],
  [
    'javascript: link',
    '<a href="javascript:alert(1)">x</a>',
    '<a href="about:blank" rel="noopener noreferrer nofollow">x</a>',
  ],
  [
    'javascript: with tab',
    '<a href="java\tscript:alert(1)">x</a>',
    '<a href="about:blank" rel="noopener noreferrer nofollow">x</a>',
  ],
  [
    'entity-encoded javascript:',
    '<a href="&#106;avascript:alert(1)">x</a>',
    '<a href="about:blank" rel="noopener noreferrer nofollow">x</a>',
  ],
  [
    'data:text/html link',
    '<a href="data:text/html,<script>alert(1)</script>">x</a>',
    '<a href="about:blank" rel="noopener noreferrer nofollow">x</a>',
  ],
  [
    'vbscript link',
    '<a href="vbscript:msgbox(1)">x</a>',
    '<a href="about:blank" rel="noopener noreferrer nofollow">x</a>',
  ],
  ['svg with script', '<svg onload="alert(1)"><script>alert(1)</script></svg>after', 'after'],
  ['svg data image', '<img src="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=">', ''],
  ['data:text/html image', '<img src="data:text/html;base64,PHNjcmlwdD4=">', ''],
  ['inline PNG image (uploaded instead)', '<img src="data:image/png;base64,iVBORw0KGgo=">', ''],
  [
    'inline image in a figure keeps the caption only, as a paragraph',
    '<figure><img src="data:image/jpeg;base64,/9j/4AAQ" alt="x"><figcaption>c</figcaption></figure>',
    '<p>c</p>',
  ],
  [
    'a caption is plain text, figure and caption without attributes',
    '<figure class="ql-align-center" style="color:red"><img src="/media/articles/a.webp" alt="A" /><figcaption style="color:red">The <em>quay</em> &amp; <a href="https://x.example/">six</a></figcaption></figure>',
    '<figure><img src="/media/articles/a.webp" alt="A" /><figcaption>The quay &amp; six</figcaption></figure>',
  ],
  [
    'a figure keeps its first picture and caption, nothing else',
    '<figure><p>x</p><img src="/media/articles/a.webp" alt="A"><img src="/media/articles/b.webp" alt="B"><figcaption>One</figcaption><figcaption>Two</figcaption></figure>',
    '<figure><img src="/media/articles/a.webp" alt="A" /><figcaption>One</figcaption></figure>',
  ],
  [
    'a caption outside a figure is a paragraph',
    '<p>t</p><figcaption>Loose</figcaption>',
    '<p>t</p><p>Loose</p>',
  ],
  ['javascript image', '<img src="javascript:alert(1)">', ''],
  ['iframe from elsewhere', '<iframe src="https://evil.example/embed/x"></iframe>', ''],
  ['iframe srcdoc', '<iframe srcdoc="<script>alert(1)</script>"></iframe>', ''],
  ['object and embed', '<object data="x.swf"></object><embed src="x.swf">ok', 'ok'],
  ['style tag', '<style>body{display:none}</style><p>t</p>', '<p>t</p>'],
  [
    'page-breaking styles',
    '<p style="position:fixed;top:0;color:red">t</p>',
    '<p style="color:red">t</p>',
  ],
  [
    'url() in style',
    '<span style="background-image:url(javascript:alert(1))">t</span>',
    '<span>t</span>',
  ],
  [
    'form and input',
    '<form action="https://x.example"><input name="p"><button>Go</button></form>',
    'Go',
  ],
  ['meta refresh', '<meta http-equiv="refresh" content="0;url=https://x.example">t', 't'],
  ['base tag', '<base href="https://x.example/">t', 't'],
  [
    'unknown classes',
    '<p class="ql-align-center evil-overlay">t</p>',
    '<p class="ql-align-center">t</p>',
  ],
  [
    'target is forced safe',
    '<a href="https://ok.example" target="_top">x</a>',
    '<a href="https://ok.example" target="_blank" rel="noopener noreferrer nofollow">x</a>',
  ],
];

/** What the editor produces and must survive. */
const ALLOWED_HTML: Array<[name: string, input: string]> = [
  [
    'headings and marks',
    '<h1>A</h1><h2>B</h2><p><strong>b</strong> <em>i</em> <u>u</u> <s>s</s></p>',
  ],
  [
    'lists and quotes',
    '<ol><li>1</li></ol><ul><li>2</li></ul><blockquote>q</blockquote><pre class="ql-syntax">code</pre>',
  ],
  [
    'links of the allowed schemes',
    '<a href="https://a.example" rel="noopener noreferrer nofollow">a</a><a href="mailto:a@b.example" rel="noopener noreferrer nofollow">m</a><a href="tel:+123" rel="noopener noreferrer nofollow">t</a><a href="sms:+123" rel="noopener noreferrer nofollow">s</a>',
  ],
  [
    'images of the allowed schemes',
    '<img src="https://a.example/i.jpg" /><img src="/media/articles/a.webp" />',
  ],
  [
    'an uploaded picture in a figure, with alt text, size and caption',
    '<figure><img src="/media/articles/a.webp" alt="Boats at dawn" width="1200" height="675" /><figcaption>The quay at six.</figcaption></figure>',
  ],
  [
    'highlights',
    '<p><mark data-color="#ffc078" style="background-color:#ffc078;color:inherit">h</mark></p>',
  ],
  [
    'colours and alignment',
    '<p style="text-align:center"><span style="color:#ff0000;background-color:rgb(1, 2, 3)">c</span></p>',
  ],
];

describe('article HTML sanitiser', () => {
  it.each(HOSTILE_HTML)('%s', (_name, input, stored) => {
    expect(sanitizeArticleHtml(input)).toBe(stored);
  });

  it.each(ALLOWED_HTML)('keeps %s', (_name, input) => {
    expect(sanitizeArticleHtml(input)).toBe(input);
  });
});

/** The contract's HTML policy table: the editor's test runs the same cases through Tiptap. */
describe('article HTML policy (shared with the editor)', () => {
  it.each(HTML_POLICY_CASES)('$name', (policyCase) => {
    const stored = sanitizeArticleHtml(policyCase.html);
    expect(keptByHtmlPolicy(stored, policyCase)).toEqual(expectedByHtmlPolicy(policyCase));
  });

  it('is stable: stored HTML sanitised again stays the same (npm run resanitize relies on it)', () => {
    for (const { html } of [
      ...HTML_POLICY_CASES,
      ...HOSTILE_HTML.map(([, input]) => ({ html: input })),
    ]) {
      const stored = sanitizeArticleHtml(html);
      expect(sanitizeArticleHtml(stored)).toBe(stored);
    }
  });

  it('writes a player exactly as the policy says, whatever the author wrote', () => {
    expect(
      sanitizeArticleHtml(
        '<iframe src="https://youtu.be/dQw4w9WgXcQ" allow="camera; microphone; display-capture" width="9999" title="Mine" class="ql-video"></iframe>',
      ),
    ).toBe(
      '<iframe src="https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ" title="Embedded YouTube video" width="640" height="360" allow="accelerometer; encrypted-media; gyroscope; picture-in-picture; fullscreen" sandbox="allow-scripts allow-same-origin allow-presentation allow-popups allow-popups-to-escape-sandbox" referrerpolicy="strict-origin-when-cross-origin" loading="lazy" allowfullscreen="true"></iframe>',
    );
  });
});

describe('plain-text fields', () => {
  it.each([
    ['<b>Tom</b> &amp; Jerry', 'Tom & Jerry'],
    ['&lt;script&gt;alert(1)&lt;/script&gt;Headline', 'Headline'],
    ['<img src=x onerror=alert(1)>caption', 'caption'],
    ['a < b and c > d', 'a < b and c > d'],
    ['  spaced \n\t out  ', 'spaced out'],
    ['<svg><script>x</script></svg>ok', 'ok'],
    ['I <3 cats & AT&T', 'I <3 cats & AT&T'],
    // Strict decoding: a legacy entity without its semicolon is what was typed.
    ['price&notax &copy', 'price&notax &copy'],
    // Removing a tag can join what is around it into a new one: removed as well.
    ['<<b>img src=x onerror=alert(1)>x', 'x'],
    ['<\u0001img src=x onerror=alert(1)>x', 'x'],
  ])('%j becomes %j', (input, output) => {
    expect(toPlainText(input)).toBe(output);
  });

  /** Markup encoded any number of times is decoded once and stays text. */
  it.each([
    [
      '&amp;amp;amp;amp;lt;img src=x onerror=alert(1)&amp;amp;amp;amp;gt;',
      '&amp;amp;amp;lt;img src=x onerror=alert(1)&amp;amp;amp;gt;',
    ],
    [
      '&amp;amp;lt;script&amp;amp;gt;alert(1)&amp;amp;lt;/script&amp;amp;gt;',
      '&amp;lt;script&amp;gt;alert(1)&amp;lt;/script&amp;gt;',
    ],
    ['&amp;lt;img src=x onerror=alert(1)&amp;gt;', '&lt;img src=x onerror=alert(1)&gt;'],
    ['&#x26;lt;svg onload=alert(1)&#x26;gt;', '&lt;svg onload=alert(1)&gt;'],
    ['&lt;img src=x onerror=alert(1)&gt;caption', 'caption'],
  ])('encoded markup %j is stored as the text %j, never as a tag', (input, stored) => {
    for (const multiline of [false, true]) {
      const text = toPlainText(input, { multiline });
      expect(text).toBe(stored);
      expect(text).not.toMatch(/<[a-z/!?]/i);
    }
    expect(toPlainTextList([input])).toEqual([stored]);
  });

  it('keeps line breaks in multi-line fields', () => {
    expect(toPlainText('First <i>line</i>\r\n\r\n\r\nSecond   line ', { multiline: true })).toBe(
      'First line\n\nSecond line',
    );
  });

  it('drops list items that are only markup', () => {
    expect(toPlainTextList(['<b>news</b>', '<script>x</script>', ' city '])).toEqual([
      'news',
      'city',
    ]);
  });
});
