import {
  Dialog as AriaDialog,
  Heading as AriaHeading,
  Modal as AriaModal,
  ModalOverlay,
} from 'react-aria-components';
import type { DialogProps as AriaDialogProps, ModalOverlayProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { IconButton } from '../IconButton/IconButton';
import * as typography from '../Typography/Typography.css';
import * as styles from './Dialog.css';

/** Props of {@link Modal}. */
export interface ModalProps extends Omit<ModalOverlayProps, 'className' | 'style'> {
  /** @default 'medium' */
  size?: keyof typeof styles.modalSize;
}

/**
 * The overlay that holds a {@link Dialog}: dims the page, traps focus, closes on Escape and, when
 * `isDismissable`, on a click outside. Place a controlled modal outside `Tabs` (and other
 * react-aria collections): their collection is built by rendering the children a second time, in
 * a hidden tree, and an open modal there would be a second, inert copy over the real one.
 * @selector [data-entering], [data-exiting]
 */
export function Modal({ size = 'medium', children, ...props }: ModalProps) {
  return (
    <ModalOverlay {...props} className={styles.overlay}>
      <AriaModal className={[styles.modal, styles.modalSize[size]].join(' ')}>{children}</AriaModal>
    </ModalOverlay>
  );
}

/** Props of {@link Dialog}. */
export interface DialogProps extends Omit<AriaDialogProps, 'children' | 'className'> {
  /** The dialog's heading, also its accessible name. */
  title: string;
  /** The body; a function gets `close` to close the dialog. */
  children: ReactNode | ((close: () => void) => ReactNode);
  /**
   * Actions in the footer (Cancel, Save...); a function gets `close`. A dialog whose save fails
   * stays open: close only after success.
   */
  footer?: ReactNode | ((close: () => void) => ReactNode);
  /**
   * Show the × button in the header.
   * @default true
   */
  isCloseButtonShown?: boolean;
}

/** A dialog with a header (title, close button), a scrolling body and a footer of actions. */
export function Dialog({
  title,
  children,
  footer,
  isCloseButtonShown = true,
  ...props
}: DialogProps) {
  const { t } = useTranslation('ui');
  return (
    <AriaDialog {...props} className={styles.dialog}>
      {({ close }) => (
        <>
          <header className={styles.header}>
            <AriaHeading slot="title" className={typography.headingSize.xlarge}>
              {title}
            </AriaHeading>
            {isCloseButtonShown && (
              <IconButton icon="close" aria-label={t('common.close')} onPress={close} />
            )}
          </header>
          <div className={styles.body}>
            {typeof children === 'function' ? children(close) : children}
          </div>
          {footer && (
            <footer className={styles.footer}>
              {typeof footer === 'function' ? footer(close) : footer}
            </footer>
          )}
        </>
      )}
    </AriaDialog>
  );
}
