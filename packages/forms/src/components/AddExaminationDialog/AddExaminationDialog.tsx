import { getLocalTimeZone } from '@internationalized/date';
import type { ZonedDateTime } from '@internationalized/date';
import { DOMAIN_NAMESPACE, VALIDATION_MESSAGE_KEYS } from '@telemed/domain';
import type { Examination } from '@telemed/domain';
import {
  Alert,
  Button,
  DateRangePicker,
  Dialog,
  Form,
  IconButton,
  TextArea,
  Tooltip,
} from '@telemed/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useEffectEvent, useMemo, useState } from 'react';
import { rangePresets, toDateRange, toRangeValue } from '../../examination/examinationRangeValue';
import { useFormsTranslation } from '../../i18n/useFormsTranslation';
import {
  addExaminationMachine,
  chosenSpec,
  isAddExaminationSaveDisabled,
  isCovidDraft,
  shownAddExaminationIssues,
} from '../../machines/addExamination/addExaminationMachine';
import { addExaminationActors } from '../../machines/addExamination/addExaminationServices';
import type { AddExaminationServices } from '../../machines/addExamination/addExaminationServices';
import type { FieldIssue } from '../../questionnaire/fieldIssues';
import { QuestionnaireFields } from '../../questionnaire/QuestionnaireFields';
import * as styles from './AddExaminationDialog.css';
import { CovidIntakeDialog } from './CovidIntakeDialog';
import { ExaminationTypeField } from './ExaminationTypeField';
import { PatientField } from './PatientField';

/** Props of {@link AddExaminationDialog}. */
export interface AddExaminationDialogProps {
  /** The clinic the examination belongs to. */
  teamId: string;
  /** The patient's member id on a patient's page: no patient search and no Import. */
  fixedMemberId?: string;
  /** The calls the form makes. */
  services: AddExaminationServices;
  /**
   * What time it is: the range starts as the 24 hours before the minute the dialog opens, and
   * the picker's presets count from the moment they are pressed.
   * @default () => new Date()
   */
  clock?: () => Date;
  /**
   * The time zone the range is shown in.
   * @default the browser's
   */
  timeZone?: string;
  /** Called with the saved examination; the app closes the dialog and opens it. */
  onCreated(examination: Examination): void;
  /** Called when saving fails; the dialog stays open with the server's messages under its fields. */
  onSaveFailed(error: unknown): void;
}

const systemClock = () => new Date();

/**
 * The add-examination dialog (platform-core §2 "Add-examination modal", §5 "Add examination"),
 * driven by {@link addExaminationMachine}: patient, type, date range, Recognition and the type's
 * intro questionnaire; Import, Close and Save. A COVID examination continues with the intake's
 * statements and questionnaire ({@link CovidIntakeDialog}) and saves from there. Mount it per opening (inside a `Modal`), so every
 * opening starts from a fresh draft and "now".
 *
 * @example
 * <Modal isOpen={open} onOpenChange={setOpen}>
 *   <AddExaminationDialog teamId={teamId} services={services} onCreated={openExamination} onSaveFailed={toastFailure} />
 * </Modal>
 */
export function AddExaminationDialog({
  teamId,
  fixedMemberId,
  services,
  clock = systemClock,
  timeZone: givenTimeZone,
  onCreated,
  onSaveFailed,
}: AddExaminationDialogProps) {
  const { t } = useFormsTranslation();
  const [timeZone] = useState(() => givenTimeZone ?? getLocalTimeZone());
  const [presets] = useState(() => rangePresets(timeZone, clock));
  const [machine] = useState(() =>
    addExaminationMachine.provide({ actors: addExaminationActors(services) }),
  );
  const actorRef = useActorRef(machine, { input: { teamId, fixedMemberId, now: clock() } });
  const context = useSelector(actorRef, (snapshot) => snapshot.context);
  const isLoadingTypes = useSelector(actorRef, (snapshot) => snapshot.hasTag('loadingTypes'));
  const typesUnavailable = useSelector(actorRef, (snapshot) => snapshot.hasTag('typesUnavailable'));
  const isBusy = useSelector(actorRef, (snapshot) => snapshot.hasTag('busy'));
  const isSaveDisabled = useSelector(actorRef, isAddExaminationSaveDisabled);
  const covidIntakeRef = useSelector(actorRef, (snapshot) => snapshot.children.covidIntake);

  const announceCreated = useEffectEvent((examination: Examination) => onCreated(examination));
  const announceFailure = useEffectEvent((error: unknown) => onSaveFailed(error));
  useEffect(() => {
    const created = actorRef.on('examination.created', (event) =>
      announceCreated(event.examination),
    );
    const failed = actorRef.on('examination.saveFailed', (event) => announceFailure(event.error));
    return () => {
      created.unsubscribe();
      failed.unsubscribe();
    };
  }, [actorRef]);

  const { draft } = context;
  const spec = chosenSpec(context);
  const issues = shownAddExaminationIssues(context);
  const rangeValue = useMemo(
    () => (draft.range ? toRangeValue(draft.range, timeZone) : null),
    [draft.range, timeZone],
  );
  const messageOf = (issue: FieldIssue | undefined): string | undefined =>
    issue &&
    t(VALIDATION_MESSAGE_KEYS[issue.constraint], { ns: DOMAIN_NAMESPACE, ...issue.values });
  const errorOf = (field: string) => messageOf(issues[field]);
  const submit = () => actorRef.send({ type: 'form.submit' });
  const rangeIssue = issues.startDate ?? issues.endDate;
  const isCovid = isCovidDraft(context);

  if (covidIntakeRef) {
    return (
      <CovidIntakeDialog
        intakeRef={covidIntakeRef}
        timeZone={timeZone}
        onSaveFailed={onSaveFailed}
      />
    );
  }
  if (context.intakeOutcome) {
    return (
      <Dialog
        title={t('addExamination.title')}
        footer={(close) => (
          <div className={styles.footer}>
            <Button onPress={close}>{t('addExamination.close')}</Button>
          </div>
        )}
      >
        <Alert tone={context.intakeOutcome === 'excluded' ? 'error' : 'info'}>
          {t(
            context.intakeOutcome === 'excluded'
              ? 'covidIntake.excludedByStatements'
              : 'covidIntake.stopped',
          )}
        </Alert>
      </Dialog>
    );
  }

  return (
    <Dialog
      title={t('addExamination.title')}
      footer={(close) => (
        <div className={styles.footer}>
          {!fixedMemberId && (
            <div className={styles.importGroup}>
              <Button variant="secondary" isDisabled>
                {t('addExamination.import')}
              </Button>
              <Tooltip content={t('addExamination.importUnavailable')}>
                <IconButton icon="info" aria-label={t('addExamination.aboutImport')} />
              </Tooltip>
            </div>
          )}
          <Button variant="secondary" onPress={close} isDisabled={isBusy}>
            {t('addExamination.close')}
          </Button>
          <Button onPress={submit} isPending={isBusy} isDisabled={isSaveDisabled}>
            {t(isCovid ? 'covidIntake.start' : 'addExamination.save')}
          </Button>
        </div>
      )}
    >
      <Form
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
        className={styles.fields}
      >
        <div className={styles.pair}>
          {!fixedMemberId && (
            <PatientField
              onChange={(patientId) => actorRef.send({ type: 'patient.change', patientId })}
              searchPatients={(phrase, signal) =>
                services.searchPatients({ teamId, phrase }, signal)
              }
              onBlur={() => actorRef.send({ type: 'field.blur', field: 'memberId' })}
              errorMessage={errorOf('memberId')}
              isDisabled={isBusy}
            />
          )}
          <ExaminationTypeField
            specs={context.specs}
            isLoading={isLoadingTypes}
            loadError={typesUnavailable ? t('addExamination.typesFailed') : undefined}
            type={draft.type}
            onChange={(examinationType) => actorRef.send({ type: 'type.change', examinationType })}
            onBlur={() => actorRef.send({ type: 'field.blur', field: 'type' })}
            errorMessage={errorOf('type')}
            isDisabled={isBusy}
          />
        </div>
        {typesUnavailable && (
          <div>
            <Button variant="secondary" onPress={() => actorRef.send({ type: 'types.reload' })}>
              {t('addExamination.reloadTypes')}
            </Button>
          </div>
        )}
        <DateRangePicker<ZonedDateTime>
          label={t('addExamination.range')}
          value={rangeValue}
          onChange={(value) =>
            actorRef.send({ type: 'range.change', range: value && toDateRange(value) })
          }
          presets={presets}
          isClearable={false}
          isDisabled={isBusy}
          isInvalid={rangeIssue !== undefined}
          errorMessage={messageOf(rangeIssue)}
        />
        <TextArea
          name="description"
          label={t('addExamination.recognition')}
          rows={3}
          value={draft.description}
          onChange={(description) => actorRef.send({ type: 'description.change', description })}
          isDisabled={isBusy}
          isInvalid={issues.description !== undefined}
          errorMessage={errorOf('description')}
        />
        <fieldset className={styles.questionnaire} disabled={isBusy}>
          <legend className={styles.questionnaireTitle}>{t('addExamination.questionnaire')}</legend>
          {isCovid ? (
            <p className={styles.hint}>{t('covidIntake.startHint')}</p>
          ) : spec ? (
            <QuestionnaireFields
              spec={spec.introQuestionnaire}
              draft={draft.questionnaire}
              onChange={(name, answer) => actorRef.send({ type: 'answer.change', name, answer })}
              errorOf={errorOf}
              emptyText={t('addExamination.noQuestions')}
            />
          ) : (
            <p className={styles.hint}>{t('addExamination.chooseType')}</p>
          )}
        </fieldset>
      </Form>
    </Dialog>
  );
}
