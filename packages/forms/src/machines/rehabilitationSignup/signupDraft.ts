import { PLAN_IDS, RehabilitationSignupBodySchema } from '@telemed/domain';
import type { Gender, RehabilitationSignupBody } from '@telemed/domain';
import { schemaIssues } from '../../questionnaire/fieldIssues';
import type { FieldIssues } from '../../questionnaire/fieldIssues';

/** The registrant's entries as the signup form holds them, typed or not yet. */
export interface SignupDraft {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  phone: string;
  /** `YYYY-MM-DD`, empty until picked. */
  dateOfBirth: string;
  /** Empty until chosen. */
  gender: Gender | '';
  acceptedConsents: {
    termsOfService: boolean;
    privacyPolicy: boolean;
    subscriptionServices: boolean;
  };
}

/** A field of the signup form, named as the server names its property. */
export type SignupField =
  | Exclude<keyof SignupDraft, 'acceptedConsents'>
  | `acceptedConsents.${keyof SignupDraft['acceptedConsents']}`;

/** Every field of the signup form, in the order the form shows them. */
export const SIGNUP_FIELDS: readonly SignupField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'phone',
  'dateOfBirth',
  'gender',
  'acceptedConsents.termsOfService',
  'acceptedConsents.privacyPolicy',
  'acceptedConsents.subscriptionServices',
];

/** The form before the registrant typed anything. */
export const EMPTY_SIGNUP_DRAFT: SignupDraft = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  phone: '',
  dateOfBirth: '',
  gender: '',
  acceptedConsents: { termsOfService: false, privacyPolicy: false, subscriptionServices: false },
};

/** A copy of the draft with one field's value replaced. */
export function withSignupField(draft: SignupDraft, field: SignupField, value: unknown) {
  if (field.startsWith('acceptedConsents.')) {
    const consent = field.slice('acceptedConsents.'.length);
    return {
      ...draft,
      acceptedConsents: { ...draft.acceptedConsents, [consent]: value === true },
    };
  }
  return { ...draft, [field]: value };
}

/** What the signup sends: the draft with the chosen plan and, from a clinic's link, its clinic. */
export interface SignupChoice {
  planId: RehabilitationSignupBody['planId'];
  teamId?: string;
  language?: RehabilitationSignupBody['language'];
}

/**
 * The body of POST rehabilitationUsers from the draft and the choice around it. The draft's
 * unchecked values (a consent not given, no gender) go as they are: the schema refuses them.
 */
export function signupBody(draft: SignupDraft, choice: SignupChoice): RehabilitationSignupBody {
  return { ...draft, ...choice } as unknown as RehabilitationSignupBody;
}

/**
 * What the form finds wrong with the entries: the shared schema run on the client exactly as
 * the server runs it, one issue per field (the first), named as the server names them.
 *
 * @example
 * localSignupIssues(EMPTY_SIGNUP_DRAFT).firstName; // { constraint: 'isRequired' }
 */
export function localSignupIssues(draft: SignupDraft): FieldIssues {
  // Any offered plan: the plan is chosen on the step before, not typed on this one.
  const body = signupBody(draft, { planId: PLAN_IDS.demo });
  const parsed = RehabilitationSignupBodySchema.safeParse(body);
  return parsed.success ? {} : schemaIssues(parsed.error.issues);
}
