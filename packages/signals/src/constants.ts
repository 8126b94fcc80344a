/** Spec platform-core §9 and clinical-domain §9: constants of the signal viewer. */

/** Neighbouring windows preloaded on each side, as a multiple of the visible span. */
export const PRELOAD_SPAN_FACTOR = 4;
/** Holter full-disclosure view: rows shown by default. */
export const HOLTER_DEFAULT_ROWS = 5;
/** Holter full-disclosure view: default span in milliseconds. */
export const HOLTER_DEFAULT_SPAN_MS = 60_000;
/** ECG samples arrive in volts; they are displayed multiplied by 1000 (millivolts). */
export const ECG_DISPLAY_FACTOR = 1000;
/** The cursor rectangle refreshes at most once per this many milliseconds. */
export const CURSOR_REFRESH_DEBOUNCE_MS = 100;
