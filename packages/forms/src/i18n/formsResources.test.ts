import { LANGUAGES } from '@telemed/domain';
import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formsResources } from './formsResources';
import { FORMS_NAMESPACE, formsStrings } from './formsStrings';

/** Every string of a nested strings object, keyed by its dotted path. */
function flatten(strings: object, prefix = ''): Record<string, string> {
  return Object.entries(strings).reduce<Record<string, string>>((flat, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key;
    return typeof value === 'string'
      ? { ...flat, [path]: value }
      : { ...flat, ...flatten(value as object, path) };
  }, {});
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

/** The keys a language must have: the English ones, each plural in the forms the language uses. */
function expectedKeys(english: Record<string, string>, language: string): string[] {
  const keys = new Set<string>();
  for (const key of Object.keys(english)) {
    if (!pluralSuffix.test(key)) keys.add(key);
    else
      for (const category of new Intl.PluralRules(language).resolvedOptions().pluralCategories)
        keys.add(key.replace(pluralSuffix, `_${category}`));
  }
  return [...keys].sort();
}

// Unit symbols and the names of national numbers read the same in every language.
const languageNeutralKeys = new Set([
  'patient.unitCm',
  'patient.unitKg',
  'questionnaire.units.kg',
  'questionnaire.units.cm',
  'patient.identifierTypes.PESEL',
  'examinationTypes.hrv',
  // The spirometric indices keep their international abbreviations.
  'qualification.figures.fev1',
  'qualification.figures.fvc',
  'qualification.figures.fev1Fvc',
  'programDay.fields.spirometry.fev1',
  'programDay.fields.spirometry.fvc',
  'programDay.fields.spirometry.pef',
  'programDay.fields.healthParameters.spo2',
  'order.businessIdNames.NIP',
]);

// Words a language shares with English: the 'Holter ECG' Spanish and Italian clinicians write,
// 'No', 'Diabetes' in Spanish and German, the Italian 'Pacemaker', the German 'Patient'.
const sameWordIn = new Set([
  'es examinationTypes.holter_ecg',
  'it examinationTypes.holter_ecg',
  'es questionnaire.options.no',
  'it questionnaire.options.no',
  'es patient.no',
  'it patient.no',
  'es questionnaire.questions.diabetes',
  'de questionnaire.questions.diabetes',
  'it questionnaire.questions.pacemaker',
  'de addExamination.patient',
  'es covidIntake.options.no',
  'it covidIntake.options.no',
  'es actionPlan.no',
  'it actionPlan.no',
  'es covidIntake.options.diabetes',
  'de covidIntake.options.diabetes',
  // 'Canada' in Italian, 'Status' in German, 'Password' in Italian.
  'it order.countries.CA',
  'de order.status',
  'it signupForm.password',
]);

describe('formsResources', () => {
  const english = flatten(formsResources['en-GB'].forms);

  it.each(LANGUAGES.filter((language) => language !== 'en-GB'))(
    'translates every string into %s with the same placeholders',
    (language) => {
      const translated = flatten(formsResources[language].forms);
      expect(Object.keys(translated).sort()).toEqual(expectedKeys(english, language));
      for (const [key, text] of Object.entries(translated)) {
        const englishText = english[key] ?? english[key.replace(pluralSuffix, '_other')]!;
        expect(text.trim(), key).not.toBe('');
        expect(placeholders(text), `${language} ${key}`).toEqual(placeholders(englishText));
        if (
          !languageNeutralKeys.has(key) &&
          !sameWordIn.has(`${language} ${key}`) &&
          key in english
        )
          expect(text, `${language} ${key}`).not.toBe(englishText);
      }
    },
  );

  it('chooses the Polish plural form by the number', () => {
    const i18n = i18next.createInstance();
    void i18n.init({
      lng: 'pl',
      fallbackLng: 'en-GB',
      resources: formsResources,
      ns: [FORMS_NAMESPACE],
      interpolation: { escapeValue: false },
      initAsync: false,
    });
    const forms = [1, 2, 5].map((count) =>
      i18n.t('eventSaving.failed', { ns: FORMS_NAMESPACE, count }),
    );
    expect(forms).toEqual([
      '1 zmiana zdarzeń nie jest zapisana',
      '2 zmiany zdarzeń nie są zapisane',
      '5 zmian zdarzeń nie jest zapisanych',
    ]);
  });
});

describe('formsStrings', () => {
  it('loads one language of the forms namespace', async () => {
    expect(formsStrings.namespace).toBe(FORMS_NAMESPACE);
    await expect(formsStrings.load('de')).resolves.toBe(formsResources.de.forms);
  });
});
