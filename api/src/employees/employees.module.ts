import { Module } from '@nestjs/common';
import { Account } from '../accounts/account.entity';
import { AuthModule } from '../auth/auth.module';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { Consigner } from '../consigners/consigner.entity';
import { Employee } from './employee.entity';
import { EmployeesController } from './employees.controller';
import { EmployeesService } from './employees.service';
import { OpenEmployeesController } from './open-employees.controller';

@Module({
  imports: [AuthModule, TenancyModule.forFeature([Employee, Account, Consigner])],
  controllers: [EmployeesController, OpenEmployeesController],
  providers: [EmployeesService],
})
export class EmployeesModule {}
