import {
  type EndpointName,
  type EndpointResponse,
  endpoints,
  SUCCESS_STATUS,
} from '@byline/api-client/contract';
import type { TestApp } from './app';
import { multipartBody } from './multipart';

/** What a call answered: the HTTP status and the envelope (parsed by the contract on success). */
export interface Answer<Name extends EndpointName> {
  status: number;
  message: string;
  /** The whole envelope, checked against the endpoint's response schema (success only). */
  body: EndpointResponse<Name>;
}

/**
 * Calls one JSON or query endpoint of the contract as the client would: its method and path, the
 * fields as a query string or a JSON body, the bearer token when given.
 */
export async function callEndpoint<Name extends EndpointName>(
  t: TestApp,
  name: Name,
  token: string | undefined,
  fields: Record<string, string | number | boolean | readonly number[]> = {},
): Promise<Answer<Name>> {
  const endpoint = endpoints[name];
  const query = endpoint.body === 'query' || endpoint.body === 'none';
  const response = await t.call({
    method: endpoint.method,
    url: endpoint.path,
    ...(token ? { token } : {}),
    ...(query
      ? { query: Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, String(v)])) }
      : { payload: fields }),
  });
  const json = response.json() as { message: string };
  return {
    status: response.statusCode,
    message: json.message,
    body: (response.statusCode === SUCCESS_STATUS
      ? endpoint.response.parse(json)
      : json) as EndpointResponse<Name>,
  };
}

/** Saves an article through the editor's call (published unless `isDraft`); answers its id. */
export async function saveArticle(
  t: TestApp,
  token: string,
  options: { title?: string; isDraft?: boolean; newsId?: number; category?: number } = {},
): Promise<number> {
  const { payload, headers } = multipartBody({
    title: options.title ?? 'Harbour festival returns',
    keywords: JSON.stringify(['harbour']),
    creator: JSON.stringify([]),
    description: 'Boats, music and food along the quay.',
    content: '<p>Opening night.</p>',
    video_url: '',
    category: String(options.category ?? 1),
    ...(options.isDraft ? { is_draft: 'true' } : {}),
    ...(options.newsId === undefined ? {} : { news_id: String(options.newsId) }),
  });
  const response = await t.call({
    method: 'POST',
    url: endpoints.saveArticle.path,
    token,
    payload,
    headers,
  });
  if (response.statusCode !== SUCCESS_STATUS) {
    throw new Error(`saveArticle answered ${response.statusCode}: ${response.body}`);
  }
  return (response.json() as { data: { news_id: number } }).data.news_id;
}

/** Every item of a keyset list, page after page of `limit`, following next_cursor. */
export async function readAllPages<Item>(
  page: (cursor: string | undefined) => Promise<{ data: Item[]; next_cursor: string | null }>,
): Promise<{ items: Item[]; pages: number }> {
  const items: Item[] = [];
  let cursor: string | undefined;
  let pages = 0;
  do {
    const answer = await page(cursor);
    items.push(...answer.data);
    pages += 1;
    cursor = answer.next_cursor ?? undefined;
    if (pages > 1000) throw new Error('the list never ends');
  } while (cursor !== undefined);
  return { items, pages };
}
