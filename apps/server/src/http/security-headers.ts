import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * The headers helmet sets for `options`, worked out once. Helmet's middleware sets the same
 * fixed headers on every response (no per-request values: no CSP nonces, no directive
 * functions); building it per request (as @fastify/helmet does) parsed the whole CSP each time.
 */
export function securityHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * A CSP source that allows one inline script, `script`, by the sha256 of its exact text (what a
 * browser hashes: the characters between the tags, as UTF-8).
 */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * The inline scripts of the HTML file at `file` (a web build's index.html, served when the build
 * has no server renderer), none when there is no such file.
 */
export function inlineScriptsOf(file: string | undefined): string[] {
  if (!file || !existsSync(file)) return [];
  const html = readFileSync(file, 'utf8');
  return Array.from(html.matchAll(/<script(?![^>]*\ssrc=)[^>]*>([^<]+)<\/script>/g), (match) =>
    String(match[1]),
  );
}

/**
 * Powerful features no Byline page uses, switched off for the page and every frame in it (an
 * injected script or an embedded player cannot ask for the camera). Left at the browser's default:
 * what the video players' `allow` attribute delegates (fullscreen, picture-in-picture,
 * encrypted-media, accelerometer, gyroscope).
 */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'display-capture=()',
  'payment=()',
  'usb=()',
  'serial=()',
  'hid=()',
  'midi=()',
  'browsing-topics=()',
].join(', ');

/**
 * Every response (API, pages, media, errors) carries helmet's headers for `options` and the
 * permissions policy.
 */
export function sendSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
  const headers = { ...securityHeaders(options), 'permissions-policy': PERMISSIONS_POLICY };
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
