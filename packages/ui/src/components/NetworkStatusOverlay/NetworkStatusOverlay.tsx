import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { toastQueue } from '../Toast/toastQueue';
import type { ToastQueue } from '../Toast/toastQueue';

/** Props of {@link NetworkStatusOverlay}. */
export interface NetworkStatusOverlayProps {
  /**
   * Where the offline toast goes.
   * @default the app-wide `toastQueue`
   */
  queue?: ToastQueue;
}

/**
 * Watches the browser's connection. While offline an error toast 'You are offline, check your
 * internet connection' stays on screen (no timeout); it is removed when the browser is back
 * online (platform-core §4). Renders nothing itself; a `ToastRegion` shows the toast.
 */
export function NetworkStatusOverlay({ queue = toastQueue }: NetworkStatusOverlayProps) {
  const { t } = useTranslation('ui');
  const offlineMessage = t('network.offline');

  useEffect(() => {
    let offlineToastKey: string | null = null;
    const showOffline = () => {
      if (offlineToastKey !== null) return;
      offlineToastKey = queue.show(offlineMessage, {
        tone: 'error',
        timeout: 0,
        onClose: () => (offlineToastKey = null),
      });
    };
    const hideOffline = () => {
      if (offlineToastKey !== null) queue.close(offlineToastKey);
      offlineToastKey = null;
    };
    if (!navigator.onLine) showOffline();
    window.addEventListener('offline', showOffline);
    window.addEventListener('online', hideOffline);
    return () => {
      window.removeEventListener('offline', showOffline);
      window.removeEventListener('online', hideOffline);
      hideOffline();
    };
  }, [queue, offlineMessage]);

  return null;
}
