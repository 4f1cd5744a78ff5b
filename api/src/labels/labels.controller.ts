import { createReadStream } from 'node:fs';
import { Controller, Get, HttpCode, HttpStatus, Post, Res, StreamableFile } from '@nestjs/common';
import { type FastifyReply } from 'fastify';
import { jobIdParams, type JobIdParams } from '@shared/contracts/jobs';
import {
  labelPreviewQuery,
  labelsJobResponse,
  type LabelsJobResponse,
  labelsRequest,
} from '@shared/contracts/labels';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract, ValidBody, ValidParams, ValidQuery } from '../common/validation/contract';
import {
  LABEL_CONTENT_TYPES,
  type LabelDocument,
  type LabelPreviewParams,
  type LabelsCall,
  LabelsService,
} from './labels.service';

/** Label documents (issue 14; docs/labels.md "The calls"): printing labels is Inventory's work. */
@Controller('api/labels')
@Access('Inventory')
export class LabelsController {
  constructor(private readonly labels: LabelsService) {}

  @Post()
  @HttpCode(HttpStatus.OK)
  @Contract({
    summary:
      'The labels of the given items, in that order: up to 50 answer 200 with the document (application/pdf, or ZPL as text/plain); more answer 202 with the job that makes it',
    body: labelsRequest,
    response: labelsJobResponse,
  })
  async labelsOf(
    @CurrentPrincipal() p: Principal,
    @ValidBody() body: LabelsCall,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<StreamableFile | LabelsJobResponse> {
    const answer = await this.labels.request(p, body);
    if ('job' in answer) {
      void reply.status(HttpStatus.ACCEPTED);
      return { job: answer.job };
    }
    return fileOf(answer.document);
  }

  /** Label Settings (Settings) previews the label too, beside the item pages (Inventory). */
  @Get('preview')
  @Access('Inventory', 'Settings')
  @Contract({
    summary:
      "One label as a one-page PDF at true size: the item given, else the store's newest (or a sample); the other parameters override the saved label settings",
    query: labelPreviewQuery,
  })
  async preview(
    @CurrentPrincipal() p: Principal,
    @ValidQuery() query: LabelPreviewParams,
  ): Promise<StreamableFile> {
    return fileOf(await this.labels.preview(p, query), 'inline');
  }

  @Get('documents/:id')
  @Contract({
    summary: "The document a labels job made (the caller's own job only), kept for an hour",
    params: jobIdParams,
  })
  async document(
    @CurrentPrincipal() p: Principal,
    @ValidParams() params: JobIdParams,
  ): Promise<StreamableFile> {
    const kept = await this.labels.document(p, params.id);
    return new StreamableFile(createReadStream(kept.path), {
      type: LABEL_CONTENT_TYPES[kept.format],
      disposition: `attachment; filename="${kept.fileName}"`,
    });
  }
}

function fileOf(
  document: LabelDocument,
  disposition: 'inline' | 'attachment' = 'attachment',
): StreamableFile {
  return new StreamableFile(document.bytes, {
    type: LABEL_CONTENT_TYPES[document.format],
    disposition: `${disposition}; filename="${document.fileName}"`,
    length: document.bytes.length,
  });
}
