import { createStaticHandler, matchRoutes } from 'react-router';
import type { RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { currentPageHandle } from './signupRouteHandle';
import { createSignupRoutes } from './signupRoutes';
import type { SignupPages } from './signupRoutes';

// Distinct components, so each assertion can tell which page a path renders.
const pages: SignupPages = {
  registrationFlow: () => null,
  subscription: () => null,
  form: () => null,
  sandboxCheckout: () => null,
  paymentSuccess: () => null,
  notFound: () => null,
};
const routes = createSignupRoutes(pages);

function shownAt(path: string) {
  const matches = matchRoutes(routes, path) ?? [];
  const deepest: RouteObject | undefined = matches.at(-1)?.route;
  return {
    Component: deepest?.Component,
    handle: currentPageHandle(matches.map(({ route }) => ({ handle: route.handle }))),
  };
}

describe('signup route table', () => {
  it('redirects /register-rehabilitation to its subscription child, replacing the entry', async () => {
    const handler = createStaticHandler(routes);
    const response = await handler.query(new Request('http://localhost/register-rehabilitation'));

    expect(response).toBeInstanceOf(Response);
    const redirect = response as Response;
    expect(redirect.status).toBe(302);
    expect(redirect.headers.get('Location')).toBe('/register-rehabilitation/subscription');
    expect(redirect.headers.get('X-Remix-Replace')).toBe('true');
  });

  it('shows the registration steps in order: plan, then details', () => {
    expect(shownAt('/register-rehabilitation/subscription')).toEqual({
      Component: pages.subscription,
      handle: { page: 'subscription', registrationStep: 1 },
    });
    expect(shownAt('/register-rehabilitation/form')).toEqual({
      Component: pages.form,
      handle: { page: 'form', registrationStep: 2 },
    });
  });

  it('shows the sandbox checkout page outside the registration steps, with no step', () => {
    const matches = matchRoutes(routes, '/register-rehabilitation/sandbox-checkout/c-1') ?? [];
    expect(matches.map(({ route }) => route.Component)).toEqual([pages.sandboxCheckout]);
    expect(matches.at(-1)?.params).toEqual({ checkoutId: 'c-1' });
  });

  it('keeps both registration steps inside the flow that holds their entries', () => {
    for (const path of ['/register-rehabilitation/subscription', '/register-rehabilitation/form']) {
      const matches = matchRoutes(routes, path) ?? [];
      expect(matches[0]?.route.Component).toBe(pages.registrationFlow);
    }
  });

  it.each([
    ['/payment-success-one-time', 'paymentSuccessOneTime'],
    ['/payment-rehabilitation-success-subscription', 'paymentRehabilitationSuccessSubscription'],
    ['/payment-success-subscription', 'paymentSuccessSubscription'],
    ['/payment-success-demo', 'paymentSuccessDemo'],
  ])('shows the payment success page for %s with its own confirmation', (path, page) => {
    expect(shownAt(path)).toEqual({ Component: pages.paymentSuccess, handle: { page } });
  });

  it.each(['/register-rehabilitation/plans', '/payment-success', '/sign-in'])(
    'answers the unknown path %s with the not-found page',
    (path) => {
      expect(shownAt(path)).toEqual({ Component: pages.notFound, handle: { page: 'notFound' } });
    },
  );
});

describe('currentPageHandle', () => {
  it('takes the deepest route that names a page', () => {
    const handle = currentPageHandle([
      { handle: undefined },
      { handle: { page: 'subscription', registrationStep: 1 } },
      { handle: undefined },
    ]);
    expect(handle).toEqual({ page: 'subscription', registrationStep: 1 });
  });

  it('is undefined while no route names a page', () => {
    expect(currentPageHandle([{ handle: undefined }])).toBeUndefined();
  });
});
