import {
  Button as AriaButton,
  ListBox,
  ListBoxItem,
  Popover,
  Select as AriaSelect,
  SelectValue,
  composeRenderProps,
} from 'react-aria-components';
import type { ListBoxItemProps, SelectProps as AriaSelectProps } from 'react-aria-components';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { joinClassNames } from '../../layout/joinClassNames';
import { FieldFrame, fieldClassName } from '../Field/Field';
import type { FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import { Icon } from '../Icon/Icon';
import * as popoverStyles from '../Popover/Popover.css';
import * as styles from './Select.css';

/** Props of {@link Select}. */
export interface SelectProps<T extends object>
  extends Omit<AriaSelectProps<T>, 'children'>, FieldTextProps {
  /** Options to render with a function child (`{(item) => <SelectItem>…}`). */
  items?: Iterable<T>;
  /** `SelectItem`s, or a function rendering one per item of `items`. */
  children: ReactNode | ((item: T) => ReactNode);
}

/**
 * A drop-down list for one choice out of many; typing selects by name.
 * @selector [data-open], [data-invalid], [data-disabled], [data-required] on the field
 */
export function Select<T extends object>({
  label,
  description,
  errorMessage,
  items,
  children,
  className,
  placeholder,
  ...props
}: SelectProps<T>) {
  const { t } = useTranslation('ui');
  return (
    <AriaSelect
      {...props}
      placeholder={placeholder ?? t('select.placeholder')}
      className={fieldClassName(className)}
    >
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <AriaButton className={joinClassNames(fieldStyles.inputFrame, styles.trigger)}>
          <SelectValue className={styles.value} />
          <Icon name="chevronDown" size={18} />
        </AriaButton>
      </FieldFrame>
      <Popover className={popoverStyles.popover}>
        <ListBox items={items} className={popoverStyles.list}>
          {children}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}

/** Props of {@link SelectItem}. */
export type SelectItemProps = ListBoxItemProps;

/**
 * One option of a {@link Select}. A plain-text option is its own `textValue` (what typing a
 * letter and assistive technology match against); give one for other content.
 * @selector [data-selected], [data-focused], [data-disabled]
 */
export function SelectItem({ className, children, textValue, ...props }: SelectItemProps) {
  return (
    <ListBoxItem
      {...props}
      // The check mark wraps the content in a render function, which hides plain text from
      // react-aria: pass it on.
      textValue={textValue ?? (typeof children === 'string' ? children : undefined)}
      className={composeRenderProps(className, (userClassName) =>
        joinClassNames(popoverStyles.item, userClassName),
      )}
    >
      {composeRenderProps(children, (content, { isSelected }) => (
        <>
          <span className={popoverStyles.checkSlot}>
            {isSelected && <Icon name="check" size={16} />}
          </span>
          {content}
        </>
      ))}
    </ListBoxItem>
  );
}
