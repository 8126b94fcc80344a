import {
  ORDER_AGREEMENTS,
  SubmitOrderBodySchema,
  businessIdNamesOf,
  toValidationErrors,
} from '@telemed/domain';
import type {
  BusinessIdName,
  ContractTerm,
  Country,
  OrderAgreement,
  SubmitOrderBody,
  ValidationError,
} from '@telemed/domain';

/** A signature being given: the pad's strokes (unit square) or only the typed name. */
export interface SignatureDraft {
  method: 'drawn' | 'typed';
  signerName: string;
  strokes: [number, number][][];
}

/** The order form as typed: numbers stay text until sent, agreements are ticks. */
export interface OrderDraft {
  businessName: string;
  country: Country;
  businessIdName: BusinessIdName;
  businessId: string;
  address: string;
  city: string;
  postalCode: string;
  devices: string;
  contractTerm: ContractTerm | '';
  specialRequests: string;
  agreements: Record<OrderAgreement, boolean>;
  signature: SignatureDraft;
}

/**
 * An empty order in the clinic's country, its first kind of business id chosen (NIP in Poland).
 *
 * @example
 * emptyOrderDraft('PL').businessIdName; // 'NIP'
 */
export function emptyOrderDraft(country: Country): OrderDraft {
  return {
    businessName: '',
    country,
    businessIdName: businessIdNamesOf(country)[0] ?? 'NATIONAL',
    businessId: '',
    address: '',
    city: '',
    postalCode: '',
    devices: '',
    contractTerm: '',
    specialRequests: '',
    agreements: Object.fromEntries(ORDER_AGREEMENTS.map((name) => [name, false])) as Record<
      OrderAgreement,
      boolean
    >,
    signature: { method: 'drawn', signerName: '', strokes: [] },
  };
}

/**
 * The draft after a change: a new country keeps the kind of business id when the country has it,
 * else takes the country's first (a German clinic has no NIP, a Canadian one no EU VAT).
 */
export function changeOrderDraft(draft: OrderDraft, change: Partial<OrderDraft>): OrderDraft {
  const next = { ...draft, ...change };
  const offered = businessIdNamesOf(next.country);
  if (!offered.includes(next.businessIdName)) next.businessIdName = offered[0] ?? 'NATIONAL';
  return next;
}

/** Unticked agreements are left out, so the server names each as not accepted. */
function acceptedAgreements(draft: OrderDraft): Partial<Record<OrderAgreement, true>> {
  return Object.fromEntries(
    ORDER_AGREEMENTS.filter((name) => draft.agreements[name]).map((name) => [name, true]),
  );
}

/**
 * What the draft sends as POST teams/{teamId}/orders: the devices as a number (text that is no
 * number stays text, for the schema to refuse), the strokes only with a drawn signature.
 */
export function orderBody(draft: OrderDraft): SubmitOrderBody {
  const devices = draft.devices.trim() === '' ? undefined : Number(draft.devices);
  const { method, signerName, strokes } = draft.signature;
  return {
    businessName: draft.businessName,
    country: draft.country,
    businessIdName: draft.businessIdName,
    businessId: draft.businessId,
    address: draft.address,
    city: draft.city,
    postalCode: draft.postalCode,
    devices: devices as number,
    contractTerm: (draft.contractTerm || undefined) as ContractTerm,
    specialRequests: draft.specialRequests,
    agreements: acceptedAgreements(draft) as SubmitOrderBody['agreements'],
    signature: method === 'drawn' ? { method, signerName, strokes } : { method, signerName },
  };
}

/**
 * What is wrong with the draft, by the schema the server checks with: the same
 * `{ property, constraints }` list a refused submit answers.
 *
 * @example
 * orderDraftIssues(emptyOrderDraft('PL')).map(({ property }) => property); // ['businessName', ...]
 */
export function orderDraftIssues(draft: OrderDraft): ValidationError[] {
  const body = orderBody(draft);
  const parsed = SubmitOrderBodySchema.safeParse(body);
  return parsed.success ? [] : toValidationErrors(parsed.error, body);
}
