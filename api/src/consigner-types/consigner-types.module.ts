import { Module } from '@nestjs/common';
import { ConsignerTypesController } from './consigner-types.controller';
import { ConsignerTypesService } from './consigner-types.service';

@Module({
  controllers: [ConsignerTypesController],
  providers: [ConsignerTypesService],
})
export class ConsignerTypesModule {}
