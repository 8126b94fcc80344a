/*
 * The viewer's strings without its components: for code that names events outside React (the
 * server's PDF reports print the same event type names as the viewer).
 */
export { signalsResources } from './i18n/signalsResources';
export type { SignalsStrings } from './i18n/locales/en-GB';
