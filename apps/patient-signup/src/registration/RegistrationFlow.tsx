import { isLanguage } from '@telemed/domain';
import { signupActors, signupMachine } from '@telemed/forms';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useMemo } from 'react';
import type { ActorRefFrom } from 'xstate';
import { useTranslation } from 'react-i18next';
import { Outlet, useNavigate } from 'react-router';
import { useSignupServices } from '../services/SignupServicesContext';

/** The running signup machine of the registration's steps. */
export type SignupActorRef = ActorRefFrom<typeof signupMachine>;

const SignupActorContext = createContext<SignupActorRef | null>(null);

/** The signup machine the registration's steps share; only inside {@link RegistrationFlow}. */
export function useSignupActor(): SignupActorRef {
  const actor = useContext(SignupActorContext);
  if (!actor) throw new Error('useSignupActor needs the RegistrationFlow route around it.');
  return actor;
}

/**
 * The layout route of /register-rehabilitation: one signup machine for both steps, so the plan
 * and every entry outlive moving between them ("Change plan", Back, a lost connection). When the
 * signup is sent it leaves the flow: to the provider's hosted checkout (another origin for a
 * real provider, so a full page load) or, for the demo, to the demo's success page.
 */
export function RegistrationFlow() {
  const { signup } = useSignupServices();
  const { i18n } = useTranslation();
  const navigate = useNavigate();
  const machine = useMemo(() => signupMachine.provide({ actors: signupActors(signup) }), [signup]);
  const language = i18n.resolvedLanguage;
  const actor = useActorRef(machine, {
    input: isLanguage(language) ? { language } : {},
  });
  const started = useSelector(actor, (snapshot) =>
    snapshot.status === 'done' ? snapshot.context.started : null,
  );
  useEffect(() => {
    if (!started) return;
    if (started.checkoutUrl) window.location.assign(started.checkoutUrl);
    else navigate(`${started.checkout.successPath}?checkout=${started.checkout.id}`);
  }, [started, navigate]);
  return (
    <SignupActorContext.Provider value={actor}>
      <Outlet />
    </SignupActorContext.Provider>
  );
}
