import { type Employee as EmployeeResponse } from '@shared/contracts/employees';
import { type Employee } from './employee.entity';

export function toEmployeeResponse(employee: Employee): EmployeeResponse {
  return {
    id: employee.id,
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email,
    phone: employee.phone,
    fbUserId: employee.accountId === null ? null : String(employee.accountId),
    role: employee.role,
    accessControls: employee.accessControls,
    isActive: employee.isActive,
    storeId: employee.storeId,
    createdAt: employee.createdAt.toISOString(),
  };
}
