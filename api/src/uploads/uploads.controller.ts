import { Controller, Get, Param, Post, Req, Res } from '@nestjs/common';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { UPLOAD_FIELD, uploadResponse, type UploadResponse } from '@shared/contracts/uploads';
import { apiErrors } from '@shared/messages';
import { Access } from '../common/auth/access.decorators';
import { CurrentPrincipal } from '../common/auth/current-auth.decorator';
import { type Principal } from '../common/auth/principal';
import { Contract } from '../common/validation/contract';
import { readUploadedFile } from './read-upload';
import { UploadsService } from './uploads.service';
import { Public } from '../common/auth/public.decorator';

/** A year: a public id is never reused, so an upload's bytes never change. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * POST /api/uploads: multipart/form-data with one image in the field `file`. The type comes from
 * the bytes, never from the file's name or declared type.
 */
@Controller('api/uploads')
@Access('Products')
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  @Post()
  @Contract({
    summary: 'Upload an image (PNG, JPEG, WebP or GIF) as multipart/form-data in the field "file"',
    fileField: UPLOAD_FIELD,
    response: uploadResponse,
    status: 201,
  })
  async upload(@CurrentPrincipal() p: Principal, @Req() request: FastifyRequest): Promise<UploadResponse> {
    return this.uploads.upload(p, await readUploadedFile(request));
  }
}

/**
 * GET /uploads/:file: uploads served back, publicly (product images appear on public pages). The
 * public id is the store handle and random digits, so it is hard, not impossible, to guess.
 */
@Public()
@Controller('uploads')
export class UploadedFilesController {
  constructor(private readonly uploads: UploadsService) {}

  @Get(':file')
  async serve(@Param('file') file: string, @Res() reply: FastifyReply): Promise<void> {
    const found = await this.uploads.read(file);
    if (!found) {
      // Answered here: the exception filter would send the app's page for a 404 outside /api.
      await reply.status(404).send({ error: { code: 'NOT_FOUND', message: apiErrors.notFound } });
      return;
    }
    await reply
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .type(found.contentType)
      .send(found.bytes);
  }
}
