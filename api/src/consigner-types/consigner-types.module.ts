import { Module } from '@nestjs/common';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { ConsignerType } from './consigner-type.entity';
import { ConsignerTypesController } from './consigner-types.controller';
import { ConsignerTypesService } from './consigner-types.service';

@Module({
  imports: [TenancyModule.forFeature([ConsignerType])],
  controllers: [ConsignerTypesController],
  providers: [ConsignerTypesService],
})
export class ConsignerTypesModule {}
