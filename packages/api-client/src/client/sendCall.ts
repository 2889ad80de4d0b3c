import type { EndpointDefinition, EndpointResponse } from '../contract';
import {
  type EndpointName,
  SUCCESS_STATUS,
  UNIQUE_KEY_HEADER,
  UPLOAD_FIELDS,
} from '../contract/endpointNames';
import { endpoints } from '../contract/endpoints';
import { errorEnvelopeSchema } from '../contract/envelope';
import { ApiError, type ApiErrorInit, type ApiErrorKind, chooseFailureMessage } from './ApiError';
import {
  type CallContext,
  type CallOptions,
  stripBearerPrefix,
  type TokenGetter,
} from './callOptions';
import { encodeMultipart, encodeQuery } from './encode';

/**
 * Making a call: validating its request, sending it and checking the answer against the
 * contract. In a module of its own, with the schemas and the endpoint table it needs, so that it
 * loads with a client's first call (createApiClient's loadCallCode; ADR 0014, ADR 0031).
 */

/**
 * The raw call: validated request in, validated envelope out. `tokenAtStart` is what the token
 * getter gave as the call started (nothing for a call without auth).
 */
export async function sendCall<Name extends EndpointName>(
  client: CallContext,
  name: Name,
  input: unknown,
  callOptions: CallOptions,
  tokenAtStart: ReturnType<TokenGetter> | undefined,
): Promise<EndpointResponse<Name>> {
  // The table's entries are precisely typed; at run time one shape serves them all.
  const endpoint: EndpointDefinition = endpoints[name];
  const { fallbackMessage, unreachableMessage } = endpoint;
  const texts = { fallbackMessage, unreachableMessage };
  const fail = (init: Omit<ApiErrorInit, 'endpoint'>) =>
    new ApiError({ ...init, endpoint: name, ...texts });

  // 1. Validate before anything leaves the browser.
  const { fields, file } = splitUpload(name, input ?? {});
  const parsed = endpoint.request.safeParse(fields);
  if (!parsed.success) {
    throw fail({
      kind: 'invalid-request',
      // Schema messages are written for people where it matters ("Please enter full name").
      message: parsed.error.issues[0]?.message ?? endpoint.fallbackMessage,
      issues: parsed.error.issues,
    });
  }
  const validFields = parsed.data as Record<string, unknown>;

  // 2. Headers: the client key always, the bearer token when the call needs or accepts it.
  const headers = new Headers({ [UNIQUE_KEY_HEADER]: client.options.uniqueKey });
  let sentToken: string | undefined;
  if (endpoint.auth !== 'none') {
    const token = (await tokenAtStart) || undefined;
    if (token) {
      sentToken = stripBearerPrefix(token);
      headers.set('Authorization', `Bearer ${sentToken}`);
    } else if (endpoint.auth === 'required') {
      throw fail({
        kind: 'unauthenticated',
        message: chooseFailureMessage(texts, 'unauthenticated', undefined),
      });
    }
  }

  // 3. Body by kind.
  let url = `${client.baseUrl}${endpoint.path}`;
  let body: BodyInit | undefined;
  switch (endpoint.body) {
    case 'query':
      url += encodeQuery(validFields);
      break;
    case 'json':
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(validFields);
      break;
    case 'multipart':
      // No Content-Type: fetch sets it with the multipart boundary.
      body = encodeMultipart(validFields, file);
      break;
    case 'none':
      break;
  }

  // 4. Send; a rejected fetch means the server was never reached.
  let response: Response;
  try {
    const init: RequestInit = {
      method: endpoint.method,
      headers,
      body,
      signal: callOptions.signal,
      ...(callOptions.keepalive ? { keepalive: true } : {}),
      // SWR is the page's cache. Public reads allow a CDN to serve them stale for a moment
      // (stale-while-revalidate), and a browser would too: right after a write (a comment
      // posted, an author followed) the page would get the old answer. The browser asks the
      // server every time instead; an unchanged answer is a bodiless 304 (its ETag).
      cache: 'no-cache',
    };
    response =
      callOptions.onProgress && endpoint.body === 'multipart'
        ? await sendWithProgress(url, init, callOptions.onProgress)
        : await client.fetch(url, init);
  } catch (cause) {
    // A caller's own cancellation is not a failure to report.
    if (callOptions.signal?.aborted) throw callOptions.signal.reason;
    throw fail({
      kind: 'network',
      message: chooseFailureMessage(texts, 'network', undefined),
      cause,
    });
  }

  // 5. Read the body, then decide: HTTP error, status-in-body error, contract breach, success.
  const payload = await readJson(response);
  const envelope = errorEnvelopeSchema.safeParse(payload);
  const serverMessage =
    envelope.success && envelope.data.message.trim() !== '' ? envelope.data.message : undefined;

  let failure: ApiError | undefined;
  const refusal = (kind: ApiErrorKind, status: number) =>
    fail({
      kind,
      status,
      message: chooseFailureMessage(texts, kind, serverMessage),
      serverMessage,
    });
  if (!response.ok) {
    failure = refusal(response.status === 401 ? 'unauthenticated' : 'http', response.status);
  } else if (envelope.success && envelope.data.status !== SUCCESS_STATUS) {
    const { status } = envelope.data;
    failure = refusal(status === 401 ? 'unauthenticated' : 'server', status);
  }
  if (failure) {
    if (failure.kind === 'unauthenticated' && sentToken) {
      client.options.onSessionRejected?.(sentToken, failure);
    }
    throw failure;
  }
  const valid = endpoint.response.safeParse(payload);
  if (!valid.success) {
    throw fail({
      kind: 'schema',
      status: response.status,
      message: chooseFailureMessage(texts, 'schema', undefined),
      issues: valid.error.issues,
    });
  }
  return valid.data as EndpointResponse<Name>;
}

/** Separates the file of an upload call from its text fields (the schema knows only the latter). */
function splitUpload(
  name: EndpointName,
  input: unknown,
): { fields: unknown; file?: { field: string; blob: Blob } } {
  if (!(name in UPLOAD_FIELDS) || typeof input !== 'object' || input === null) {
    return { fields: input };
  }
  const field = UPLOAD_FIELDS[name as keyof typeof UPLOAD_FIELDS];
  const { [field]: blob, ...fields } = input as Record<string, unknown>;
  return blob instanceof Blob ? { fields, file: { field, blob } } : { fields };
}

/**
 * fetch's request as XMLHttpRequest, which reports upload progress; answers a Response like
 * fetch does (rejecting with a TypeError when the server cannot be reached, with the signal's
 * reason when aborted), so the caller reads it the same way.
 */
export function sendWithProgress(
  url: string,
  init: RequestInit,
  onProgress: (fraction: number) => void,
): Promise<Response> {
  return new Promise((resolve, reject) => {
    const { signal } = init;
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const xhr = new XMLHttpRequest();
    xhr.open(init.method ?? 'GET', url);
    new Headers(init.headers).forEach((value, name) => {
      xhr.setRequestHeader(name, value);
    });
    xhr.setRequestHeader('Cache-Control', 'no-cache');
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    const onAbort = () => xhr.abort();
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => signal?.removeEventListener('abort', onAbort);
    xhr.onload = () => {
      settle();
      onProgress(1);
      const headers = new Headers();
      for (const line of xhr
        .getAllResponseHeaders()
        .trim()
        .split(/[\r\n]+/)) {
        const colon = line.indexOf(':');
        if (colon > 0) headers.append(line.slice(0, colon).trim(), line.slice(colon + 1).trim());
      }
      // A Response cannot carry status 0 or a body with 204/304; neither happens for uploads.
      resolve(new Response(xhr.responseText, { status: xhr.status, headers }));
    };
    xhr.onerror = () => {
      settle();
      reject(new TypeError('Network request failed'));
    };
    xhr.onabort = () => {
      settle();
      reject(signal?.reason ?? new DOMException('Aborted', 'AbortError'));
    };
    xhr.send((init.body ?? null) as XMLHttpRequestBodyInit | null);
  });
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text === '' ? undefined : JSON.parse(text);
  } catch {
    return undefined;
  }
}
