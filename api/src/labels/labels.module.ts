import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { Inventory } from '../inventories/inventory.entity';
import { ProductGtin } from '../products/product-gtin.entity';
import { Upload } from '../uploads/upload.entity';
import { UploadsModule } from '../uploads/uploads.module';
import { LabelDocumentFiles } from './label-document-files';
import { LabelFactsService } from './label-facts.service';
import { LabelLogoService } from './label-logo.service';
import { LabelsController } from './labels.controller';
import { LabelsRenderJob } from './labels-render.job';
import { LabelsService } from './labels.service';

/** Label documents in PDF and ZPL (issue 14): the calls; printing them is the clients'. */
@Module({
  imports: [AuthModule, UploadsModule, TenancyModule.forFeature([Inventory, ProductGtin, Upload])],
  controllers: [LabelsController],
  providers: [LabelsService, LabelFactsService, LabelLogoService, LabelDocumentFiles, LabelsRenderJob],
  // The receipts draw the store's logo as the labels do (issue 15).
  exports: [LabelLogoService],
})
export class LabelsModule {}
