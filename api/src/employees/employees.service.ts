import { Injectable } from '@nestjs/common';
import { Brackets, type EntityManager } from 'typeorm';
import {
  type CreateEmployeeRequest,
  type Employee as EmployeeResponse,
  type OpenAcceptInviteRequest,
  type OpenEmployeeResponse,
  type UpdateEmployeeRequest,
} from '@shared/contracts/employees';
import { type EmployeeChange, employeeChangeRefusal } from '@shared/domain/employee-changes';
import { authMessages } from '@shared/messages';
import { Account } from '../accounts/account.entity';
import { hashPassword } from '../accounts/passwords';
import { EmailTokensService, invalidLink } from '../auth/email-tokens.service';
import { RefreshTokensService } from '../auth/refresh-tokens.service';
import { type Principal } from '../common/auth/principal';
import { conflict, forbidden, notFound } from '../common/errors/errors';
import { type StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { Consigner } from '../consigners/consigner.entity';
import { TransactionRunner } from '../database/transaction-runner';
import { mailTemplates } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import { isUniqueViolation } from '../database/unique-violation';
import { StoreUrls } from '../stores/store-urls.service';
import { toPublicStore } from '../stores/store.mapper';
import { Employee } from './employee.entity';
import { toEmployeeResponse } from './employee.mapper';

/** Store staff (spec 001 §7 Employees). Every query is scoped to the caller's store. */
@Injectable()
export class EmployeesService {
  constructor(
    @InjectStoreRepositories(Employee) private readonly employees: StoreRepositories<Employee>,
    @InjectStoreRepositories(Account) private readonly accounts: StoreRepositories<Account>,
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
    private readonly transactions: TransactionRunner,
    private readonly emailTokens: EmailTokensService,
    private readonly refreshTokens: RefreshTokensService,
    private readonly mail: MailService,
    private readonly urls: StoreUrls,
  ) {}

  async list(principal: Principal, search?: string): Promise<EmployeeResponse[]> {
    const query = this.employees
      .for(principal)
      .query('employee')
      .orderBy('employee.firstName', 'ASC')
      .addOrderBy('employee.lastName', 'ASC');
    if (search) {
      const like = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      query.andWhere(
        new Brackets((where) =>
          where
            .where('LOWER(employee.firstName) LIKE :like', { like })
            .orWhere('LOWER(employee.lastName) LIKE :like', { like })
            .orWhere('LOWER(employee.email) LIKE :like', { like }),
        ),
      );
    }
    return (await query.getMany()).map(toEmployeeResponse);
  }

  async get(principal: Principal, id: number): Promise<EmployeeResponse> {
    return toEmployeeResponse(await this.find(this.employees.for(principal), id));
  }

  /** Adds the employee and mails the invite ('Employee added!', then 'Sent invite'), together. */
  async create(principal: Principal, body: CreateEmployeeRequest): Promise<EmployeeResponse> {
    const employee = await this.transactions
      .run(async (manager) => {
        const employees = this.employees.for(principal, manager);
        if (await employees.existsBy({ email: body.email })) throw conflict(authMessages.employeeExists);
        const created = await employees.save(
          employees.create({
            firstName: body.firstName,
            lastName: body.lastName,
            email: body.email,
            role: 'Employee',
            // Least privilege: the Admin ticks what the new employee may open.
            accessControls: [],
            isActive: true,
          }),
        );
        await this.queueInvite(manager, principal, created);
        return created;
      })
      .catch((error: unknown) => {
        if (isUniqueViolation(error)) throw conflict(authMessages.employeeExists);
        throw error;
      });
    return toEmployeeResponse(employee);
  }

  async sendInvite(principal: Principal, id: number): Promise<void> {
    await this.transactions.run(async (manager) => {
      const employee = await this.find(this.employees.for(principal, manager), id);
      if (employee.accountId !== null) throw conflict(authMessages.inviteAlreadyAccepted);
      await this.queueInvite(manager, principal, employee);
    });
  }

  async update(principal: Principal, id: number, body: UpdateEmployeeRequest): Promise<EmployeeResponse> {
    return this.transactions.run(async (manager) => {
      const employees = this.employees.for(principal, manager);
      const employee = await this.find(employees, id);
      assertMayChange(principal, employee, { kind: 'update', ...body });
      if (body.isActive === false) await this.assertNotLastAdmin(employees, employee);
      if (body.accessControls !== undefined) employee.accessControls = body.accessControls;
      if (body.isActive !== undefined) employee.isActive = body.isActive;
      return toEmployeeResponse(await employees.save(employee));
    });
  }

  /** Removes the employee and their login (unless it also holds a consigner profile), ending their sessions. */
  async remove(principal: Principal, id: number): Promise<void> {
    const accountId = await this.transactions.run(async (manager) => {
      const employees = this.employees.for(principal, manager);
      const employee = await this.find(employees, id);
      assertMayChange(principal, employee, { kind: 'delete' });
      await this.assertNotLastAdmin(employees, employee);
      await employees.delete({ id: employee.id });
      if (employee.accountId === null) return null;
      const isConsigner = await this.consigners
        .for(principal, manager)
        .existsBy({ accountId: employee.accountId });
      if (!isConsigner) await this.accounts.for(principal, manager).delete({ id: employee.accountId });
      return employee.accountId;
    });
    if (accountId !== null) await this.refreshTokens.revokeAccount(accountId);
  }

  /** GET /open/employees/{id}?token=: the invite behind a mailed link. */
  async openInvite(id: number, token: string): Promise<OpenEmployeeResponse['employee']> {
    const row = await this.emailTokens.peek('invite', token);
    if (row.employeeId !== id) throw invalidLink();
    // The link's store: the token row names it.
    const employee = await this.employees.for(row).findOne({ where: { id }, relations: { store: true } });
    if (!employee?.store) throw invalidLink();
    return {
      id: employee.id,
      firstName: employee.firstName,
      lastName: employee.lastName,
      email: employee.email,
      isLinked: employee.accountId !== null,
      store: toPublicStore(employee.store),
    };
  }

  /** PUT /open/employees/accept/{id}: the invited employee creates their login; the mailed link proves the address. */
  async acceptInvite(id: number, body: OpenAcceptInviteRequest): Promise<void> {
    const passwordHash = await hashPassword(body.password);
    await this.transactions.run(async (manager) => {
      const preview = await this.emailTokens.peek('invite', body.token);
      if (preview.employeeId !== id) throw invalidLink();
      const employees = this.employees.for(preview, manager);
      const employee = await this.find(employees, id);
      if (employee.accountId !== null) throw conflict(authMessages.inviteAlreadyAccepted);
      await this.emailTokens.consume(manager, 'invite', body.token);
      const accounts = this.accounts.for(preview, manager);
      if (await accounts.existsBy({ email: employee.email })) throw conflict(authMessages.accountExists);
      const account = await accounts.save(
        accounts.create({
          email: employee.email,
          passwordHash,
          emailVerifiedAt: new Date(),
        }),
      );
      employee.accountId = account.id;
      await employees.save(employee);
    });
  }

  /**
   * PUT /api/employees/accept/{id}: links the signed-in account to the invite for its own email.
   * Only a login that proved it owns the invited mailbox (verified, same address) takes the invite,
   * whatever gate the route has: the invite carries the store's access to whoever accepts it.
   */
  async linkAccount(principal: Principal, id: number, fbUserId: string): Promise<EmployeeResponse> {
    if (fbUserId !== String(principal.accountId)) throw notFound();
    if (!principal.emailVerified) throw forbidden(authMessages.inviteNeedsVerifiedEmail);
    return this.transactions.run(async (manager) => {
      const employees = this.employees.for(principal, manager);
      const employee = await this.find(employees, id);
      if (employee.email !== principal.account.email) throw conflict(authMessages.emailMismatch);
      if (employee.accountId !== null) throw conflict(authMessages.inviteAlreadyAccepted);
      employee.accountId = principal.accountId;
      return toEmployeeResponse(await employees.save(employee));
    });
  }

  /** A new invite link (earlier ones stop working) and its mail, in the caller's transaction. */
  private async queueInvite(manager: EntityManager, principal: Principal, employee: Employee): Promise<void> {
    const token = await this.emailTokens.issue(
      'invite',
      { storeId: principal.storeId, employeeId: employee.id },
      manager,
    );
    const url = this.urls.page(principal.store.handle, `/signup/${employee.id}`, { token });
    await this.mail.queue(
      manager,
      principal.store,
      [mailTemplates.employeeInvite(principal.store, employee.email, employee.firstName, url)],
      principal.accountId,
    );
  }

  private async find(employees: StoreRepository<Employee>, id: number): Promise<Employee> {
    const employee = await employees.findById(id);
    if (!employee) throw notFound();
    return employee;
  }

  /** A store keeps at least one active Admin: otherwise nobody could manage it. */
  private async assertNotLastAdmin(employees: StoreRepository<Employee>, employee: Employee): Promise<void> {
    if (employee.role !== 'Admin' || !employee.isActive) return;
    const activeAdmins = await employees.countBy({ role: 'Admin', isActive: true });
    if (activeAdmins <= 1) throw conflict(authMessages.lastAdmin);
  }
}

/** The rules of who may change whom (shared/domain/employee-changes.ts), as a 403 with their message. */
function assertMayChange(principal: Principal, target: Employee, change: EmployeeChange): void {
  // Only employees reach these routes (@Access('Employees')).
  const actor = principal.employee;
  if (!actor) throw forbidden(authMessages.staffOnly);
  const refusal = employeeChangeRefusal(actor, target, change);
  if (refusal) throw forbidden(refusal);
}
