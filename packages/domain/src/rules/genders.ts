/** Genders recorded in personal details (spec: Female, Male, Other). */
export const GENDERS = ['female', 'male', 'other'] as const;

export type Gender = (typeof GENDERS)[number];
