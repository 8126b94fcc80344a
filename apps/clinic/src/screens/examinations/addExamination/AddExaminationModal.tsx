import { getLocalTimeZone } from '@internationalized/date';
import type { ZonedDateTime } from '@internationalized/date';
import {
  ApiRequestError,
  DOMAIN_NAMESPACE,
  SUCCESS_MESSAGE_KEYS,
  VALIDATION_MESSAGE_KEYS,
} from '@telemed/domain';
import type { Examination } from '@telemed/domain';
import {
  Button,
  DateRangePicker,
  Dialog,
  Form,
  IconButton,
  Modal,
  TextArea,
  Tooltip,
  toastQueue,
} from '@telemed/ui';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { errorText } from '../../../feedback/errorText';
import { toldOnScreen } from '../../../feedback/toldOnScreen';
import { useServices } from '../../../services/ServicesContext';
import * as styles from './AddExaminationModal.css';
import {
  createExaminationBody,
  draftIssues,
  initialDraft,
  isSaveBlocked,
  withAnswer,
  withPatient,
  withType,
} from './addExaminationDraft';
import type { AddExaminationDraft } from './addExaminationDraft';
import { ExaminationTypeField } from './ExaminationTypeField';
import { defaultRangeValue, rangePresets, toDateRange } from './examinationRangeValue';
import type { ExaminationRangeValue } from './examinationRangeValue';
import { issuesFromValidationErrors } from '../../../forms/questionnaire/fieldIssues';
import type { FieldIssue, FieldIssues } from '../../../forms/questionnaire/fieldIssues';
import { offeredExaminationSpecs } from './offeredExaminationSpecs';
import { useClinicFeatures } from '../../../session/useClinicFeatures';
import { PatientField } from './PatientField';
import { QuestionnaireFields } from '../../../forms/questionnaire/QuestionnaireFields';
import { useServerValidation } from './useServerValidation';

/** Props of {@link AddExaminationModal}. */
export interface AddExaminationModalProps {
  /** The clinic the examination belongs to. */
  teamId: string;
  /** The patient's member id on a patient's page: no patient search and no Import. */
  fixedMemberId?: string;
  isOpen: boolean;
  /** Called when the modal should close: Close, Escape, the × button, or after a save. */
  onClose(): void;
  /** Called with the saved examination, before the app navigates to it. */
  onCreated?(examination: Examination): void;
}

/** Query key of a clinic's examination specs (GET teams/{teamId}/examinations/examinationspecs). */
export const examinationSpecsQueryKey = (teamId: string) => ['examinationSpecs', teamId] as const;

/** Fields whose missing value is told only once the user has left them or pressed Save. */
const REQUIRED_FIELDS = ['memberId', 'type'] as const;

/** A refused save's field errors, shown until the draft they were given for changes. */
interface Refusal {
  draft: AddExaminationDraft;
  issues: FieldIssues;
}

/**
 * The add-examination modal (platform-core §2 "Add-examination modal", §5 "Add examination"):
 * patient, type, date range, Recognition and the type's intro questionnaire; Import, Close and
 * Save. A saved examination opens its page; a refused one keeps the modal open with an error
 * toast and the server's messages under their fields.
 */
export function AddExaminationModal({ isOpen, onClose, ...props }: AddExaminationModalProps) {
  // react-aria's collection components (Tabs, say) render their children a second time into a
  // hidden document to find their items; an overlay portalled from there would open twice.
  const [isInPage, setInPage] = useState(false);
  const marker = useCallback((node: HTMLSpanElement | null) => {
    setInPage(node instanceof HTMLElement && node.isConnected);
  }, []);
  return (
    <>
      <span ref={marker} hidden />
      <Modal isOpen={isOpen && isInPage} onOpenChange={(open) => !open && onClose()}>
        {/* Mounted only while open, so every opening starts from a fresh draft and "now". */}
        <AddExaminationDialog {...props} onClose={onClose} />
      </Modal>
    </>
  );
}

type AddExaminationDialogProps = Omit<AddExaminationModalProps, 'isOpen'>;

function AddExaminationDialog({
  teamId,
  fixedMemberId,
  onClose,
  onCreated,
}: AddExaminationDialogProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const navigate = useNavigate();
  const [timeZone] = useState(getLocalTimeZone);
  const [presets] = useState(() => rangePresets(timeZone));
  const [initialRange] = useState(() => defaultRangeValue(new Date(), timeZone));
  const [rangeValue, setRangeValue] = useState<ExaminationRangeValue | null>(initialRange);
  // The range lives in the picker's values; the draft reads it from there on every render.
  const [form, setForm] = useState(() => initialDraft(toDateRange(initialRange), fixedMemberId));
  const [revealed, setRevealed] = useState<ReadonlySet<string>>(new Set());
  const [refusal, setRefusal] = useState<Refusal | null>(null);

  const specs = useQuery({
    queryKey: examinationSpecsQueryKey(teamId),
    queryFn: ({ signal }) => client.examinations.specs({ params: { teamId } }, { signal }),
    meta: toldOnScreen,
  });
  const features = useClinicFeatures(teamId);
  const offered = offeredExaminationSpecs(specs.data ?? [], features.data ?? []);
  const draft: AddExaminationDraft = { ...form, range: rangeValue && toDateRange(rangeValue) };
  const spec = offered.find((candidate) => candidate.type === draft.type);
  const clientIssues = draftIssues(draft, spec);
  const body = createExaminationBody(draft, spec);
  const serverIssues = useServerValidation(
    body && draft.patientId && Object.keys(clientIssues).length === 0
      ? { ...body, teamId, memberId: draft.patientId }
      : null,
    spec?.introQuestionnaire,
  );
  const refusedIssues = refusal && sameDraft(refusal.draft, draft) ? refusal.issues : {};
  const issues: FieldIssues = { ...refusedIssues, ...serverIssues, ...clientIssues };

  const save = useMutation({
    mutationFn: (patientId: string) => {
      if (!body) throw new Error('Save is disabled without a type and a range');
      return client.examinations.create({ params: { teamId, memberId: patientId }, body });
    },
    onSuccess: (examination) => {
      toastQueue.show(t(SUCCESS_MESSAGE_KEYS.examinationCreated, { ns: DOMAIN_NAMESPACE }), {
        tone: 'success',
      });
      onCreated?.(examination);
      onClose();
      void navigate(`/clinic/${teamId}/examinations/${examination._id}`);
    },
    onError: (error) => {
      toastQueue.show(t('addExamination.saveFailed', { message: errorText(error, t) }), {
        tone: 'error',
      });
      if (error instanceof ApiRequestError && error.validationErrors.length > 0) {
        setRefusal({
          draft,
          issues: issuesFromValidationErrors(error.validationErrors, spec?.introQuestionnaire),
        });
      }
    },
  });

  const reveal = (...fields: string[]) =>
    setRevealed((current) => new Set([...current, ...fields]));
  const messageOf = (issue: FieldIssue): string =>
    t(VALIDATION_MESSAGE_KEYS[issue.constraint], { ns: DOMAIN_NAMESPACE, ...issue.values });
  const errorOf = (field: string): string | undefined => {
    const issue = issues[field];
    if (!issue) return undefined;
    const isRequiredField = (REQUIRED_FIELDS as readonly string[]).includes(field);
    if (isRequiredField && issue.constraint === 'isRequired' && !revealed.has(field)) {
      return undefined;
    }
    return messageOf(issue);
  };
  const submit = () => {
    if (save.isPending || isSaveBlocked(issues)) return;
    if (!draft.patientId) {
      reveal(...REQUIRED_FIELDS);
      return;
    }
    save.mutate(draft.patientId);
  };

  const rangeIssue = issues.startDate ?? issues.endDate;
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
          <Button variant="secondary" onPress={close} isDisabled={save.isPending}>
            {t('addExamination.close')}
          </Button>
          <Button
            onPress={submit}
            isPending={save.isPending}
            isDisabled={!specs.isSuccess || isSaveBlocked(issues)}
          >
            {t('addExamination.save')}
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
              teamId={teamId}
              patientId={draft.patientId}
              onChange={(patientId) => setForm((current) => withPatient(current, patientId))}
              onBlur={() => reveal('memberId')}
              errorMessage={errorOf('memberId')}
            />
          )}
          <ExaminationTypeField
            specs={offered}
            isLoading={specs.isPending}
            loadError={specs.isError ? t('addExamination.typesFailed') : undefined}
            type={draft.type}
            onChange={(type) => setForm((current) => withType(current, type))}
            onBlur={() => reveal('type')}
            errorMessage={errorOf('type')}
          />
        </div>
        <DateRangePicker<ZonedDateTime>
          label={t('addExamination.range')}
          value={rangeValue}
          onChange={setRangeValue}
          presets={presets}
          isClearable={false}
          isInvalid={rangeIssue !== undefined}
          errorMessage={rangeIssue && messageOf(rangeIssue)}
        />
        <TextArea
          name="description"
          label={t('addExamination.recognition')}
          rows={3}
          value={draft.description}
          onChange={(description) => setForm((current) => ({ ...current, description }))}
          isInvalid={issues.description !== undefined}
          errorMessage={errorOf('description')}
        />
        <fieldset className={styles.questionnaire}>
          <legend className={styles.questionnaireTitle}>{t('addExamination.questionnaire')}</legend>
          {spec ? (
            <QuestionnaireFields
              spec={spec.introQuestionnaire}
              draft={draft.questionnaire}
              onChange={(name, answer) => setForm((current) => withAnswer(current, name, answer))}
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

/** Whether two drafts would send the same examination. */
function sameDraft(a: AddExaminationDraft, b: AddExaminationDraft): boolean {
  return (
    a.patientId === b.patientId &&
    a.type === b.type &&
    a.description === b.description &&
    a.range?.start.getTime() === b.range?.start.getTime() &&
    a.range?.end.getTime() === b.range?.end.getTime() &&
    JSON.stringify(a.questionnaire) === JSON.stringify(b.questionnaire)
  );
}
