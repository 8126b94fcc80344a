import { isEmployeeRole } from '@telemed/domain';
import type { Examination } from '@telemed/domain';
import { Alert, Button, Text } from '@telemed/ui';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../feedback/errorText';
import { useServices } from '../../services/ServicesContext';
import { useTeam } from '../../session/useTeams';
import * as styles from './ExaminationScreen.css';
import { examinationReviewKey } from './reviewQueries';

/** Props of {@link NoRecording}. */
export interface NoRecordingProps {
  examination: Examination;
}

/**
 * An examination without a recording (a new one, before the recorder's file is imported): says
 * so and how to import one. In the demo clinic staff may instead ask for a made-up recording of
 * the examination's type (POST …/recording/demo), after which the page reads the recording.
 */
export function NoRecording({ examination }: NoRecordingProps) {
  const { t } = useTranslation();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const { teamId } = examination;
  const role = useTeam(teamId)?.role;
  const mayImport = role !== undefined && isEmployeeRole(role);
  const offer = useQuery({
    queryKey: ['demoRecordings', teamId],
    queryFn: ({ signal }) => client.recordings.demoOffer({ params: { teamId } }, { signal }),
    enabled: mayImport && !examination.archived,
    staleTime: Infinity,
  });
  const [making, setMaking] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const makeDemo = async () => {
    setMaking(true);
    setFailure(null);
    const ref = { teamId, examinationId: examination._id };
    try {
      await client.recordings.makeDemo({ params: ref });
      await queryClient.resetQueries({ queryKey: examinationReviewKey(ref) });
    } catch (error) {
      setFailure(error);
    } finally {
      setMaking(false);
    }
  };
  return (
    <section className={styles.noRecording} aria-labelledby="no-recording-heading">
      <h2 id="no-recording-heading" className={styles.noRecordingHeading}>
        {t('examination.noRecording')}
      </h2>
      {!examination.archived && (
        <Text tone="secondary">
          {t('examination.noRecordingHint', { button: t('examination.importEdf') })}
        </Text>
      )}
      {offer.data?.offered && !examination.archived && (
        <>
          <Text tone="secondary">{t('examination.demoRecordingHint')}</Text>
          <Button variant="secondary" isPending={making} onPress={() => void makeDemo()}>
            {making ? t('examination.makingDemoRecording') : t('examination.useDemoRecording')}
          </Button>
        </>
      )}
      {failure !== null && (
        <Alert tone="error">
          {t('examination.demoRecordingFailed')} {errorText(failure, t)}
        </Alert>
      )}
    </section>
  );
}
