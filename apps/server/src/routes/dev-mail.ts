import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { simpleParser } from 'mailparser';
import { HttpError } from '../http/errors';

/** Where the local stack's mail is shown (never in production: the route does not exist there). */
export const DEV_MAIL_PATH = '/dev/mail';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * /dev/mail: every message the stack's local SMTP server kept (scripts/stack/mail-server.mjs),
 * newest first; /dev/mail/<file> shows one as its reader would see it (its HTML part), with its
 * headers and plain text below.
 */
export function registerDevMailRoutes(app: FastifyInstance, mailDir: string | undefined): void {
  if (!mailDir) return;
  const list = async () =>
    (await fs.readdir(mailDir).catch(() => [] as string[]))
      .filter((name) => name.endsWith('.eml'))
      .sort((a, b) => b.localeCompare(a, undefined, { numeric: true }));

  app.get(DEV_MAIL_PATH, async (_request, reply) => {
    const rows: string[] = [];
    for (const name of (await list()).slice(0, 200)) {
      const parsed = await simpleParser(await fs.readFile(path.join(mailDir, name)));
      rows.push(
        `<li><a href="${DEV_MAIL_PATH}/${encodeURIComponent(name)}">${escapeHtml(parsed.subject ?? '(no subject)')}</a> to ${escapeHtml(
          parsed.to
            ? [parsed.to]
                .flat()
                .map((to) => to.text)
                .join(', ')
            : '',
        )} · ${escapeHtml(parsed.date?.toISOString() ?? '')}</li>`,
      );
    }
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mail</title></head><body><h1>Local mail</h1><p>${rows.length} message(s) kept by the stack's SMTP server in ${escapeHtml(mailDir)}.</p><ul>${rows.join('')}</ul></body></html>`;
  });

  app.get(`${DEV_MAIL_PATH}/:file`, async (request, reply) => {
    const { file } = request.params as { file: string };
    if (!(await list()).includes(file)) throw new HttpError(404, 'No such message');
    const parsed = await simpleParser(await fs.readFile(path.join(mailDir, file)));
    const headers = parsed.headerLines.map((line) => escapeHtml(line.line)).join('\n');
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return `${parsed.html || `<pre>${escapeHtml(parsed.text ?? '')}</pre>`}<hr><pre>${headers}\n\n${escapeHtml(parsed.text ?? '')}</pre>`;
  });
}
