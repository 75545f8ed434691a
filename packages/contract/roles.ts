import type { Role } from './enums.ts';

/**
 * The session's roles from a user's main role and player link (docs/architecture.md, Roles):
 * USER always; PLAYER for PLAYER, SUPERVISOR or ADMIN with a linked player; SUPERVISOR for
 * SUPERVISOR or ADMIN; ADMIN for ADMIN.
 */
export function sessionRoles(mainRole: Role, playerId: number | null): Role[] {
  const roles: Role[] = ['USER'];
  if (mainRole !== 'USER' && playerId !== null) roles.push('PLAYER');
  if (mainRole === 'SUPERVISOR' || mainRole === 'ADMIN') roles.push('SUPERVISOR');
  if (mainRole === 'ADMIN') roles.push('ADMIN');
  return roles;
}
