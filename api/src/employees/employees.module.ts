import { Module } from '@nestjs/common';
import { AuthFeatureModule } from '../auth/auth.module';
import { EmployeesController } from './employees.controller';
import { EmployeesService } from './employees.service';
import { OpenEmployeesController } from './open-employees.controller';

@Module({
  imports: [AuthFeatureModule],
  controllers: [EmployeesController, OpenEmployeesController],
  providers: [EmployeesService],
})
export class EmployeesModule {}
