import { HttpStatus, Injectable, Logger } from '@nestjs/common';
import {
  INLINE_LABELS_MAX,
  type LabelDocumentResult,
  type LabelFormat,
  type LabelsJobResponse,
  type LabelsRequest,
  labelDocumentResult,
  type labelPreviewQuery,
} from '@shared/contracts/labels';
import { type z } from 'zod';
import { type LabelElement } from '@shared/constants';
import { type ZplDpi } from '@shared/ipc/printers';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { AppError } from '../common/errors/app-error';
import { invalid, notFound } from '../common/errors/errors';
import { CrossStore } from '../database/cross-store';
import { TransactionRunner } from '../database/transaction-runner';
import { Job } from '../jobs/job.entity';
import { toJobView } from '../jobs/job.mapper';
import { JobsService } from '../jobs/jobs.service';
import { type Store } from '../stores/store.entity';
import { LABEL_DOCUMENT_TTL_MS, LabelDocumentFiles } from './label-document-files';
import { hasConnectedShop, type ItemLabel, LabelFactsService } from './label-facts.service';
import { type LabelLogo, LabelLogoService } from './label-logo.service';
import { renderLabelDocument } from './label-render';
import { type LabelChoiceOverrides, labelChoiceOf, parseLabelOptions } from './label-settings';

/** The job kind that renders a large label document. */
export const LABELS_RENDER_JOB = 'labels.render';
/** A render that failed once fails the same way again (the same items, the same settings). */
export const LABELS_RENDER_MAX_ATTEMPTS = 2;

/** POST /api/labels as the service reads it (the contract's defaults applied). */
export type LabelsCall = Omit<LabelsRequest, 'dpi'> & { dpi: number };

export interface LabelsRenderPayload {
  inventories: number[];
  format: LabelFormat;
  sheet?: LabelsRequest['sheet'];
  dpi: number;
}

/** GET /api/labels/preview's query, parsed. */
export type LabelPreviewParams = z.output<typeof labelPreviewQuery>;

/** A document answered to the request that asked for it. */
export interface LabelDocument {
  bytes: Buffer;
  format: LabelFormat;
  fileName: string;
}

/** A kept document of a large job, read from disk by the caller. */
export interface KeptLabelDocument {
  path: string;
  format: LabelFormat;
  fileName: string;
}

export const LABEL_CONTENT_TYPES: Record<LabelFormat, string> = {
  pdf: 'application/pdf',
  zpl: 'text/plain; charset=utf-8',
};

/**
 * Label documents (issue 14): the labels of the caller's items drawn by the store's label settings,
 * answered at once when small and made by a background job when large. Nothing here marks an item
 * printed: that is bulkPrintInventory, once the labels came out of the printer.
 */
@Injectable()
export class LabelsService {
  private readonly logger = new Logger('Labels');

  constructor(
    private readonly facts: LabelFactsService,
    private readonly logos: LabelLogoService,
    private readonly files: LabelDocumentFiles,
    private readonly jobs: JobsService,
    private readonly transactions: TransactionRunner,
    private readonly crossStore: CrossStore,
  ) {}

  /**
   * POST /api/labels. Every item is checked (the caller's store only, the Shopify IDs the Shopify QR
   * Code needs, the logo) before anything is rendered or queued, so a refusal comes at once.
   */
  async request(
    principal: Principal,
    body: LabelsCall,
  ): Promise<{ document: LabelDocument } | { job: LabelsJobResponse['job'] }> {
    const store = principal.store;
    const labels = await this.labelsOf(store, body.inventories);
    const logo = await this.logoFor(store, store.labelOptions);
    if (labels.length <= INLINE_LABELS_MAX) {
      const bytes = await this.render(store, labels, { ...body, logo });
      return { document: { bytes, format: body.format, fileName: fileNameOf(store, body.format) } };
    }
    const job = await this.transactions.run((manager) =>
      this.jobs.enqueue<LabelsRenderPayload>(manager, {
        kind: LABELS_RENDER_JOB,
        storeId: principal.storeId,
        payload: { inventories: body.inventories, format: body.format, sheet: body.sheet, dpi: body.dpi },
        createdById: principal.accountId,
        maxAttempts: LABELS_RENDER_MAX_ATTEMPTS,
      }),
    );
    return { job: toJobView(job) };
  }

  /** The labels job's work, as the account that asked for it: the document written under DATA_DIR. */
  async renderJob(
    principal: Principal,
    jobId: number,
    payload: LabelsRenderPayload,
    progress: (percent: number) => Promise<void>,
  ): Promise<LabelDocumentResult> {
    await this.files.sweep();
    const store = principal.store;
    const labels = await this.labelsOf(store, payload.inventories);
    const logo = await this.logoFor(store, store.labelOptions);
    // The renderers report after each label without waiting: the writes are chained here, and
    // the job ends only after the last one, so no late progress lands after the job's own 100.
    let reported = 0;
    let written = Promise.resolve();
    let progressError: unknown = null;
    const bytes = await this.render(store, labels, {
      ...payload,
      logo,
      onProgress: (done, total) => {
        // Every 5 %: a row update per label would cost more than the label.
        const percent = Math.floor((done / Math.max(total, 1)) * 95);
        if (percent - reported < 5) return;
        reported = percent;
        written = written
          .then(() => progress(percent))
          .catch((error: unknown) => {
            progressError ??= error;
          });
      },
    });
    await written;
    if (progressError) throw progressError;
    await this.files.write(jobId, payload.format, bytes);
    return { format: payload.format, count: labels.length, documentUrl: `/api/labels/documents/${jobId}` };
  }

  /**
   * GET /api/labels/documents/{jobId}: the document of the caller's own finished job, while it is
   * kept. Another account's or store's job answers 404 as a missing one does; an expired one is
   * deleted on the way.
   */
  async document(principal: Principal, jobId: number): Promise<KeptLabelDocument> {
    // Jobs span stores (system jobs have none): the read names the caller's store and account.
    const job = await this.crossStore.repository(Job).findOneBy({
      id: jobId,
      kind: LABELS_RENDER_JOB,
      storeId: principal.storeId,
      createdById: principal.accountId,
    });
    const result = job?.status === 'succeeded' ? labelDocumentResult.safeParse(job.result) : null;
    if (!job || !result?.success) throw notFound();
    const { format } = result.data;
    const finishedAt = job.finishedAt?.getTime() ?? 0;
    if (Date.now() - finishedAt > LABEL_DOCUMENT_TTL_MS) {
      await this.files.remove(job.id, format);
      throw notFound(validation.labels.documentGone);
    }
    if ((await this.files.sizeOf(job.id, format)) === null) throw notFound(validation.labels.documentGone);
    return {
      path: this.files.pathOf(job.id, format),
      format,
      fileName: fileNameOf(principal.store, format, job.id),
    };
  }

  /**
   * GET /api/labels/preview: one label as a one-page PDF, drawn with the saved settings and the
   * unsaved ones of the query. Never refused for a missing Shopify ID: the preview shows the label
   * without that QR code while the ID is on its way, so Label Settings keeps drawing.
   */
  async preview(principal: Principal, query: LabelPreviewParams): Promise<LabelDocument> {
    const store = principal.store;
    const overrides: LabelChoiceOverrides = {
      width: query.width,
      height: query.height,
      layout: query.layout,
      customBarcode: query.customBarcode,
      sheet: query.sheet,
    };
    if (query.options !== undefined) {
      const parsed = parseLabelOptions(query.options);
      if (!parsed.ok) throw invalid('options', validation.labels.unknownElement(parsed.unknown));
      overrides.options = parsed.options;
    }
    const label =
      query.inventory !== undefined
        ? (await this.facts.ofItems(store, [query.inventory]))[0]
        : ((await this.facts.newest(store)) ?? this.facts.sample(store));
    const choice = labelChoiceOf(store, 'pdf', overrides);
    // One cell of a sheet, at the stock's size: the preview is the label, not the page.
    const bytes = await this.draw([label], {
      format: 'pdf',
      choice: { ...choice, sheet: 'roll' },
      logo: await this.logoFor(store, choice.options),
      dpi: 203,
    });
    return { bytes, format: 'pdf', fileName: fileNameOf(store, 'pdf', 'preview') };
  }

  /**
   * The items' labels; refused when the store ticked the Shopify QR Code, has a shop connected and
   * an item (nor its product) has no Shopify ID yet. Refused rather than printed without it (spec
   * 001 §5): the label would go on the floor missing the code the store asked for; the screens say
   * the spec's message and retry after LABEL_RELOAD_MS, by which time the resync has filled it in.
   */
  private async labelsOf(store: Store, ids: readonly number[]): Promise<ItemLabel[]> {
    const labels = await this.facts.ofItems(store, ids);
    if (store.labelOptions.includes('Shopify QR Code') && hasConnectedShop(store)) {
      const message = validation.labels.missingShopifyId;
      const missing = labels
        .map((label, index) => ({ label, index }))
        .filter(({ label }) => !label.hasShopifyId);
      if (missing.length > 0) {
        const fields = Object.fromEntries(missing.map(({ index }) => [`inventories.${index}`, message]));
        throw new AppError(HttpStatus.CONFLICT, 'CONFLICT', message, fields);
      }
    }
    return labels;
  }

  /** The logo, read only when the label shows it: a broken logo stops no label that leaves it off. */
  private logoFor(store: Store, options: readonly LabelElement[]): Promise<LabelLogo | null> {
    return options.includes('Logo') ? this.logos.of(store) : Promise.resolve(null);
  }

  private render(
    store: Store,
    labels: readonly ItemLabel[],
    spec: Pick<LabelsRenderPayload, 'format' | 'sheet' | 'dpi'> & {
      logo: LabelLogo | null;
      onProgress?: (done: number, total: number) => void;
    },
  ): Promise<Buffer> {
    return this.draw(labels, {
      format: spec.format,
      choice: labelChoiceOf(store, spec.format, { sheet: spec.sheet }),
      logo: spec.logo,
      dpi: spec.dpi as ZplDpi,
      onProgress: spec.onProgress,
    });
  }

  /** Renders, answering a failure as a clear error (logged with its cause) rather than a stack. */
  private async draw(
    labels: readonly ItemLabel[],
    spec: Parameters<typeof renderLabelDocument>[1],
  ): Promise<Buffer> {
    try {
      return await renderLabelDocument(
        labels.map((label) => label.facts),
        spec,
      );
    } catch (error) {
      this.logger.error(
        `Rendering ${labels.length} labels failed: ${error instanceof Error ? error.stack : String(error)}`,
      );
      throw new AppError(HttpStatus.INTERNAL_SERVER_ERROR, 'INTERNAL', validation.labels.renderFailed);
    }
  }
}

/** `labels-<store>-<date>.pdf`, the name a saved document gets. */
function fileNameOf(store: Store, format: LabelFormat, suffix?: string | number): string {
  const day = new Date().toISOString().slice(0, 10);
  return `labels-${store.handle}-${day}${suffix !== undefined ? `-${suffix}` : ''}.${format}`;
}
