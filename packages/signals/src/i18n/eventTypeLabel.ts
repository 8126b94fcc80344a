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
