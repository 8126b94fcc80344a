import {
  BUSINESS_ID_NAMES,
  businessIdNamesOf,
  businessIdProblem,
  DOMAIN_NAMESPACE,
  isValidPostalCode,
  SUCCESS_MESSAGE_KEYS,
  TEAM_ADDRESS_MIN_LENGTH,
  TEAM_DETAIL_MAX_LENGTH,
  TEAM_NAME_MAX_LENGTH,
} from '@telemed/domain';
import type { BusinessIdName, Team, UpdateTeamBody } from '@telemed/domain';
import { Alert, Button, Form, Select, SelectItem, Text, TextField, toastQueue } from '@telemed/ui';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServerFeedback } from '../../forms/useServerFeedback';
import { useValidationMessages } from '../../forms/useValidationMessages';
import { useServices } from '../../services/ServicesContext';
import { teamsQueryKey } from '../../session/useTeams';
import { DetailList } from '../../shell/DetailList';
import { SectionCard } from '../../shell/SectionCard';
import { useClinicNameRule } from '../../teams/useClinicNameRule';
import * as layout from '../../shell/screenLayout.css';

type Details = UpdateTeamBody['details'];

const isBusinessIdName = (value: string): value is BusinessIdName =>
  (BUSINESS_ID_NAMES as readonly string[]).includes(value);

const FIELD_NAMES = [
  'details.name',
  'details.address',
  'details.city',
  'details.zipcode',
  'details.email',
  'details.phone',
  'details.businessIdName',
  'details.businessId',
] as const;

/** Props of {@link ClinicDetailsSection}. */
export interface ClinicDetailsSectionProps {
  team: Team;
  /** Administrators change the details in a form; other staff read them as a list. */
  canEdit: boolean;
}

/**
 * The clinic's business details (PUT teams/{teamId}): name, address, city, postal code, email,
 * phone and a business id of a kind its country accepts (NIP only in Poland, EU VAT in the EU),
 * checked here by the same country rules the server applies.
 */
export function ClinicDetailsSection({ team, canEdit }: ClinicDetailsSectionProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const { fieldError } = useValidationMessages();
  const validateName = useClinicNameRule();
  const country = team.countryContext;
  const kinds = businessIdNamesOf(country);
  const details = team.details;
  const [kind, setKind] = useState<BusinessIdName>(
    kinds.find((name) => name === details?.businessIdName) ?? kinds[0] ?? 'NATIONAL',
  );
  const save = useMutation({
    mutationFn: (body: Details) =>
      client.teamSettings.updateTeamDetails({
        params: { teamId: team._id },
        body: { details: body },
      }),
    onSuccess: async () => {
      toastQueue.show(t(SUCCESS_MESSAGE_KEYS.teamDetailsSaved, { ns: DOMAIN_NAMESPACE }), {
        tone: 'success',
      });
      await queryClient.invalidateQueries({ queryKey: teamsQueryKey });
    },
  });
  const { fieldErrors, formError } = useServerFeedback(save.error, FIELD_NAMES);
  const validation = (key: string, values?: Record<string, number>) =>
    t(`validation.${key}`, { ns: DOMAIN_NAMESPACE, ...values });

  const validateAddress = (value: string) =>
    value.trim().length > 0 && value.trim().length < TEAM_ADDRESS_MIN_LENGTH
      ? validation('minLength', { min: TEAM_ADDRESS_MIN_LENGTH })
      : undefined;
  const validateZipcode = (value: string) =>
    value.trim() && !isValidPostalCode(value, country)
      ? validation('invalidPostalCode')
      : undefined;
  const validateBusinessId = (value: string) => {
    const problem = value.trim() ? businessIdProblem(value, kind, country) : null;
    return problem ? validation(problem) : undefined;
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: (typeof FIELD_NAMES)[number]) => String(form.get(name) ?? '').trim();
    save.mutate({
      name: text('details.name'),
      address: text('details.address'),
      city: text('details.city'),
      zipcode: text('details.zipcode'),
      email: text('details.email'),
      phone: text('details.phone'),
      businessIdName: kind,
      businessId: text('details.businessId'),
    });
  };

  const field = (name: (typeof FIELD_NAMES)[number]) => ({ name, errorMessage: fieldError });

  const countryLine = (
    <Text tone="secondary">
      {t('clinicSettings.details.country', { country: t(`countries.${country}`) })}
    </Text>
  );
  if (!canEdit) {
    return (
      <SectionCard headingId="details" heading={t('clinicSettings.details.heading')}>
        {countryLine}
        <DetailList
          details={[
            [t('fields.clinicName'), details?.name ?? team.name],
            [t('clinicSettings.details.address'), details?.address],
            [t('clinicSettings.details.city'), details?.city],
            [t('clinicSettings.details.zipcode'), details?.zipcode],
            [t('fields.email'), details?.email],
            [t('clinicSettings.details.phone'), details?.phone],
            [
              details && isBusinessIdName(details.businessIdName)
                ? t(`clinicSettings.businessIdNames.${details.businessIdName}`)
                : t('clinicSettings.details.businessIdName'),
              details?.businessId,
            ],
          ]}
        />
      </SectionCard>
    );
  }

  return (
    <SectionCard headingId="details" heading={t('clinicSettings.details.heading')}>
      {countryLine}
      <Form onSubmit={submit} validationErrors={fieldErrors}>
        {formError && <Alert tone="error">{formError}</Alert>}
        <div className={layout.fieldGrid}>
          <TextField
            {...field('details.name')}
            label={t('fields.clinicName')}
            defaultValue={details?.name ?? team.name}
            isRequired
            maxLength={TEAM_NAME_MAX_LENGTH}
            validate={validateName}
          />
          <TextField
            {...field('details.address')}
            label={t('clinicSettings.details.address')}
            defaultValue={details?.address}
            isRequired
            maxLength={TEAM_DETAIL_MAX_LENGTH}
            validate={validateAddress}
          />
          <TextField
            {...field('details.city')}
            label={t('clinicSettings.details.city')}
            defaultValue={details?.city}
            isRequired
            maxLength={TEAM_DETAIL_MAX_LENGTH}
          />
          <TextField
            {...field('details.zipcode')}
            label={t('clinicSettings.details.zipcode')}
            defaultValue={details?.zipcode}
            isRequired
            validate={validateZipcode}
          />
          <TextField
            {...field('details.email')}
            type="email"
            label={t('fields.email')}
            defaultValue={details?.email}
            isRequired
          />
          <TextField
            {...field('details.phone')}
            type="tel"
            label={t('clinicSettings.details.phone')}
            description={t('clinicSettings.details.phoneHint')}
            defaultValue={details?.phone}
          />
          <Select
            name="details.businessIdName"
            label={t('clinicSettings.details.businessIdName')}
            items={kinds.map((id) => ({ id, name: t(`clinicSettings.businessIdNames.${id}`) }))}
            selectedKey={kind}
            onSelectionChange={(key) => setKind(kinds.find((name) => name === key) ?? kind)}
            isInvalid={fieldErrors['details.businessIdName'] !== undefined}
            errorMessage={fieldErrors['details.businessIdName']}
          >
            {(option) => <SelectItem id={option.id}>{option.name}</SelectItem>}
          </Select>
          <TextField
            {...field('details.businessId')}
            // A new kind of id re-checks the value already typed.
            key={kind}
            label={t(`clinicSettings.businessIdNames.${kind}`)}
            defaultValue={details?.businessIdName === kind ? details.businessId : undefined}
            isRequired
            validate={validateBusinessId}
          />
        </div>
        <div>
          <Button type="submit" isPending={save.isPending}>
            {t('clinicSettings.details.save')}
          </Button>
        </div>
      </Form>
    </SectionCard>
  );
}
