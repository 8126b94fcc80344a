import { useLayoutEffect, useRef, useState } from 'react';
import type { RefObject } from 'react';
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
 * Keeps the end of the page reachable above a banner fixed to the bottom of the window: the body
 * gets the banner's height as bottom padding, and the same scroll padding keeps whatever the
 * keyboard focuses from scrolling under it (WCAG 2.4.11).
 */
function useSpaceBelowPage(banner: RefObject<HTMLElement | null>, isShown: boolean) {
  useLayoutEffect(() => {
    const element = banner.current;
    if (!isShown || !element) return undefined;
    const reserve = () => {
      const height = `${element.offsetHeight}px`;
      document.body.style.paddingBlockEnd = height;
      document.documentElement.style.scrollPaddingBlockEnd = height;
    };
    reserve();
    const observer = new ResizeObserver(reserve);
    observer.observe(element);
    return () => {
      observer.disconnect();
      document.body.style.paddingBlockEnd = '';
      document.documentElement.style.scrollPaddingBlockEnd = '';
    };
  }, [banner, isShown]);
}

/**
 * The cookie consent banner: shown until accepted, then hidden for good (`cookiePreference`
 * set to 'true' in local storage; platform-core §4). While shown, the page ends above it.
 */
export function CookieBanner({
  privacyPolicyHref,
  storage = window.localStorage,
}: CookieBannerProps) {
  const { t } = useTranslation('ui');
  const [isAccepted, setAccepted] = useState(
    () => storage.getItem(COOKIE_PREFERENCE_KEY) === 'true',
  );
  const bannerRef = useRef<HTMLElement>(null);
  useSpaceBelowPage(bannerRef, !isAccepted);
  if (isAccepted) return null;

  const accept = () => {
    storage.setItem(COOKIE_PREFERENCE_KEY, 'true');
    setAccepted(true);
  };
  return (
    <section ref={bannerRef} className={styles.banner} aria-label={t('cookieBanner.label')}>
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
