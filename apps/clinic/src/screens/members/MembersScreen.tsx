import { useParams } from 'react-router';
import { PageHeader } from '../../shell/PageHeader';
import * as styles from './MembersScreen.css';
import { PatientList } from './PatientList';

/** `/clinic/:teamId/members`: the clinic's patients (clinical-domain §2 "Patient list"). */
export function MembersScreen() {
  const { teamId } = useParams();
  if (!teamId) return null;
  return (
    <div className={styles.view}>
      <PageHeader />
      <PatientList teamId={teamId} />
    </div>
  );
}
