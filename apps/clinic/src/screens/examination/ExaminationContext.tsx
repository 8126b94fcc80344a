import { EXAMINATION_SHORT_TEXT_MAX_LENGTH, EXAMINATION_TEXT_MAX_LENGTH } from '@telemed/domain';
import type { Examination, UpdateExaminationBody } from '@telemed/domain';
import { Alert, Button, Form, Preloader, Text, TextArea, TextField, toastQueue } from '@telemed/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServerFeedback } from '../../forms/useServerFeedback';
import { useServices } from '../../services/ServicesContext';
import { DetailList } from '../../shell/DetailList';
import { ExaminationStatusControl, PhysicianAssignment } from '../examinations/ExaminationControls';
import type { ExaminationControlHandlers } from '../examinations/ExaminationControls';
import { usePhysicians } from '../examinations/examinationLookups';
import { useQuestionnaireDetails } from '../shared/useQuestionnaireDetails';
import * as styles from './ExaminationScreen.css';
import { examinationKey } from './reviewQueries';
import { useExaminationChange } from './useExaminationChange';

const DETAIL_FIELDS = ['description', 'recorderNumber', 'notes'] as const;

/** Props of {@link ExaminationContext}. */
export interface ExaminationContextProps {
  examination: Examination;
  /** Names the examination for assistive technology ('Holter ECG, Anna Nowak, 20/11/2026…'). */
  label: string;
  /** Whether the signed-in member is staff, who change the status, physician and details. */
  isStaff: boolean;
  /** Asks before archiving (the header's confirmation, clinical-domain §4). */
  onArchiveRequest(): void;
}

/**
 * What a physician needs beside the signals (clinical-domain §2 "Examination view"): the status —
 * changed here, Described included, or restored when archived — the assigned physician (assigned
 * here), the recorder number, the reason for the examination and the notes (edited here by
 * staff), and the answers of the intro questionnaire given when the examination was added.
 */
export function ExaminationContext({
  examination,
  label,
  isStaff,
  onArchiveRequest,
}: ExaminationContextProps) {
  const { t } = useTranslation();
  const headingId = useId();
  const physicians = usePhysicians(examination.teamId, isStaff);
  const change = useExaminationChange(examination);
  const [isEditing, setEditing] = useState(false);
  const [isOpen, setOpen] = useState(false);
  const failed = (error: unknown) => toastQueue.show(errorText(error, t), { tone: 'error' });
  const handlers: ExaminationControlHandlers = {
    onStatusChange: (_, status) => change.mutate({ status }, { onError: failed }),
    onArchiveRequest,
    onRestore: () => change.mutate({ body: { archived: false } }, { onError: failed }),
    onAssign: (_, physicianId) =>
      change.mutate({ body: { assignedDoctor: physicianId } }, { onError: failed }),
  };

  return (
    <section aria-labelledby={headingId} className={styles.context}>
      <h2 id={headingId} className={styles.contextHeading}>
        {t('examination.context.heading')}
      </h2>
      <dl className={styles.contextFacts}>
        <div className={styles.contextFact}>
          <dt className={styles.contextTerm}>{t('examination.context.status')}</dt>
          <dd className={styles.contextValue}>
            <ExaminationStatusControl
              examination={examination}
              label={label}
              isDisabled={!isStaff || change.isPending}
              handlers={handlers}
            />
          </dd>
        </div>
        <div className={styles.contextFact}>
          <dt className={styles.contextTerm}>{t('examination.context.physician')}</dt>
          <dd className={styles.contextValue}>
            <PhysicianAssignment
              teamId={examination.teamId}
              examination={examination}
              label={label}
              physicians={physicians.data ?? []}
              isDisabled={!isStaff || change.isPending || physicians.isPending}
              handlers={handlers}
            />
          </dd>
        </div>
        <div className={styles.contextFact}>
          <dt className={styles.contextTerm}>{t('examination.context.recorderNumber')}</dt>
          <dd className={styles.contextValue}>
            {examination.recorderNumber || (
              <Text tone="secondary" as="span">
                {t('examination.context.notGiven')}
              </Text>
            )}
          </dd>
        </div>
      </dl>
      <details
        className={styles.contextMore}
        onToggle={(event) => setOpen(event.currentTarget.open)}
      >
        <summary className={styles.contextSummary}>{t('examination.context.more')}</summary>
        <div className={styles.contextBody}>
          {isEditing ? (
            <DetailsForm examination={examination} onDone={() => setEditing(false)} />
          ) : (
            <>
              <DetailList
                details={[
                  [
                    t('examination.context.reason'),
                    examination.description || t('examination.context.notGiven'),
                  ],
                  [t('examination.context.notes'), examination.notes],
                ]}
              />
              {isStaff && !examination.archived && (
                <div>
                  <Button variant="secondary" onPress={() => setEditing(true)}>
                    {t('examination.context.edit')}
                  </Button>
                </div>
              )}
            </>
          )}
          {isOpen && <IntroAnswers examination={examination} />}
        </div>
      </details>
    </section>
  );
}

/**
 * The reason, recorder number and notes as a form (PATCH …): the server's refusals beside their
 * fields, the page showing the saved examination after.
 */
function DetailsForm({ examination, onDone }: { examination: Examination; onDone(): void }) {
  const { t } = useTranslation();
  const change = useExaminationChange(examination);
  const { fieldErrors, formError } = useServerFeedback(change.error, DETAIL_FIELDS);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: (typeof DETAIL_FIELDS)[number]) => String(form.get(name) ?? '').trim();
    const body: UpdateExaminationBody = {
      description: text('description'),
      recorderNumber: text('recorderNumber') || null,
      notes: text('notes') || null,
    };
    change.mutate(
      { body },
      {
        onSuccess: () => {
          toastQueue.show(t('examination.context.saved'), { tone: 'success' });
          onDone();
        },
      },
    );
  };
  return (
    <Form onSubmit={submit} validationErrors={fieldErrors} className={styles.contextForm}>
      {formError && <Alert tone="error">{formError}</Alert>}
      <TextArea
        name="description"
        label={t('examination.context.reason')}
        defaultValue={examination.description}
        maxLength={EXAMINATION_TEXT_MAX_LENGTH}
        rows={3}
      />
      <TextField
        name="recorderNumber"
        label={t('examination.context.recorderNumber')}
        defaultValue={examination.recorderNumber ?? ''}
        maxLength={EXAMINATION_SHORT_TEXT_MAX_LENGTH}
      />
      <TextArea
        name="notes"
        label={t('examination.context.notes')}
        defaultValue={examination.notes ?? ''}
        maxLength={EXAMINATION_TEXT_MAX_LENGTH}
        rows={3}
      />
      <div className={styles.buttons}>
        <Button type="submit" isPending={change.isPending}>
          {t('examination.context.save')}
        </Button>
        <Button variant="secondary" onPress={onDone} isDisabled={change.isPending}>
          {t('examination.context.cancel')}
        </Button>
      </div>
    </Form>
  );
}

/** The intro questionnaire's answers (GET …/introquestionnaire), read when the part is opened. */
function IntroAnswers({ examination }: { examination: Examination }) {
  const { t } = useTranslation();
  const { client } = useServices();
  const ref = { teamId: examination.teamId, examinationId: examination._id };
  const questionnaire = useQuery({
    queryKey: [...examinationKey(ref), 'introQuestionnaire'],
    queryFn: ({ signal }) => client.examinations.introQuestionnaire({ params: ref }, { signal }),
  });
  const details = useQuestionnaireDetails(
    questionnaire.data?.questions ?? [],
    questionnaire.data?.answers ?? {},
  );
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.contextBody}>
      <h3 id={headingId} className={styles.contextSubheading}>
        {t('examination.context.introAnswers')}
      </h3>
      {questionnaire.isPending ? (
        <Preloader />
      ) : questionnaire.isError ? (
        <Text>{errorText(questionnaire.error, t)}</Text>
      ) : details.some(([, value]) => value !== null) ? (
        <DetailList details={details} />
      ) : (
        <Text tone="secondary">{t('examination.context.noIntroAnswers')}</Text>
      )}
    </section>
  );
}
