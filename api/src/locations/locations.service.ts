import { Injectable } from '@nestjs/common';
import {
  type CreateLocationRequest,
  type CreateSubLocationRequest,
  type Location as LocationResponse,
  type SubLocation as SubLocationResponse,
  type UpdateLocationRequest,
  type UpdateSubLocationRequest,
} from '@shared/contracts/locations';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { type AppError } from '../common/errors/app-error';
import { conflict, invalid, notFound } from '../common/errors/errors';
import { type StoreRepositories, type StoreRepository } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { TransactionRunner } from '../database/transaction-runner';
import { isUniqueViolation } from '../database/unique-violation';
import { Location } from './location.entity';
import { toLocationResponse, toSubLocationResponse } from './location.mapper';
import { SubLocation } from './sub-location.entity';

/**
 * Locations and their sub-locations (spec 000 §2.3 Sublocations, spec 001 §7 Sub-locations).
 * Every query is scoped to the caller's store. Names compare case-insensitively on both engines
 * (MariaDB's collation already does; SQLite's index would not).
 */
@Injectable()
export class LocationsService {
  constructor(
    @InjectStoreRepositories(Location) private readonly locations: StoreRepositories<Location>,
    @InjectStoreRepositories(SubLocation) private readonly subLocations: StoreRepositories<SubLocation>,
    private readonly transactions: TransactionRunner,
  ) {}

  async listLocations(principal: Principal): Promise<LocationResponse[]> {
    const rows = await this.locations.for(principal).find({ order: { name: 'ASC', id: 'ASC' } });
    return rows.map(toLocationResponse);
  }

  async createLocation(principal: Principal, body: CreateLocationRequest): Promise<LocationResponse> {
    return this.transactions.run(async (manager) => {
      const locations = this.locations.for(principal, manager);
      await this.assertLocationNameFree(locations, body.name);
      const saved = await locations
        .save(
          locations.create({
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
    return this.transactions.run(async (manager) => {
      const locations = this.locations.for(principal, manager);
      const location = await this.findLocation(locations, id);
      if (body.name !== undefined && body.name !== location.name) {
        await this.assertLocationNameFree(locations, body.name, location.id);
        location.name = body.name;
      }
      if (body.label !== undefined) location.label = body.label;
      if (body.isActive !== undefined) location.isActive = body.isActive;
      const saved = await locations
        .save(location)
        .catch(rethrowUnique(() => conflict(validation.location.nameTaken, 'name')));
      return toLocationResponse(saved);
    });
  }

  /** Sub-locations of the store, optionally of one location (by name); those of deactivated locations too. */
  async listSubLocations(principal: Principal, locationName?: string): Promise<SubLocationResponse[]> {
    // The join follows the sub-location's foreign key, which points into its own store.
    const query = this.subLocations
      .for(principal)
      .query('subLocation')
      .innerJoinAndSelect('subLocation.location', 'location')
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
    return this.transactions.run(async (manager) => {
      const location = await this.locations
        .for(principal, manager)
        .query('location')
        .where('LOWER(location.name) = LOWER(:name)', { name: body.locationName })
        .getOne();
      if (!location) throw invalid('locationName', validation.subLocation.locationRequired);
      if (!location.isActive) throw invalid('locationName', validation.subLocation.locationInactive);
      const subLocations = this.subLocations.for(principal, manager);
      await this.assertSubLocationNameFree(subLocations, location, body.name);
      const saved = await subLocations
        .save(subLocations.create({ locationId: location.id, name: body.name }))
        .catch(rethrowUnique(() => conflict(validation.subLocation.nameTaken(location.name), 'name')));
      return toSubLocationResponse(saved, location);
    });
  }

  async updateSubLocation(
    principal: Principal,
    id: number,
    body: UpdateSubLocationRequest,
  ): Promise<SubLocationResponse> {
    return this.transactions.run(async (manager) => {
      const subLocations = this.subLocations.for(principal, manager);
      const subLocation = await subLocations.findOne({ where: { id }, relations: { location: true } });
      const location = subLocation?.location;
      if (!subLocation || !location || location.storeId !== principal.storeId) throw notFound();
      if (body.name !== subLocation.name) {
        await this.assertSubLocationNameFree(subLocations, location, body.name, subLocation.id);
        subLocation.name = body.name;
      }
      const saved = await subLocations
        .save(subLocation)
        .catch(rethrowUnique(() => conflict(validation.subLocation.nameTaken(location.name), 'name')));
      return toSubLocationResponse(saved, location);
    });
  }

  private async findLocation(locations: StoreRepository<Location>, id: number): Promise<Location> {
    const location = await locations.findById(id);
    if (!location) throw notFound();
    return location;
  }

  private async assertLocationNameFree(
    locations: StoreRepository<Location>,
    name: string,
    exceptId?: number,
  ): Promise<void> {
    const query = locations.query('location').where('LOWER(location.name) = LOWER(:name)', { name });
    if (exceptId !== undefined) query.andWhere('location.id <> :exceptId', { exceptId });
    if (await query.getExists()) throw conflict(validation.location.nameTaken, 'name');
  }

  private async assertSubLocationNameFree(
    subLocations: StoreRepository<SubLocation>,
    location: Location,
    name: string,
    exceptId?: number,
  ): Promise<void> {
    const query = subLocations
      .query('subLocation')
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
