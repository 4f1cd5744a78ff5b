import { Controller, Get, HttpCode, HttpStatus, Post, StreamableFile } from '@nestjs/common';
import { z } from 'zod';
import { emailReceiptRequest, emailReceiptResponse, orderIdParams } from '@shared/contracts/orders';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidParams } from '../common/validation/contract';
import { ReceiptsService } from './receipts.service';

/** An order's receipt (issue 15, ours): the 80 mm PDF, and the receipt by email. */
@Controller('api/orders')
@Access('Orders')
export class ReceiptsController {
  constructor(private readonly receipts: ReceiptsService) {}

  @Get(':id/receipt')
  @Contract({
    summary: "The order's receipt as an 80 mm wide PDF, as tall as its content (application/pdf)",
    params: orderIdParams,
  })
  async receipt(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: z.output<typeof orderIdParams>,
  ): Promise<StreamableFile> {
    const document = await this.receipts.pdf(p, params.id);
    return new StreamableFile(document.bytes, {
      type: 'application/pdf',
      disposition: `inline; filename="${document.fileName}"`,
      length: document.bytes.length,
    });
  }

  @Post(':id/emailReceipt')
  @HttpCode(HttpStatus.ACCEPTED)
  @Contract({
    summary:
      "Mails the receipt (its PDF attached) to the email given, else to the order's customer; queued as a mail job",
    params: orderIdParams,
    body: emailReceiptRequest,
    response: emailReceiptResponse,
  })
  async emailReceipt(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: z.output<typeof orderIdParams>,
    @ValidBody() body: z.output<typeof emailReceiptRequest>,
  ): Promise<z.output<typeof emailReceiptResponse>> {
    return { email: await this.receipts.email(p, params.id, body.email) };
  }
}
