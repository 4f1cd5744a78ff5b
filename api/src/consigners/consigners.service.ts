import { Injectable } from '@nestjs/common';
import { Brackets, type EntityManager, In, IsNull, Not } from 'typeorm';
import {
  type ConsignerListItem,
  type ConsignerPickerQuery,
  type ConsignerPickerResponse,
  type Consigner as ConsignerResponse,
  type CreateConsignerFromAdminRequest,
  type PayoutDetailChange as PayoutDetailChangeResponse,
  type UpdateConsignerRequest,
  cleanBankData,
  consignerMessages,
  sentBankData,
} from '@shared/contracts/consigners';
import { maySeeBankDetails } from '@shared/domain/access-controls';
import {
  maskNumber,
  maskPayoutDetails,
  type PayoutDetails,
  payoutDetailsChanged,
} from '@shared/domain/payout-details';
import { Account } from '../accounts/account.entity';
import { AuthService } from '../auth/auth.service';
import { RefreshTokensService } from '../auth/refresh-tokens.service';
import { type Principal } from '../common/auth/principal';
import { conflict, forbidden, invalid, notFound } from '../common/errors/errors';
import { type StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { ConsignerType } from '../consigner-types/consigner-type.entity';
import { TransactionRunner } from '../database/transaction-runner';
import { Employee } from '../employees/employee.entity';
import { UNSOLD_STATUSES } from '@shared/domain/inventory-status';
import { InventoryEngine, writeScopeOf } from '../inventories/engine/inventory-engine';
import { Inventory } from '../inventories/inventory.entity';
import { mailTemplates } from '../mail/mail-templates';
import { MailService } from '../mail/mail.service';
import { StoreUrls } from '../stores/store-urls.service';
import { Consigner } from './consigner.entity';
import { toConsignerResponse } from './consigner.mapper';
import { PayoutDetailChange } from './payout-detail-change.entity';

/** Fields only staff may change on PUT /api/consigners/{id}. */
const STAFF_ONLY_FIELDS = [
  'accountType',
  'consignerTypeId',
  'marketplaceLocation',
  'isActive',
  'chargeTax',
  'isRecalculateInventoryPayout',
] as const;

/** Consigners as staff manage them (spec 001 §7 Consigners). Every query is scoped to the caller's store. */
@Injectable()
export class ConsignersService {
  constructor(
    @InjectStoreRepositories(Consigner) private readonly consigners: StoreRepositories<Consigner>,
    @InjectStoreRepositories(ConsignerType) private readonly types: StoreRepositories<ConsignerType>,
    @InjectStoreRepositories(Account) private readonly accounts: StoreRepositories<Account>,
    @InjectStoreRepositories(Employee) private readonly employees: StoreRepositories<Employee>,
    @InjectStoreRepositories(Inventory) private readonly inventories: StoreRepositories<Inventory>,
    @InjectStoreRepositories(PayoutDetailChange)
    private readonly payoutChanges: StoreRepositories<PayoutDetailChange>,
    private readonly transactions: TransactionRunner,
    private readonly auth: AuthService,
    private readonly refreshTokens: RefreshTokensService,
    private readonly engine: InventoryEngine,
    private readonly mail: MailService,
    private readonly urls: StoreUrls,
  ) {}

  async list(principal: Principal, search?: string): Promise<ConsignerListItem[]> {
    const query = this.consigners
      .for(principal)
      .query('consigner')
      .orderBy('consigner.firstName', 'ASC')
      .addOrderBy('consigner.lastName', 'ASC')
      .addOrderBy('consigner.id', 'ASC');
    if (search) {
      const like = likePattern(search);
      query.andWhere(
        new Brackets((where) =>
          where
            .where('LOWER(consigner.firstName) LIKE :like', { like })
            .orWhere('LOWER(consigner.lastName) LIKE :like', { like })
            .orWhere('LOWER(consigner.email) LIKE :like', { like })
            .orWhere('LOWER(consigner.phone) LIKE :like', { like }),
        ),
      );
    }
    const consigners = await query.getMany();
    const types = await this.types.for(principal).findBy();
    const feeOf = new Map(types.map((type) => [type.id, Number(type.sellingFee)]));
    // sales and profit come from sold inventory, which the inventory and order issues add.
    return consigners.map((consigner) => ({
      ...toConsignerResponse(consigner, showsBank(principal, consigner)),
      ffData: {
        fee: consigner.consignerTypeId === null ? null : (feeOf.get(consigner.consignerTypeId) ?? null),
        sales: 0,
        profit: 0,
      },
    }));
  }

  /** GET /api/consigners/picker: owners for intake, the store's own account first; no bank details. */
  async picker(principal: Principal, q: ConsignerPickerQuery): Promise<ConsignerPickerResponse> {
    const query = this.consigners
      .for(principal)
      .query('consigner')
      .select([
        'consigner.id',
        'consigner.firstName',
        'consigner.lastName',
        'consigner.email',
        'consigner.isStoreAccount',
      ])
      .orderBy('consigner.isStoreAccount', 'DESC')
      .addOrderBy('consigner.firstName', 'ASC')
      .addOrderBy('consigner.lastName', 'ASC')
      .addOrderBy('consigner.id', 'ASC')
      .skip((q.page - 1) * q.pageSize)
      .take(q.pageSize);
    if (q.search) {
      const like = likePattern(q.search);
      query.andWhere(
        new Brackets((where) =>
          where
            .where('LOWER(consigner.firstName) LIKE :like', { like })
            .orWhere('LOWER(consigner.lastName) LIKE :like', { like })
            .orWhere('LOWER(consigner.email) LIKE :like', { like }),
        ),
      );
    }
    const [rows, total] = await query.getManyAndCount();
    return {
      consigners: rows.map(({ id, firstName, lastName, email, isStoreAccount }) => ({
        id,
        firstName,
        lastName,
        email,
        isStoreAccount,
      })),
      total,
    };
  }

  async get(principal: Principal, id: number): Promise<ConsignerResponse> {
    const consigner = await this.find(this.consigners.for(principal), id);
    return toConsignerResponse(consigner, showsBank(principal, consigner));
  }

  /** GET /api/consigners/{id}/payoutDetailChanges: the consigner's payout-details audit log, newest first. */
  async payoutDetailChanges(principal: Principal, id: number): Promise<PayoutDetailChangeResponse[]> {
    const consigner = await this.find(this.consigners.for(principal), id);
    const rows = await this.payoutChanges
      .for(principal)
      .query('change')
      .andWhere('change.consignerId = :consignerId', { consignerId: consigner.id })
      .orderBy('change.createdAt', 'DESC')
      .addOrderBy('change.id', 'DESC')
      .getMany();
    return rows.map((row) => ({
      id: row.id,
      consignerId: row.consignerId,
      changedBy: { accountId: row.changedById, name: row.changedByName, kind: row.changedByKind },
      before: row.before,
      after: row.after,
      createdAt: row.createdAt.toISOString(),
    }));
  }

  /** POST /api/consigners/createFromAdmin ('Consigner added!'): a consigner without a login. */
  async create(principal: Principal, body: CreateConsignerFromAdminRequest): Promise<ConsignerResponse> {
    if (body.storeId !== undefined && body.storeId !== principal.storeId) throw notFound();
    return this.transactions.run(async (manager) => {
      const consigners = this.consigners.for(principal, manager);
      if (await consigners.existsBy({ email: body.email })) throw conflict(consignerMessages.emailTaken);
      const type = await this.findType(this.types.for(principal, manager), {
        id: body.consignerTypeId ?? undefined,
      });
      const isBank = body.payoutType === 'Bank';
      const consigner = await consigners.save(
        consigners.create({
          accountId: null,
          firstName: body.firstName,
          lastName: body.lastName,
          email: body.email,
          phone: body.phone,
          address: body.address,
          zipCode: body.zipCode ?? null,
          idNumber: body.idNumber ?? null,
          accountType: type?.accountType ?? null,
          consignerTypeId: type?.id ?? null,
          payoutType: body.payoutType ?? null,
          payoutData: isBank ? null : (body.payoutData ?? null),
          bankData: isBank && body.bankData ? cleanBankData(body.bankData) : null,
          chargeTax: body.chargeTax ?? false,
          emailNotifications: body.emailNotifications ?? true,
          acceptedTOS: false,
        }),
      );
      return toConsignerResponse(consigner, showsBank(principal, consigner));
    });
  }

  /**
   * PUT /api/consigners/{id}. Staff change everything; a consigner changes only its own profile and
   * payout details, and not its bank details once submitted (spec 001 §5: in person or by email only).
   */
  async update(principal: Principal, id: number, body: UpdateConsignerRequest): Promise<ConsignerResponse> {
    const isSelf = principal.kind === 'consigner';
    if (isSelf && principal.consigner?.id !== id) throw notFound();
    return this.engine.run(async (manager) => {
      const consigners = this.consigners.for(principal, manager);
      const consigner = await this.find(consigners, id);
      const typeBefore = consigner.consignerTypeId;
      const payoutBefore = payoutDetailsOf(consigner);
      if (isSelf) this.assertConsignerMayChange(consigner, body);
      if (body.isActive === false && consigner.isStoreAccount)
        throw conflict(consignerMessages.storeAccountNotDisabled);
      if (body.email !== undefined && body.email !== consigner.email) {
        const taken = await consigners.existsBy({ email: body.email });
        if (taken) throw conflict(consignerMessages.emailTaken);
      }
      if (body.consignerTypeId !== undefined || body.accountType !== undefined) {
        const type = await this.findType(this.types.for(principal, manager), {
          id: body.consignerTypeId,
          name: body.consignerTypeId === undefined ? body.accountType : undefined,
        });
        if (!type) throw invalid('consignerTypeId', consignerMessages.unknownConsignerType);
        consigner.accountType = type.accountType;
        consigner.consignerTypeId = type.id;
        // isRecalculateInventoryPayout: recorded as a no-op until inventory exists; the inventory
        // issue recalculates the payouts of the consigner's items for the new type here.
      }
      for (const field of [
        'firstName',
        'lastName',
        'email',
        'phone',
        'address',
        'zipCode',
        'idNumber',
        'marketplaceLocation',
        'acceptedTOS',
        'isActive',
        'emailNotifications',
        'chargeTax',
      ] as const) {
        if (body[field] !== undefined) Object.assign(consigner, { [field]: body[field] });
      }
      this.applyPayout(consigner, body, isSelf);
      const saved = await consigners.save(consigner);
      await this.auditPayoutChange(manager, principal, saved, payoutBefore);
      if (body.isRecalculateInventoryPayout && saved.consignerTypeId !== typeBefore) {
        await this.recalculatePayouts(manager, principal, saved);
      }
      return toConsignerResponse(saved, showsBank(principal, saved));
    });
  }

  /**
   * A change of the payout type, payout email or bank details: an audit row (numbers masked) and a
   * mail to the consigner, both in the change's transaction, so neither exists without the other.
   */
  private async auditPayoutChange(
    manager: EntityManager,
    principal: Principal,
    consigner: Consigner,
    before: PayoutDetails,
  ): Promise<void> {
    const after = payoutDetailsOf(consigner);
    if (!payoutDetailsChanged(before, after)) return;
    const byConsigner = principal.kind === 'consigner';
    const actor = byConsigner ? principal.consigner : principal.employee;
    const name = actor ? `${actor.firstName} ${actor.lastName}` : principal.account.email;
    const changes = this.payoutChanges.for(principal, manager);
    await changes.save(
      changes.create({
        consignerId: consigner.id,
        changedById: principal.accountId,
        changedByName: name,
        changedByKind: byConsigner ? 'consigner' : 'employee',
        before: maskPayoutDetails(before),
        after: maskPayoutDetails(after),
      }),
    );
    const bank = after.bankData ?? {};
    const bankNumber = bank.accountNumber ?? bank.ibanNumber;
    const destination =
      after.payoutType === 'Bank'
        ? bankNumber
          ? `account ${maskNumber(bankNumber)}`
          : ''
        : (after.payoutData ?? '');
    await this.mail.queue(
      manager,
      principal.store,
      [
        mailTemplates.payoutDetailsChanged(
          principal.store,
          consigner.email,
          consigner.firstName,
          byConsigner ? 'you' : name,
          after.payoutType,
          destination,
          this.urls.page(principal.store.handle, '/'),
        ),
      ],
      principal.accountId,
    );
  }

  /**
   * After an account-type change (isRecalculateInventoryPayout): the payout of each unsold, priced
   * item of the consigner follows the new type, in the same transaction, each change guarded and
   * logged by the inventory engine.
   */
  private async recalculatePayouts(manager: EntityManager, principal: Principal, consigner: Consigner) {
    const items = await this.engine.find(manager, principal, {
      consignerId: consigner.id,
      status: In([...UNSOLD_STATUSES]),
      price: Not(IsNull()),
    });
    await this.engine.edit(
      manager,
      writeScopeOf(principal),
      items.map((item) => ({ item, set: {}, owner: consigner, isFeeRecalculated: true })),
    );
  }

  /** POST /api/consigners/deleteConsigner/{id} ('Consigner deleted!'): its login goes too unless it is staff. */
  async remove(principal: Principal, id: number): Promise<void> {
    const accountId = await this.transactions.run(async (manager) => {
      const consigners = this.consigners.for(principal, manager);
      const consigner = await this.find(consigners, id);
      if (consigner.isStoreAccount) throw conflict(consignerMessages.storeAccountNotDeletable);
      await this.assertNothingOutstanding(manager, consigner);
      await consigners.delete({ id: consigner.id });
      if (consigner.accountId === null) return null;
      const isStaff = await this.employees
        .for(principal, manager)
        .existsBy({ accountId: consigner.accountId });
      if (!isStaff) await this.accounts.for(principal, manager).delete({ id: consigner.accountId });
      return consigner.accountId;
    });
    if (accountId !== null) await this.refreshTokens.revokeAccount(accountId);
  }

  /** Reset Password on the consigner page: the reset mail to the consigner's login (AuthService.forgotPassword). */
  async sendResetPassword(principal: Principal, id: number): Promise<void> {
    const consigner = await this.find(this.consigners.for(principal), id);
    if (consigner.accountId === null) throw conflict(consignerMessages.noLogin);
    const account = await this.accounts.for(principal).findById(consigner.accountId);
    if (!account) throw conflict(consignerMessages.noLogin);
    await this.auth.forgotPassword(principal.store, { email: account.email });
  }

  /**
   * A consigner with inventory in the store cannot be deleted: any item, whatever its status, so
   * the store's history (sold, paid, withdrawn) keeps its owner. Unpaid payouts are sold items not
   * yet Paid, so they are items too. Such an account can be disabled instead.
   */
  async assertNothingOutstanding(manager: EntityManager, consigner: Consigner): Promise<void> {
    const hasItems = await this.inventories.for(consigner, manager).existsBy({ consignerId: consigner.id });
    if (hasItems || Number(consigner.negativeBalance) !== 0) {
      throw conflict(consignerMessages.hasInventoryOrPayouts);
    }
  }

  private assertConsignerMayChange(consigner: Consigner, body: UpdateConsignerRequest): void {
    if (STAFF_ONLY_FIELDS.some((field) => body[field] !== undefined))
      throw forbidden(consignerMessages.staffOnlyField);
    const bankSet = consigner.bankData !== null && Object.keys(consigner.bankData).length > 0;
    if (!bankSet) return;
    const next = nextBankData(consigner, body);
    const changesBank =
      (next !== undefined &&
        payoutDetailsChanged(
          { payoutType: null, payoutData: null, bankData: consigner.bankData },
          { payoutType: null, payoutData: null, bankData: next },
        )) ||
      (body.payoutType !== undefined && body.payoutType !== 'Bank');
    if (changesBank) throw forbidden(consignerMessages.bankLocked);
  }

  /** bankData is kept only for Bank payouts, payoutData only for the others. */
  private applyPayout(consigner: Consigner, body: UpdateConsignerRequest, isSelf: boolean): void {
    if (body.payoutType !== undefined) consigner.payoutType = body.payoutType;
    if (body.payoutData !== undefined) consigner.payoutData = body.payoutData;
    const bank = nextBankData(consigner, body);
    if (bank !== undefined) consigner.bankData = bank;
    if (body.payoutType === undefined || isSelf) return;
    if (body.payoutType === 'Bank') consigner.payoutData = null;
    else consigner.bankData = null;
  }

  private async findType(
    types: StoreRepository<ConsignerType>,
    by: { id?: number; name?: string },
  ): Promise<ConsignerType | null> {
    if (by.id !== undefined) {
      const type = await types.findById(by.id);
      if (!type) throw invalid('consignerTypeId', consignerMessages.unknownConsignerType);
      return type;
    }
    if (by.name !== undefined) return types.findOneBy({ accountType: by.name });
    return types.findOneBy({ isDefault: true });
  }

  private async find(consigners: StoreRepository<Consigner>, id: number): Promise<Consigner> {
    const consigner = await consigners.findById(id);
    if (!consigner) throw notFound();
    return consigner;
  }
}

/** The bank details after `body` (bankData and the top-level bank fields), or undefined when it sends none. */
function nextBankData(
  consigner: Consigner,
  body: UpdateConsignerRequest,
): Record<string, string> | null | undefined {
  const sent = sentBankData(body);
  if (sent === undefined) return undefined;
  if (sent === null) return null;
  // Top-level fields alone change those fields of the stored details; bankData replaces them.
  const base = body.bankData === undefined ? (consigner.bankData ?? {}) : {};
  return { ...base, ...cleanBankData(sent) };
}

function payoutDetailsOf(consigner: Consigner): PayoutDetails {
  return {
    payoutType: consigner.payoutType,
    payoutData: consigner.payoutData,
    bankData: consigner.bankData && { ...consigner.bankData },
  };
}

function showsBank(principal: Principal, consigner: Consigner): boolean {
  return maySeeBankDetails(
    {
      kind: principal.kind,
      role: principal.role,
      accessControls: principal.accessControls,
      consignerId: principal.consigner?.id ?? null,
    },
    consigner.id,
  );
}

/** A LIKE pattern matching `search` anywhere, its own % and _ taken literally. */
function likePattern(search: string): string {
  return `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}
