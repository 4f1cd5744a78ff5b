import { Injectable } from '@nestjs/common';
import { In } from 'typeorm';
import { type AttachGtinRequest, type GtinLookupResponse } from '@shared/contracts/scans';
import { gtinForms, isValidGtin } from '@shared/domain/gtin';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { conflict, invalid, notFound } from '../common/errors/errors';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { TransactionRunner } from '../database/transaction-runner';
import { isUniqueViolation } from '../database/unique-violation';
import { ProductTemplate } from '../product-templates/product-template.entity';
import { lookupGtin, toScanGtinProduct } from './gtin-lookup';
import { ProductGtin } from './product-gtin.entity';
import { Product } from './product.entity';

const scan = validation.scan;
const messages = validation.product;

/**
 * One barcode at a time (issue 13): what a scanned GTIN names, and the attach-to-product dialog of
 * scan intake, which adds an unknown barcode to one size of a product without the Products screen.
 */
@Injectable()
export class ProductGtinsService {
  constructor(
    @InjectStoreRepositories(ProductGtin) private readonly gtins: StoreRepositories<ProductGtin>,
    private readonly transactions: TransactionRunner,
  ) {}

  /** GET /api/products/gtin/{gtin}: 404 names the barcode, so "scan anywhere" can say it. */
  async lookup(principal: Principal, gtin: string): Promise<GtinLookupResponse> {
    const match = await lookupGtin(this.gtins.for(principal), gtin);
    if (!match) throw notFound(scan.gtinUnknown(gtin.trim()));
    return match;
  }

  /**
   * POST /api/products/attachGtin. The size is one of the template's option 1 values (kept as the
   * template spells it); the GTIN passes its check digit and is free in the store, in any of its
   * spellings. Attaching the same GTIN to the same size again answers the same, so a repeated click
   * is harmless.
   */
  async attach(principal: Principal, request: AttachGtinRequest): Promise<GtinLookupResponse> {
    const gtin = request.gtin.trim();
    if (!isValidGtin(gtin)) throw invalid('gtin', messages.gtinInvalid(gtin));
    try {
      return await this.transactions.run(async (manager) => {
        const gtins = this.gtins.for(principal, manager);
        const product = await gtins.sibling(Product).findById(request.product);
        if (!product) throw notFound();
        if (product.productTemplateId !== request.productTemplateId) {
          throw invalid('productTemplateId', scan.selectProductTemplate);
        }
        const template = await gtins.sibling(ProductTemplate).findById(product.productTemplateId);
        const wanted = request.size.trim().toLowerCase();
        const size = (template?.option1Values ?? []).find((value) => value.toLowerCase() === wanted);
        if (!size) throw invalid('size', scan.selectOption);
        const taken = await gtins.findOne({ where: { gtin: In(gtinForms(gtin)) }, order: { id: 'ASC' } });
        if (taken?.productId === product.id && taken.size === size) {
          return { product: toScanGtinProduct(product), size };
        }
        if (taken) {
          const owner =
            taken.productId === product.id ? product : await gtins.sibling(Product).findById(taken.productId);
          throw conflict(messages.gtinTaken(taken.gtin, owner?.title ?? `#${taken.productId}`), 'gtin');
        }
        await gtins.save(gtins.create({ productId: product.id, size, gtin }));
        return { product: toScanGtinProduct(product), size };
      });
    } catch (error) {
      // Attached by a concurrent request between the check and the insert.
      if (isUniqueViolation(error)) {
        const match = await lookupGtin(this.gtins.for(principal), gtin);
        throw conflict(messages.gtinTaken(gtin, match?.product.title ?? gtin), 'gtin');
      }
      throw error;
    }
  }
}
