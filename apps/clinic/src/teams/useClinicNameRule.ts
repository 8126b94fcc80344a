import { DOMAIN_NAMESPACE, TEAM_NAME_MAX_LENGTH, TEAM_NAME_MIN_LENGTH } from '@telemed/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/**
 * The clinic name rule of clinical-domain §9 (4 to 60 characters) as a field `validate`, in the
 * domain catalogue's words; an empty name is left to `isRequired`.
 */
export function useClinicNameRule(): (value: string) => string | undefined {
  const { t } = useTranslation();
  return useCallback(
    (value: string) => {
      const length = value.trim().length;
      if (length > 0 && length < TEAM_NAME_MIN_LENGTH) {
        return t('validation.minLength', { ns: DOMAIN_NAMESPACE, min: TEAM_NAME_MIN_LENGTH });
      }
      if (length > TEAM_NAME_MAX_LENGTH) {
        return t('validation.maxLength', { ns: DOMAIN_NAMESPACE, max: TEAM_NAME_MAX_LENGTH });
      }
      return undefined;
    },
    [t],
  );
}
