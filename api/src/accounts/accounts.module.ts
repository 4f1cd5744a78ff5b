import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Account } from './account.entity';
import { Employee } from './employee.entity';
import { MeController } from './me.controller';
import { ProfileService } from './profile.service';

@Module({
  imports: [TypeOrmModule.forFeature([Account, Employee])],
  controllers: [MeController],
  providers: [ProfileService],
})
export class AccountsModule {}
