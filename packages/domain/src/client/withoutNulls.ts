/**
 * The body without its null and undefined fields: a member is created with only the fields that
 * were filled in (platform-core §3 "Member").
 *
 * @example
 * withoutNulls({ fullName: 'Anna', email: null }); // { fullName: 'Anna' }
 */
export function withoutNulls<Body extends object>(body: Body): Partial<Body> {
  return Object.fromEntries(
    Object.entries(body).filter(([, value]) => value !== null && value !== undefined),
  ) as Partial<Body>;
}
