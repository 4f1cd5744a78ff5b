import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import {
  type CreateLocationRequest,
  type CreateSubLocationRequest,
  type Location as LocationResponse,
  type SubLocation as SubLocationResponse,
  type UpdateLocationRequest,
  type UpdateSubLocationRequest,
} from '@shared/contracts/locations';
import { apiErrors, validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { AppError } from '../common/errors/app-error';
import { isUniqueViolation } from '../database/unique-violation';
import { Location } from './location.entity';
import { toLocationResponse, toSubLocationResponse } from './location.mapper';
import { SubLocation } from './sub-location.entity';

const notFound = () => new AppError(HttpStatus.NOT_FOUND, 'NOT_FOUND', apiErrors.notFound);
const conflict = (message: string, field: string) =>
  new AppError(HttpStatus.CONFLICT, 'CONFLICT', message, { [field]: message });
const invalid = (field: string, message: string) =>
  new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', message, { [field]: message });

/**
 * Locations and their sub-locations (spec 000 §2.3 Sublocations, spec 001 §7 Sub-locations).
 * Every query is scoped to the caller's store. Names compare case-insensitively on both engines
 * (MariaDB's collation already does; SQLite's index would not).
 */
@Injectable()
export class LocationsService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async listLocations(principal: Principal): Promise<LocationResponse[]> {
    const rows = await this.dataSource
      .getRepository(Location)
      .find({ where: { storeId: principal.storeId }, order: { name: 'ASC', id: 'ASC' } });
    return rows.map(toLocationResponse);
  }

  async createLocation(principal: Principal, body: CreateLocationRequest): Promise<LocationResponse> {
    return this.dataSource.transaction(async (manager) => {
      await this.assertLocationNameFree(manager, principal.storeId, body.name);
      const repository = manager.getRepository(Location);
      const saved = await repository
        .save(
          repository.create({
            storeId: principal.storeId,
            name: body.name,
            label: body.label,
            isActive: true,
          }),
        )
        .catch(rethrowUnique(() => conflict(validation.location.nameTaken, 'name')));
      return toLocationResponse(saved);
    });
  }

  async updateLocation(
    principal: Principal,
    id: number,
    body: UpdateLocationRequest,
  ): Promise<LocationResponse> {
    return this.dataSource.transaction(async (manager) => {
      const location = await this.findLocation(manager, principal.storeId, id);
      if (body.name !== undefined && body.name !== location.name) {
        await this.assertLocationNameFree(manager, principal.storeId, body.name, location.id);
        location.name = body.name;
      }
      if (body.label !== undefined) location.label = body.label;
      if (body.isActive !== undefined) location.isActive = body.isActive;
      const saved = await manager
        .getRepository(Location)
        .save(location)
        .catch(rethrowUnique(() => conflict(validation.location.nameTaken, 'name')));
      return toLocationResponse(saved);
    });
  }

  /** Sub-locations of the store, optionally of one location (by name); those of deactivated locations too. */
  async listSubLocations(principal: Principal, locationName?: string): Promise<SubLocationResponse[]> {
    const query = this.dataSource
      .getRepository(SubLocation)
      .createQueryBuilder('subLocation')
      .innerJoinAndSelect('subLocation.location', 'location')
      .where('subLocation.storeId = :storeId', { storeId: principal.storeId })
      .andWhere('location.storeId = :storeId', { storeId: principal.storeId })
      .orderBy('location.name', 'ASC')
      .addOrderBy('subLocation.name', 'ASC')
      .addOrderBy('subLocation.id', 'ASC');
    if (locationName) query.andWhere('LOWER(location.name) = LOWER(:locationName)', { locationName });
    const rows = await query.getMany();
    return rows.flatMap((row) => (row.location ? [toSubLocationResponse(row, row.location)] : []));
  }

  async createSubLocation(
    principal: Principal,
    body: CreateSubLocationRequest,
  ): Promise<SubLocationResponse> {
    return this.dataSource.transaction(async (manager) => {
      const location = await manager
        .getRepository(Location)
        .createQueryBuilder('location')
        .where('location.storeId = :storeId', { storeId: principal.storeId })
        .andWhere('LOWER(location.name) = LOWER(:name)', { name: body.locationName })
        .getOne();
      if (!location) throw invalid('locationName', validation.subLocation.locationRequired);
      if (!location.isActive) throw invalid('locationName', validation.subLocation.locationInactive);
      await this.assertSubLocationNameFree(manager, location, body.name);
      const repository = manager.getRepository(SubLocation);
      const saved = await repository
        .save(repository.create({ storeId: principal.storeId, locationId: location.id, name: body.name }))
        .catch(rethrowUnique(() => conflict(validation.subLocation.nameTaken(location.name), 'name')));
      return toSubLocationResponse(saved, location);
    });
  }

  async updateSubLocation(
    principal: Principal,
    id: number,
    body: UpdateSubLocationRequest,
  ): Promise<SubLocationResponse> {
    return this.dataSource.transaction(async (manager) => {
      const subLocation = await manager
        .getRepository(SubLocation)
        .findOne({ where: { id, storeId: principal.storeId }, relations: { location: true } });
      const location = subLocation?.location;
      if (!subLocation || !location || location.storeId !== principal.storeId) throw notFound();
      if (body.name !== subLocation.name) {
        await this.assertSubLocationNameFree(manager, location, body.name, subLocation.id);
        subLocation.name = body.name;
      }
      const saved = await manager
        .getRepository(SubLocation)
        .save(subLocation)
        .catch(rethrowUnique(() => conflict(validation.subLocation.nameTaken(location.name), 'name')));
      return toSubLocationResponse(saved, location);
    });
  }

  private async findLocation(manager: EntityManager, storeId: number, id: number): Promise<Location> {
    const location = await manager.getRepository(Location).findOneBy({ id, storeId });
    if (!location) throw notFound();
    return location;
  }

  private async assertLocationNameFree(
    manager: EntityManager,
    storeId: number,
    name: string,
    exceptId?: number,
  ): Promise<void> {
    const query = manager
      .getRepository(Location)
      .createQueryBuilder('location')
      .where('location.storeId = :storeId', { storeId })
      .andWhere('LOWER(location.name) = LOWER(:name)', { name });
    if (exceptId !== undefined) query.andWhere('location.id <> :exceptId', { exceptId });
    if (await query.getExists()) throw conflict(validation.location.nameTaken, 'name');
  }

  private async assertSubLocationNameFree(
    manager: EntityManager,
    location: Location,
    name: string,
    exceptId?: number,
  ): Promise<void> {
    const query = manager
      .getRepository(SubLocation)
      .createQueryBuilder('subLocation')
      .where('subLocation.locationId = :locationId', { locationId: location.id })
      .andWhere('LOWER(subLocation.name) = LOWER(:name)', { name });
    if (exceptId !== undefined) query.andWhere('subLocation.id <> :exceptId', { exceptId });
    if (await query.getExists()) throw conflict(validation.subLocation.nameTaken(location.name), 'name');
  }
}

function rethrowUnique(toError: () => AppError) {
  return (error: unknown): never => {
    if (isUniqueViolation(error)) throw toError();
    throw error;
  };
}
