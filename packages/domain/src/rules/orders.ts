/**
 * The clinic order (clinic activation, clinical-domain §2, §3 "Order form", §5, §9): its contract
 * terms, devices, agreements, statuses and the fee currencies. Pure constants and predicates.
 */

/** Contract terms: 1, 3 or 12 months, or unlimited (clinical-domain §9). */
export const CONTRACT_TERMS = ['months1', 'months3', 'months12', 'unlimited'] as const;

/** One contract term. */
export type ContractTerm = (typeof CONTRACT_TERMS)[number];

/** "Number of devices must be more than 1" (clinical-domain §5, §9). */
export const ORDER_MIN_DEVICES = 2;

/** More devices than any clinic orders at once; a typo beyond it is refused, not priced. */
export const ORDER_MAX_DEVICES = 10_000;

/**
 * The four agreements accepted before submit (clinical-domain §3 "Clinic": subscription services
 * agreement, data processing agreement, privacy, terms; §5 "Agreements must be accepted before
 * submit").
 */
export const ORDER_AGREEMENTS = [
  'subscriptionServices',
  'dataProcessing',
  'privacy',
  'terms',
] as const;

/** One agreement of an order. */
export type OrderAgreement = (typeof ORDER_AGREEMENTS)[number];

/**
 * Where an order is: sent by the clinic, priced by a site administrator (the price is sent after
 * the order, clinical-domain §9), the clinic activated.
 */
export const ORDER_STATUSES = ['submitted', 'priced', 'active'] as const;

/** One order status. */
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Currencies of the subscription fee: those of the supported countries. */
export const FEE_CURRENCIES = ['EUR', 'PLN', 'GBP', 'CAD'] as const;

/** One fee currency. */
export type FeeCurrency = (typeof FEE_CURRENCIES)[number];

/** Largest fee in minor units (a million in any of the currencies). */
export const FEE_MAX_MINOR_UNITS = 100_000_000;

/** How a signature was given: drawn with a pointer, or the signer's name typed. */
export const SIGNATURE_METHODS = ['drawn', 'typed'] as const;

/** One signature method. */
export type SignatureMethod = (typeof SIGNATURE_METHODS)[number];

/** Bounds of a drawn signature: strokes of points in the unit square. */
export const SIGNATURE_MAX_STROKES = 100;
export const SIGNATURE_MAX_POINTS = 2_000;

/**
 * Whether an order at this status may be activated: only once it has its fee, and only once.
 *
 * @example
 * canActivateOrder('priced'); // true
 * canActivateOrder('submitted'); // false
 */
export function canActivateOrder(status: OrderStatus): boolean {
  return status === 'priced';
}

/**
 * Whether a site administrator may still set the fee: until the clinic is activated.
 *
 * @example
 * canSetOrderFee('active'); // false
 */
export function canSetOrderFee(status: OrderStatus): boolean {
  return status !== 'active';
}
