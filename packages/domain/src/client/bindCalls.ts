import type { ApiCore } from './ApiCore';

/** A call of a resource module with its client bound: `(teamId, body) => ...`. */
type BoundCall<Call> = Call extends (core: ApiCore, ...args: infer Args) => infer Result
  ? (...args: Args) => Result
  : never;

/** Every call of a resource module, bound to one client. */
export type BoundCalls<Calls> = { readonly [Name in keyof Calls]: BoundCall<Calls[Name]> };

/**
 * Binds the calls of a resource module (each `(core, ...args)`) to a client, so a group of calls
 * is one typed property of the client instead of a hand-written method per call.
 *
 * @example
 * readonly members = bindCalls(this, memberCalls);
 * // client.members.getTeamWithMembers(teamId, { kind: 'patients' })
 */
export function bindCalls<Calls extends object>(core: ApiCore, calls: Calls): BoundCalls<Calls> {
  return Object.fromEntries(
    Object.entries(calls).map(([name, call]) => [
      name,
      (...args: unknown[]) =>
        (call as (core: ApiCore, ...rest: unknown[]) => unknown)(core, ...args),
    ]),
  ) as BoundCalls<Calls>;
}
