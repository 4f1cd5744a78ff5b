import { z } from 'zod';

/** Our own limit: larger images are refused with 413. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024;
/** The image types an upload may be (checked on the file's bytes, not its name or declared type). */
export const UPLOAD_IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export type UploadImageType = (typeof UPLOAD_IMAGE_TYPES)[number];

/** POST /api/uploads: multipart/form-data with one file part named `file`. */
export const UPLOAD_FIELD = 'file';

/** `url` is where the image is served: /uploads/<publicId>.<ext>. */
export const uploadResponse = z.object({ url: z.string(), publicId: z.string() });
export type UploadResponse = z.infer<typeof uploadResponse>;
