import { z } from 'zod';

/** An id in a route's path: a UUID, else 400 with the `invalidFormat` constraint. */
export const id = () => z.uuid({ error: 'invalidFormat' });

/** `/teams/:teamId/...` */
export const TeamParams = z.object({ teamId: id() });

/** `/teams/:teamId/members/:memberId/...` */
export const MemberParams = z.object({ teamId: id(), memberId: id() });

/** `/teams/:teamId/examinations/:examinationId/...` */
export const ExaminationParams = z.object({ teamId: id(), examinationId: id() });
