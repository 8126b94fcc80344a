import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Heading } from '../Typography/Heading';
import { Text } from '../Typography/Text';
import * as styles from './EmptyState.css';

/** Props of {@link EmptyState}. */
export interface EmptyStateProps {
  /** What is missing, e.g. 'No examinations to show'; defaults to the translated "Nothing to show". */
  title?: string;
  /** A sentence on why, or what to do. */
  description?: string;
  /** An action that fills the gap, e.g. an add button. */
  action?: ReactNode;
  /**
   * Heading level in the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
}

/** Shown in place of a list or page that has no content yet. */
export function EmptyState({ title, description, action, headingLevel = 2 }: EmptyStateProps) {
  const { t } = useTranslation('ui');
  return (
    <div className={styles.emptyState}>
      <Heading level={headingLevel} size="large">
        {title ?? t('emptyState.title')}
      </Heading>
      {description && <Text tone="secondary">{description}</Text>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
