import type { CheckoutStarted, CurrentPlan, Plan, RecoverCode } from '@telemed/domain';
import { fromPromise } from 'xstate';

/** The calls the subscription page makes, as the app provides them. */
export interface SubscriptionServices {
  /** GET users/me/subscription: the current plan or none, and whether a phone is missing. */
  loadCurrentPlan(signal: AbortSignal): Promise<CurrentPlan>;
  /** GET plans: the plans the choose-plan modal offers. */
  loadPlans(signal: AbortSignal): Promise<Plan[]>;
  /** POST users/me/subscription/checkout: starts the chosen plan's checkout. */
  choosePlan(planId: number): Promise<CheckoutStarted>;
  /** POST users/me/subscription/cancel: cancels at the period's end. */
  cancelSubscription(): Promise<CurrentPlan>;
  /** POST users/me/subscription/resume: undoes a cancellation before the period ends. */
  resumeSubscription(): Promise<CurrentPlan>;
  /** GET users/me/recover-code: the mobile app's recover code. */
  loadRecoverCode(signal: AbortSignal): Promise<RecoverCode>;
  /** POST users/me/recover-code: a new recover code; the old one stops working. */
  regenerateRecoverCode(): Promise<RecoverCode>;
  /** PUT users/me/phone: the phone number a rehabilitation assignment needs. */
  setPhone(phone: string): Promise<CurrentPlan>;
}

/**
 * The subscription machine's actors over the app's services.
 *
 * @example
 * const machine = subscriptionMachine.provide({
 *   actors: subscriptionActors(subscriptionApiServices(client)),
 * });
 */
export function subscriptionActors(services: SubscriptionServices) {
  return {
    loadCurrentPlan: fromPromise<CurrentPlan, undefined>(({ signal }) =>
      services.loadCurrentPlan(signal),
    ),
    loadPlans: fromPromise<Plan[], undefined>(({ signal }) => services.loadPlans(signal)),
    choosePlan: fromPromise<CheckoutStarted, number>(({ input }) => services.choosePlan(input)),
    cancelSubscription: fromPromise<CurrentPlan, undefined>(() => services.cancelSubscription()),
    resumeSubscription: fromPromise<CurrentPlan, undefined>(() => services.resumeSubscription()),
    loadRecoverCode: fromPromise<RecoverCode, undefined>(({ signal }) =>
      services.loadRecoverCode(signal),
    ),
    regenerateRecoverCode: fromPromise<RecoverCode, undefined>(() =>
      services.regenerateRecoverCode(),
    ),
    setPhone: fromPromise<CurrentPlan, string>(({ input }) => services.setPhone(input)),
  };
}
