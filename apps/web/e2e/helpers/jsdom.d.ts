/** What the reader-view test uses of jsdom (which ships no types): a document from HTML. */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: { url?: string });
    readonly window: Window & typeof globalThis;
  }
}
