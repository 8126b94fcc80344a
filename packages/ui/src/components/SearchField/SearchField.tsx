import {
  Button as AriaButton,
  Group,
  Input,
  SearchField as AriaSearchField,
} from 'react-aria-components';
import type { SearchFieldProps as AriaSearchFieldProps } from 'react-aria-components';
import { joinClassNames } from '../../layout/joinClassNames';
import { FieldFrame, fieldClassName } from '../Field/Field';
import type { FieldTextProps } from '../Field/Field';
import * as fieldStyles from '../Field/Field.css';
import * as iconButtonStyles from '../IconButton/IconButton.css';
import { Icon } from '../Icon/Icon';
import * as styles from './SearchField.css';

/** Props of {@link SearchField}. */
export interface SearchFieldProps extends Omit<AriaSearchFieldProps, 'children'>, FieldTextProps {
  placeholder?: string;
}

/**
 * A search input: Enter submits (`onSubmit`), Escape or the clear button empties it; react-aria
 * names the clear button in the current language.
 * @selector [data-empty], [data-disabled], [data-invalid] on the field
 */
export function SearchField({
  label,
  description,
  errorMessage,
  placeholder,
  className,
  ...props
}: SearchFieldProps) {
  return (
    <AriaSearchField {...props} className={fieldClassName(className)}>
      <FieldFrame label={label} description={description} errorMessage={errorMessage}>
        <Group className={fieldStyles.inputFrame}>
          <Icon name="search" size={18} className={styles.searchIcon} />
          <Input
            className={joinClassNames(fieldStyles.bareInput, styles.input)}
            placeholder={placeholder}
          />
          {/* react-aria gives this button its localised name ("Clear search") through context. */}
          <AriaButton className={joinClassNames(iconButtonStyles.iconButton, styles.clear)}>
            <Icon name="close" size={18} />
          </AriaButton>
        </Group>
      </FieldFrame>
    </AriaSearchField>
  );
}
