/** How long an alert stays before it dismisses itself, in milliseconds (platform-core §9). */
export const ALERT_TIMEOUT_MS = 4000;

/**
 * The alert limit of platform-core §9, read as the most characters an alert shows: server
 * messages longer than this are cut with an ellipsis so one runaway message cannot push the page
 * content away.
 */
export const ALERT_LIMIT = 200;

/** Cuts a message to {@link ALERT_LIMIT} characters, ending with an ellipsis when cut. */
export function limitAlertMessage(message: string): string {
  return message.length > ALERT_LIMIT ? `${message.slice(0, ALERT_LIMIT - 1)}…` : message;
}
