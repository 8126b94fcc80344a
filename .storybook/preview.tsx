// The typeface the apps ship (see packages/ui/README.md), so stories look as the product does.
import '@fontsource-variable/noto-sans/index.css';
import type { Decorator, Preview } from '@storybook/react-vite';
import { DOMAIN_NAMESPACE, LANGUAGES, domainResources } from '../packages/domain/src/index';
import type { Language } from '../packages/domain/src/index';
import { formsResources } from '../packages/forms/src/index';
import { TelemedProvider, createUiI18n } from '../packages/ui/src/index';
import type { ThemeName } from '../packages/ui/src/index';

type I18nInstance = ReturnType<typeof createUiI18n>;

const languageNames: Record<Language, string> = {
  'en-GB': 'English (UK)',
  pl: 'Polski',
  es: 'Español',
  it: 'Italiano',
  el: 'Ελληνικά',
  de: 'Deutsch',
};

// One i18next instance per language, so switching the toolbar never mutates shared state mid-render.
const i18nByLanguage = new Map<Language, I18nInstance>();
function i18nFor(language: Language): I18nInstance {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    // The forms' strings and the domain's messages too: forms show the validation catalogue's
    // texts under their fields.
    instance = createUiI18n({
      language,
      resources: Object.fromEntries(
        LANGUAGES.map((lng) => [
          lng,
          { ...formsResources[lng], [DOMAIN_NAMESPACE]: domainResources[lng] },
        ]),
      ),
    });
    i18nByLanguage.set(language, instance);
  }
  return instance;
}

/** Every story renders inside the providers an app supplies: strings, locale and theme. */
const withTelemedProvider: Decorator = (Story, context) => (
  <TelemedProvider
    i18n={i18nFor(context.globals.locale as Language)}
    theme={context.globals.theme as ThemeName}
  >
    <Story />
  </TelemedProvider>
);

const preview: Preview = {
  parameters: {
    a11y: { test: 'error' },
    layout: 'padded',
  },
  globalTypes: {
    locale: {
      description: 'Language of the interface',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: LANGUAGES.map((language) => ({ value: language, title: languageNames[language] })),
        dynamicTitle: true,
      },
    },
    theme: {
      description: 'Colour theme',
      toolbar: {
        title: 'Theme',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { locale: 'en-GB', theme: 'light' },
  decorators: [withTelemedProvider],
};

export default preview;
