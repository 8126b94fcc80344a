import type { Decorator, Preview } from '@storybook/react-vite';
import { TelemedProvider, createUiI18n, uiLanguages } from '../packages/ui/src/index';
import type { ThemeName, UiLanguage } from '../packages/ui/src/index';

type I18nInstance = ReturnType<typeof createUiI18n>;

const languageNames: Record<UiLanguage, string> = {
  'en-GB': 'English (UK)',
  pl: 'Polski',
  es: 'Español',
  it: 'Italiano',
  el: 'Ελληνικά',
  de: 'Deutsch',
};

// One i18next instance per language, so switching the toolbar never mutates shared state mid-render.
const i18nByLanguage = new Map<UiLanguage, I18nInstance>();
function i18nFor(language: UiLanguage): I18nInstance {
  let instance = i18nByLanguage.get(language);
  if (!instance) {
    instance = createUiI18n({ language });
    i18nByLanguage.set(language, instance);
  }
  return instance;
}

/** Every story renders inside the providers an app supplies: strings, locale and theme. */
const withTelemedProvider: Decorator = (Story, context) => (
  <TelemedProvider
    i18n={i18nFor(context.globals.locale as UiLanguage)}
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
        items: uiLanguages.map((language) => ({ value: language, title: languageNames[language] })),
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
