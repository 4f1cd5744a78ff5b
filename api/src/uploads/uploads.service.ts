import { randomInt } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { UPLOAD_PUBLIC_ID_DIGITS } from '@shared/constants';
import { UPLOAD_FIELD, UPLOAD_MAX_BYTES, type UploadResponse } from '@shared/contracts/uploads';
import { validation } from '@shared/messages';
import { type Principal } from '../common/auth/principal';
import { type AppError } from '../common/errors/app-error';
import { invalid } from '../common/errors/errors';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { CrossStore } from '../database/cross-store';
import { isUniqueViolation } from '../database/unique-violation';
import { cleanImage, UPLOAD_MAX_PIXELS } from './clean-image';
import { contentTypeOfExtension } from './image-type';
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

  /** Stores the picture only: decoded and encoded again, its metadata dropped (cleanImage). */
  async upload(principal: Principal, file: Buffer): Promise<UploadResponse> {
    if (file.length === 0) throw refused(messages.notAnImage);
    if (file.length > UPLOAD_MAX_BYTES) throw tooLarge();
    const cleaned = await cleanImage(file);
    if (!cleaned.ok) {
      throw refused(
        cleaned.reason === 'notAnImage'
          ? messages.notAnImage
          : cleaned.reason === 'tooManyPixels'
            ? messages.tooManyPixels(UPLOAD_MAX_PIXELS / 1_000_000)
            : messages.notDecodable,
      );
    }
    const { bytes: body, type } = cleaned;

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

function refused(message: string): AppError {
  return invalid(UPLOAD_FIELD, message);
}

function randomDigits(count: number): string {
  return String(randomInt(0, 10 ** count)).padStart(count, '0');
}
