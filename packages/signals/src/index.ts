export {
  CURSOR_REFRESH_DEBOUNCE_MS,
  ECG_DISPLAY_FACTOR,
  HOLTER_DEFAULT_ROWS,
  HOLTER_DEFAULT_SPAN_MS,
  PRELOAD_SPAN_FACTOR,
  RAW_HOUR_LIMIT,
} from './constants';
export { preloadWindow, windowContains } from './cache/timeWindow';
export type { TimeWindow } from './cache/timeWindow';
