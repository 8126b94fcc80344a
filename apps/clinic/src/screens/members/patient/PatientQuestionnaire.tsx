import {
  ApiRequestError,
  DOMAIN_NAMESPACE,
  VALIDATION_MESSAGE_KEYS,
  hasPermission,
} from '@telemed/domain';
import type {
  MemberQuestionnaire,
  MemberQuestionnaireSpec,
  MemberRole,
  QuestionnaireAnswers,
} from '@telemed/domain';
import {
  QuestionnaireFields,
  issuesFromValidationErrors,
  questionnaireAnswers,
  questionnaireIssues,
} from '@telemed/forms';
import type { QuestionnaireDraft } from '@telemed/forms';
import { Alert, Button, DateTime, Form, Preloader, Text, toastQueue } from '@telemed/ui';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../feedback/errorText';
import { useServices } from '../../../services/ServicesContext';
import { DetailList } from '../../../shell/DetailList';
import { useQuestionnaireDetails } from '../../shared/useQuestionnaireDetails';
import { membersKey } from '../memberQueries';
import * as layout from '../../../shell/screenLayout.css';

const FORM_ID = 'patient-questionnaire-form';

/** Props of {@link PatientQuestionnaire}. */
export interface PatientQuestionnaireProps {
  teamId: string;
  memberId: string;
  /** The signed-in member's role in the clinic: who may fill the questionnaire in. */
  role: MemberRole;
}

/** The answers as the form's inputs hold them; answers of another type read as unanswered. */
function draftOf(answers: QuestionnaireAnswers): QuestionnaireDraft {
  return Object.fromEntries(
    Object.entries(answers).map(([name, answer]) => [
      name,
      typeof answer === 'string' || typeof answer === 'number' ? answer : null,
    ]),
  );
}

/**
 * What saving sends: every question of the spec, answered or null, so a cleared answer is
 * cleared on the server too (PATCH merges answers into the stored ones).
 */
function answersToSave(spec: MemberQuestionnaireSpec, draft: QuestionnaireDraft) {
  const cleared = Object.fromEntries(spec.questions.map((question) => [question.name, null]));
  return { ...cleared, ...questionnaireAnswers(spec, draft) };
}

/**
 * The questionnaire kept on a patient's record (GET teams/{teamId}/questionnairespec and
 * .../members/{memberId}/questionnaire): the answers with their last change, and for staff an
 * inline form that checks each answer against its bounds before saving and shows the server's
 * refusals beside their questions.
 */
export function PatientQuestionnaire({ teamId, memberId, role }: PatientQuestionnaireProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const [isEditing, setEditing] = useState(false);
  const spec = useQuery({
    queryKey: ['memberQuestionnaireSpec', teamId],
    queryFn: ({ signal }) =>
      client.members.getQuestionnaireSpec({ params: { teamId } }, { signal }),
    staleTime: Infinity,
  });
  const questionnaire = useQuery({
    queryKey: [...membersKey(teamId), 'questionnaire', memberId],
    queryFn: ({ signal }) =>
      client.members.getMemberQuestionnaire({ params: { teamId, memberId } }, { signal }),
  });
  if (spec.isError || questionnaire.isError) {
    return <Text>{errorText(spec.error ?? questionnaire.error, t)}</Text>;
  }
  if (spec.isPending || questionnaire.isPending) return <Preloader />;
  if (isEditing) {
    return (
      <QuestionnaireForm
        teamId={teamId}
        spec={spec.data}
        questionnaire={questionnaire.data}
        onDone={() => setEditing(false)}
      />
    );
  }
  return (
    <>
      <QuestionnaireAnswersList spec={spec.data} questionnaire={questionnaire.data} />
      {hasPermission(role, 'patients.questionnaire') && (
        <div>
          <Button variant="secondary" onPress={() => setEditing(true)}>
            {t('patient.questionnaire.edit')}
          </Button>
        </div>
      )}
    </>
  );
}

function QuestionnaireAnswersList({
  spec,
  questionnaire,
}: {
  spec: MemberQuestionnaireSpec;
  questionnaire: MemberQuestionnaire;
}) {
  const { t } = useTranslation();
  const details = useQuestionnaireDetails(spec.questions, questionnaire.answers);
  if (details.every(([, value]) => value === null)) {
    return <Text>{t('patient.questionnaire.empty')}</Text>;
  }
  return (
    <>
      <DetailList details={details} />
      {questionnaire.updatedAt && (
        <Text>
          {t('patient.questionnaire.updatedAt')}: <DateTime value={questionnaire.updatedAt} />
        </Text>
      )}
    </>
  );
}

function QuestionnaireForm({
  teamId,
  spec,
  questionnaire,
  onDone,
}: {
  teamId: string;
  spec: MemberQuestionnaireSpec;
  questionnaire: MemberQuestionnaire;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState(() => draftOf(questionnaire.answers));
  const save = useMutation({
    mutationFn: (answers: QuestionnaireAnswers) =>
      client.members.updateMemberQuestionnaire({
        params: { questionnaireId: questionnaire._id },
        body: { answers },
      }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: membersKey(teamId) });
      toastQueue.show(t('patient.questionnaire.saved'), { tone: 'success' });
      onDone();
    },
  });
  const serverIssues =
    save.error instanceof ApiRequestError
      ? issuesFromValidationErrors(save.error.validationErrors, spec)
      : {};
  const issues = { ...serverIssues, ...questionnaireIssues(spec, draft) };
  const errorOf = (field: string): string | undefined => {
    const issue = issues[field];
    return issue
      ? t(VALIDATION_MESSAGE_KEYS[issue.constraint], { ns: DOMAIN_NAMESPACE, ...issue.values })
      : undefined;
  };
  const formError =
    save.error && Object.keys(serverIssues).length === 0 ? errorText(save.error, t) : undefined;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (Object.keys(questionnaireIssues(spec, draft)).length > 0) return;
    save.mutate(answersToSave(spec, draft));
  };

  return (
    <Form id={FORM_ID} onSubmit={submit}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <QuestionnaireFields
        spec={spec}
        draft={draft}
        onChange={(name, answer) => {
          setDraft((current) => ({ ...current, [name]: answer }));
          if (save.error) save.reset();
        }}
        errorOf={errorOf}
        emptyText={t('patient.questionnaire.empty')}
      />
      <div className={layout.actionRow}>
        <Button type="submit" isPending={save.isPending}>
          {t('patient.questionnaire.save')}
        </Button>
        <Button variant="secondary" onPress={onDone} isDisabled={save.isPending}>
          {t('patient.questionnaire.cancel')}
        </Button>
      </div>
    </Form>
  );
}
