export { RoleBadge } from './RoleBadge';
export type { MemberStatusName, RoleBadgeProps, TeamRoleName } from './RoleBadge';
