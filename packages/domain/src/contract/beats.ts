import { BeatsResponseSchema, BeatsUpdatedSchema, UpdateBeatsBodySchema } from '../schemas/beats';
import { ExaminationParamsSchema } from '../schemas/routeParams';
import { endpoint, errorResponses } from './endpoint';

const beatsPath = '/teams/:teamId/examinations/:examinationId/beats';

/**
 * The beats of a Holter recording (clinical-domain §2 "ECG beat types and beat update"): members
 * of the clinic read them (a patient their own), staff relabel them.
 */
export const beatsContract = {
  /** R peaks as sample numbers of the analysed ECG channel, one label letter each. */
  list: endpoint({
    method: 'GET',
    path: beatsPath,
    access: 'teamMember',
    params: ExaminationParamsSchema,
    responses: { 200: BeatsResponseSchema, ...errorResponses },
  }),
  /** Relabels beats by their R-peak sample; the single-beat ectopic events move with them. */
  update: endpoint({
    method: 'PATCH',
    path: beatsPath,
    access: 'teamMember',
    params: ExaminationParamsSchema,
    body: UpdateBeatsBodySchema,
    responses: { 200: BeatsUpdatedSchema, ...errorResponses },
  }),
} as const;
