import { QualificationForm, qualificationFormApiServices } from '@telemed/forms';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { useServices } from '../../services/ServicesContext';
import { PageHeader } from '../../shell/PageHeader';
import * as layout from '../../shell/screenLayout.css';
import { qualificationsKey } from './qualificationQueries';

/**
 * `/clinic/:teamId/qualifications/:qualificationId` (platform-core §2): one qualification's
 * machine-driven form, its state changes and its final qualification. A save or a state change
 * makes the list reload.
 */
export function QualificationScreen() {
  const { teamId = '', qualificationId = '' } = useParams();
  const { client } = useServices();
  const queryClient = useQueryClient();
  const services = useMemo(() => qualificationFormApiServices(client), [client]);
  return (
    <div className={layout.screenColumn}>
      <PageHeader />
      <QualificationForm
        key={qualificationId}
        teamId={teamId}
        qualificationId={qualificationId}
        services={services}
        onChanged={() =>
          void queryClient.invalidateQueries({ queryKey: qualificationsKey(teamId) })
        }
      />
    </div>
  );
}
