import type { FooterColumn, SiteLink } from '@byline/api-client/contract';

/**
 * The settings form writes links as lines of text ("Name | address") and footer columns as
 * "# Title" lines followed by their links: short lists an administrator edits in one field.
 */

const SEPARATOR = ' | ';

export const linksToText = (links: readonly SiteLink[] | null) =>
  (links ?? []).map((link) => `${link.label}${SEPARATOR}${link.url}`).join('\n');

function parseLink(line: string): SiteLink {
  const at = line.lastIndexOf('|');
  return at === -1
    ? { label: line.trim(), url: '' }
    : { label: line.slice(0, at).trim(), url: line.slice(at + 1).trim() };
}

const lines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');

/** Null for an empty field: the kit's own links. */
export function textToLinks(text: string): SiteLink[] | null {
  const parsed = lines(text).map(parseLink);
  return parsed.length === 0 ? null : parsed;
}

export const columnsToText = (columns: readonly FooterColumn[] | null) =>
  (columns ?? [])
    .map((column) => [`# ${column.title}`, linksToText(column.links)].filter(Boolean).join('\n'))
    .join('\n');

/** Null for an empty field: the kit's columns of categories. */
export function textToColumns(text: string): FooterColumn[] | null {
  const columns: FooterColumn[] = [];
  for (const line of lines(text)) {
    if (line.startsWith('#')) columns.push({ title: line.replace(/^#+/, '').trim(), links: [] });
    else {
      const current = columns.at(-1) ?? { title: '', links: [] };
      if (columns.length === 0) columns.push(current);
      current.links.push(parseLink(line));
    }
  }
  return columns.length === 0 ? null : columns;
}
