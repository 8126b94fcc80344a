import { DOMAIN_NAMESPACE } from '@telemed/domain';
import type { ApiClient, ToastType } from '@telemed/domain';
import { toastQueue } from '@telemed/ui';
import type { ToastTone } from '@telemed/ui';
import type { i18n as I18nInstance } from 'i18next';
import { errorText } from './errorText';

/** The design system's toasts have no warning tone; a warning reads as information. */
const toastTones: Record<ToastType, ToastTone> = {
  success: 'success',
  error: 'error',
  info: 'info',
  warning: 'info',
};

/**
 * Shows the API client's global events as toasts: messages (success unless told otherwise,
 * e.g. 'Token expired or invalid' as an error) and global errors such as 429 (platform-core
 * §8). Connected before the first request, so no event of the page load is missed.
 * @returns the function that disconnects.
 */
export function showClientToasts(client: ApiClient, i18n: I18nInstance): () => void {
  const stopMessages = client.on('message', (message) => {
    const text = message.messageKey
      ? i18n.t(message.messageKey, { ns: DOMAIN_NAMESPACE, defaultValue: message.text })
      : message.text;
    toastQueue.show(text, { tone: toastTones[message.type] });
  });
  const stopErrors = client.on('error', (error) => {
    toastQueue.show(errorText(error, i18n.t), { tone: 'error' });
  });
  return () => {
    stopMessages();
    stopErrors();
  };
}
