import type { i18n as I18nInstance } from 'i18next';
import { useLayoutEffect } from 'react';
import type { ReactNode } from 'react';
import { I18nProvider, useLocale } from 'react-aria-components';
import { I18nextProvider, useTranslation } from 'react-i18next';
import { darkTheme, lightTheme } from '../theme/themes.css';
import '../theme/global.css';
import { UI_NAMESPACE, uiStrings } from './uiStrings';
import { useStringsOf } from './useStringsOf';

/** The colour themes. */
export type ThemeName = 'light' | 'dark';

const themeClasses: Record<ThemeName, string> = { light: lightTheme, dark: darkTheme };

/** Props of {@link TelemedProvider}. */
export interface TelemedProviderProps {
  /**
   * The app's i18next instance. It should hold the design system's `ui` strings of its language
   * (`ensureStrings(i18n, [uiStrings, ...], language)` before rendering, `switchLanguage` to
   * change it); when they are missing they are loaded here and the children wait for them.
   */
  i18n: I18nInstance;
  /**
   * The colour theme, applied to the document root so portalled overlays (dialogs, toasts,
   * popovers) get it too.
   * @default 'light'
   */
  theme?: ThemeName;
  children: ReactNode;
}

/**
 * Root of every app that uses the design system: i18next strings, react-aria's locale (dates,
 * numbers and built-in strings follow the i18next language) and the theme.
 */
export function TelemedProvider({ i18n, theme = 'light', children }: TelemedProviderProps) {
  if (!useStringsOf(i18n, uiStrings)) return null;
  return (
    <I18nextProvider i18n={i18n}>
      <LocaleFromI18next>
        <DocumentTheme theme={theme} />
        {children}
      </LocaleFromI18next>
    </I18nextProvider>
  );
}

function LocaleFromI18next({ children }: { children: ReactNode }) {
  // useTranslation re-renders on 'languageChanged', so react-aria follows language switches.
  const { i18n } = useTranslation(UI_NAMESPACE);
  return <I18nProvider locale={i18n.resolvedLanguage ?? i18n.language}>{children}</I18nProvider>;
}

function DocumentTheme({ theme }: { theme: ThemeName }) {
  const { locale, direction } = useLocale();
  useLayoutEffect(() => {
    const root = document.documentElement;
    const themeClass = themeClasses[theme];
    root.classList.add(themeClass);
    root.lang = locale;
    root.dir = direction;
    return () => root.classList.remove(themeClass);
  }, [theme, locale, direction]);
  return null;
}
