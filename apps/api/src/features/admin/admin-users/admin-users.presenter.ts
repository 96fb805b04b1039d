import type { AdminUser } from '@podium/contracts/admin/admin-users';
import type { UserListRow } from './admin-users.repository';

export const presentUser = (row: UserListRow): AdminUser => ({ ...row, createdAt: row.createdAt.toISOString() });
