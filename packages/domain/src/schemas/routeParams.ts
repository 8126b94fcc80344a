import { z } from 'zod';
import { ExaminationTypeSchema } from './examinationSpec';

/** An id in a path: a UUID, else 400 with the `invalidFormat` constraint. */
export const pathId = () => z.uuid({ error: 'invalidFormat' });

/** A one-time token or a signed grant in a path (`confirm/:token`, `uploads/avatar/:grant`). */
const pathSecret = () => z.string().min(1);

/** `/teams/:teamId/...` */
export const TeamParamsSchema = z.object({ teamId: pathId() });

/** `/teams/:teamId/members/:memberId/...` (also `user/:memberId` and `notification-settings/:memberId`). */
export const MemberParamsSchema = z.object({ teamId: pathId(), memberId: pathId() });

/** `/teams/:teamId/examinations/:examinationId/...` */
export const ExaminationParamsSchema = z.object({ teamId: pathId(), examinationId: pathId() });

/** Where one examination lives under its team. */
export type ExaminationRef = z.input<typeof ExaminationParamsSchema>;

/** `/teams/:teamId/members/:memberId/examinations/:examinationId/...` (the report paths). */
export const MemberExaminationParamsSchema = z.object({
  teamId: pathId(),
  memberId: pathId(),
  examinationId: pathId(),
});

/** An examination named through its patient, as the report paths do. */
export type MemberExaminationRef = z.input<typeof MemberExaminationParamsSchema>;

/** `.../introquestionnaire/:questionnaireId` */
export const IntroQuestionnaireParamsSchema = z.object({
  teamId: pathId(),
  examinationId: pathId(),
  questionnaireId: pathId(),
});

/** `.../events/:eventId` */
export const EventParamsSchema = z.object({
  teamId: pathId(),
  examinationId: pathId(),
  eventId: pathId(),
});

/** `/teams/:teamId/invitations/:invitationId` */
export const InvitationParamsSchema = z.object({ teamId: pathId(), invitationId: pathId() });

/** `/teams/:teamId/employee/:userId/invite` */
export const EmployeeParamsSchema = z.object({ teamId: pathId(), userId: pathId() });

/** `/teams/members/questionnaire/:questionnaireId` */
export const MemberQuestionnaireParamsSchema = z.object({ questionnaireId: pathId() });

/** `/weights/:id` */
export const WeightParamsSchema = z.object({ id: pathId() });

/** `/analysis/ecg/tasks/:taskId` */
export const TaskParamsSchema = z.object({ taskId: pathId() });

/** `/teams/:teamId/analysis-parameters/:examinationType` */
export const AnalysisParametersParamsSchema = z.object({
  teamId: pathId(),
  examinationType: ExaminationTypeSchema,
});

/** `/confirm/:token`, `/auth/reset/:token`: the token of a mailed link. */
export const TokenParamsSchema = z.object({ token: pathSecret() });

/** `/user/:userId/password` */
export const UserParamsSchema = z.object({ userId: pathId() });

/** `/uploads/avatar/:grant`, `/uploads/team-logo/:grant`: the signed grant is the permission. */
export const UploadGrantParamsSchema = z.object({ grant: pathSecret() });

/** `/avatars/:userId/:fileName` */
export const AvatarFileParamsSchema = z.object({ userId: z.uuid(), fileName: pathSecret() });

/** `/team-logos/:teamId/:fileName` */
export const LogoFileParamsSchema = z.object({ teamId: z.uuid(), fileName: pathSecret() });

/** `/teams/:teamId/orders/:orderId` */
export const OrderParamsSchema = z.object({ teamId: pathId(), orderId: pathId() });

/** `/admin/orders/:orderId/...` */
export const AdminOrderParamsSchema = z.object({ orderId: pathId() });
