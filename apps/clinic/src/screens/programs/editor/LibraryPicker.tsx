import { programEditorStyles } from '@telemed/forms';
import type { LibraryItem, LibraryItemKind } from '@telemed/domain';
import { Alert, Button, Dialog, Spinner, Text } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../feedback/errorText';

/** Props of {@link LibraryPicker}. */
export interface LibraryPickerProps {
  /** Which kind of item to offer: steps for the program, series for a step. */
  kind: LibraryItemKind;
  /** The clinic's library, or null while it loads. */
  items: readonly LibraryItem[] | null;
  failure: unknown;
  /** Adds the chosen item; the dialog stays open so several can be added. */
  onPick: (item: LibraryItem) => void;
}

/** The title of a library item: its step's or series' title. */
export const libraryItemTitle = (item: LibraryItem) =>
  item.kind === 'step' ? item.step.title : item.series.title;

/**
 * The dialog of "Add from library": the clinic's saved steps (or series), each with a button
 * adding a copy of it to the program (or the step).
 */
export function LibraryPicker({ kind, items, failure, onPick }: LibraryPickerProps) {
  const { t } = useTranslation();
  const offered = items?.filter((item) => item.kind === kind) ?? [];
  return (
    <Dialog
      title={t('programEditor.libraryTitle')}
      footer={(close) => (
        <Button variant="secondary" onPress={close}>
          {t('programEditor.close')}
        </Button>
      )}
    >
      {failure !== null && failure !== undefined && (
        <Alert tone="error">
          {t('programEditor.libraryFailed')} {errorText(failure, t)}
        </Alert>
      )}
      {items === null && failure === null && <Spinner />}
      {items !== null && offered.length === 0 && (
        <Text tone="secondary">
          {t('programEditor.libraryEmpty', { kind: t(`libraries.kinds.${kind}`) })}
        </Text>
      )}
      <ul className={programEditorStyles.itemList}>
        {offered.map((item) => (
          <li key={item._id} className={programEditorStyles.itemHeader}>
            <span className={programEditorStyles.itemTitle}>{libraryItemTitle(item)}</span>
            <Button variant="secondary" onPress={() => onPick(item)}>
              {t('programEditor.add', { title: libraryItemTitle(item) })}
            </Button>
          </li>
        ))}
      </ul>
    </Dialog>
  );
}
