/*
 * The database schema, one module per area; this one gathers them for the repositories and for
 * drizzle-kit (drizzle.config.ts), which generates the migrations from it. The areas import each
 * other's tables directly, never this module, so no area waits on itself.
 */
export * from './accountsSchema';
export * from './realtimeSchema';
export * from './examinationsSchema';
export * from './recordingsSchema';
export * from './peopleSchema';
export * from './analysisSchema';
export * from './beatsSchema';
export * from './throttleSchema';
export * from './tasksSchema';
export * from './covidSchema';
export * from './reportSendingsSchema';
export * from './qualificationsSchema';
export * from './ordersSchema';
export * from './paymentsSchema';
export * from './actionPlansSchema';
export * from './programsSchema';
