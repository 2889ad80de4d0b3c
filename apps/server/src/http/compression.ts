import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, gzip, constants as zlibConstants } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyReply } from 'fastify';
import { RESPONSE_BROTLI_QUALITY } from '../constants';

/**
 * Response compression, as @fastify/compress does it for every other answer (src/server.ts
 * registers it with these settings), for the answers the read cache keeps: those are compressed
 * once per encoding and kept with the cached body instead of once per request.
 */
export const RESPONSE_ENCODINGS = ['br', 'gzip'] as const;
export type ResponseEncoding = (typeof RESPONSE_ENCODINGS)[number];
export const BROTLI_OPTIONS = {
  params: { [zlibConstants.BROTLI_PARAM_QUALITY]: RESPONSE_BROTLI_QUALITY },
};

const compressors: Record<ResponseEncoding, (body: Buffer) => Promise<Buffer>> = {
  br: (body) => promisify(brotliCompress)(body, BROTLI_OPTIONS),
  gzip: (body) => promisify(gzip)(body),
};

/** Compresses off the main thread (zlib's thread pool). */
export function compressBody(body: Buffer, encoding: ResponseEncoding): Promise<Buffer> {
  return compressors[encoding](body);
}

/** Distinct Accept-Encoding values remembered; browsers send a handful, so this is plenty. */
const NEGOTIATED_MAX = 64;
const negotiated = new Map<string, ResponseEncoding | null>();
/** @fastify/compress's reading: any case, `*` and `x-gzip` mean gzip. */
const GZIP_ALIAS = /\*|x-gzip/gu;

/**
 * The encoding @fastify/compress picks for a request (same negotiation and rules): none without
 * Accept-Encoding, with `x-no-compression`, or when nothing offered is supported.
 */
export function chooseEncoding(headers: IncomingHttpHeaders): ResponseEncoding | null {
  const accepted = headers['accept-encoding'];
  if (accepted === undefined || headers['x-no-compression'] !== undefined) return null;
  const known = negotiated.get(accepted);
  if (known !== undefined) return known;
  const chosen = negotiate(accepted.toLowerCase().replace(GZIP_ALIAS, 'gzip'), [
    ...RESPONSE_ENCODINGS,
  ]);
  const encoding = chosen === 'br' || chosen === 'gzip' ? chosen : null;
  if (negotiated.size < NEGOTIATED_MAX) negotiated.set(accepted, encoding);
  return encoding;
}

/** Adds `accept-encoding` to Vary, keeping what is there (as @fastify/compress does). */
export function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'accept-encoding');
    return;
  }
  const values = Array.isArray(vary) ? vary : [String(vary)];
  if (!values.some((value) => value.includes('accept-encoding'))) {
    reply.header('vary', [...values, 'accept-encoding'].join(', '));
  }
}
