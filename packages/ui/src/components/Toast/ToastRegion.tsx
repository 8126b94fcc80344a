import {
  Text,
  UNSTABLE_Toast as AriaToast,
  UNSTABLE_ToastContent as AriaToastContent,
  UNSTABLE_ToastRegion as AriaToastRegion,
} from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../layout/joinClassNames';
import { Icon } from '../Icon/Icon';
import { IconButton } from '../IconButton/IconButton';
import * as styles from './Toast.css';
import { toastQueue } from './toastQueue';
import type { ToastQueue } from './toastQueue';

/** Props of {@link ToastRegion}. */
export interface ToastRegionProps {
  /**
   * The queue to render.
   * @default the app-wide `toastQueue`
   */
  queue?: ToastQueue;
}

/**
 * Renders the toasts of a queue at the top centre of the screen: a landmark region that F6
 * reaches, each toast with a close button. Render it once, near the root of the app.
 * @selector [data-focus-visible] on the region and on each toast
 */
export function ToastRegion({ queue = toastQueue }: ToastRegionProps) {
  const { t } = useTranslation('ui');
  return (
    <AriaToastRegion
      queue={queue.ariaQueue}
      className={styles.region}
      aria-label={t('toast.regionLabel')}
    >
      {({ toast }) => (
        <AriaToast
          toast={toast}
          className={joinClassNames(styles.toast, styles.tone[toast.content.tone])}
        >
          <Icon name={toast.content.tone} />
          <AriaToastContent className={styles.content}>
            <Text slot="title">{toast.content.message}</Text>
          </AriaToastContent>
          <IconButton slot="close" icon="close" aria-label={t('common.close')} />
        </AriaToast>
      )}
    </AriaToastRegion>
  );
}
