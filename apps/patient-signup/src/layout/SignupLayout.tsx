import { Outlet } from 'react-router';
import { SignupFrame } from './SignupFrame';
import { useDocumentTitle } from './useDocumentTitle';

/** The layout route of the signup app: the frame around the current page, and its title. */
export function SignupLayout() {
  useDocumentTitle();
  return (
    <SignupFrame>
      <Outlet />
    </SignupFrame>
  );
}
