import { Heading } from '@telemed/ui';
import type { ReactNode } from 'react';
import { useId } from 'react';
import * as styles from './ReportScreen.css';

/** One titled part of a report, named by its heading for assistive technology. */
export function ReportSection({ heading, children }: { heading: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <Heading level={2} size="large" id={headingId} className={styles.heading}>
        {heading}
      </Heading>
      {children}
    </section>
  );
}
