import { Preloader } from '@telemed/ui';
import { SignupFrame } from './SignupFrame';

/** The frame with a preloader, while the router settles the first location (a redirect). */
export function SignupLoadingPage() {
  return (
    <SignupFrame>
      <Preloader />
    </SignupFrame>
  );
}
