import { Injectable } from '@nestjs/common';
import { type ProductMergeResult } from '@shared/contracts/products';
import { productMergeMessages } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { PrincipalService } from '../common/auth/principal.service';
import { notFound } from '../common/errors/errors';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { TransactionRunner } from '../database/transaction-runner';
import { type Job } from '../jobs/job.entity';
import { HandlesJob, type JobContext, type JobHandler, PermanentJobError } from '../jobs/job-handler';
import { JobsService } from '../jobs/jobs.service';
import { Product } from './product.entity';
import { ProductsService } from './products.service';

/** The job kind that merges one product into another ('Merging product in background', spec 001 §7). */
export const PRODUCT_MERGE_JOB = 'product.merge';
/** A merge is one transaction: a failure is a conflict or the database, worth a couple more tries. */
const MERGE_MAX_ATTEMPTS = 3;

export interface ProductMergePayload {
  fromProductId: number;
  toProductId: number;
}

/**
 * POST /api/products/merge: both products must be the caller's (another store's id answers 404, as
 * none does), then the merge is queued in the same transaction. A source already waiting to be
 * merged is not queued twice: the call answers the job that is.
 */
@Injectable()
export class ProductMergeRequests {
  constructor(
    private readonly tx: TransactionRunner,
    private readonly jobs: JobsService,
    @InjectStoreRepositories(Product) private readonly products: StoreRepositories<Product>,
  ) {}

  async request(principal: Principal, fromProductId: number, toProductId: number): Promise<Job> {
    return this.tx.run(async (manager) => {
      const products = this.products.for(principal, manager);
      for (const id of [fromProductId, toProductId]) {
        if (!(await products.findById(id))) throw notFound();
      }
      return this.jobs.enqueue<ProductMergePayload>(manager, {
        kind: PRODUCT_MERGE_JOB,
        storeId: principal.storeId,
        payload: { fromProductId, toProductId },
        createdById: principal.accountId,
        uniqueKey: `${PRODUCT_MERGE_JOB}:${principal.storeId}:${fromProductId}`,
        maxAttempts: MERGE_MAX_ATTEMPTS,
      });
    });
  }
}

/**
 * Runs a queued merge as the account that asked for it (ProductsService.merge, one transaction).
 * Idempotent: a try cut off after the merge committed finds the source gone and the target there,
 * and ends without doing it again (the counts of that first try are not known then: 0 and 0).
 */
@Injectable()
@HandlesJob(PRODUCT_MERGE_JOB)
export class ProductMergeJob implements JobHandler<ProductMergePayload, ProductMergeResult> {
  constructor(
    private readonly products: ProductsService,
    private readonly principals: PrincipalService,
    @InjectStoreRepositories(Product) private readonly productRows: StoreRepositories<Product>,
  ) {}

  async run({ job, payload }: JobContext<ProductMergePayload>): Promise<ProductMergeResult> {
    const principal =
      job.storeId !== null && job.createdById !== null
        ? await this.principals.forJob(job.storeId, job.createdById, job.id)
        : null;
    if (!principal) throw new PermanentJobError(productMergeMessages.starterGone);
    const products = this.productRows.for(principal);
    const to = await products.findById(payload.toProductId);
    if (!to) throw new PermanentJobError(productMergeMessages.targetGone);
    if (!(await products.findById(payload.fromProductId))) return { items: 0, gtins: 0 };
    return this.products.merge(principal, payload.fromProductId, payload.toProductId);
  }
}
