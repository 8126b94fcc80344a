import { MEMBER_SEARCH_LIMIT } from '@telemed/domain';
import type { Member } from '@telemed/domain';
import { ComboBox, ComboBoxItem } from '@telemed/ui';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../services/ServicesContext';

/** Props of {@link PatientField}. */
export interface PatientFieldProps {
  teamId: string;
  /** Member id of the chosen patient. */
  patientId: string | null;
  onChange: (patientId: string | null) => void;
  /** The message shown under the field, e.g. 'Field is required'. */
  errorMessage?: string;
  onBlur?: () => void;
}

/**
 * The patient of a new examination: searches the clinic's members with role user by the trimmed
 * phrase and offers at most 5 (platform-core §2, §9).
 */
export function PatientField({
  teamId,
  patientId,
  onChange,
  errorMessage,
  onBlur,
}: PatientFieldProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const [searchFailed, setSearchFailed] = useState(false);
  const shownError =
    errorMessage ?? (searchFailed ? t('addExamination.patientSearchFailed') : undefined);
  return (
    <ComboBox<Member>
      label={t('addExamination.patient')}
      placeholder={t('addExamination.patientPlaceholder')}
      emptyText={t('addExamination.noPatients')}
      isRequired
      isInvalid={shownError !== undefined}
      errorMessage={shownError}
      maxResults={MEMBER_SEARCH_LIMIT}
      selectedKey={patientId}
      onSelectionChange={(key) => onChange(key === null ? null : String(key))}
      onBlur={onBlur}
      onLoadError={() => setSearchFailed(true)}
      loadItems={async (phrase, signal) => {
        // The ComboBox trims the phrase; only members with role user can be patients (§6).
        const members = await client.examinationLookups.searchMembers(
          { query: { phrase, teamId, roles: ['user'] } },
          { signal },
        );
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
