import type { IntroQuestionnaireSpec, ValidateExaminationBody } from '@telemed/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { toldOnScreen } from '../../../feedback/toldOnScreen';
import { useServices } from '../../../services/ServicesContext';
import { issuesFromValidationErrors } from '../../../forms/questionnaire/fieldIssues';
import type { FieldIssues } from '../../../forms/questionnaire/fieldIssues';

/**
 * Quiet time after the last change before the server is asked, in milliseconds: the design
 * system's search debounce (ComboBox `debounceMs`), so typing an answer sends one request.
 */
const VALIDATION_DEBOUNCE_MS = 300;

const noIssues: FieldIssues = {};

function useDebounced<T>(value: T, delayMs: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}

/**
 * The server's verdict on what the modal would send (POST validate/examinations), by field:
 * asked once the user pauses, and only for a body the client finds no fault with (`null`
 * otherwise). Answers for an older body are not shown; a failed check shows nothing, since
 * creating the examination validates again.
 */
export function useServerValidation(
  body: ValidateExaminationBody | null,
  spec: IntroQuestionnaireSpec | undefined,
): FieldIssues {
  const { client } = useServices();
  const bodyKey = body === null ? null : JSON.stringify(body);
  const checkedKey = useDebounced(bodyKey, VALIDATION_DEBOUNCE_MS);
  const validation = useQuery({
    queryKey: ['validateExamination', checkedKey],
    queryFn: ({ signal }) =>
      client.examinationLookups.validate(
        { body: JSON.parse(checkedKey ?? '{}') as ValidateExaminationBody },
        { signal },
      ),
    enabled: checkedKey !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
    meta: toldOnScreen,
  });
  if (checkedKey !== bodyKey || !validation.data) return noIssues;
  return issuesFromValidationErrors(validation.data.validationErrors, spec);
}
