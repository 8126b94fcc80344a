import { fromCallback, fromPromise } from 'xstate';
import type { EventObject } from 'xstate';

/**
 * The placeholder of a service a machine calls but does not own (an API call, a clock): the app,
 * a story or a test provides the real one with `machine.provide({ actors })`. Run unprovided it
 * fails at once with the service's name, so a missing wiring is found on the first call.
 *
 * @example
 * setup({ actors: { createExamination: unprovidedService<Examination, CreateInput>('createExamination') } });
 */
export function unprovidedService<Output, Input>(name: string) {
  return fromPromise<Output, Input>(() =>
    Promise.reject(new Error(`The service ${name} was not provided to the machine`)),
  );
}

/**
 * The placeholder of a callback service (a watcher that reports events while it runs), provided
 * like {@link unprovidedService}; run unprovided it fails at once with the service's name.
 */
export function unprovidedCallback<Event extends EventObject, Input>(name: string) {
  return fromCallback<Event, Input>(() => {
    throw new Error(`The service ${name} was not provided to the machine`);
  });
}
