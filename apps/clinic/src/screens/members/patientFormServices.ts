import type { PatientDraftServices } from '@telemed/forms';
import type { ClinicServices } from '../../services/createClinicServices';
import { fetchPhysicians } from '../examinations/examinationLookups';

/** The patient form's calls over the portal's API client; the physicians come from the shared cache. */
export function patientFormServices(services: ClinicServices): PatientDraftServices {
  const { client } = services;
  return {
    listPhysicians: ({ teamId }) => fetchPhysicians(services, teamId),
    createPatient: ({ teamId, body }) => client.members.createMember({ params: { teamId }, body }),
    updatePatientFields: ({ teamId, memberId, fields }) =>
      client.members.updateMember({ params: { teamId, memberId }, body: fields }),
    renamePatient: ({ teamId, memberId, fullName }) =>
      client.members.updateFullName({ params: { teamId, memberId }, body: { fullName } }),
  };
}
