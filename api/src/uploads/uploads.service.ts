import { randomInt } from 'node:crypto';
import { HttpStatus, Inject, Injectable } from '@nestjs/common';
import { UPLOAD_PUBLIC_ID_DIGITS } from '@shared/constants';
import { UPLOAD_MAX_BYTES, type UploadResponse } from '@shared/contracts/uploads';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { AppError } from '../common/errors/app-error';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { CrossStore } from '../database/cross-store';
import { isUniqueViolation } from '../database/unique-violation';
import { contentTypeOfExtension, detectImageType } from './image-type';
import { tooLarge } from './read-upload';
import { UPLOAD_STORAGE, type UploadStorage } from './storage/upload-storage';
import { Upload } from './upload.entity';

const messages = validation.upload;
/** A clash of random ids is rare; a few tries make it vanishingly so. */
const PUBLIC_ID_TRIES = 5;
/** `<publicId>.<ext>` as served under /uploads. */
const FILE_NAME = /^([a-z0-9-]{1,100})\.(png|jpg|webp|gif)$/;

/** Uploaded images (spec 001 §9: public id = store handle + random digits). */
@Injectable()
export class UploadsService {
  constructor(
    @InjectStoreRepositories(Upload) private readonly uploads: StoreRepositories<Upload>,
    private readonly crossStore: CrossStore,
    @Inject(UPLOAD_STORAGE) private readonly storage: UploadStorage,
  ) {}

  async upload(principal: Principal, body: Buffer): Promise<UploadResponse> {
    if (body.length === 0) throw notAnImage();
    if (body.length > UPLOAD_MAX_BYTES) throw tooLarge();
    const type = detectImageType(body);
    if (!type) throw notAnImage();

    const uploads = this.uploads.for(principal);
    for (let attempt = 1; ; attempt++) {
      const publicId = `${principal.store.handle}${randomDigits(UPLOAD_PUBLIC_ID_DIGITS)}`;
      try {
        await uploads.save(uploads.create({ publicId, contentType: type.contentType, size: body.length }));
      } catch (error) {
        if (isUniqueViolation(error) && attempt < PUBLIC_ID_TRIES) continue;
        throw error;
      }
      const key = `${publicId}.${type.extension}`;
      try {
        await this.storage.save(key, body, type.contentType);
      } catch (error) {
        await uploads.delete({ publicId });
        throw error;
      }
      return { url: `/uploads/${key}`, publicId };
    }
  }

  /** The stored file for a served name, or null for anything unknown. */
  async read(fileName: string): Promise<{ bytes: Buffer; contentType: string } | null> {
    const match = FILE_NAME.exec(fileName);
    if (!match) return null;
    const [, publicId, extension] = match;
    // Served publicly by name alone: the public id is unique across stores and begins with its
    // store's handle, so the address itself names the store.
    const record = await this.crossStore.repository(Upload).findOneBy({ publicId });
    if (!record || contentTypeOfExtension(extension) !== record.contentType) return null;
    const bytes = await this.storage.read(fileName);
    return bytes ? { bytes, contentType: record.contentType } : null;
  }
}

function notAnImage(): AppError {
  return new AppError(HttpStatus.BAD_REQUEST, 'VALIDATION_FAILED', messages.notAnImage);
}

function randomDigits(count: number): string {
  return String(randomInt(0, 10 ** count)).padStart(count, '0');
}
