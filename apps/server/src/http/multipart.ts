import { SERVER_MESSAGES } from '@byline/api-client/contract';
import type { FastifyRequest } from 'fastify';
import { HttpError } from './errors';

/**
 * A body that breaks off or does not parse is the client's fault: limits keep their own 4xx,
 * anything else the parser throws becomes 400.
 */
function asClientError(error: unknown): unknown {
  if (error instanceof HttpError) return error;
  const statusCode =
    typeof error === 'object' && error !== null && 'statusCode' in error
      ? Number(error.statusCode)
      : Number.NaN;
  if (statusCode >= 400 && statusCode < 500) return error;
  return new HttpError(400, SERVER_MESSAGES.malformedMultipart);
}

export interface UploadedFile {
  bytes: Buffer;
  filename: string;
}

export interface MultipartBody {
  fields: Record<string, string>;
  file: UploadedFile | null;
}

/**
 * Reads a multipart body: text fields plus at most one file under `fileField`. Limits (file
 * size, field count and size) are set where the plugin is registered; a truncated field is an
 * error here, never silently shortened text.
 */
export async function readMultipart(
  request: FastifyRequest,
  fileField: string,
): Promise<MultipartBody> {
  if (!request.isMultipart()) throw new HttpError(415, SERVER_MESSAGES.notMultipart);
  const fields: Record<string, string> = Object.create(null);
  let file: UploadedFile | null = null;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        if (part.fieldname !== fileField) {
          part.file.resume();
          throw new HttpError(400, `Unexpected file field "${part.fieldname}"`);
        }
        const bytes = await part.toBuffer();
        // Browsers send an empty part when no file was chosen: that means "no new image".
        if (bytes.length > 0) file = { bytes, filename: part.filename };
        continue;
      }
      if (part.valueTruncated) throw new HttpError(413, `Field "${part.fieldname}" is too long`);
      fields[part.fieldname] = typeof part.value === 'string' ? part.value : String(part.value);
    }
  } catch (error) {
    throw asClientError(error);
  }
  return { fields, file };
}
