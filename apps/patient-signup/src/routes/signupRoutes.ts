import type { ComponentType } from 'react';
import { replace } from 'react-router';
import type { RouteObject } from 'react-router';
import { signupPaths } from './signupPaths';
import type { SignupRouteHandle } from './signupRouteHandle';

/** The page components the routes render; each payment success route shares one page. */
export interface SignupPages {
  /** The layout of the registration's steps, holding what they share; renders an outlet. */
  registrationFlow: ComponentType;
  subscription: ComponentType;
  form: ComponentType;
  sandboxCheckout: ComponentType;
  paymentSuccess: ComponentType;
  notFound: ComponentType;
}

function handle(value: SignupRouteHandle): SignupRouteHandle {
  return value;
}

/**
 * The signup app's routes (platform-core §2), rendered inside the app's layout route. The pages
 * are passed in so the table itself stays free of components and styles.
 */
export function createSignupRoutes(pages: SignupPages): RouteObject[] {
  return [
    {
      path: signupPaths.registerRehabilitation,
      Component: pages.registrationFlow,
      children: [
        // Replace, not push, so Back does not land on the bare path and bounce forward again.
        { index: true, loader: () => replace(signupPaths.subscription) },
        {
          path: 'subscription',
          handle: handle({ page: 'subscription', registrationStep: 1 }),
          Component: pages.subscription,
        },
        {
          path: 'form',
          handle: handle({ page: 'form', registrationStep: 2 }),
          Component: pages.form,
        },
      ],
    },
    {
      path: signupPaths.sandboxCheckout,
      handle: handle({ page: 'sandboxCheckout' }),
      Component: pages.sandboxCheckout,
    },
    {
      path: signupPaths.paymentSuccessOneTime,
      handle: handle({ page: 'paymentSuccessOneTime' }),
      Component: pages.paymentSuccess,
    },
    {
      path: signupPaths.paymentRehabilitationSuccessSubscription,
      handle: handle({ page: 'paymentRehabilitationSuccessSubscription' }),
      Component: pages.paymentSuccess,
    },
    {
      path: signupPaths.paymentSuccessSubscription,
      handle: handle({ page: 'paymentSuccessSubscription' }),
      Component: pages.paymentSuccess,
    },
    {
      path: signupPaths.paymentSuccessDemo,
      handle: handle({ page: 'paymentSuccessDemo' }),
      Component: pages.paymentSuccess,
    },
    { path: '*', handle: handle({ page: 'notFound' }), Component: pages.notFound },
  ];
}
