import { hasPermission, isEmployeeRole } from '@telemed/domain';
import type { Member, Permission } from '@telemed/domain';
import type { FastifyRequest } from 'fastify';
import { forbidden } from '../http/apiError';
import type { UsersRepository } from '../repositories/usersRepository';

/**
 * Answers 403 unless the member's role has the permission of the matrix (docs/permissions.md).
 *
 * @example
 * requirePermission(request.teamMember, 'members.remove');
 */
export function requirePermission(actor: Member, permission: Permission): void {
  if (!hasPermission(actor.role, permission)) throw forbidden();
}

/**
 * Answers 403 unless the member has the permission or is the member `memberId` itself (a patient
 * reading their own record, an employee changing their own notification settings).
 */
export function requirePermissionOrSelf(
  actor: Member,
  permission: Permission,
  memberId: string,
): void {
  if (actor._id !== memberId) requirePermission(actor, permission);
}

/** Whether the member is staff (any role but `user`). */
export function isStaff(actor: Member): boolean {
  return isEmployeeRole(actor.role);
}

/**
 * The route policy of a `teamMember` endpoint that needs a permission: after the membership
 * check of its access level, 403 unless the member's role has the permission.
 *
 * @example
 * implementRoutes(app, membersContract, handlers, { removeMember: permitted('members.remove') });
 */
export function permitted(permission: Permission): {
  preHandler: (request: FastifyRequest) => Promise<void>;
} {
  return { preHandler: async (request) => requirePermission(request.teamMember, permission) };
}

/**
 * A preHandler (after `authenticate`) admitting only site administrators: users whose role list
 * contains `administrator` (platform-core §6). Others get 403.
 */
export function siteAdministratorsOnly(
  users: UsersRepository,
): (request: FastifyRequest) => Promise<void> {
  return async (request) => {
    const user = await users.findById(request.userId);
    if (!user?.siteRoles.includes('administrator')) throw forbidden();
  };
}
