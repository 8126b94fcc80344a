import { DOMAIN_NAMESPACE } from '@telemed/domain';
import type { ToastType } from '@telemed/domain';
import { toastQueue } from '@telemed/ui';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../services/ServicesContext';
import { errorText } from './errorText';

/** The design system's toasts have no warning tone; a warning reads as information. */
const toastTones = {
  success: 'success',
  error: 'error',
  info: 'info',
  warning: 'info',
} as const satisfies Record<ToastType, string>;

/**
 * Shows the API client's global events as toasts: messages (success unless told otherwise,
 * e.g. 'Token expired or invalid' as an error) and global errors such as 429 (platform-core §8).
 */
export function useClientToasts(): void {
  const { client } = useServices();
  const { t } = useTranslation();

  useEffect(() => {
    const stopMessages = client.on('message', (message) => {
      const text = message.messageKey
        ? t(message.messageKey, { ns: DOMAIN_NAMESPACE, defaultValue: message.text })
        : message.text;
      toastQueue.show(text, { tone: toastTones[message.type] });
    });
    const stopErrors = client.on('error', (error) => {
      toastQueue.show(errorText(error, t), { tone: 'error' });
    });
    return () => {
      stopMessages();
      stopErrors();
    };
  }, [client, t]);
}
