import { z } from 'zod';
import { ACCESS_CONTROLS, ROLES } from '../domain/access-controls';
import { validation } from '../messages';
import { email, newPassword } from './auth';
import { publicStore } from './stores';

/** Store staff as the API shows them (spec 000 §3 User / employee; spec 001 §7 Employees). */
export const employee = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  /** The linked login account (contract name from the spec); null until the invite is accepted. */
  fbUserId: z.string().nullable(),
  role: z.enum(ROLES),
  /** null: not restricted by access controls (spec 000 §6). */
  accessControls: z.array(z.enum(ACCESS_CONTROLS)).nullable(),
  isActive: z.boolean(),
  storeId: z.number().int(),
  createdAt: z.string(),
});
export type Employee = z.infer<typeof employee>;

export const employeeIdParams = z.object({ id: z.coerce.number().int().positive() });
export type EmployeeIdParams = z.infer<typeof employeeIdParams>;

/** GET /api/employees */
export const employeesQuery = z.object({ search: z.string().trim().max(100).optional() });
export type EmployeesQuery = z.infer<typeof employeesQuery>;
export const employeesResponse = z.object({ employees: z.array(employee) });
export type EmployeesResponse = z.infer<typeof employeesResponse>;

/** GET /api/employees/{id}, POST /api/employees, PUT /api/employees/{id} */
export const employeeResponse = z.object({ employee });
export type EmployeeResponse = z.infer<typeof employeeResponse>;

/** POST /api/employees: First Name, Last Name and Email are required (spec 001 §5, no message of its own). */
export const createEmployeeRequest = z.object({
  email,
  firstName: z.string().trim().min(1, validation.employee.firstNameRequired).max(100),
  lastName: z.string().trim().min(1, validation.employee.lastNameRequired).max(100),
});
export type CreateEmployeeRequest = z.infer<typeof createEmployeeRequest>;

/** POST /api/employees/send/{id}: (re)sends the invite mail. */
export const sendInviteRequest = z.object({ invite: z.unknown().optional() }).optional();

/** PUT /api/employees/{id} */
export const updateEmployeeRequest = z
  .object({
    accessControls: z.array(z.enum(ACCESS_CONTROLS)).nullable(),
    isActive: z.boolean(),
  })
  .partial();
export type UpdateEmployeeRequest = z.infer<typeof updateEmployeeRequest>;

/** GET /open/employees/{id}?token=: the invite, for the employee signup page (the token proves the mail). */
export const openEmployeeQuery = z.object({ token: z.string().trim().min(1).max(200) });
export type OpenEmployeeQuery = z.infer<typeof openEmployeeQuery>;
export const openEmployeeResponse = z.object({
  employee: z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** Already linked to a login account: the page sends the visitor to /login. */
    isLinked: z.boolean(),
    store: publicStore,
  }),
});
export type OpenEmployeeResponse = z.infer<typeof openEmployeeResponse>;

/** PUT /open/employees/accept/{id}: create the login for an invited employee (email fixed by the invite). */
export const openAcceptInviteRequest = z.object({
  token: z.string().trim().min(1).max(200),
  password: newPassword,
  /** Contract field from the spec; our accounts are created here, so any value sent is ignored. */
  fbUserId: z.string().optional(),
});
export type OpenAcceptInviteRequest = z.infer<typeof openAcceptInviteRequest>;

/** PUT /api/employees/accept/{id}: link the signed-in account (fbUserId) to the invite with its email. */
export const acceptInviteRequest = z.object({ fbUserId: z.string().min(1) });
export type AcceptInviteRequest = z.infer<typeof acceptInviteRequest>;
