/**
 * Turning validated request fields into what travels on the wire. The rules (docs/product.md#entities)
 * apply to every endpoint of the same body kind, so no call needs its own
 * encoder.
 */

type FieldValue = unknown;

/** Query string: every defined field as text; empty strings are dropped (an empty search is no search). */
export function encodeQuery(fields: Record<string, FieldValue>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(name, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

/**
 * Multipart text fields:
 * - lists are JSON-encoded (`keywords`, `creator`: `["a","b"]`);
 * - `true` is sent as 'true' and `false` is not sent at all (spec: a published article goes
 *   "without the draft flag");
 * - undefined fields are left out (`news_id` only when updating).
 */
export function encodeMultipart(
  fields: Record<string, FieldValue>,
  file?: { field: string; blob: Blob },
): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined || value === null || value === false) continue;
    if (value === true) form.append(name, 'true');
    else if (Array.isArray(value)) form.append(name, JSON.stringify(value));
    else form.append(name, String(value));
  }
  if (file) {
    // A File keeps its own name; a bare Blob gets one so servers see a file part, not a field.
    const fileName =
      'name' in file.blob && typeof file.blob.name === 'string' ? file.blob.name : 'upload';
    form.append(file.field, file.blob, fileName);
  }
  return form;
}
