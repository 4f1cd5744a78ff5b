import { forwardRef, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthFeatureModule } from '../auth/auth.module';
import { OpenStoresController } from './open-stores.controller';
import { StoreResolver } from './store-resolver.service';
import { Store } from './store.entity';
import { StoresController } from './stores.controller';
import { StoresService } from './stores.service';

@Module({
  imports: [TypeOrmModule.forFeature([Store]), forwardRef(() => AuthFeatureModule)],
  controllers: [OpenStoresController, StoresController],
  providers: [StoresService, StoreResolver],
  exports: [StoresService, StoreResolver],
})
export class StoresModule {}
