import { DEFAULT_LANGUAGE, isLanguage } from '@telemed/domain';
import { Link } from '@telemed/ui';
import { useTranslation } from 'react-i18next';
import { legalDocumentPath } from '../legal/legalDocumentPath';
import type { SignupLegalDocument } from '@telemed/forms';
import * as styles from './SignupFrame.css';

const linkedDocuments: { document: SignupLegalDocument; labelKey: string }[] = [
  { document: 'service-terms', labelKey: 'legal.serviceTerms' },
  { document: 'privacy-policy', labelKey: 'legal.privacyPolicy' },
  { document: 'subscription-services', labelKey: 'legal.subscriptionServices' },
];

/** Links to the legal documents a registering patient accepts; they open in a new tab. */
export function LegalLinks() {
  const { t, i18n } = useTranslation();
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <nav aria-label={t('legal.navigationLabel')}>
      <ul className={styles.legalLinks}>
        {linkedDocuments.map(({ document, labelKey }) => (
          <li key={document}>
            <Link href={legalDocumentPath(language, document)} opensInNewTab>
              {t(labelKey)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
