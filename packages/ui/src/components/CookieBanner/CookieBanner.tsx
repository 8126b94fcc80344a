import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import * as styles from './CookieBanner.css';

/** Local storage key of the cookie consent (platform-core §9). */
export const COOKIE_PREFERENCE_KEY = 'cookiePreference';

/** Props of {@link CookieBanner}. */
export interface CookieBannerProps {
  /** Address of the privacy policy in the UI language, e.g. `/en/privacy-policy`; opens in a new tab. */
  privacyPolicyHref: string;
  /**
   * Where the consent is kept.
   * @default window.localStorage
   */
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

/**
 * The cookie consent banner: shown until accepted, then hidden for good (`cookiePreference`
 * set to 'true' in local storage; platform-core §4).
 */
export function CookieBanner({
  privacyPolicyHref,
  storage = window.localStorage,
}: CookieBannerProps) {
  const { t } = useTranslation('ui');
  const [isAccepted, setAccepted] = useState(
    () => storage.getItem(COOKIE_PREFERENCE_KEY) === 'true',
  );
  if (isAccepted) return null;

  const accept = () => {
    storage.setItem(COOKIE_PREFERENCE_KEY, 'true');
    setAccepted(true);
  };
  return (
    <section className={styles.banner} aria-label={t('cookieBanner.label')}>
      <p className={styles.message}>
        {t('cookieBanner.message')}{' '}
        <Link href={privacyPolicyHref} opensInNewTab>
          {t('cookieBanner.privacyPolicy')}
        </Link>
      </p>
      <Button onPress={accept}>{t('cookieBanner.accept')}</Button>
    </section>
  );
}
