/** The query parameter of /sign-in that keeps where the user was going. */
export const redirectParam = 'redirect';

export const signInPath = '/sign-in';

interface TargetLocation {
  pathname: string;
  search: string;
}

/**
 * The sign-in address for a visitor without a token: the target path and query are kept in
 * `?redirect=` so sign-in can return there (spec platform-core §2).
 */
export function signInPathFor(target: TargetLocation): string {
  const path = `${target.pathname}${target.search}`;
  if (path === '/' || path === '') return signInPath;
  return `${signInPath}?${new URLSearchParams({ [redirectParam]: path }).toString()}`;
}

/**
 * Where to go after sign-in. Only same-origin absolute paths are followed: a crafted link such
 * as `?redirect=//evil.example` or `https://…` must not turn sign-in into an open redirect.
 */
export function redirectTargetFrom(search: string): string {
  const target = new URLSearchParams(search).get(redirectParam);
  if (!target || !target.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) {
    return '/';
  }
  if (target === signInPath || target.startsWith(`${signInPath}?`)) return '/';
  return target;
}
