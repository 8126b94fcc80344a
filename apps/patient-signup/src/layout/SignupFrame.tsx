import { AppShell, Text } from '@telemed/ui';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LegalLinks } from './LegalLinks';
import * as styles from './SignupFrame.css';

/** Props of {@link SignupFrame}. */
export interface SignupFrameProps {
  /** The page. */
  children: ReactNode;
}

/** The frame of every signup page: the product's top bar, the page column and the legal links. */
export function SignupFrame({ children }: SignupFrameProps) {
  const { t } = useTranslation();
  return (
    <AppShell
      topBar={
        <div className={styles.brand}>
          <span className={styles.productName}>{t('productName')}</span>
          <Text as="span" size="small" tone="secondary">
            {t('tagline')}
          </Text>
        </div>
      }
    >
      <div className={styles.content}>
        {children}
        <LegalLinks />
      </div>
    </AppShell>
  );
}
