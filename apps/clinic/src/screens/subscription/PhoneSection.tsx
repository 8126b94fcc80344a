import { PhoneNumberPrompt } from '@telemed/ui';
import { useSelector } from '@xstate/react';
import { useServerFeedback } from '../../forms/useServerFeedback';
import type { SubscriptionActor } from './subscriptionActor';

const PHONE_FIELDS = ['phone'] as const;

/**
 * The phone number the clinic needs before it can assign rehabilitation, asked while the server
 * says it is missing; the server's refusal shows beside the field.
 */
export function PhoneSection({ actor }: { actor: SubscriptionActor }) {
  const isSaving = useSelector(actor, (snapshot) => snapshot.hasTag('savingPhone'));
  const error = useSelector(actor, (snapshot) =>
    snapshot.context.failure?.action === 'setPhone' ? snapshot.context.failure.error : null,
  );
  const feedback = useServerFeedback(error, PHONE_FIELDS);
  return (
    <PhoneNumberPrompt
      onSubmit={(phone) => actor.send({ type: 'phone.submit', phone })}
      isSubmitting={isSaving}
      errorMessage={feedback.fieldErrors.phone}
      formError={feedback.formError}
    />
  );
}
