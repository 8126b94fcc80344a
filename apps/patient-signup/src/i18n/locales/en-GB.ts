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
} as const;

type Messages<Shape> = {
  readonly [Key in keyof Shape]: Shape[Key] extends string ? string : Messages<Shape[Key]>;
};

/** The shape every locale of the `signup` namespace must fill completely. */
export type SignupMessages = Messages<typeof enGB>;
