import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { type PublicStore } from '@shared/contracts/stores';
import { notices } from '@shared/messages';
import { AppError } from '../common/errors/app-error';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { toPublicStore } from './store.mapper';
import { Store } from './store.entity';

@Injectable()
export class StoresService {
  constructor(
    @InjectRepository(Store) private readonly stores: Repository<Store>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** "demo", "demo.<APP_DOMAIN>" or a store's own domain → that store. */
  async lookup(domain: string): Promise<PublicStore> {
    const suffix = `.${this.config.appDomain.toLowerCase()}`;
    const handle = domain.endsWith(suffix) ? domain.slice(0, -suffix.length) : domain;
    const store =
      (await this.stores.findOneBy({ handle })) ??
      (domain.includes('.') ? await this.stores.findOneBy({ domain }) : null);
    if (!store) throw new AppError(HttpStatus.NOT_FOUND, 'NOT_FOUND', notices.storeLogin.handleNotFound);
    return toPublicStore(store);
  }
}
