import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../Alert/Alert';
import { Button } from '../Button/Button';
import { Dialog, Modal } from '../Dialog/Dialog';
import { Text } from '../Typography/Text';

/** Props of {@link ConfirmDialog}. */
export interface ConfirmDialogProps {
  /** The question, e.g. 'Delete this examination?'. */
  title: string;
  /** What will happen and that it cannot be undone. */
  message: string;
  /** Label of the confirming button; defaults to the translated "Confirm". */
  confirmLabel?: string;
  /**
   * Destructive actions get the danger button.
   * @default true
   */
  isDestructive?: boolean;
  /**
   * Runs the action. The dialog closes when it resolves; when it throws, the error message shows
   * in the dialog and it stays open.
   */
  onConfirm: () => Promise<void> | void;
  /** Controlled open state, from a `DialogTrigger` or the parent. */
  isOpen?: boolean;
  onOpenChange?: (isOpen: boolean) => void;
}

/**
 * Asks before an irreversible action (role alertdialog): Cancel has focus first, Confirm shows
 * progress while the action runs.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  isDestructive = true,
  onConfirm,
  ...modalProps
}: ConfirmDialogProps) {
  const { t } = useTranslation('ui');
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = async (close: () => void) => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      close();
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : String(failure));
    } finally {
      setPending(false);
    }
  };

  return (
    <Modal size="small" {...modalProps}>
      <Dialog
        role="alertdialog"
        title={title}
        isCloseButtonShown={false}
        footer={(close) => (
          <>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- WAI-ARIA alertdialog pattern: focus the least destructive action. */}
            <Button variant="secondary" onPress={close} autoFocus>
              {t('common.cancel')}
            </Button>
            <Button
              variant={isDestructive ? 'danger' : 'primary'}
              isPending={isPending}
              onPress={() => confirm(close)}
            >
              {confirmLabel ?? t('common.confirm')}
            </Button>
          </>
        )}
      >
        <Text>{message}</Text>
        {error && <Alert>{error}</Alert>}
      </Dialog>
    </Modal>
  );
}
