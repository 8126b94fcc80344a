import { useParams } from 'react-router';
import { PageHeader } from '../../shell/PageHeader';
import { ExaminationsView } from './ExaminationsView';
import * as styles from './ExaminationsView.css';

/** `/clinic/:teamId/examinations`: the clinic's examinations as a list or a board. */
export function ExaminationsScreen() {
  const { teamId } = useParams();
  if (!teamId) return null;
  return (
    <div className={styles.view}>
      <PageHeader />
      <ExaminationsView teamId={teamId} />
    </div>
  );
}
