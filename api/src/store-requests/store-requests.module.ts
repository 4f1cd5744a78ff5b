import { Module } from '@nestjs/common';
import { AuthFeatureModule } from '../auth/auth.module';
import { StoreRequestsController, StoreRequestsMailController } from './store-requests.controller';
import { StoreRequestsService } from './store-requests.service';

/** Store requests: Request Items, the Request grid's offers and the requested-items mail. */
@Module({
  imports: [AuthFeatureModule],
  controllers: [StoreRequestsController, StoreRequestsMailController],
  providers: [StoreRequestsService],
})
export class StoreRequestsModule {}
