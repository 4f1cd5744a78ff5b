/**
 * Where uploaded files live. Local disk by default; an S3-compatible adapter comes later (spec
 * README: uploads). Keys are file names `<publicId>.<ext>`, already checked by the caller.
 */
export interface UploadStorage {
  save(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** The file's bytes, or null when there is none. */
  read(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
}

export const UPLOAD_STORAGE = Symbol('UPLOAD_STORAGE');
