import { useEffect, useRef, useState } from 'react';
import {
  Button as AriaButton,
  ComboBox as AriaComboBox,
  Group,
  Input,
  ListBox,
  Popover,
  Text,
} from 'react-aria-components';
import type {
  ComboBoxProps as AriaComboBoxProps,
  Key,
  ListBoxItemProps,
} from 'react-aria-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../layout/joinClassNames';
import { FieldFrame, fieldClassName } from '../Field/Field';
import type { FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import * as iconButtonStyles from '../IconButton/IconButton.css';
import * as popoverStyles from '../Popover/Popover.css';
import { SelectItem } from '../Select/Select';
import { Spinner } from '../Spinner/Spinner';
import { createDebouncedSearch } from './debouncedSearch';
import type { DebouncedSearch, SearchLoader } from './debouncedSearch';
import * as styles from './ComboBox.css';

/** Props of {@link ComboBox}. */
export interface ComboBoxProps<T extends object>
  extends
    Omit<
      AriaComboBoxProps<T>,
      | 'children'
      | 'items'
      | 'defaultItems'
      | 'inputValue'
      | 'onInputChange'
      | 'allowsEmptyCollection'
      | 'defaultFilter'
      | 'selectionMode'
      | 'value'
      | 'defaultValue'
      | 'onChange'
    >,
    FieldTextProps {
  /**
   * Loads the options of a phrase (already trimmed), e.g. from the API. `signal` aborts when a
   * newer phrase replaces this one; pass it to `fetch`. Items need an `id` (or `key`).
   */
  loadItems: SearchLoader<T>;
  /** Renders one option: `(patient) => <ComboBoxItem id={patient.id}>{patient.name}</ComboBoxItem>`. */
  children: (item: T) => ReactNode;
  /**
   * Quiet time after the last keystroke before searching, in milliseconds.
   * @default 300
   */
  debounceMs?: number;
  /**
   * At most this many options are shown (patient search: 5, platform-core §9).
   * @default 5
   */
  maxResults?: number;
  /**
   * Shorter trimmed phrases are not searched.
   * @default 1
   */
  minSearchLength?: number;
  /** Shown when a search finds nothing; defaults to the translated "No results". */
  emptyText?: string;
  /** Hint shown inside the empty input; never a replacement for the label. */
  placeholder?: string;
  /** Called when `loadItems` fails (not when it is aborted). */
  onLoadError?: (error: unknown) => void;
}

/**
 * A text input that searches as the user types and offers the results as options, e.g. the
 * patient of a new examination. Searches wait `debounceMs` after the last keystroke, use the
 * trimmed phrase, abort the previous search, and show at most `maxResults` options.
 * @selector [data-open], [data-invalid], [data-disabled], [data-required] on the field; [data-loading] on the input frame
 */
export function ComboBox<T extends object>({
  label,
  description,
  errorMessage,
  className,
  loadItems,
  children,
  debounceMs = 300,
  maxResults = 5,
  minSearchLength = 1,
  emptyText,
  placeholder,
  onLoadError,
  defaultInputValue = '',
  onSelectionChange,
  ...props
}: ComboBoxProps<T>) {
  const { t } = useTranslation('ui');
  const [inputValue, setInputValue] = useState(defaultInputValue);
  const [items, setItems] = useState<T[]>([]);
  const [isLoading, setLoading] = useState(false);
  const [isLimited, setLimited] = useState(false);
  const search = useRef<DebouncedSearch | null>(null);
  const latest = useRef({ loadItems, onLoadError });
  // Choosing an option writes its text into the input right after; that is not a new search.
  const isSelecting = useRef(false);

  useEffect(() => {
    latest.current = { loadItems, onLoadError };
  });

  useEffect(() => {
    const debounced = createDebouncedSearch<T>({
      load: (phrase, signal) => latest.current.loadItems(phrase, signal),
      delay: debounceMs,
      maxResults,
      minLength: minSearchLength,
      onResults: (results, { limited }) => {
        setItems(results);
        setLimited(limited);
      },
      onLoadingChange: setLoading,
      onError: (error) => latest.current.onLoadError?.(error),
    });
    search.current = debounced;
    return () => debounced.cancel();
  }, [debounceMs, maxResults, minSearchLength]);

  return (
    <AriaComboBox
      {...props}
      items={items}
      inputValue={inputValue}
      onInputChange={(text) => {
        setInputValue(text);
        if (isSelecting.current) {
          isSelecting.current = false;
          return;
        }
        search.current?.search(text);
      }}
      onSelectionChange={(key: Key | null) => {
        if (key !== null) {
          isSelecting.current = true;
          setTimeout(() => {
            isSelecting.current = false;
          });
        }
        onSelectionChange?.(key);
      }}
      allowsEmptyCollection
      className={fieldClassName(className)}
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <Group className={fieldStyles.inputFrame} data-loading={isLoading || undefined}>
          <Input className={fieldStyles.bareInput} placeholder={placeholder} />
          {isLoading && <Spinner size="small" className={styles.spinner} />}
          {/* react-aria names this button ("Show suggestions") in the current language. */}
          <AriaButton className={joinClassNames(iconButtonStyles.iconButton, styles.toggle)}>
            <Icon name="chevronDown" size={18} />
          </AriaButton>
        </Group>
      </FieldFrame>
      <Popover className={popoverStyles.popover}>
        <ListBox<T>
          className={popoverStyles.list}
          renderEmptyState={() => (
            <div className={styles.empty}>
              {isLoading ? t('comboBox.searching') : (emptyText ?? t('comboBox.noResults'))}
            </div>
          )}
        >
          {children}
        </ListBox>
        {isLimited && items.length > 0 && (
          <Text slot="description" className={styles.limited}>
            {t('comboBox.limited', { limit: maxResults })}
          </Text>
        )}
      </Popover>
    </AriaComboBox>
  );
}

/** Props of {@link ComboBoxItem}. */
export type ComboBoxItemProps = ListBoxItemProps;

/**
 * One option of a {@link ComboBox}.
 * @selector [data-selected], [data-focused], [data-disabled]
 */
export function ComboBoxItem(props: ComboBoxItemProps) {
  // The input shows the chosen option's text: a plain-text option's own (see SelectItem).
  return <SelectItem {...props} />;
}
