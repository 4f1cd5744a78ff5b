import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { Consigner } from '../consigners/consigner.entity';
import { Employee } from '../employees/employee.entity';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { OpenStoresController } from './open-stores.controller';
import { StoresController } from './stores.controller';
import { StoresService } from './stores.service';

/** Store signup (a store with its Admin, default template and store account), lookup and settings. */
@Module({
  imports: [AuthModule, TenancyModule.forFeature([Employee, ProductTemplate, Consigner])],
  controllers: [OpenStoresController, StoresController],
  providers: [StoresService],
})
export class StoresModule {}
