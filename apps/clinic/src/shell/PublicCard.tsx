import { Card } from '@telemed/ui';
import type { ReactNode } from 'react';
import * as styles from './layout.css';

export interface PublicCardProps {
  /** Wide for reading (legal documents), narrow for forms. @default false */
  wide?: boolean;
  children: ReactNode;
}

/** The surface a public screen sits on. */
export function PublicCard({ wide = false, children }: PublicCardProps) {
  return (
    <Card as="section" className={wide ? styles.wideCard : styles.publicCard}>
      {children}
    </Card>
  );
}
