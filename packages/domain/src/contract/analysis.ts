import {
  AnalysisParametersResponseSchema,
  ApneaAnalysisBodySchema,
  ApneaAnalysisResponseSchema,
} from '../schemas/analysis';
import { CovidAnalysisBodySchema, CovidAnalysisResponseSchema } from '../schemas/covidAnalysis';
import { AnalysisParametersParamsSchema } from '../schemas/routeParams';
import { endpoint, errorResponses } from './endpoint';

/**
 * The analyses on request. Each replaces the examination's detected events of its origin (warn
 * first: clinical-domain §4) and answers the examination's events and the parameters used; the
 * parameters are the clinic's for the type overridden by the request's.
 */
export const analysisContract = {
  /** The respiratory detectors (platform-core §7 POST analysis/apnea): origin `analysis`. */
  apnea: endpoint({
    method: 'POST',
    path: '/analysis/apnea',
    access: 'signedIn',
    body: ApneaAnalysisBodySchema,
    responses: { 200: ApneaAnalysisResponseSchema, ...errorResponses },
  }),
  /** The respiratory detectors (POST quality/apnea): origin `quality analysis`. */
  qualityApnea: endpoint({
    method: 'POST',
    path: '/quality/apnea',
    access: 'signedIn',
    body: ApneaAnalysisBodySchema,
    responses: { 200: ApneaAnalysisResponseSchema, ...errorResponses },
  }),
  /**
   * The COVID alert detectors (not in the spec's catalogue; named like the respiratory calls):
   * both detected origins.
   */
  covid: endpoint({
    method: 'POST',
    path: '/analysis/covid',
    access: 'signedIn',
    body: CovidAnalysisBodySchema,
    responses: { 200: CovidAnalysisResponseSchema, ...errorResponses },
  }),
  /** The clinic's detector parameters for an examination type, with the defaults. */
  parameters: endpoint({
    method: 'GET',
    path: '/teams/:teamId/analysis-parameters/:examinationType',
    access: 'teamMember',
    params: AnalysisParametersParamsSchema,
    responses: { 200: AnalysisParametersResponseSchema, ...errorResponses },
  }),
} as const;
