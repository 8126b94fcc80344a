import { COUNTRIES, DOMAIN_NAMESPACE } from '@telemed/domain';
import type { Country, CreateTeamBody } from '@telemed/domain';
import { Alert, Button, Form, Select, SelectItem, Text, TextField, toastQueue } from '@telemed/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerFeedback } from '../forms/useServerFeedback';
import { useValidationMessages } from '../forms/useValidationMessages';
import { useServices } from '../services/ServicesContext';
import { teamsQueryKey } from '../session/useTeams';
import { SectionCard } from '../shell/SectionCard';
import { useClinicNameRule } from './useClinicNameRule';

/**
 * Creating a clinic, offered to a user who belongs to none: a name of 4-60 characters and the
 * country it works in. The creator becomes its administrator and it becomes the active clinic.
 */
export function CreateTeamForm() {
  const { t } = useTranslation();
  const { client, session } = useServices();
  const queryClient = useQueryClient();
  const { fieldError } = useValidationMessages();
  const [country, setCountry] = useState<Country | null>(null);
  const create = useMutation({
    mutationFn: (body: CreateTeamBody) => client.teams.create({ body }),
    onSuccess: async (team) => {
      session.selectTeam(team._id);
      await queryClient.invalidateQueries({ queryKey: teamsQueryKey });
      toastQueue.show(t('teams.created', { name: team.name }), { tone: 'success' });
    },
  });

  const validateName = useClinicNameRule();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // The form's native check (the country is required) stops a submit without one.
    if (!country) return;
    create.mutate({
      name: String(new FormData(event.currentTarget).get('name')).trim(),
      countryContext: country,
    });
  };
  const { fieldErrors, formError } = useServerFeedback(create.error, ['name', 'countryContext']);
  const countries = COUNTRIES.map((code) => ({ id: code, name: t(`countries.${code}`) }));

  return (
    <SectionCard headingId="create-team-heading" heading={t('teams.createHeading')}>
      <Text tone="secondary">
        {t('teams.noTeams')} {t('teams.createDescription')}
      </Text>
      <Form onSubmit={submit} validationErrors={fieldErrors}>
        {formError && <Alert tone="error">{formError}</Alert>}
        <TextField
          name="name"
          label={t('fields.clinicName')}
          isRequired
          validate={validateName}
          errorMessage={fieldError}
        />
        <Select
          name="countryContext"
          label={t('fields.country')}
          items={countries}
          selectedKey={country}
          onSelectionChange={(key) => setCountry(COUNTRIES.find((code) => code === key) ?? null)}
          isRequired
          // Invalid by the server's word; otherwise the native required check decides.
          isInvalid={fieldErrors.countryContext === undefined ? undefined : true}
          errorMessage={
            fieldErrors.countryContext ?? t('validation.isRequired', { ns: DOMAIN_NAMESPACE })
          }
        >
          {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
        </Select>
        <div>
          <Button type="submit" isPending={create.isPending}>
            {t('teams.create')}
          </Button>
        </div>
      </Form>
    </SectionCard>
  );
}
