/** A listener of one event of an event map. */
export type Listener<Payload> = (payload: Payload) => void;

/** A small typed event emitter: `on` answers the function that removes the listener. */
export class Emitter<Events extends object> {
  readonly #listeners = new Map<keyof Events, Set<Listener<never>>>();

  on<Name extends keyof Events>(event: Name, listener: Listener<Events[Name]>): () => void {
    let listeners = this.#listeners.get(event);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(event, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }

  emit<Name extends keyof Events>(event: Name, payload: Events[Name]): void {
    // A copy, so a listener removing itself does not skip its neighbour.
    for (const listener of [...(this.#listeners.get(event) ?? [])]) {
      (listener as Listener<Events[Name]>)(payload);
    }
  }
}
