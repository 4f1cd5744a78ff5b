import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager, Not } from 'typeorm';
import {
  consignerTypeMessages,
  type ConsignerType as ConsignerTypeResponse,
  type CreateConsignerTypeRequest,
  type UpdateConsignerTypeRequest,
} from '@shared/contracts/consigner-types';
import { apiErrors } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { AppError } from '../common/errors/app-error';
import { isUniqueViolation } from '../database/unique-violation';
import { ConsignerType } from './consigner-type.entity';
import { toConsignerTypeResponse } from './consigner-type.mapper';

const notFound = () => new AppError(HttpStatus.NOT_FOUND, 'NOT_FOUND', apiErrors.notFound);
const duplicate = (accountType: string) => {
  const message = consignerTypeMessages.duplicate(accountType);
  return new AppError(HttpStatus.CONFLICT, 'CONFLICT', message, { accountType: message });
};

/**
 * Consigner types (spec 001 §7): a store's fee schedules. Every query is scoped to the caller's
 * store, and each store keeps exactly one default type.
 */
@Injectable()
export class ConsignerTypesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async list(principal: Principal): Promise<ConsignerTypeResponse[]> {
    const rows = await this.dataSource
      .getRepository(ConsignerType)
      .find({ where: { storeId: principal.storeId }, order: { id: 'ASC' } });
    return rows.map(toConsignerTypeResponse);
  }

  /** Adds a type; the store's first type is its default, and a new default clears the old one. */
  async create(principal: Principal, body: CreateConsignerTypeRequest): Promise<ConsignerTypeResponse> {
    const storeId = principal.storeId;
    return this.write(body.accountType, async (manager) => {
      const repository = manager.getRepository(ConsignerType);
      await this.assertNameFree(manager, storeId, body.accountType);
      const isFirst = (await repository.countBy({ storeId })) === 0;
      const isDefault = isFirst || body.isDefault === true;
      if (isDefault) await repository.update({ storeId, isDefault: true }, { isDefault: false });
      const row = await repository.save(repository.create({ storeId, ...this.fields(body), isDefault }));
      return toConsignerTypeResponse(row);
    });
  }

  /** Replaces a type's fields. Unsetting the only default is refused: a store keeps one. */
  async update(
    principal: Principal,
    id: number,
    body: UpdateConsignerTypeRequest,
  ): Promise<ConsignerTypeResponse> {
    const storeId = principal.storeId;
    return this.write(body.accountType, async (manager) => {
      const repository = manager.getRepository(ConsignerType);
      const row = await repository.findOneBy({ id, storeId });
      if (!row) throw notFound();
      if (body.id !== undefined && body.id !== id) {
        throw new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', consignerTypeMessages.idMismatch, {
          id: consignerTypeMessages.idMismatch,
        });
      }
      await this.assertNameFree(manager, storeId, body.accountType, id);
      if (body.isDefault === false && row.isDefault) {
        throw new AppError(HttpStatus.CONFLICT, 'CONFLICT', consignerTypeMessages.needsDefault, {
          isDefault: consignerTypeMessages.needsDefault,
        });
      }
      if (body.isDefault === true && !row.isDefault) {
        await repository.update({ storeId, isDefault: true, id: Not(id) }, { isDefault: false });
        row.isDefault = true;
      }
      Object.assign(row, this.fields(body));
      return toConsignerTypeResponse(await repository.save(row));
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
    return this.dataSource.transaction(work).catch((error: unknown) => {
      if (isUniqueViolation(error)) throw duplicate(accountType);
      throw error;
    });
  }

  /** Names are unique per store, ignoring case (MariaDB's collation would, SQLite's would not). */
  private async assertNameFree(
    manager: EntityManager,
    storeId: number,
    accountType: string,
    exceptId?: number,
  ): Promise<void> {
    const query = manager
      .getRepository(ConsignerType)
      .createQueryBuilder('type')
      .where('type.storeId = :storeId', { storeId })
      .andWhere('LOWER(type.accountType) = :name', { name: accountType.toLowerCase() });
    if (exceptId !== undefined) query.andWhere('type.id <> :exceptId', { exceptId });
    if (await query.getExists()) throw duplicate(accountType);
  }
}
