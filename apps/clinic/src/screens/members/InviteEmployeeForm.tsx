import { DOMAIN_NAMESPACE, EMPLOYEE_ROLES } from '@telemed/domain';
import type { MemberRole } from '@telemed/domain';
import { Alert, Button, Form, Select, SelectItem, toastQueue } from '@telemed/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { EmailField } from '../../forms/EmailField';
import { useServerFeedback } from '../../forms/useServerFeedback';
import { useServices } from '../../services/ServicesContext';
import { teamInvitationsKey } from './memberQueries';
import * as styles from './MembersScreen.css';

/**
 * Inviting an employee by mail (POST teams/{teamId}/invitations, strategy email): an address and
 * a role. The server's answers show beside the fields ('already a member', 'invitation pending').
 */
export function InviteEmployeeForm({ teamId }: { teamId: string }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<MemberRole>('doctor');
  const [formKey, setFormKey] = useState(0);
  const invite = useMutation({
    mutationFn: (email: string) =>
      client.invitations.createInvitation({
        params: { teamId },
        body: { email, role, strategy: 'email' },
      }),
    onSuccess: async (invitation) => {
      toastQueue.show(t('members.invite.sent', { email: invitation.email }), { tone: 'success' });
      setFormKey((key) => key + 1);
      await queryClient.invalidateQueries({ queryKey: teamInvitationsKey(teamId) });
    },
  });
  const { fieldErrors, formError } = useServerFeedback(invite.error, ['email', 'role']);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    invite.mutate(String(new FormData(event.currentTarget).get('email')).trim());
  };
  return (
    <Form
      key={formKey}
      onSubmit={submit}
      validationErrors={fieldErrors}
      aria-label={t('members.invite.label')}
      className={styles.inviteForm}
    >
      {formError && <Alert tone="error">{formError}</Alert>}
      <EmailField label={t('members.invite.email')} />
      <Select
        name="role"
        label={t('members.invite.role')}
        items={EMPLOYEE_ROLES.map((id) => ({ id, name: t(`roles.${id}`) }))}
        selectedKey={role}
        onSelectionChange={(key) => setRole(EMPLOYEE_ROLES.find((id) => id === key) ?? 'doctor')}
        isRequired
        errorMessage={t('validation.isRequired', { ns: DOMAIN_NAMESPACE })}
      >
        {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
      </Select>
      <div>
        <Button type="submit" isPending={invite.isPending}>
          {t('members.invite.submit')}
        </Button>
      </div>
    </Form>
  );
}
