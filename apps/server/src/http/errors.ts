import { describeIssue, type Refusal, SERVER_MESSAGES } from '@byline/api-client/contract';
import type { FastifyError, FastifyInstance } from 'fastify';
// The contract is written with zod/mini, whose parse errors are core $ZodErrors (classic zod's
// ZodError is a subclass that mini never throws).
import { $ZodError } from 'zod/v4/core';
import { ERROR_CACHE_CONTROL } from '../constants';

/** A failure the client caused (or may see): answered as {status, message} with this HTTP status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

/**
 * Answers a rule's refusal (the contract's rules.ts) as the HTTP error it names; null lets the
 * call go on. Given a refusal outright, it never returns (so the compiler knows the rest).
 */
export function refuse(refusal: Refusal): never;
export function refuse(refusal: Refusal | null): void;
export function refuse(refusal: Refusal | null): void {
  if (refusal) throw new HttpError(refusal.status, refusal.message);
}

export interface ErrorBody {
  status: number;
  message: string;
}

export function errorBody(status: number, message: string): ErrorBody {
  return { status, message };
}

/** Messages clearer than the libraries' own for the limits a client can hit. */
const MESSAGE_BY_CODE: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: SERVER_MESSAGES.imageTooLarge,
  FST_ERR_CTP_BODY_TOO_LARGE: SERVER_MESSAGES.bodyTooLarge,
  FST_FILES_LIMIT: SERVER_MESSAGES.tooManyFiles,
  FST_INVALID_MULTIPART_CONTENT_TYPE: SERVER_MESSAGES.notMultipart,
};

/**
 * Every failure leaves as {status, message}: client mistakes (validation, bad JSON, multipart
 * limits, rate limits) as their 4xx, anything else as a logged 500 without internals; none
 * may be kept by a cache.
 */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | HttpError | $ZodError | Error, request, reply) => {
    let status = 500;
    let message: string = SERVER_MESSAGES.internal;
    if (error instanceof $ZodError) {
      status = 400;
      message = describeIssue(error.issues[0]);
    } else if (error instanceof HttpError) {
      status = error.statusCode;
      message = error.message;
    } else {
      const code = 'code' in error && typeof error.code === 'string' ? error.code : '';
      const statusCode = 'statusCode' in error ? Number(error.statusCode) : Number.NaN;
      if (statusCode >= 400 && statusCode < 500) {
        status = statusCode;
        message = MESSAGE_BY_CODE[code] ?? error.message;
      }
    }
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    // Never kept by a cache (ERROR_CACHE_CONTROL); a validator set before the failure goes.
    reply.removeHeader('etag');
    reply
      .status(status)
      .header('cache-control', ERROR_CACHE_CONTROL)
      .send(errorBody(status, message));
  });
}
