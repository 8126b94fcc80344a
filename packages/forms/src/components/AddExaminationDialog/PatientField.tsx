import { MEMBER_SEARCH_LIMIT } from '@telemed/domain';
import type { Member } from '@telemed/domain';
import { ComboBox, ComboBoxItem } from '@telemed/ui';
import { useState } from 'react';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';

/** Props of {@link PatientField}. */
export interface PatientFieldProps {
  onChange: (patientId: string | null) => void;
  /** Searches the clinic's patients by the trimmed phrase. */
  searchPatients: (phrase: string, signal: AbortSignal) => Promise<Member[]>;
  /** The message shown under the field, e.g. 'Field is required'. */
  errorMessage?: string;
  onBlur?: () => void;
  isDisabled?: boolean;
}

/**
 * The patient of a new examination: searches the clinic's members with role user by the trimmed
 * phrase and offers at most 5 (platform-core §2, §9).
 */
export function PatientField({
  onChange,
  searchPatients,
  errorMessage,
  onBlur,
  isDisabled,
}: PatientFieldProps) {
  const { t } = useFormsTranslation();
  const [searchFailed, setSearchFailed] = useState(false);
  const shownError =
    errorMessage ?? (searchFailed ? t('addExamination.patientSearchFailed') : undefined);
  return (
    <ComboBox<Member & { id: string }>
      label={t('addExamination.patient')}
      placeholder={t('addExamination.patientPlaceholder')}
      emptyText={t('addExamination.noPatients')}
      isRequired
      isDisabled={isDisabled}
      isInvalid={shownError !== undefined}
      errorMessage={shownError}
      maxResults={MEMBER_SEARCH_LIMIT}
      // The choice stays the ComboBox's own: react-aria writes the chosen patient's name into the
      // input only when the selection is not controlled (the design system controls the text).
      onSelectionChange={(key) => onChange(key === null ? null : String(key))}
      onBlur={onBlur}
      onLoadError={() => setSearchFailed(true)}
      loadItems={async (phrase, signal) => {
        const members = await searchPatients(phrase, signal);
        setSearchFailed(false);
        return members.map((member) => ({ ...member, id: member._id }));
      }}
    >
      {(member) => (
        <ComboBoxItem id={member._id} textValue={member.user.personalDetails.fullName}>
          {member.user.personalDetails.fullName} · {member.email}
        </ComboBoxItem>
      )}
    </ComboBox>
  );
}
