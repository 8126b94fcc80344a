/** A query parameter; arrays repeat the name, `null` and `undefined` leave it out. */
export type QueryValue =
  string | number | boolean | null | undefined | readonly (string | number | boolean)[];

export type Query = Record<string, QueryValue>;

const ABSOLUTE_URL = /^[a-z][a-z\d+.-]*:\/\//i;

/**
 * Joins the base URL and a call's path, with its query. A path starting with `/` is an absolute
 * path on the base URL's origin: the server hands out such paths, e.g. avatar upload URLs.
 */
export function buildUrl(baseUrl: string, path: string, query: Query = {}): string {
  const target = path.startsWith('/')
    ? `${ABSOLUTE_URL.test(baseUrl) ? new URL(baseUrl).origin : ''}${path}`
    : `${baseUrl.replace(/\/+$/, '')}/${path}`;
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === null || value === undefined) continue;
    const values = Array.isArray(value) ? value : [value];
    for (const item of values) search.append(name, String(item));
  }
  const queryString = search.toString();
  return queryString ? `${target}?${queryString}` : target;
}
