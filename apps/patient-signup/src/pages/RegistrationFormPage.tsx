import { DEFAULT_LANGUAGE, isLanguage } from '@telemed/domain';
import { SignupForm, shownSignupIssues } from '@telemed/forms';
import { Text } from '@telemed/ui';
import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useSignupActor } from '../registration/RegistrationFlow';
import { legalDocumentPath } from '../legal/legalDocumentPath';
import { signupPaths } from '../routes/signupPaths';
import { PageFrame } from './PageFrame';

/** Step 2 of the rehabilitation registration: the patient's details, then the signup. */
export function RegistrationFormPage() {
  const { t, i18n } = useTranslation();
  const actor = useSignupActor();
  const navigate = useNavigate();
  const plan = useSelector(actor, (snapshot) => snapshot.context.plan);
  const draft = useSelector(actor, (snapshot) => snapshot.context.draft);
  const issues = useSelector(actor, (snapshot) => shownSignupIssues(snapshot.context));
  const failure = useSelector(actor, (snapshot) => snapshot.context.failure);
  const isChoosingPlan = useSelector(actor, (snapshot) => snapshot.hasTag('choosingPlan'));
  const isBusy = useSelector(actor, (snapshot) => snapshot.hasTag('busy'));
  const isLeaving = useSelector(actor, (snapshot) => snapshot.status === 'done');

  // Forward again after Back: the plan chosen before still holds.
  useEffect(() => {
    if (isChoosingPlan && plan) actor.send({ type: 'plan.choose', planId: plan.id });
  }, [actor, isChoosingPlan, plan]);

  // Opened directly (a bookmark, a reload): there is no plan yet, so the plans come first.
  if (!plan) return <Navigate to={signupPaths.subscription} replace />;

  const changePlan = () => {
    actor.send({ type: 'form.back' });
    navigate(signupPaths.subscription);
  };
  const language = isLanguage(i18n.resolvedLanguage) ? i18n.resolvedLanguage : DEFAULT_LANGUAGE;
  return (
    <PageFrame>
      <Text>{t('pages.form.lead')}</Text>
      <SignupForm
        plan={plan}
        draft={draft}
        issues={issues}
        failure={failure}
        isSubmitting={isBusy}
        legalDocumentHref={(document) => legalDocumentPath(language, document)}
        onChange={(field, value) => actor.send({ type: 'field.change', field, value })}
        onSubmit={() => actor.send({ type: 'form.submit' })}
        onChangePlan={changePlan}
      />
      {isLeaving && plan.kind !== 'demo' && (
        <Text role="status">{t('registration.redirecting')}</Text>
      )}
    </PageFrame>
  );
}
