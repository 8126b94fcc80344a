import { CreateExaminationBodySchema, isValidationConstraint } from '@telemed/domain';
import type { CreateExaminationBody, ExaminationSpec, ExaminationType } from '@telemed/domain';
import type { DateRange } from '../../examination/examinationRange';
import type { FieldIssue, FieldIssues } from '../../questionnaire/fieldIssues';
import {
  EMPTY_QUESTIONNAIRE,
  questionnaireAnswers,
  questionnaireIssues,
} from '../../questionnaire/questionnaireDraft';
import type { AnswerDraft, QuestionnaireDraft } from '../../questionnaire/questionnaireDraft';

/** What the add-examination modal holds before it saves (platform-core §2, §5). */
export interface AddExaminationDraft {
  /** Member id of the patient; fixed on a patient's page. */
  patientId: string | null;
  type: ExaminationType | null;
  /** The recording's range; null while the typed dates are incomplete. */
  range: DateRange | null;
  /** The Recognition text. */
  description: string;
  questionnaire: QuestionnaireDraft;
}

/** A fresh draft: no type, the given range, and the fixed patient if there is one. */
export function initialDraft(range: DateRange, fixedMemberId?: string): AddExaminationDraft {
  return {
    patientId: fixedMemberId ?? null,
    type: null,
    range,
    description: '',
    questionnaire: EMPTY_QUESTIONNAIRE,
  };
}

/** Chooses the patient; a different patient resets the intro questionnaire (platform-core §4). */
export function withPatient(
  draft: AddExaminationDraft,
  patientId: string | null,
): AddExaminationDraft {
  if (patientId === draft.patientId) return draft;
  return { ...draft, patientId, questionnaire: EMPTY_QUESTIONNAIRE };
}

/** Chooses the type; a different type resets the intro questionnaire (platform-core §4). */
export function withType(
  draft: AddExaminationDraft,
  type: ExaminationType | null,
): AddExaminationDraft {
  if (type === draft.type) return draft;
  return { ...draft, type, questionnaire: EMPTY_QUESTIONNAIRE };
}

/** Changes one answer of the intro questionnaire. */
export function withAnswer(
  draft: AddExaminationDraft,
  name: string,
  answer: AnswerDraft,
): AddExaminationDraft {
  return { ...draft, questionnaire: { ...draft.questionnaire, [name]: answer } };
}

/**
 * The body of POST teams/{teamId}/members/{memberId}/examinations, or null while the type or
 * the range is missing. The Recognition text is trimmed; empty answers are left out.
 */
export function createExaminationBody(
  draft: AddExaminationDraft,
  spec: ExaminationSpec | undefined,
): CreateExaminationBody | null {
  if (!draft.type || !draft.range) return null;
  return {
    type: draft.type,
    startDate: draft.range.start.toISOString(),
    endDate: draft.range.end.toISOString(),
    description: draft.description.trim(),
    questionnaire: spec ? questionnaireAnswers(spec.introQuestionnaire, draft.questionnaire) : {},
  };
}

const required: FieldIssue = { constraint: 'isRequired' };

/**
 * Everything wrong with the draft, by field, before the server is asked: the patient and the
 * type are required ('Field is required'), the range must be complete, and the body must pass
 * the shared wire schema (start before end: START_DATE_DIFFERENT_THAN_END_DATE; text lengths)
 * and the type's questionnaire rules.
 */
export function draftIssues(
  draft: AddExaminationDraft,
  spec: ExaminationSpec | undefined,
): FieldIssues {
  const issues: Record<string, FieldIssue> = {};
  if (!draft.patientId) issues.memberId = required;
  if (!draft.type) issues.type = required;
  if (!draft.range) issues.startDate = required;
  const body = createExaminationBody(draft, spec);
  if (body) {
    const parsed = CreateExaminationBodySchema.safeParse(body);
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      const property = issue.path.join('.');
      if (property in issues) continue;
      // The schema's messages are constraint keys of the domain catalogue.
      issues[property] = {
        constraint: isValidationConstraint(issue.message) ? issue.message : 'invalidValue',
      };
    }
  }
  if (spec)
    Object.assign(issues, questionnaireIssues(spec.introQuestionnaire, draft.questionnaire));
  return issues;
}

/**
 * Whether Save must stay disabled (platform-core §5): with no type, an invalid range or an
 * invalid questionnaire, i.e. any problem but a missing patient. A missing patient is shown as
 * 'Field is required' when Save is pressed.
 */
export function isSaveBlocked(issues: FieldIssues): boolean {
  return Object.entries(issues).some(
    ([field, issue]) => !(field === 'memberId' && issue.constraint === 'isRequired'),
  );
}
