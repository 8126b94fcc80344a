import { LANGUAGES, LENGTH_UNITS, TEMPERATURE_UNITS, isLanguage } from '@telemed/domain';
import type { UpdateMeBody, User, UserSettings } from '@telemed/domain';
import { Alert, Radio, RadioGroup, Select, SelectItem, toastQueue } from '@telemed/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { languageAutonyms } from '../../i18n/languages';
import { useServices } from '../../services/ServicesContext';
import { SectionCard } from '../../shell/SectionCard';

const languageOptions = LANGUAGES.map((language) => ({
  id: language,
  name: languageAutonyms[language],
}));

/**
 * Language and units. Each choice applies at once (the interface switches language before the
 * server answers) and is saved; a failed save puts the previous choice back.
 */
export function PreferencesSection({ user }: { user: User }) {
  const { t } = useTranslation();
  const { client, session } = useServices();
  const save = useMutation({
    mutationFn: (settings: Partial<UserSettings>) =>
      client.users.updateMe({ body: { settings } satisfies UpdateMeBody }),
    onMutate: (settings) => {
      const previous = user;
      session.setUser({ ...user, settings: { ...user.settings, ...settings } });
      return previous;
    },
    onSuccess: (saved) => {
      session.setUser(saved);
      toastQueue.show(t('settings.preferencesSaved'), { tone: 'success' });
    },
    onError: (_error, _settings, previous) => {
      if (previous) session.setUser(previous);
    },
  });

  return (
    <SectionCard headingId="preferences-heading" heading={t('settings.preferences')}>
      {save.isError && <Alert tone="error">{errorText(save.error, t)}</Alert>}
      <Select
        label={t('fields.language')}
        items={languageOptions}
        selectedKey={user.settings.language}
        onSelectionChange={(key) => {
          if (isLanguage(key) && key !== user.settings.language) save.mutate({ language: key });
        }}
      >
        {(option) => (
          <SelectItem id={option.id} textValue={option.name}>
            <span lang={option.id}>{option.name}</span>
          </SelectItem>
        )}
      </Select>
      <RadioGroup
        label={t('fields.temperatureUnits')}
        value={user.settings.temperatureUnits}
        onChange={(value) => {
          const unit = TEMPERATURE_UNITS.find((candidate) => candidate === value);
          if (unit) save.mutate({ temperatureUnits: unit });
        }}
      >
        {TEMPERATURE_UNITS.map((unit) => (
          <Radio key={unit} value={unit}>
            {t(`units.${unit}`)}
          </Radio>
        ))}
      </RadioGroup>
      <RadioGroup
        label={t('fields.lengthUnits')}
        value={user.settings.lengthUnits}
        onChange={(value) => {
          const unit = LENGTH_UNITS.find((candidate) => candidate === value);
          if (unit) save.mutate({ lengthUnits: unit });
        }}
      >
        {LENGTH_UNITS.map((unit) => (
          <Radio key={unit} value={unit}>
            {t(`units.${unit}`)}
          </Radio>
        ))}
      </RadioGroup>
    </SectionCard>
  );
}
