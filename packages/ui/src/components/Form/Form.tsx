import { useEffect, useRef } from 'react';
import { Form as AriaForm } from 'react-aria-components';
import type { FormProps as AriaFormProps } from 'react-aria-components';
import { joinClassNames } from '../../layout/joinClassNames';
import * as styles from './Form.css';

/** Props of {@link Form}. */
export interface FormProps extends AriaFormProps {
  /**
   * Server errors per field name, e.g. from `serverValidationErrors(body.validationErrors)`.
   * Each shows under its field until the user changes that field and leaves it. A new set moves
   * focus to the first field it names, as the browser does for the form's own checks.
   */
  validationErrors?: AriaFormProps['validationErrors'];
}

/**
 * A form that lays its fields out in a column and shows errors per field. Validation shows on
 * submit (`validationBehavior="native"` is react-aria's default in forms: invalid fields block
 * submit and get focus); a refusal from the server focuses the first field it names too, so the
 * keyboard and a screen reader land on what needs changing.
 */
export function Form({ className, validationErrors, ...props }: FormProps) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const named = Object.keys(validationErrors ?? {});
    if (named.length === 0 || !ref.current) return;
    const first = Array.from(ref.current.elements).find(
      (element): element is HTMLElement =>
        element instanceof HTMLElement &&
        named.includes(element.getAttribute('name') ?? '') &&
        element.getAttribute('type') !== 'hidden',
    );
    first?.focus();
  }, [validationErrors]);
  return (
    <AriaForm
      {...props}
      ref={ref}
      validationErrors={validationErrors}
      className={joinClassNames(styles.form, className)}
    />
  );
}
