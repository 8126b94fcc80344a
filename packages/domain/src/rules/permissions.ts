import type { MemberRole } from './roles';

/*
 * The role and permission matrix (docs/permissions.md). The spec leaves it open (platform-core §6,
 * clinical-domain §6) except that administrator rights cover removing the clinic, users and
 * patients, inviting members and managing feature flags. The server enforces it on every route;
 * clients read it to hide what a member may not do.
 */

const STAFF = ['administrator', 'doctor', 'nurse', 'physiotherapist'] as const;
const CLINICAL = ['administrator', 'doctor', 'nurse'] as const;
const ADMIN = ['administrator'] as const;

/** What each member role may do in its clinic. Site-wide rights are separate (site administrators). */
export const PERMISSIONS = {
  /** Read the clinic's member list and any member's record. */
  'members.read': STAFF,
  /** Create patients, edit their details, name, identifiers, weights and questionnaire. */
  'patients.edit': CLINICAL,
  /** Generate a patient's SMS activation code. */
  'patients.smsCode': CLINICAL,
  /** Log a patient out of all devices. */
  'patients.reset': CLINICAL,
  /** Archive and restore patients. */
  'patients.archive': ['administrator', 'doctor'],
  /** Fill in a patient's questionnaire (physiotherapists work on it for rehabilitation). */
  'patients.questionnaire': STAFF,
  /** Remove members (patients and employees) from the clinic. */
  'members.remove': ADMIN,
  /** Change a member's role. */
  'members.changeRole': ADMIN,
  /** Invite employees and patients, add employees, list, resend and revoke invitations. */
  'invitations.manage': ADMIN,
  /** Change the clinic's details and logo. */
  'team.edit': ADMIN,
  /** Delete the clinic. */
  'team.delete': ADMIN,
  /** Read the clinic's details, order flag and notification settings. */
  'team.read': STAFF,
  /** Change other members' notification settings (everyone may change their own). */
  'notifications.manageOthers': ADMIN,
  /** Read, start and fill in qualifications to rehabilitation. */
  'qualifications.edit': STAFF,
  /** Move a qualification along its graph: qualify, test, reject, finish qualification. */
  'qualifications.changeState': ['administrator', 'doctor', 'physiotherapist'],
  /** Decide the final qualification (complete or reject it): a physician's call. */
  'qualifications.decideFinal': ['administrator', 'doctor'],
  /** Read action plans and a patient's current actions. */
  'actionPlans.read': STAFF,
  /** Make an action plan from an examination and change its actions' statuses. */
  'actionPlans.manage': STAFF,
  /** Build, publish, archive and delete rehabilitation programs; keep the clinic's library. */
  'programs.manage': STAFF,
  /** Give a patient a program and follow their program history. */
  'programs.assign': STAFF,
} as const satisfies Record<string, readonly MemberRole[]>;

/** One permission of the matrix. */
export type Permission = keyof typeof PERMISSIONS;

/**
 * Whether a member role has a permission.
 *
 * @example
 * hasPermission('nurse', 'members.remove'); // false
 * hasPermission('doctor', 'patients.smsCode'); // true
 */
export function hasPermission(role: MemberRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly MemberRole[]).includes(role);
}
