import { z } from 'zod';
import { businessIdProblem, isValidPostalCode } from '../rules/businessIds';
import {
  CONTRACT_TERMS,
  FEE_CURRENCIES,
  FEE_MAX_MINOR_UNITS,
  ORDER_AGREEMENTS,
  ORDER_MAX_DEVICES,
  ORDER_MIN_DEVICES,
  ORDER_STATUSES,
  SIGNATURE_MAX_POINTS,
  SIGNATURE_MAX_STROKES,
} from '../rules/orders';
import type { OrderAgreement } from '../rules/orders';
import { CountrySchema } from './team';
import {
  BusinessIdNameSchema,
  TEAM_ADDRESS_MIN_LENGTH,
  TEAM_DETAIL_MAX_LENGTH,
} from './teamSettings';

/** Longest text of the special requests or delivery date (clinical-domain §3 "Order form"). */
export const ORDER_SPECIAL_REQUESTS_MAX_LENGTH = 2_000;

/** Longest signer's name. */
export const SIGNER_NAME_MAX_LENGTH = 120;

export const ContractTermSchema = z.enum(CONTRACT_TERMS, { error: 'invalidValue' });
export const OrderStatusSchema = z.enum(ORDER_STATUSES, { error: 'invalidValue' });
export const FeeCurrencySchema = z.enum(FEE_CURRENCIES, { error: 'invalidValue' });

const requiredText = (max: number) =>
  z.string().trim().min(1, { error: 'isRequired' }).max(max, { error: 'tooLong' });

/** A point of a drawn signature in the unit square of the pad, so any pad size replays it. */
const SignaturePointSchema = z.tuple([z.number().min(0).max(1), z.number().min(0).max(1)]);

/** The signer's name: who signs on behalf of the clinic. */
const SignerNameSchema = requiredText(SIGNER_NAME_MAX_LENGTH);

/**
 * A signature as the form sends it: drawn with a pointer (strokes of the pad, a vector that a
 * picture of any size redraws) or typed (the signer's name is the signature, the accessible
 * alternative to drawing). Who signed and when is the server's to record.
 */
export const SignatureInputSchema = z.discriminatedUnion(
  'method',
  [
    z.object({
      method: z.literal('drawn'),
      signerName: SignerNameSchema,
      strokes: z
        .array(z.array(SignaturePointSchema).min(1).max(SIGNATURE_MAX_POINTS), {
          error: 'signatureRequired',
        })
        .min(1, { error: 'signatureRequired' })
        .max(SIGNATURE_MAX_STROKES, { error: 'invalidValue' }),
    }),
    z.object({ method: z.literal('typed'), signerName: SignerNameSchema }),
  ],
  { error: 'signatureRequired' },
);

export type SignatureInput = z.input<typeof SignatureInputSchema>;

/** The signing user: null once they deleted their account; the signer's name stays. */
const SignedBySchema = z.uuid().nullable();

/** A stored signature: the input with the signing user and the server's time. */
export const SignatureSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('drawn'),
    signerName: z.string(),
    strokes: z.array(z.array(z.tuple([z.number(), z.number()]))),
    signedBy: SignedBySchema,
    signedAt: z.iso.datetime(),
  }),
  z.object({
    method: z.literal('typed'),
    signerName: z.string(),
    signedBy: SignedBySchema,
    signedAt: z.iso.datetime(),
  }),
]);

export type Signature = z.infer<typeof SignatureSchema>;

/** Every agreement must be ticked: a missing or false one is `notAccepted`. */
const AgreementsSchema = z.object(
  Object.fromEntries(
    ORDER_AGREEMENTS.map((agreement) => [agreement, z.literal(true, { error: 'notAccepted' })]),
  ) as Record<OrderAgreement, z.ZodLiteral<true>>,
  { error: 'notAccepted' },
);

/**
 * When a country rule may run: zod skips refinements once any field failed, but a rule needs only
 * the fields it reads to be well formed (and the body to be an object).
 */
function whenWellFormed(...fields: string[]) {
  return ({ issues }: { issues: readonly { path?: readonly PropertyKey[] }[] }) =>
    !issues.some((issue) => {
      const field = issue.path?.[0];
      return field === undefined || fields.includes(String(field));
    });
}

/**
 * POST teams/{teamId}/orders: the order form (clinical-domain §3 "Order form", §5). The business
 * id is checked for its kind in the chosen country ("Enter 10-digit NIP", "Incorrect EU VAT",
 * "Enter valid business id for the country") and the postal code for the country ("Incorrect
 * postal code"); the country rules run once the fields they read are well formed, beside the
 * other fields' errors.
 */
export const SubmitOrderBodySchema = z
  .object({
    businessName: requiredText(TEAM_DETAIL_MAX_LENGTH),
    country: CountrySchema,
    businessIdName: BusinessIdNameSchema,
    businessId: requiredText(32),
    address: z
      .string()
      .trim()
      // An empty address is missing before it is short (forms show the first constraint).
      .min(1, { error: 'isRequired' })
      .min(TEAM_ADDRESS_MIN_LENGTH, { error: 'tooShort' })
      .max(TEAM_DETAIL_MAX_LENGTH, { error: 'tooLong' }),
    city: requiredText(TEAM_DETAIL_MAX_LENGTH),
    postalCode: requiredText(16),
    devices: z
      .number({ error: 'invalidType' })
      .int({ error: 'notInteger' })
      .min(ORDER_MIN_DEVICES, { error: 'tooFewDevices' })
      .max(ORDER_MAX_DEVICES, { error: 'invalidValue' }),
    contractTerm: ContractTermSchema,
    specialRequests: z
      .string()
      .trim()
      .max(ORDER_SPECIAL_REQUESTS_MAX_LENGTH, { error: 'tooLong' })
      .default(''),
    agreements: AgreementsSchema,
    signature: SignatureInputSchema,
  })
  .superRefine(
    (order, context) => {
      const problem = businessIdProblem(order.businessId, order.businessIdName, order.country);
      if (problem) context.addIssue({ code: 'custom', path: ['businessId'], message: problem });
    },
    { when: whenWellFormed('country', 'businessIdName', 'businessId') },
  )
  .superRefine(
    (order, context) => {
      if (!isValidPostalCode(order.postalCode, order.country))
        context.addIssue({ code: 'custom', path: ['postalCode'], message: 'invalidPostalCode' });
    },
    { when: whenWellFormed('country', 'postalCode') },
  );

export type SubmitOrderBody = z.input<typeof SubmitOrderBodySchema>;

/** A fee in minor units of its currency (cents, grosze, pence). */
export const OrderFeeSchema = z.object({
  amount: z
    .number({ error: 'invalidType' })
    .int({ error: 'notInteger' })
    .min(1, { error: 'invalidValue' })
    .max(FEE_MAX_MINOR_UNITS, { error: 'invalidValue' }),
  currency: FeeCurrencySchema,
});

export type OrderFee = z.infer<typeof OrderFeeSchema>;

/** PUT admin/orders/{orderId}/fee: the subscription fee sent to the clinic after its order. */
export const SetOrderFeeBodySchema = OrderFeeSchema;

export type SetOrderFeeBody = z.input<typeof SetOrderFeeBodySchema>;

/** An order as its clinic and the site administrators see it. */
export const OrderSchema = z.object({
  _id: z.uuid(),
  teamId: z.uuid(),
  teamName: z.string(),
  status: OrderStatusSchema,
  businessName: z.string(),
  country: CountrySchema,
  businessIdName: BusinessIdNameSchema,
  businessId: z.string(),
  address: z.string(),
  city: z.string(),
  postalCode: z.string(),
  devices: z.number().int(),
  contractTerm: ContractTermSchema,
  specialRequests: z.string(),
  /** The agreements accepted at submit; all four, always. */
  agreements: z.array(z.enum(ORDER_AGREEMENTS)),
  /** Who submitted the order (`signedBy`) and when (`signedAt`), with how they signed. */
  signature: SignatureSchema,
  createdAt: z.iso.datetime(),
  fee: OrderFeeSchema.nullable(),
  feeSetAt: z.iso.datetime().nullable(),
  activatedAt: z.iso.datetime().nullable(),
});

export type Order = z.infer<typeof OrderSchema>;
