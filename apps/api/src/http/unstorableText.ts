import { Stream } from 'node:stream';
import { validationMessage } from '@telemed/domain';
import type { FastifyRequest } from 'fastify';
import { validationFailed } from './apiError';

// A NUL (PostgreSQL's text and jsonb cannot hold U+0000) or half of a UTF-16 surrogate pair (no
// UTF-8 encodes it; drivers fail or silently store U+FFFD). In a `u` regex \p{Cs} matches only
// a surrogate without its other half, since a pair reads as one code point.
// eslint-disable-next-line no-control-regex -- matching the control character is the point
const UNSTORABLE = /[\u0000\p{Cs}]/u;

/** The key as it can be shown: its unstorable characters as U+FFFD. */
const printable = (key: string) => key.replace(new RegExp(UNSTORABLE.source, 'gu'), '\ufffd');

/**
 * The paths ('details.name', 'beats.0.label') of every string in a parsed request part that no
 * text column can store, object keys included. Raw upload bodies (buffers, streams) are not
 * text and are left alone. Walks without recursion, so a deeply nested body cannot exhaust the
 * stack.
 */
export function findUnstorableText(input: unknown): string[] {
  // Each pending value keeps a link to its parent's path rather than a copy of it, so a deep
  // body costs time in proportion to its size.
  interface Path {
    key: string;
    parent: Path | null;
  }
  const join = (path: Path | null): string => {
    const keys: string[] = [];
    for (let at = path; at; at = at.parent) keys.push(at.key);
    return keys.reverse().join('.');
  };
  const found: string[] = [];
  const pending: [unknown, Path | null][] = [[input, null]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, path] = next;
    if (typeof value === 'string') {
      if (UNSTORABLE.test(value)) found.push(join(path));
    } else if (Array.isArray(value)) {
      value.forEach((item, index) => pending.push([item, { key: String(index), parent: path }]));
    } else if (value !== null && typeof value === 'object') {
      if (ArrayBuffer.isView(value) || value instanceof Stream) continue;
      for (const [key, item] of Object.entries(value)) {
        if (UNSTORABLE.test(key)) found.push(join({ key: printable(key), parent: path }));
        else pending.push([item, { key, parent: path }]);
      }
    }
  }
  return found.sort();
}

/**
 * Refuses a request whose params, query or body hold text that cannot be stored: 400 naming
 * each such field with the `invalidCharacters` constraint, before any schema, handler or query
 * sees it. One check for every route, rather than a rule in each schema that one could forget.
 */
export async function rejectUnstorableText(request: FastifyRequest): Promise<void> {
  const properties = [request.params, request.query, request.body].flatMap(findUnstorableText);
  if (properties.length === 0) return;
  const constraints = { invalidCharacters: validationMessage('invalidCharacters') };
  throw validationFailed(properties.map((property) => ({ property, constraints })));
}
