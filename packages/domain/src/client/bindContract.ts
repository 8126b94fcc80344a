import type { ContractGroup, Endpoint } from '../contract/endpoint';
import type { ApiCore } from './ApiCore';
import type { CallAnswer, CallArgs } from './endpointRequest';

/** One endpoint as a method of the client: `(input, options) => answer`. */
export type EndpointCall<Entry extends Endpoint> = (
  ...args: CallArgs<Entry>
) => Promise<CallAnswer<Entry>>;

/** Every endpoint of a contract group as a method of the client. */
export type GroupClient<Group extends ContractGroup> = {
  readonly [Name in keyof Group]: EndpointCall<Group[Name]>;
};

/**
 * Derives a client for one contract group: a method per entry, typed by the entry's schemas,
 * sending through {@link ApiCore.call}. No method is written by hand.
 *
 * @example
 * readonly events = bindContract(this, eventsContract);
 * // client.events.list({ params: { teamId, examinationId }, query: { origin: 'analysis' } })
 */
export function bindContract<Group extends ContractGroup>(
  core: ApiCore,
  group: Group,
): GroupClient<Group> {
  return Object.fromEntries(
    Object.entries(group).map(([name, entry]) => [
      name,
      (...args: CallArgs<Endpoint>) => core.call(entry, ...args),
    ]),
  ) as unknown as GroupClient<Group>;
}
