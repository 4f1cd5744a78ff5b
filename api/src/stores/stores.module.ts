import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { OpenStoresController } from './open-stores.controller';
import { Store } from './store.entity';
import { StoresService } from './stores.service';

@Module({
  imports: [TypeOrmModule.forFeature([Store])],
  controllers: [OpenStoresController],
  providers: [StoresService],
  exports: [StoresService],
})
export class StoresModule {}
