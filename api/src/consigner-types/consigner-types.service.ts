import { Injectable } from '@nestjs/common';
import { type EntityManager, Not } from 'typeorm';
import {
  consignerTypeMessages,
  type ConsignerType as ConsignerTypeResponse,
  type CreateConsignerTypeRequest,
  type UpdateConsignerTypeRequest,
} from '@shared/contracts/consigner-types';
import { type Principal } from '../common/auth/principal';
import { conflict, invalid, notFound } from '../common/errors/errors';
import { type StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { TransactionRunner } from '../database/transaction-runner';
import { isUniqueViolation } from '../database/unique-violation';
import { ConsignerType } from './consigner-type.entity';
import { toConsignerTypeResponse } from './consigner-type.mapper';

const duplicate = (accountType: string) =>
  conflict(consignerTypeMessages.duplicate(accountType), 'accountType');

/**
 * Consigner types (spec 001 §7): a store's fee schedules. Every query is scoped to the caller's
 * store, and each store keeps exactly one default type.
 */
@Injectable()
export class ConsignerTypesService {
  constructor(
    @InjectStoreRepositories(ConsignerType) private readonly types: StoreRepositories<ConsignerType>,
    private readonly transactions: TransactionRunner,
  ) {}

  async list(principal: Principal): Promise<ConsignerTypeResponse[]> {
    const rows = await this.types.for(principal).find({ order: { id: 'ASC' } });
    return rows.map(toConsignerTypeResponse);
  }

  /** Adds a type; the store's first type is its default, and a new default clears the old one. */
  async create(principal: Principal, body: CreateConsignerTypeRequest): Promise<ConsignerTypeResponse> {
    return this.write(body.accountType, async (manager) => {
      const types = this.types.for(principal, manager);
      await this.assertNameFree(types, body.accountType);
      const isFirst = (await types.count()) === 0;
      const isDefault = isFirst || body.isDefault === true;
      if (isDefault) await types.update({ isDefault: true }, { isDefault: false });
      const row = await types.save(types.create({ ...this.fields(body), isDefault }));
      return toConsignerTypeResponse(row);
    });
  }

  /** Replaces a type's fields. Unsetting the only default is refused: a store keeps one. */
  async update(
    principal: Principal,
    id: number,
    body: UpdateConsignerTypeRequest,
  ): Promise<ConsignerTypeResponse> {
    return this.write(body.accountType, async (manager) => {
      const types = this.types.for(principal, manager);
      const row = await types.findById(id);
      if (!row) throw notFound();
      if (body.id !== undefined && body.id !== id) throw invalid('id', consignerTypeMessages.idMismatch);
      await this.assertNameFree(types, body.accountType, id);
      if (body.isDefault === false && row.isDefault) {
        throw conflict(consignerTypeMessages.needsDefault, 'isDefault');
      }
      if (body.isDefault === true && !row.isDefault) {
        await types.update({ isDefault: true, id: Not(id) }, { isDefault: false });
        row.isDefault = true;
      }
      Object.assign(row, this.fields(body));
      return toConsignerTypeResponse(await types.save(row));
    });
  }

  private fields(body: CreateConsignerTypeRequest) {
    return {
      accountType: body.accountType,
      sellingFee: body.sellingFee,
      minFee: body.minFee,
      flatFee: body.flatFee ?? null,
      category: body.category,
      option1Value: body.option1Value,
      option2Value: body.option2Value,
      option3Value: body.option3Value,
    };
  }

  /** One transaction; a unique-index race still answers 409, not 500. */
  private async write<T>(accountType: string, work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.transactions.run(work).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw duplicate(accountType);
      throw error;
    });
  }

  /** Names are unique per store, ignoring case (MariaDB's collation would, SQLite's would not). */
  private async assertNameFree(
    types: StoreRepository<ConsignerType>,
    accountType: string,
    exceptId?: number,
  ): Promise<void> {
    const query = types
      .query('type')
      .andWhere('LOWER(type.accountType) = :name', { name: accountType.toLowerCase() });
    if (exceptId !== undefined) query.andWhere('type.id <> :exceptId', { exceptId });
    if (await query.getExists()) throw duplicate(accountType);
  }
}
