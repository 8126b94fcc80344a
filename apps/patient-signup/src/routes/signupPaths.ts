/** Paths of the signup app; the API server hands exactly these to the signup app's build. */
export const signupPaths = {
  registerRehabilitation: '/register-rehabilitation',
  subscription: '/register-rehabilitation/subscription',
  form: '/register-rehabilitation/form',
  /** The sandbox provider's hosted checkout; the API's sandbox `checkoutUrl` points here. */
  sandboxCheckout: '/register-rehabilitation/sandbox-checkout/:checkoutId',
  paymentSuccessOneTime: '/payment-success-one-time',
  paymentRehabilitationSuccessSubscription: '/payment-rehabilitation-success-subscription',
  paymentSuccessSubscription: '/payment-success-subscription',
  paymentSuccessDemo: '/payment-success-demo',
} as const;

/**
 * The clinic portal's sign-in. It is another app on the same server, so links to it are plain
 * anchors (a full page load), never router links.
 */
export const clinicSignInPath = '/sign-in';
