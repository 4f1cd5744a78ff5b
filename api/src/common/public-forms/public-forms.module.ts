import { Global, Module } from '@nestjs/common';
import { PublicFormTokens } from './form-tokens';
import { PublicFormsController } from './public-forms.controller';
import { PublicStores, ResolvePublicStore } from './public-store';
import { PublicWriteGuard } from './public-write';

/**
 * Issue 17's public pages' foundations, for every module: the store of a public call
 * (@PublicStore(), PublicStores) and the guard of public writes (@PublicWrite, its form tokens).
 */
@Global()
@Module({
  controllers: [PublicFormsController],
  providers: [PublicFormTokens, PublicStores, ResolvePublicStore, PublicWriteGuard],
  exports: [PublicFormTokens, PublicStores, ResolvePublicStore, PublicWriteGuard],
})
export class PublicFormsModule {}
