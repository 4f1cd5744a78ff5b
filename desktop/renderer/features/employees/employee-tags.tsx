import { Tag } from 'antd';
import { type Employee } from '@shared/contracts/employees';
import { hasLogin } from './access';

/** Active or not: an inactive employee is sent to the disabled-account notice (spec 000 §4). */
export function ActiveTag({ isActive }: Pick<Employee, 'isActive'>) {
  return isActive ? <Tag color="green">Active</Tag> : <Tag>Inactive</Tag>;
}

/** spec 000 §4 Employees: invited, then linked to a login when they accept. */
export function LoginTag({ employee }: { employee: Pick<Employee, 'fbUserId'> }) {
  return hasLogin(employee) ? <Tag color="blue">Active login</Tag> : <Tag color="gold">Invited</Tag>;
}

export function RoleTag({ role }: Pick<Employee, 'role'>) {
  return role === 'Admin' ? <Tag color="purple">Admin</Tag> : null;
}
