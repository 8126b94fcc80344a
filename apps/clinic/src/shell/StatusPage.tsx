import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import * as styles from './layout.css';
import { StatusMessage } from './StatusMessage';

/**
 * The pages that cannot show what was asked for, each with its heading, description and home
 * link under its own key of the clinic strings: 'Error 404 - page not found' (platform-core §2),
 * 'You are not authorized to view this page' (clinical-domain §8) and an area the clinic's
 * feature visibilities leave out.
 */
export type StatusPageKind = 'notFound' | 'notAuthorized' | 'featureOff';

export interface StatusPageProps {
  kind: StatusPageKind;
}

/** Why the page cannot be shown, with the way home. */
export function StatusPage({ kind }: StatusPageProps) {
  const { t } = useTranslation();
  return (
    <StatusMessage
      heading={t(`${kind}.heading`)}
      description={t(`${kind}.description`)}
      action={
        <Link className={styles.link} to="/">
          {t(`${kind}.home`)}
        </Link>
      }
    />
  );
}
