import { Controller, Get, Post, Put } from '@nestjs/common';
import {
  createLocationRequest,
  type CreateLocationRequest,
  locationIdParams,
  type LocationIdParams,
  locationResponse,
  type LocationResponse,
  locationsResponse,
  type LocationsResponse,
  updateLocationRequest,
  type UpdateLocationRequest,
} from '@shared/contracts/locations';
import { SHARED_READS } from '@shared/domain/access-controls';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidParams } from '../common/validation/contract';
import { LocationsService } from './locations.service';

@Controller('api/locations')
@Access('Settings')
export class LocationsController {
  constructor(private readonly locations: LocationsService) {}

  @Get()
  @Access(...SHARED_READS.locations)
  @Contract({ summary: "List the store's locations", response: locationsResponse })
  async list(@CurrentPrincipal() p: Principal): Promise<LocationsResponse> {
    return { locations: await this.locations.listLocations(p) };
  }

  @Post()
  @Contract({
    summary: 'Add a location (name unique within the store)',
    body: createLocationRequest,
    response: locationResponse,
    status: 201,
  })
  async create(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: CreateLocationRequest,
  ): Promise<LocationResponse> {
    return { location: await this.locations.createLocation(p, body) };
  }

  @Put(':id')
  @Contract({
    summary: 'Rename, relabel or (de)activate a location',
    params: locationIdParams,
    body: updateLocationRequest,
    response: locationResponse,
  })
  async update(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: LocationIdParams,
    @ValidBody() body: UpdateLocationRequest,
  ): Promise<LocationResponse> {
    return { location: await this.locations.updateLocation(p, params.id, body) };
  }
}
