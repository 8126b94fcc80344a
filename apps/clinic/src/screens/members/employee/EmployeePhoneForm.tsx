import { PhoneSchema } from '@telemed/domain';
import type { TeamMember } from '@telemed/domain';
import { Button, TextField, toastQueue } from '@telemed/ui';
import { FORMS_NAMESPACE, useSchemaRule } from '@telemed/forms';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerFeedbackForm } from '../../../forms/ServerFeedbackForm';
import { useValidationMessages } from '../../../forms/useValidationMessages';
import { useServices } from '../../../services/ServicesContext';
import { notificationSettingsKey } from '../../clinicSettings/NotificationSettingsSection';
import { membersKey } from '../memberQueries';
import * as styles from './EmployeeScreen.css';

/**
 * An employee's phone number, where the SMS notices of their notification settings go, set by
 * the employee or an administrator (PATCH teams/{teamId}/members/{memberId} with `phone`; an
 * empty field clears it).
 */
export function EmployeePhoneForm({ teamId, employee }: { teamId: string; employee: TeamMember }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const { fieldError } = useValidationMessages();
  const validatePhone = useSchemaRule(PhoneSchema);
  const [phone, setPhone] = useState(employee.phone ?? '');
  const save = useMutation({
    mutationFn: (value: string | null) =>
      client.members.updateMember({
        params: { teamId, memberId: employee._id },
        body: { phone: value },
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: membersKey(teamId) }),
        queryClient.invalidateQueries({ queryKey: notificationSettingsKey(teamId) }),
      ]);
      toastQueue.show(t('employee.phoneSaved'), { tone: 'success' });
    },
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    save.mutate(phone.trim() || null);
  };
  return (
    <ServerFeedbackForm onSubmit={submit} error={save.error} fieldNames={['phone']}>
      <div className={styles.phoneForm}>
        <TextField
          name="phone"
          type="tel"
          label={t('patient.fields.phone', { ns: FORMS_NAMESPACE })}
          description={t('employee.phoneHint')}
          value={phone}
          onChange={setPhone}
          validate={validatePhone}
          errorMessage={fieldError}
          className={styles.phoneField}
        />
        <Button
          type="submit"
          variant="secondary"
          isPending={save.isPending}
          isDisabled={phone.trim() === (employee.phone ?? '')}
        >
          {t('employee.savePhone')}
        </Button>
      </div>
    </ServerFeedbackForm>
  );
}
