import { enGB } from './locales/en-GB';
import type { SignalsStringKey } from './signalsResources';

/** Translates a signals string (the `t` of `useSignalsTranslation`). */
export type SignalsTranslate = (
  key: SignalsStringKey,
  values?: Record<string, string | number>,
) => string;

/** The translated name of an event type of clinical-domain §3; an unknown code is shown as is. */
export function eventTypeLabel(t: SignalsTranslate, type: string): string {
  return type in enGB.eventType ? t(`eventType.${type as keyof typeof enGB.eventType}`) : type;
}

const labelCaches = new WeakMap<SignalsTranslate, Map<string, string>>();

/**
 * {@link eventTypeLabel} remembered per translation function (a new one comes with a new
 * language): a frame of the viewer names its events by the hundred.
 */
export function eventTypeLabels(t: SignalsTranslate): (type: string) => string {
  let labels = labelCaches.get(t);
  if (!labels) labelCaches.set(t, (labels = new Map()));
  const known = labels;
  return (type) => {
    let label = known.get(type);
    if (label === undefined) known.set(type, (label = eventTypeLabel(t, type)));
    return label;
  };
}
