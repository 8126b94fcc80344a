import type { ReactNode } from 'react';
import * as styles from './DetailList.css';

/** One row of a {@link DetailList}: its label and its value, or nothing when not filled in. */
export type Detail = readonly [term: string, value: ReactNode];

/**
 * A record's filled-in fields as a description list in columns (a patient's details, a clinic's
 * details for staff who may not change them); empty values are left out.
 */
export function DetailList({ details }: { details: readonly Detail[] }) {
  return (
    <dl className={styles.list}>
      {details
        .filter(([, value]) => value !== null && value !== '' && value !== undefined)
        .map(([term, value]) => (
          <div key={term} className={styles.detail}>
            <dt className={styles.term}>{term}</dt>
            <dd className={styles.value}>{value}</dd>
          </div>
        ))}
    </dl>
  );
}
