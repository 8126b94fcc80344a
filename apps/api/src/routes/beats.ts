import { BeatsResponseSchema, BeatsUpdatedSchema, UpdateBeatsBodySchema } from '@telemed/domain';
import { errorResponses } from '../http/errorResponses';
import { ExaminationParams } from '../http/routeParams';
import type { ZodRoutes } from '../http/zodTypeProvider';
import { announceEventChange } from '../realtime/eventChanges';

/**
 * The beats of a Holter recording (clinical-domain §2 "ECG beat types and beat update"):
 * `GET .../beats` lists them for members of the clinic (a patient their own), `PATCH .../beats`
 * relabels them (staff); colleagues with the examination open are told which span changed.
 */
export const beatsRoutes: ZodRoutes = async (app) => {
  app.addHook('onRequest', app.authenticate);
  const member = { preHandler: app.requireTeamMember };
  const beatsPath = '/teams/:teamId/examinations/:examinationId/beats';

  app.get(
    beatsPath,
    {
      ...member,
      schema: {
        params: ExaminationParams,
        response: { 200: BeatsResponseSchema, ...errorResponses },
      },
    },
    async (request) =>
      app.beatsService.list(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
      ),
  );

  app.patch(
    beatsPath,
    {
      ...member,
      schema: {
        params: ExaminationParams,
        body: UpdateBeatsBodySchema,
        response: { 200: BeatsUpdatedSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { answer, span } = await app.beatsService.update(
        request.params.teamId,
        request.teamMember,
        request.params.examinationId,
        request.body,
      );
      if (span) announceEventChange(app.realtime, request, { kind: 'beatsRelabelled', ...span });
      return answer;
    },
  );
};
