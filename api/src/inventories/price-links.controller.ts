import { Controller, HttpCode, HttpStatus, Post } from '@nestjs/common';
import {
  priceLinkParams,
  type PriceLinkParams,
  priceLinkResponse,
  type PriceLinkResponse,
} from '@shared/contracts/buy-and-sell';
import { Public } from '../common/auth/public.decorator';
import { Contract, ValidParams } from '../common/validation/contract';
import { PriceLinksService } from './price-links.service';

/**
 * spec 001 §7: the emailed price-change links' calls, made by /buyandsell/{action}/{code} on load.
 * Public: the code is the credential, and it names its store (the page has no handle).
 */
@Public()
@Controller('open/stores')
export class PriceLinksController {
  constructor(private readonly priceLinks: PriceLinksService) {}

  @Post('acceptRequestedInventoryPriceChange/:code')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary:
      "The consigner accepts the store's price offer by its mailed link: the offered price applies, Active again (410 once used, expired or replaced)",
    params: priceLinkParams,
    response: priceLinkResponse,
  })
  async accept(@ValidParams() params: PriceLinkParams): Promise<PriceLinkResponse> {
    return this.priceLinks.answer(params.code, 'acceptPrice');
  }

  @Post('rejectRequestedInventoryPriceChange/:code')
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary:
      "The consigner rejects the store's price offer by its mailed link: Active again at its price (410 once used, expired or replaced)",
    params: priceLinkParams,
    response: priceLinkResponse,
  })
  async reject(@ValidParams() params: PriceLinkParams): Promise<PriceLinkResponse> {
    return this.priceLinks.answer(params.code, 'rejectPrice');
  }
}
