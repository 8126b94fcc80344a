/** English (en-GB) strings of the `signup` namespace; the fallback and the shape of every locale. */
export const enGB = {
  productName: 'Telemed',
  tagline: 'Rehabilitation registration',
  documentTitle: '{{page}} · Telemed',
  stepProgress: 'Step {{current}} of {{total}}',
  goToSignIn: 'Go to sign-in',
  signInHint: 'Sign in with the email address and password you registered.',
  pages: {
    subscription: {
      title: 'Choose your rehabilitation plan',
      lead: 'Choose the plan for your rehabilitation programme: a free demo, a one-time payment or a subscription. You will enter your details in the next step.',
    },
    form: {
      title: 'Your details',
      lead: 'Enter the details your clinic needs to assign you to the rehabilitation programme.',
    },
    paymentSuccessOneTime: {
      title: 'Payment received',
      body: 'Thank you. We have received your one-time payment and your access to the rehabilitation programme is now active.',
    },
    paymentRehabilitationSuccessSubscription: {
      title: 'Your rehabilitation subscription is active',
      body: 'Thank you. Your payment was successful and your subscription to the rehabilitation programme has started. It renews automatically at the end of each billing period until you cancel it.',
    },
    paymentSuccessSubscription: {
      title: 'Your subscription is active',
      body: 'Thank you. Your subscription has started. If your plan includes a trial period, the first payment is taken when the trial ends; after that the subscription renews automatically at the end of each billing period until you cancel it.',
    },
    paymentSuccessDemo: {
      title: 'Your demo is active',
      body: 'Your demo plan has been activated. No payment was taken. You can use the platform for the length of the demo period and choose a paid plan at any time.',
    },
    sandboxCheckout: {
      title: 'Test payment',
    },
    notFound: {
      title: 'Page not found',
      body: 'This address does not exist. Start the rehabilitation registration again or go to the clinic portal.',
      startRegistration: 'Start registration',
    },
  },
  unexpectedError: {
    title: 'Something went wrong',
    body: 'This page could not be shown. Reload it to try again.',
    reload: 'Reload page',
  },
  legal: {
    navigationLabel: 'Legal information',
    serviceTerms: 'Terms of service',
    privacyPolicy: 'Privacy policy',
    subscriptionServices: 'Subscription services terms',
  },
  plans: {
    loading: 'Loading the plans…',
    loadFailed: 'The plans could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    previousCheckout: 'Your last payment attempt',
  },
  registration: {
    redirecting: 'Taking you to the payment page…',
  },
  sandboxCheckout: {
    testNotice: 'This is a test payment page. No card is charged and no money moves.',
    loading: 'Loading the payment…',
    loadFailed: 'This payment could not be loaded. Return to the registration and try again.',
    summary: 'Payment summary',
    plan: 'Plan',
    amount: 'Amount',
    account: 'Account',
    trial: 'Trial',
    choose: 'Choose how the test payment goes',
    accepted: 'Pay with a card that is accepted',
    declined: 'Pay with a card that is declined',
    delayed: 'Pay by a method confirmed later',
    abandoned: 'Cancel and return to the plans',
    awaiting: 'This payment is waiting for its confirmation.',
    delayedSucceeded: 'Confirm the delayed payment',
    delayedFailed: 'Fail the delayed payment',
    closed: 'This payment is already settled.',
    sendFailed: 'The outcome could not be sent. Check your connection and try again.',
  },
  checkout: {
    missing:
      'This page needs the payment reference from the payment page. Start the registration again if you came here another way.',
    loadFailed:
      'The state of your payment could not be loaded. Check your connection and try again.',
    retry: 'Try again',
    choosePlanAgain: 'Choose a plan and try again',
    trialEnds: 'Your trial ends on {{date}}.',
    periodEnds: 'Your access lasts until {{date}}.',
    nextSteps: 'Next steps',
    confirmEmail:
      'Confirm your email address: open the message we sent you and click its link. You can sign in only after that.',
    recoverCode: 'The same message holds the recover code the mobile app asks for on a new phone.',
  },
} as const;

type Messages<Shape> = {
  readonly [Key in keyof Shape]: Shape[Key] extends string ? string : Messages<Shape[Key]>;
};

/** The shape every locale of the `signup` namespace must fill completely. */
export type SignupMessages = Messages<typeof enGB>;
