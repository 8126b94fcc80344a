import { ApiRequestError, DOMAIN_NAMESPACE, ERROR_MESSAGE_KEYS } from '@telemed/domain';
import type { MemberExaminationRef } from '@telemed/domain';
import { Alert, Button, Preloader } from '@telemed/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { examinationReportsKey } from './reportQueries';

/** Props of {@link ReportLoadState}. */
export interface ReportLoadStateProps {
  reportRef: MemberExaminationRef;
  isPending: boolean;
  /** The load's failure, or null; one the page explains itself is left to it. */
  error: Error | null;
}

/**
 * A report on its way, or why it is not there: 'Examination not found' for a wrong or foreign
 * id, else the failure with a retry.
 */
export function ReportLoadState({ reportRef, isPending, error }: ReportLoadStateProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notFound =
    error instanceof ApiRequestError && (error.status === 404 || error.status === 400);
  if (isPending) return <Preloader />;
  if (notFound)
    return (
      <Alert tone="error">
        {t(ERROR_MESSAGE_KEYS.examinationNotFound, { ns: DOMAIN_NAMESPACE })}
      </Alert>
    );
  if (!error) return null;
  return (
    <Alert tone="error">
      {t('reports.loadFailed')} {errorText(error, t)}{' '}
      <Button
        variant="secondary"
        onPress={() =>
          void queryClient.resetQueries({ queryKey: examinationReportsKey(reportRef) })
        }
      >
        {t('examination.retry')}
      </Button>
    </Alert>
  );
}
