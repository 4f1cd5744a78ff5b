import { Module } from '@nestjs/common';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { OrdersModule } from '../orders/orders.module';
import { Product } from '../products/product.entity';
import { StorefrontModule } from '../storefront/storefront.module';
import { Reservation } from './reservation.entity';
import { ReservationsController } from './reservations.controller';
import { ReservationsService } from './reservations.service';

/** Kiosk reservations (issue 17, docs/public-pages.md). */
@Module({
  imports: [OrdersModule, StorefrontModule, TenancyModule.forFeature([Reservation, Product])],
  controllers: [ReservationsController],
  providers: [ReservationsService],
})
export class ReservationsModule {}
