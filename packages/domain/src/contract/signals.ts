import { ExaminationParamsSchema } from '../schemas/routeParams';
import {
  SignalsOverviewQuerySchema,
  SignalsOverviewResponseSchema,
  SignalsQuerySchema,
  SignalsResponseSchema,
} from '../schemas/signals';
import { endpoint, errorResponses } from './endpoint';

const examinationPath = '/teams/:teamId/examinations/:examinationId';

/**
 * O(pixels) windows of an examination's recording (platform-core §7). Members of the clinic; a
 * patient reads their own examinations.
 */
export const signalsContract = {
  /**
   * A window with at most a few points per pixel per channel: raw samples zoomed in, min/max
   * envelopes zoomed out, break markers over gaps. `duration` is the seconds each point covers.
   */
  window: endpoint({
    method: 'GET',
    path: `${examinationPath}/signals`,
    access: 'teamMember',
    params: ExaminationParamsSchema,
    query: SignalsQuerySchema,
    responses: { 200: SignalsResponseSchema, ...errorResponses },
  }),
  /** The whole recording (or a span) as one envelope per channel, for the overview strip. */
  overview: endpoint({
    method: 'GET',
    path: `${examinationPath}/signalsoverview`,
    access: 'teamMember',
    params: ExaminationParamsSchema,
    query: SignalsOverviewQuerySchema,
    responses: { 200: SignalsOverviewResponseSchema, ...errorResponses },
  }),
} as const;
