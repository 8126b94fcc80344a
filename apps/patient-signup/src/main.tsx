// First: schemas parse without eval (see the module).
import './withoutEval';
// The design system's typeface (Noto Sans: Latin with Polish, Greek), served with the app.
import '@fontsource-variable/noto-sans/index.css';
import { ApiClient, resolveBrowserLanguage } from '@telemed/domain';
import { signupApiServices } from '@telemed/forms';
import { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { createSignupI18n } from './i18n/createSignupI18n';
import { SignupLayout } from './layout/SignupLayout';
import { SignupLoadingPage } from './layout/SignupLoadingPage';
import { UnexpectedErrorPage } from './layout/UnexpectedErrorPage';
import { NotFoundPage } from './pages/NotFoundPage';
import { PaymentSuccessPage } from './pages/PaymentSuccessPage';
import { RegistrationFormPage } from './pages/RegistrationFormPage';
import { SandboxCheckoutPage } from './pages/SandboxCheckoutPage';
import { SubscriptionPage } from './pages/SubscriptionPage';
import { RegistrationFlow } from './registration/RegistrationFlow';
import { createSignupRoutes } from './routes/signupRoutes';
import { SignupApp } from './SignupApp';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element to render the signup app into.');

// No user is signed in here, so of the product's order (user setting, browser, en-GB) only the
// browser's preference list and the fallback apply.
const language = resolveBrowserLanguage(navigator.languages);
const i18n = createSignupI18n(language);
const client = new ApiClient({ language });
const services = { client, signup: signupApiServices(client) };
// Every call here is public and answers the same on a retry only after a fix: no automatic retry.
const queryClient = new QueryClient({
  defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } },
});
// The pages are small and part of the main bundle, so the first paint is the page itself (a
// payment provider's return lands here directly); only the redirect of the bare
// /register-rehabilitation path shows the loading frame for a moment.
const router = createBrowserRouter([
  {
    Component: SignupLayout,
    HydrateFallback: SignupLoadingPage,
    ErrorBoundary: UnexpectedErrorPage,
    children: createSignupRoutes({
      registrationFlow: RegistrationFlow,
      subscription: SubscriptionPage,
      form: RegistrationFormPage,
      sandboxCheckout: SandboxCheckoutPage,
      paymentSuccess: PaymentSuccessPage,
      notFound: NotFoundPage,
    }),
  },
]);

createRoot(rootElement).render(
  <StrictMode>
    <SignupApp i18n={i18n} router={router} services={services} queryClient={queryClient} />
  </StrictMode>,
);
