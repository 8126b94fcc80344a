import { Dialog, Modal } from '@telemed/ui';
import type { SignalsTranslate } from '../i18n/eventTypeLabel';
import * as styles from './SignalViewer.css';

/** Props of {@link ShortcutHelp}. */
export interface ShortcutHelpProps {
  isOpen: boolean;
  onOpenChange(open: boolean): void;
  t: SignalsTranslate;
}

/** The rows of the help, in the order a reader meets them: moving, events, then the help. */
const SHORTCUTS = [
  'pan',
  'page',
  'zoom',
  'ends',
  'next',
  'clear',
  'remove',
  'move',
  'resize',
  'score',
  'undo',
  'create',
  'help',
] as const;

/**
 * The viewer's keyboard shortcuts in a dialog (the `?` key or the controls' button), with a note
 * on what a millimetre on screen is.
 */
export function ShortcutHelp({ isOpen, onOpenChange, t }: ShortcutHelpProps) {
  return (
    <Modal isOpen={isOpen} onOpenChange={onOpenChange} isDismissable>
      <Dialog title={t('shortcuts.title')}>
        <table className={styles.shortcutTable}>
          <thead>
            <tr>
              <th scope="col" className={styles.shortcutCell}>
                {t('shortcuts.keys')}
              </th>
              <th scope="col" className={styles.shortcutCell}>
                {t('shortcuts.action')}
              </th>
            </tr>
          </thead>
          <tbody>
            {SHORTCUTS.map((name) => (
              <tr key={name}>
                <td className={styles.shortcutKeys}>
                  <kbd>{t(`shortcuts.${name}.keys`)}</kbd>
                </td>
                <td className={styles.shortcutCell}>{t(`shortcuts.${name}.action`)}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p className={styles.screenNote}>{t('controls.millimetres')}</p>
      </Dialog>
    </Modal>
  );
}
