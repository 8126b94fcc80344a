import { Link } from '@telemed/ui';
import { Trans, useTranslation } from 'react-i18next';
import * as styles from '../../shell/layout.css';

export interface ConsentLabelProps {
  /** A `register.*` text with a `<doc>` around the document's name. */
  i18nKey: 'register.termsOfService' | 'register.privacyPolicy' | 'register.dataProcessing';
  /** The legal document in the interface's language, opened in a new tab. */
  href: string;
}

/** The label of one agreement: one inline run of text, so the checkbox lays it out as one line. */
export function ConsentLabel({ i18nKey, href }: ConsentLabelProps) {
  const { t } = useTranslation();
  return (
    <span>
      <Trans t={t} i18nKey={i18nKey} components={{ doc: <Link href={href} opensInNewTab /> }} />
      <span className={styles.visuallyHidden}> {t('register.opensInNewTab')}</span>
    </span>
  );
}
