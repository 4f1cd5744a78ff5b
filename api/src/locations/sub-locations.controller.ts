import { Controller, Get, Post, Put } from '@nestjs/common';
import {
  createSubLocationRequest,
  type CreateSubLocationRequest,
  subLocationIdParams,
  type SubLocationIdParams,
  subLocationResponse,
  type SubLocationResponse,
  subLocationsQuery,
  type SubLocationsQuery,
  subLocationsResponse,
  type SubLocationsResponse,
  updateSubLocationRequest,
  type UpdateSubLocationRequest,
} from '@shared/contracts/locations';
import { SHARED_READS } from '@shared/domain/access-controls';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidParams, ValidQuery } from '../common/validation/contract';
import { LocationsService } from './locations.service';

/** spec 001 §7 Sub-locations. */
@Controller('api/subLocations')
@Access('Settings')
export class SubLocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get()
  @Access(...SHARED_READS.locations)
  @Contract({
    summary: 'List sub-locations, optionally of one location (by name)',
    query: subLocationsQuery,
    response: subLocationsResponse,
  })
  async list(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: SubLocationsQuery,
  ): Promise<SubLocationsResponse> {
    return { subLocations: await this.locations.listSubLocations(p, query.location) };
  }

  @Post()
  @Contract({
    summary: 'Add a sub-location to an active location (name unique within the location)',
    body: createSubLocationRequest,
    response: subLocationResponse,
    status: 201,
  })
  async create(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: CreateSubLocationRequest,
  ): Promise<SubLocationResponse> {
    return { subLocation: await this.locations.createSubLocation(p, body) };
  }

  @Put(':id')
  @Contract({
    summary: 'Rename a sub-location',
    params: subLocationIdParams,
    body: updateSubLocationRequest,
    response: subLocationResponse,
  })
  async update(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: SubLocationIdParams,
    @ValidBody() body: UpdateSubLocationRequest,
  ): Promise<SubLocationResponse> {
    return { subLocation: await this.locations.updateSubLocation(p, params.id, body) };
  }
}
