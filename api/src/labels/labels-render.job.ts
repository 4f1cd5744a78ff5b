import { Injectable } from '@nestjs/common';
import { type LabelDocumentResult } from '@shared/contracts/labels';
import { validation } from '@shared/messages';
import { PrincipalService } from '../common/auth/principal.service';
import { AppError } from '../common/errors/app-error';
import { HandlesJob, type JobContext, type JobHandler, PermanentJobError } from '../jobs/job-handler';
import { LABELS_RENDER_JOB, type LabelsRenderPayload, LabelsService } from './labels.service';

/**
 * Renders a large label document as the account that asked for it, into DATA_DIR/labels (kept an
 * hour; GET /api/labels/documents/{jobId}). Idempotent: a second try writes the same document again.
 * A refusal (an item gone or moved to another store, a logo that cannot be drawn) is final: no
 * retry would change it.
 */
@Injectable()
@HandlesJob(LABELS_RENDER_JOB)
export class LabelsRenderJob implements JobHandler<LabelsRenderPayload, LabelDocumentResult> {
  constructor(
    private readonly labels: LabelsService,
    private readonly principals: PrincipalService,
  ) {}

  async run({ job, payload, progress }: JobContext<LabelsRenderPayload>): Promise<LabelDocumentResult> {
    const principal =
      job.storeId !== null && job.createdById !== null
        ? await this.principals.forJob(job.storeId, job.createdById, job.id)
        : null;
    if (!principal) throw new PermanentJobError(validation.labels.starterGone);
    try {
      return await this.labels.renderJob(principal, job.id, payload, progress);
    } catch (error) {
      if (error instanceof AppError) throw new PermanentJobError(error.message);
      throw error;
    }
  }
}
