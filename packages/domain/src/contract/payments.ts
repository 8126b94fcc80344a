import { ERROR_MESSAGE_KEYS } from '../messages/domainMessageKeys';
import { CLIENT_ERROR_MESSAGES } from '../rules/errorCodes';
import {
  CheckoutParamsSchema,
  CheckoutStartedSchema,
  CheckoutStateSchema,
  ChoosePlanBodySchema,
  CurrentPlanSchema,
  CustomerPortalSchema,
  PlansResponseSchema,
  RecoverCodeSchema,
  RehabilitationSignupBodySchema,
  SandboxCheckoutSchema,
  SandboxOutcomeBodySchema,
  SandboxOutcomeResultSchema,
  SetPhoneBodySchema,
  WebhookParamsSchema,
  WebhookReceivedSchema,
} from '../schemas/payments';
import { endpoint, errorResponses } from './endpoint';

/** The largest webhook delivery the API reads; providers' events are a few kilobytes. */
export const WEBHOOK_MAX_BYTES = 512 * 1024;

/**
 * The public side of rehabilitation payments (platform-core §2, §7, §9; clinical-domain §2, §3
 * "Subscription"): the offered plans, the signup (`POST rehabilitationUsers`), the checkout's
 * state for the success pages, the sandbox provider's hosted checkout and the providers'
 * webhooks. The spec shows no paths beyond `rehabilitationUsers` (clinical-domain §7); these
 * follow it under `/plans` and `/payments/...`.
 *
 * A checkout's state changes only through its provider's verified events (the webhooks; the
 * sandbox's outcome call raises the same signed events in process), each applied once.
 */
export const paymentsContract = {
  /** The plans offered on the signup page and in the choose-plan modal: demo, one-time, subscription. */
  listPlans: endpoint({
    method: 'GET',
    path: '/plans',
    access: 'public',
    responses: { 200: PlansResponseSchema, ...errorResponses },
  }),
  /**
   * Registers a patient for rehabilitation and starts the chosen plan's checkout: the answer's
   * `checkoutUrl` is the provider's hosted checkout to go to. The demo needs none: it answers the
   * settled state at once and the registrant is already the demo clinic's patient. An address
   * that already has an account is refused (409 `ACCOUNT_EXISTS`): its owner signs in and chooses
   * a plan in the portal. On a paid plan the registrant becomes a patient (role user) of the
   * clinic and is mailed the confirmation with the mobile app's recover code.
   */
  registerRehabilitationUser: endpoint({
    method: 'POST',
    path: '/rehabilitationUsers',
    access: 'public',
    body: RehabilitationSignupBodySchema,
    responses: { 201: CheckoutStartedSchema, ...errorResponses },
  }),
  /**
   * A checkout's state by its unguessable id, for the success pages (`?checkout=<id>`): paid,
   * pending (a delayed payment), failed or abandoned.
   */
  getCheckout: endpoint({
    method: 'GET',
    path: '/payments/checkouts/:checkoutId',
    access: 'public',
    params: CheckoutParamsSchema,
    responses: { 200: CheckoutStateSchema, ...errorResponses },
  }),
  /**
   * The sandbox provider's hosted checkout, which the signup app renders at
   * `/register-rehabilitation/sandbox-checkout/:checkoutId` (where the sandbox's `checkoutUrl`
   * points). 404 when the API runs another provider.
   */
  getSandboxCheckout: endpoint({
    method: 'GET',
    path: '/payments/sandbox/checkouts/:checkoutId',
    access: 'public',
    params: CheckoutParamsSchema,
    responses: { 200: SandboxCheckoutSchema, ...errorResponses },
  }),
  /**
   * What the patient did on the sandbox's checkout: the sandbox raises the provider events of
   * that outcome (a declined card fails the checkout with `cardDeclined`; `delayed` leaves it
   * pending until `delayedSucceeded` or `delayedFailed`) and answers where to go next. 409
   * `CHECKOUT_CLOSED` once the checkout is settled.
   */
  settleSandboxCheckout: endpoint({
    method: 'POST',
    path: '/payments/sandbox/checkouts/:checkoutId/outcome',
    access: 'public',
    params: CheckoutParamsSchema,
    body: SandboxOutcomeBodySchema,
    responses: { 200: SandboxOutcomeResultSchema, ...errorResponses },
  }),
  /**
   * A provider's webhook delivery: the raw body as signed, verified against the provider's
   * signature header (400 `INVALID_WEBHOOK_SIGNATURE` otherwise). A delivery seen before is
   * answered alike and changes nothing.
   */
  receiveWebhook: endpoint({
    method: 'POST',
    path: '/payments/webhooks/:provider',
    access: 'public',
    params: WebhookParamsSchema,
    rawBody: { contentTypes: ['application/json'], maxBytes: WEBHOOK_MAX_BYTES },
    responses: { 200: WebhookReceivedSchema, ...errorResponses },
  }),
} as const;

/** The answer's failure message of the subscription page's plan fetch (platform-core §8). */
const currentPlanFailure = {
  text: CLIENT_ERROR_MESSAGES.currentPlanFailed,
  messageKey: ERROR_MESSAGE_KEYS.currentPlanFailed,
} as const;

/**
 * The signed-in user's plan on the portal's subscription page (platform-core §2 "subscription
 * page", §3 "User payment data"): the current plan, choosing one, cancelling at the period's end
 * and resuming, the provider's customer portal, the mobile app's recover code and the phone number
 * a rehabilitation assignment needs.
 */
export const subscriptionContract = {
  /** The current plan, or none; 'Error getting current plan data' on any failure. */
  getCurrentPlan: endpoint({
    method: 'GET',
    path: '/users/me/subscription',
    access: 'signedIn',
    responses: { 200: CurrentPlanSchema, ...errorResponses },
    client: { failureMessage: currentPlanFailure },
  }),
  /**
   * Starts the checkout of the plan chosen in the choose-plan modal, for the clinic of the
   * user's last plan (else the rehabilitation clinic). 409 `PLAN_ALREADY_ACTIVE` while a plan
   * gives access.
   */
  choosePlan: endpoint({
    method: 'POST',
    path: '/users/me/subscription/checkout',
    access: 'signedIn',
    body: ChoosePlanBodySchema,
    responses: { 201: CheckoutStartedSchema, ...errorResponses },
  }),
  /** Cancels the subscription at the end of its period; 409 unless it renews. */
  cancelSubscription: endpoint({
    method: 'POST',
    path: '/users/me/subscription/cancel',
    access: 'signedIn',
    responses: { 200: CurrentPlanSchema, ...errorResponses },
  }),
  /** Resumes a subscription cancelled at its period's end, before that end; 409 otherwise. */
  resumeSubscription: endpoint({
    method: 'POST',
    path: '/users/me/subscription/resume',
    access: 'signedIn',
    responses: { 200: CurrentPlanSchema, ...errorResponses },
  }),
  /** A session of the provider's customer portal (cards, invoices); 404 without one. */
  openCustomerPortal: endpoint({
    method: 'POST',
    path: '/users/me/subscription/portal',
    access: 'signedIn',
    responses: { 200: CustomerPortalSchema, ...errorResponses },
  }),
  /** The recover code the mobile app asks for; 404 until a plan made the user a patient. */
  getRecoverCode: endpoint({
    method: 'GET',
    path: '/users/me/recover-code',
    access: 'signedIn',
    responses: { 200: RecoverCodeSchema, ...errorResponses },
  }),
  /** Replaces the recover code; the old one stops working. */
  regenerateRecoverCode: endpoint({
    method: 'POST',
    path: '/users/me/recover-code',
    access: 'signedIn',
    responses: { 201: RecoverCodeSchema, ...errorResponses },
  }),
  /** Sets the phone number the clinic needs before assigning rehabilitation. */
  setPhone: endpoint({
    method: 'PUT',
    path: '/users/me/phone',
    access: 'signedIn',
    body: SetPhoneBodySchema,
    responses: { 200: CurrentPlanSchema, ...errorResponses },
  }),
} as const;
