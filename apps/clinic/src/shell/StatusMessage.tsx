import { Stack } from '@telemed/ui';
import type { ReactNode } from 'react';
import * as styles from './layout.css';

export interface StatusMessageProps {
  heading: string;
  description?: string;
  /** A link or button that gets the user out of here. */
  action?: ReactNode;
  /** `alert` announces the message at once (failures); `status` politely (results). */
  role?: 'alert' | 'status';
}

/** A screen's one message: what happened, why, and the way on (404, not authorized, failures). */
export function StatusMessage({ heading, description, action, role }: StatusMessageProps) {
  return (
    <Stack space="large" role={role}>
      <h1 className={styles.heading}>{heading}</h1>
      {description && <p className={styles.secondaryText}>{description}</p>}
      {action && <div>{action}</div>}
    </Stack>
  );
}
