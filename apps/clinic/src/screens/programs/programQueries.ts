/** Query key of everything the clinic's program screens load of a clinic. */
export const programsKey = (teamId: string) => ['programs', teamId] as const;

/** Query key of the clinic's library of steps and series. */
export const libraryKey = (teamId: string) => ['programLibrary', teamId] as const;
