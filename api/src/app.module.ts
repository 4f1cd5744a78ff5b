import { type DynamicModule, Module } from '@nestjs/common';
import { APP_FILTER, DiscoveryModule } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { LoggerModule } from 'nestjs-pino';
import { type DataSource } from 'typeorm';
import { AccountsModule } from './accounts/accounts.module';
import { ApiExceptionFilter } from './common/errors/api-exception.filter';
import { SpaService } from './common/http/spa.service';
import { createRootLogger, loggerOptions, ROOT_LOGGER } from './common/logging/logger.options';
import { DocsController } from './common/openapi/docs.controller';
import { RateLimitModule } from './common/rate-limit/rate-limit.module';
import { PublicFormsModule } from './common/public-forms/public-forms.module';
import { ContractGuard } from './common/validation/contract';
import { APP_CONFIG, type AppConfig } from './config/app-config';
import { buildDataSourceOptions } from './database/data-source';
import { DatabaseModule } from './database/database.module';
import { AuthModule } from './auth/auth.module';
import { TenancyModule } from './common/tenancy/tenancy.module';
import { ConsignersModule } from './consigners/consigners.module';
import { ConsignerTypesModule } from './consigner-types/consigner-types.module';
import { EmployeesModule } from './employees/employees.module';
import { HealthModule } from './health/health.module';
import { JobsModule } from './jobs/jobs.module';
import { LocationsModule } from './locations/locations.module';
import { MailModule } from './mail/mail.module';
import { ProductTemplatesModule } from './product-templates/product-templates.module';
import { InventoriesModule } from './inventories/inventories.module';
import { LabelsModule } from './labels/labels.module';
import { OrdersModule } from './orders/orders.module';
import { PayoutsModule } from './payouts/payouts.module';
import { ProductsModule } from './products/products.module';
import { UploadsModule } from './uploads/uploads.module';
import { StoresModule } from './stores/stores.module';
import { ScansModule } from './scans/scans.module';
import { StoreRequestsModule } from './store-requests/store-requests.module';
import { StorefrontModule } from './storefront/storefront.module';
import { BuyAndSellModule } from './buy-and-sell/buy-and-sell.module';
import { ReservationsModule } from './reservations/reservations.module';
import { ConsignerPortalModule } from './consigner-portal/consigner-portal.module';
import { ReportsModule } from './reports/reports.module';

@Module({})
export class AppModule {
  /**
   * The app for one configuration and an already-open, migrated data source (see main.ts: the
   * database is opened first so a failure can be explained in one line before Nest starts).
   */
  static forRoot(config: AppConfig, dataSource: DataSource): DynamicModule {
    const logger = createRootLogger(config);
    return {
      module: AppModule,
      global: true,
      imports: [
        LoggerModule.forRoot(loggerOptions(logger)),
        TypeOrmModule.forRootAsync({
          useFactory: () => buildDataSourceOptions(config.database),
          dataSourceFactory: async () => dataSource,
        }),
        DatabaseModule,
        RateLimitModule,
        TenancyModule.forRoot(),
        PublicFormsModule,
        JobsModule,
        DiscoveryModule,
        AuthModule,
        MailModule,
        HealthModule,
        AccountsModule,
        StoresModule,
        EmployeesModule,
        ConsignersModule,
        LocationsModule,
        ConsignerTypesModule,
        ProductTemplatesModule,
        ProductsModule,
        InventoriesModule,
        LabelsModule,
        OrdersModule,
        PayoutsModule,
        ScansModule,
        StoreRequestsModule,
        StorefrontModule,
        BuyAndSellModule,
        ReservationsModule,
        ConsignerPortalModule,
        UploadsModule,
        ReportsModule,
      ],
      controllers: [DocsController],
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: ROOT_LOGGER, useValue: logger },
        SpaService,
        ContractGuard,
        { provide: APP_FILTER, useClass: ApiExceptionFilter },
      ],
      exports: [APP_CONFIG, ROOT_LOGGER, SpaService],
    };
  }
}
