import { Module } from '@nestjs/common';
import { LocationsController } from './locations.controller';
import { LocationsService } from './locations.service';
import { SubLocationsController } from './sub-locations.controller';

@Module({
  controllers: [LocationsController, SubLocationsController],
  providers: [LocationsService],
  exports: [LocationsService],
})
export class LocationsModule {}
