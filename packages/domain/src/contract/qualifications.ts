import {
  CreateQualificationBodySchema,
  FinalQualificationTransitionBodySchema,
  QualificationDetailsSchema,
  QualificationListQuerySchema,
  QualificationPageSchema,
  QualificationParamsSchema,
  QualificationSchema,
  QualificationTransitionBodySchema,
} from '../schemas/qualifications';
import { TeamParamsSchema } from '../schemas/routeParams';
import { endpoint, errorResponses } from './endpoint';

/**
 * Qualifications to tele-rehabilitation (clinical-domain §2, §3, §4; issue 23). The spec shows no
 * paths ("qualification state change": not shown, §7); these are decided in docs/decisions.md,
 * under the clinic like its other records. Staff only: the service answers 403 to a patient; an
 * illegal transition is 409 'Error occurred while changing the qualification state.'.
 */
export const qualificationsContract = {
  /** One page of the clinic's qualifications, newest first, optionally in one state. */
  list: endpoint({
    method: 'GET',
    path: '/teams/:teamId/qualifications',
    access: 'teamMember',
    params: TeamParamsSchema,
    query: QualificationListQuerySchema,
    responses: { 200: QualificationPageSchema, ...errorResponses },
  }),
  /** One qualification with its computed figures. */
  get: endpoint({
    method: 'GET',
    path: '/teams/:teamId/qualifications/:qualificationId',
    access: 'teamMember',
    params: QualificationParamsSchema,
    responses: { 200: QualificationSchema, ...errorResponses },
  }),
  /** Starts a qualification of a patient of the clinic, in state `start`. */
  create: endpoint({
    method: 'POST',
    path: '/teams/:teamId/qualifications',
    access: 'teamMember',
    params: TeamParamsSchema,
    body: CreateQualificationBodySchema,
    responses: { 201: QualificationSchema, ...errorResponses },
  }),
  /** Replaces the recorded fields (missing ones become empty); the figures follow. */
  update: endpoint({
    method: 'PUT',
    path: '/teams/:teamId/qualifications/:qualificationId',
    access: 'teamMember',
    params: QualificationParamsSchema,
    body: QualificationDetailsSchema,
    responses: { 200: QualificationSchema, ...errorResponses },
  }),
  /** Takes a transition of the qualification graph (qualify, test, reject, finish qualification). */
  changeState: endpoint({
    method: 'POST',
    path: '/teams/:teamId/qualifications/:qualificationId/transitions',
    access: 'teamMember',
    params: QualificationParamsSchema,
    body: QualificationTransitionBodySchema,
    responses: { 200: QualificationSchema, ...errorResponses },
  }),
  /** Completes or rejects the final qualification of a qualified patient. */
  changeFinalState: endpoint({
    method: 'POST',
    path: '/teams/:teamId/qualifications/:qualificationId/final-qualification/transitions',
    access: 'teamMember',
    params: QualificationParamsSchema,
    body: FinalQualificationTransitionBodySchema,
    responses: { 200: QualificationSchema, ...errorResponses },
  }),
} as const;
