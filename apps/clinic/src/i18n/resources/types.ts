import type { ReportStrings } from '@telemed/domain';
import type { enGB } from './en-GB';

type PluralSuffix = 'zero' | 'one' | 'two' | 'few' | 'many' | 'other';
type PluralKey = `${string}_${PluralSuffix}`;

/**
 * The shape every language must fill: the keys of en-GB with any string as value. Plural keys
 * are free per language because each needs the categories of its own Intl.PluralRules (Polish
 * has one/few/many/other, English one/other); `resources.test.ts` checks they are complete.
 */
export type Translation<T> = T extends string
  ? string
  : { [K in keyof T as K extends PluralKey ? never : K]: Translation<T[K]> } & {
      [key: PluralKey]: string;
    };

/** The portal's own strings in one language (its language module). */
export type OwnClinicStrings = Translation<typeof enGB>;

/** Every string of the portal in one language: its own and the report's wording (`reports`). */
export type ClinicStrings = OwnClinicStrings & { reports: ReportStrings };
