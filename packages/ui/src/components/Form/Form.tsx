import { Form as AriaForm } from 'react-aria-components';
import type { FormProps as AriaFormProps } from 'react-aria-components';
import { joinClassNames } from '../../layout/joinClassNames';
import * as styles from './Form.css';

/** Props of {@link Form}. */
export interface FormProps extends AriaFormProps {
  /**
   * Server errors per field name, e.g. from `serverValidationErrors(body.validationErrors)`.
   * Each shows under its field until the user changes that field and leaves it.
   */
  validationErrors?: AriaFormProps['validationErrors'];
}

/**
 * A form that lays its fields out in a column and shows errors per field. Validation shows on
 * submit (`validationBehavior="native"` is react-aria's default in forms: invalid fields block
 * submit and get focus).
 */
export function Form({ className, ...props }: FormProps) {
  return <AriaForm {...props} className={joinClassNames(styles.form, className)} />;
}
