import { Module } from '@nestjs/common';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { Location } from './location.entity';
import { LocationsController } from './locations.controller';
import { LocationsService } from './locations.service';
import { SubLocation } from './sub-location.entity';
import { SubLocationsController } from './sub-locations.controller';

@Module({
  imports: [TenancyModule.forFeature([Location, SubLocation])],
  controllers: [LocationsController, SubLocationsController],
  providers: [LocationsService],
  exports: [LocationsService],
})
export class LocationsModule {}
