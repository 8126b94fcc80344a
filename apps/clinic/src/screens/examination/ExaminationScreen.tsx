import { ApiRequestError, DOMAIN_NAMESPACE, ERROR_MESSAGE_KEYS } from '@telemed/domain';
import { Alert, Button, Preloader } from '@telemed/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { errorText } from '../../feedback/errorText';
import { PageHeader } from '../../shell/PageHeader';
import { ExaminationReview } from './ExaminationReview';
import * as styles from './ExaminationScreen.css';
import { examinationReviewKey, useExamination } from './reviewQueries';

/**
 * `/clinic/:teamId/examinations/:examinationId/:start?/:end?` (platform-core §2): one
 * examination's signals and events, opened at the window the address names. A wrong id, or one
 * of another clinic, reads 'Examination not found' (clinical-domain §8).
 */
export function ExaminationScreen() {
  const { t } = useTranslation();
  const { teamId = '', examinationId = '', start, end } = useParams();
  const ref = { teamId, examinationId };
  const examination = useExamination(ref);
  const queryClient = useQueryClient();
  const notFound =
    examination.error instanceof ApiRequestError &&
    (examination.error.status === 404 || examination.error.status === 400);
  return (
    <div className={styles.screen}>
      <PageHeader />
      {examination.isPending && <Preloader />}
      {notFound && (
        <Alert tone="error">
          {t(ERROR_MESSAGE_KEYS.examinationNotFound, { ns: DOMAIN_NAMESPACE })}
        </Alert>
      )}
      {examination.isError && !notFound && (
        <Alert tone="error">
          {t('examination.loadFailed')} {errorText(examination.error, t)}{' '}
          <Button
            variant="secondary"
            onPress={() => void queryClient.resetQueries({ queryKey: examinationReviewKey(ref) })}
          >
            {t('examination.retry')}
          </Button>
        </Alert>
      )}
      {examination.data && (
        <ExaminationReview
          key={examination.data._id}
          examination={examination.data}
          linkStart={start}
          linkEnd={end}
        />
      )}
    </div>
  );
}
