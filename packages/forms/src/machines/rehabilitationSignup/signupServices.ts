import type {
  CheckoutStarted,
  CheckoutState,
  Plan,
  RehabilitationSignupBody,
} from '@telemed/domain';
import { fromPromise } from 'xstate';

/** The calls the rehabilitation signup makes, as the app provides them. */
export interface SignupServices {
  /** GET plans: the offered plans, in the order the page shows them. */
  loadPlans(signal: AbortSignal): Promise<Plan[]>;
  /** POST rehabilitationUsers: registers the patient and starts the plan's checkout. */
  register(body: RehabilitationSignupBody): Promise<CheckoutStarted>;
  /** GET payments/checkouts/{checkoutId}: the checkout's state, for the success pages. */
  loadCheckout(checkoutId: string, signal: AbortSignal): Promise<CheckoutState>;
}

/**
 * The signup and checkout-status machines' actors over the app's services.
 *
 * @example
 * const machine = signupMachine.provide({ actors: signupActors(signupApiServices(client)) });
 */
export function signupActors(services: SignupServices) {
  return {
    loadPlans: fromPromise<Plan[], undefined>(({ signal }) => services.loadPlans(signal)),
    register: fromPromise<CheckoutStarted, RehabilitationSignupBody>(({ input }) =>
      services.register(input),
    ),
    loadCheckout: fromPromise<CheckoutState, string>(({ input, signal }) =>
      services.loadCheckout(input, signal),
    ),
  };
}
