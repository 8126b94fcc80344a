// @telemed/domain/mock: the API served from in-memory handlers, routed by the contract
export { createMockFetch } from './createMockFetch';
export type { MockFetchOptions } from './createMockFetch';
export type { MockHandler } from './createMockFetch';
export type { MockHandlers } from './createMockFetch';
export type { MockRequest } from './createMockFetch';
export { MockFailure } from './mockFailure';
export { sampleCovidIntake } from './sampleCovidIntake';
export { SAMPLE_QUALIFICATION_DETAILS, sampleQualification } from './sampleQualification';
export { SAMPLE_PLANS } from './samplePlans';
export { sampleAction, sampleActionPlan } from './sampleActionPlan';
