import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';

/**
 * An email's HTML document from its component (React's static renderer: no scripts, no
 * hydration). The server calls it; it never reaches a browser bundle.
 */
export function renderEmailDocument(element: ReactElement, title: string): string {
  const body = renderToStaticMarkup(element);
  const escapedTitle = title.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"><title>${escapedTitle}</title></head><body style="margin:0;padding:0">${body}</body></html>`;
}
