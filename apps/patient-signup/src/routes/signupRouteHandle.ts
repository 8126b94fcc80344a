import type { SignupMessages } from '../i18n/locales/en-GB';

/** A page of the signup app; also the key of its strings under `pages.*`. */
export type SignupPageId = keyof SignupMessages['pages'];

/** The route metadata each page route carries in its `handle`. */
export type SignupRouteHandle = {
  /** Which page the route shows; its translated title names the document. */
  page: SignupPageId;
  /** Position in the registration flow (plan, then details), for the step indicator. */
  registrationStep?: number;
};

/** Number of steps of the registration flow: plan choice, then personal details. */
export const registrationStepCount = 2;

function isSignupRouteHandle(handle: unknown): handle is SignupRouteHandle {
  return typeof handle === 'object' && handle !== null && 'page' in handle;
}

/** The handle of the deepest matched route that has one, i.e. the page on screen. */
export function currentPageHandle(
  matches: readonly { handle: unknown }[],
): SignupRouteHandle | undefined {
  return matches.map((match) => match.handle).findLast(isSignupRouteHandle);
}
