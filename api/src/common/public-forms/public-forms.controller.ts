import { Controller, Get } from '@nestjs/common';
import { formTokenResponse, type FormTokenResponse, publicStoreQuery } from '@shared/contracts/public-pages';
import { Public } from '../auth/public.decorator';
import { Contract } from '../validation/contract';
import { type Store } from '../../stores/store.entity';
import { PublicFormTokens } from './form-tokens';
import { PublicStore } from './public-store';

@Public()
@Controller('open/stores')
export class PublicFormsController {
  constructor(private readonly tokens: PublicFormTokens) {}

  /** Stateless (a signed time), so fetching tokens costs nothing to store and needs no limit. */
  @Get('formToken')
  @Contract({
    summary: "A public form's token (fetched when the form opens; every public write sends it back)",
    query: publicStoreQuery,
    response: formTokenResponse,
  })
  formToken(@PublicStore() store: Store): FormTokenResponse {
    return { formToken: this.tokens.issue(store.id) };
  }
}
