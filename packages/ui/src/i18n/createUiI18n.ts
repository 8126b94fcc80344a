import { DEFAULT_LANGUAGE } from '@telemed/domain';
import type { Language } from '@telemed/domain';
import i18next from 'i18next';
import type { i18n as I18nInstance, Resource } from 'i18next';
import { uiResources } from './uiResources';
import { UI_NAMESPACE } from './uiStrings';

/** Options of {@link createUiI18n}. */
export interface CreateUiI18nOptions {
  /** @default 'en-GB' */
  language?: Language;
  /** More namespaces to load beside `ui`, as i18next resources. */
  resources?: Resource;
}

/**
 * A ready, synchronously initialised i18next instance holding the design system's strings (and
 * any extra resources), for Storybook, tests and apps that have no instance of their own.
 * @example const i18n = createUiI18n({ language: 'pl' });
 */
export function createUiI18n({
  language = DEFAULT_LANGUAGE,
  resources = {},
}: CreateUiI18nOptions = {}): I18nInstance {
  const instance = i18next.createInstance();
  const languages = new Set([...Object.keys(uiResources), ...Object.keys(resources)]);
  const merged: Resource = {};
  for (const lang of languages)
    merged[lang] = { ...uiResources[lang as Language], ...resources[lang] };
  const namespaces = new Set([
    UI_NAMESPACE,
    ...Object.values(resources).flatMap((bundles) => Object.keys(bundles)),
  ]);
  void instance.init({
    lng: language,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: merged,
    ns: [...namespaces],
    defaultNS: UI_NAMESPACE,
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  return instance;
}
