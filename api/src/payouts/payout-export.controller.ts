import { Readable } from 'node:stream';
import { Controller, HttpCode, HttpStatus, Post, StreamableFile } from '@nestjs/common';
import {
  PAYOUT_EXPORT_FILENAME,
  payoutExportRequest,
  type PayoutExportRequest,
} from '@shared/contracts/payouts';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody } from '../common/validation/contract';
import { PayoutExportService } from './payout-export.service';

/** POST /api/payouts/export (spec 001 §7): a payout as CSV, saved as payoutExport.csv. */
@Controller('api/payouts')
@Access('Orders')
export class PayoutExportController {
  constructor(private readonly exports: PayoutExportService) {}

  @Post('export')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary:
      "A payout (`inventoriesToExport.payoutId`, optionally some consigners) as CSV: each consigner's payout method and details, items and totals, to the cent; downloaded as payoutExport.csv",
    body: payoutExportRequest,
  })
  async exportPayout(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: PayoutExportRequest,
  ): Promise<StreamableFile> {
    // One round of lines buffered ahead of the socket at most: the rest waits in the database.
    const lines = Readable.from(await this.exports.open(p, body.inventoriesToExport), { highWaterMark: 1 });
    return new StreamableFile(lines, {
      type: 'text/csv; charset=utf-8',
      disposition: `attachment; filename="${PAYOUT_EXPORT_FILENAME}"`,
    });
  }
}
