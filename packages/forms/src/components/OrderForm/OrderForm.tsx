import {
  COUNTRIES,
  CONTRACT_TERMS,
  DOMAIN_NAMESPACE,
  ORDER_AGREEMENTS,
  ORDER_SPECIAL_REQUESTS_MAX_LENGTH,
  businessIdNamesOf,
  fieldErrorMessages,
} from '@telemed/domain';
import type { Country, Order, OrderAgreement, TranslateFunction } from '@telemed/domain';
import {
  Alert,
  Button,
  Checkbox,
  CheckboxGroup,
  Form,
  Radio,
  RadioGroup,
  Select,
  SelectItem,
  SignaturePad,
  TextArea,
  TextField,
} from '@telemed/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import * as layout from '../../layout/formLayout.css';
import { orderDraftIssues } from '../../machines/orderForm/orderDraft';
import type { OrderDraft } from '../../machines/orderForm/orderDraft';
import { orderFormMachine } from '../../machines/orderForm/orderFormMachine';
import { orderFormActors } from '../../machines/orderForm/orderFormServices';
import type { OrderFormServices } from '../../machines/orderForm/orderFormServices';
import { failureFeedback, failureText } from '../../validation/failureFeedback';
import type { DescribeFailure } from '../../validation/failureFeedback';

/** The fields whose server errors show beside them; others show above the form. */
const ORDER_FIELDS = [
  'businessName',
  'country',
  'businessIdName',
  'businessId',
  'address',
  'city',
  'postalCode',
  'devices',
  'contractTerm',
  'specialRequests',
  'signature',
  'signature.signerName',
  'signature.strokes',
  ...ORDER_AGREEMENTS.map((name) => `agreements.${name}`),
  'agreements',
];

/** Props of {@link OrderForm}. */
export interface OrderFormProps {
  /** The clinic that orders. */
  teamId: string;
  /** The clinic's country, the form's first choice. */
  country: Country;
  /** The call the form makes. */
  services: OrderFormServices;
  /**
   * What a failure says above the form when it has no field to show beside.
   * @default the domain catalogue's text, or the server's message
   */
  describeFailure?: DescribeFailure;
  /** Called with the stored order ('order created'). */
  onSubmitted(order: Order): void;
}

/** The first problem of each field, translated: the draft's after a submit try, else the server's. */
function useFieldMessages(
  draft: OrderDraft,
  submitAttempted: boolean,
  serverErrors: Record<string, string>,
): Record<string, string> {
  const { t } = useTranslation(DOMAIN_NAMESPACE);
  if (!submitAttempted) return serverErrors;
  const local = fieldErrorMessages(
    { validationErrors: orderDraftIssues(draft) },
    t as TranslateFunction,
  );
  return { ...serverErrors, ...local };
}

/**
 * The clinic's order (clinic activation, clinical-domain §2, §3 "Order form", §5), driven by
 * {@link orderFormMachine}: business details whose kinds of business id follow the country, the
 * number of devices, the contract term, special requests or a delivery date, the four agreements
 * and a signature drawn with a pointer or typed. Each field shows its problem once a submit was
 * tried, checked by the schema the server uses, and the server's answer beside its field.
 *
 * @example
 * <OrderForm teamId={teamId} country="PL" services={orderFormApiServices(client)} onSubmitted={open} />
 */
export function OrderForm({
  teamId,
  country,
  services,
  describeFailure,
  onSubmitted,
}: OrderFormProps) {
  const { t } = useFormsTranslation();
  const [machine] = useState(() => orderFormMachine.provide({ actors: orderFormActors(services) }));
  const actorRef = useActorRef(machine, { input: { teamId, country } });
  const draft = useSelector(actorRef, (snapshot) => snapshot.context.draft);
  const submitAttempted = useSelector(actorRef, (snapshot) => snapshot.context.submitAttempted);
  const saveError = useSelector(actorRef, (snapshot) => snapshot.context.saveError);
  const isBusy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));

  const submitted = useEffectEvent((order: Order) => onSubmitted(order));
  useEffect(() => {
    const subscription = actorRef.on('order.created', (event) => submitted(event.order));
    return () => subscription.unsubscribe();
  }, [actorRef]);

  const { t: translate } = useTranslation(DOMAIN_NAMESPACE);
  const feedback = failureFeedback(
    saveError,
    ORDER_FIELDS,
    translate as TranslateFunction,
    describeFailure ?? ((failure) => failureText(failure, translate as TranslateFunction)),
  );
  const messages = useFieldMessages(draft, submitAttempted, feedback.fieldErrors);
  const error = (name: string) => ({
    isInvalid: messages[name] !== undefined,
    errorMessage: messages[name],
  });
  const agreementsError =
    ORDER_AGREEMENTS.map((name) => messages[`agreements.${name}`]).find(Boolean) ??
    messages.agreements;
  const change = (fields: Partial<Omit<OrderDraft, 'signature'>>) =>
    actorRef.send({ type: 'field.change', change: fields });
  const changeSignature = (fields: Partial<OrderDraft['signature']>) =>
    actorRef.send({ type: 'signature.change', change: fields });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    actorRef.send({ type: 'form.submit' });
  };

  return (
    <Form onSubmit={submit} validationBehavior="aria" aria-label={t('order.title')}>
      {feedback.formError && <Alert tone="error">{feedback.formError}</Alert>}
      {submitAttempted && Object.keys(messages).length > 0 && (
        <Alert tone="error">{t('order.fixErrors')}</Alert>
      )}
      <div className={layout.fieldGrid}>
        <TextField
          label={t('order.businessName')}
          value={draft.businessName}
          onChange={(businessName) => change({ businessName })}
          isRequired
          {...error('businessName')}
        />
        <Select
          label={t('order.country')}
          items={COUNTRIES.map((id) => ({ id, name: t(`order.countries.${id}`) }))}
          selectedKey={draft.country}
          onSelectionChange={(key) => {
            const chosen = COUNTRIES.find((id) => id === key);
            if (chosen) change({ country: chosen });
          }}
          {...error('country')}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <Select
          label={t('order.businessIdName')}
          items={businessIdNamesOf(draft.country).map((id) => ({
            id,
            name: t(`order.businessIdNames.${id}`),
          }))}
          selectedKey={draft.businessIdName}
          onSelectionChange={(key) => {
            const chosen = businessIdNamesOf(draft.country).find((id) => id === key);
            if (chosen) change({ businessIdName: chosen });
          }}
          {...error('businessIdName')}
        >
          {(item) => <SelectItem id={item.id}>{item.name}</SelectItem>}
        </Select>
        <TextField
          label={t(`order.businessIdNames.${draft.businessIdName}`)}
          description={t(`order.businessIdHints.${draft.businessIdName}`)}
          value={draft.businessId}
          onChange={(businessId) => change({ businessId })}
          isRequired
          {...error('businessId')}
        />
        <TextField
          label={t('order.address')}
          value={draft.address}
          onChange={(address) => change({ address })}
          isRequired
          {...error('address')}
        />
        <TextField
          label={t('order.city')}
          value={draft.city}
          onChange={(city) => change({ city })}
          isRequired
          {...error('city')}
        />
        <TextField
          label={t('order.postalCode')}
          value={draft.postalCode}
          onChange={(postalCode) => change({ postalCode })}
          isRequired
          {...error('postalCode')}
        />
        <TextField
          label={t('order.devices')}
          description={t('order.devicesHint')}
          inputMode="numeric"
          value={draft.devices}
          onChange={(devices) => change({ devices })}
          isRequired
          {...error('devices')}
        />
        <RadioGroup
          label={t('order.contractTerm')}
          value={draft.contractTerm || null}
          onChange={(value) => {
            const term = CONTRACT_TERMS.find((id) => id === value);
            if (term) change({ contractTerm: term });
          }}
          isRequired
          className={layout.fullRow}
          {...error('contractTerm')}
        >
          {CONTRACT_TERMS.map((term) => (
            <Radio key={term} value={term}>
              {t(`order.contractTerms.${term}`)}
            </Radio>
          ))}
        </RadioGroup>
        <TextArea
          label={t('order.specialRequests')}
          value={draft.specialRequests}
          onChange={(specialRequests) => change({ specialRequests })}
          maxLength={ORDER_SPECIAL_REQUESTS_MAX_LENGTH}
          className={layout.fullRow}
          {...error('specialRequests')}
        />
        <CheckboxGroup
          label={t('order.agreements')}
          value={ORDER_AGREEMENTS.filter((name) => draft.agreements[name])}
          onChange={(accepted) =>
            change({
              agreements: Object.fromEntries(
                ORDER_AGREEMENTS.map((name) => [name, accepted.includes(name)]),
              ) as Record<OrderAgreement, boolean>,
            })
          }
          isRequired
          isInvalid={agreementsError !== undefined}
          errorMessage={agreementsError}
          className={layout.fullRow}
        >
          {ORDER_AGREEMENTS.map((name) => (
            <Checkbox key={name} value={name}>
              {t(`order.agreementNames.${name}`)}
            </Checkbox>
          ))}
        </CheckboxGroup>
        <RadioGroup
          label={t('order.signatureMethod')}
          value={draft.signature.method}
          onChange={(method) => changeSignature({ method: method === 'typed' ? 'typed' : 'drawn' })}
          orientation="horizontal"
          className={layout.fullRow}
        >
          <Radio value="drawn">{t('order.signatureMethods.drawn')}</Radio>
          <Radio value="typed">{t('order.signatureMethods.typed')}</Radio>
        </RadioGroup>
        <TextField
          label={t('order.signerName')}
          description={
            draft.signature.method === 'typed' ? t('order.typedSignatureHint') : undefined
          }
          value={draft.signature.signerName}
          onChange={(signerName) => changeSignature({ signerName })}
          isRequired
          className={layout.fullRow}
          {...error('signature.signerName')}
        />
        {draft.signature.method === 'drawn' && (
          <div className={layout.fullRow}>
            <SignaturePad
              label={t('order.signature')}
              description={t('order.drawnSignatureHint')}
              strokes={draft.signature.strokes}
              onChange={(strokes) => changeSignature({ strokes })}
              errorMessage={messages['signature.strokes'] ?? messages.signature}
              isDisabled={isBusy}
            />
          </div>
        )}
      </div>
      <div className={layout.actionRow}>
        <Button type="submit" variant="primary" isPending={isBusy}>
          {t('order.submit')}
        </Button>
      </div>
    </Form>
  );
}
