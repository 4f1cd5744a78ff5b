import { HttpStatus, Inject, Module, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { type FastifyInstance } from 'fastify';
import { apiErrors, validation } from '@shared/messages';
import { TenancyModule } from '../common/tenancy/tenancy.module';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { LocalDiskStorage } from './storage/local-disk.storage';
import { UPLOAD_STORAGE } from './storage/upload-storage';
import { Upload } from './upload.entity';
import { UploadedFilesController, UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

const UPLOAD_PATH = '/api/uploads';
const isMultipart = (contentType: string | undefined) => /^multipart\//i.test(contentType ?? '');

@Module({
  imports: [TenancyModule.forFeature([Upload])],
  controllers: [UploadsController, UploadedFilesController],
  providers: [
    UploadsService,
    {
      provide: UPLOAD_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskStorage(config.uploadDir),
    },
  ],
  // Labels draw the store's uploaded logo from the same storage.
  exports: [UPLOAD_STORAGE],
})
export class UploadsModule implements OnModuleInit {
  constructor(@Inject(HttpAdapterHost) private readonly adapterHost: HttpAdapterHost) {}

  /**
   * Multipart bodies are parsed only where a handler asks for the file. So that no other route
   * reads one, and no caller without a token gets one read, a hook answers before the body is
   * read: 415 off the upload route, 401 on it without a bearer token (the guard still checks the
   * token itself).
   */
  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', (request, reply, done) => {
      if (!isMultipart(request.headers['content-type'])) return done();
      const path = request.url.split('?')[0].replace(/\/+$/, '');
      if (request.method !== 'POST' || path !== UPLOAD_PATH) {
        void reply.status(HttpStatus.UNSUPPORTED_MEDIA_TYPE).send({
          error: { code: 'UNSUPPORTED_MEDIA_TYPE', message: validation.upload.filesOnlyForUploads },
        });
        return;
      }
      if (!/^Bearer\s+\S/i.test(request.headers.authorization ?? '')) {
        void reply
          .status(HttpStatus.UNAUTHORIZED)
          .send({ error: { code: 'UNAUTHENTICATED', message: apiErrors.unauthenticated } });
        return;
      }
      done();
    });
  }
}
