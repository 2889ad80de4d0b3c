import type { FastifyInstance } from 'fastify';
import { VIEW_MARKER_HEADER } from '../stats/referrer';

/**
 * A `fetch` answered by the app itself (Fastify's inject): the page renderer reads the API
 * through its contract and its whole request pipeline (validation, the read cache, the rate
 * limits), without a socket. The reader's address goes with each read, so a page's reads count
 * against that reader's limits (not one shared bucket for the whole site) and views count per
 * reader, with the page's referrer. Only what a page read sends is passed on: method, path, headers and a text body.
 */
export function inProcessFetch(
  app: FastifyInstance,
  {
    remoteAddress,
    referrer,
    marker,
  }: { remoteAddress: string; referrer?: string | undefined; marker?: string | undefined },
): typeof fetch {
  // Where the reader came from, for the view an article read counts (docs/adr/0035).
  const source = {
    ...(referrer ? { referer: referrer } : {}),
    ...(marker ? { [VIEW_MARKER_HEADER]: marker } : {}),
  };
  return async (input, init) => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://in-process.invalid');
    const body = init?.body;
    if (body !== undefined && body !== null && typeof body !== 'string') {
      throw new TypeError('In-process requests carry text bodies only');
    }
    const response = await app.inject({
      method: (init?.method ?? 'GET') as 'GET' | 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { ...Object.fromEntries(new Headers(init?.headers)), ...source },
      remoteAddress,
      ...(body ? { payload: body } : {}),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(response.headers)) {
      if (value === undefined) continue;
      for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
    }
    return new Response(response.rawPayload, { status: response.statusCode, headers });
  };
}
