import { Module } from '@nestjs/common';
import { AuthFeatureModule } from '../auth/auth.module';
import { ProductTemplatesController } from './product-templates.controller';
import { ProductTemplatesService } from './product-templates.service';

@Module({
  imports: [AuthFeatureModule],
  controllers: [ProductTemplatesController],
  providers: [ProductTemplatesService],
  exports: [ProductTemplatesService],
})
export class ProductTemplatesModule {}
