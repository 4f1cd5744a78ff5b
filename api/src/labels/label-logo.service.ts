import { Inject, Injectable } from '@nestjs/common';
import sharp from 'sharp';
import { validation } from '@shared/messages';
import { conflict } from '../common/errors/errors';
import { scopeOf } from '../common/tenancy/current-store.decorator';
import { type StoreRepositories } from '../common/tenancy/store-repository';
import { InjectStoreRepositories } from '../common/tenancy/tenancy.module';
import { type Store } from '../stores/store.entity';
import { detectImageType } from '../uploads/image-type';
import { UPLOAD_STORAGE, type UploadStorage } from '../uploads/storage/upload-storage';
import { Upload } from '../uploads/upload.entity';

/** The logo as the renderers take it: PNG or JPEG bytes (spec 001 §9), and its proportions. */
export interface LabelLogo {
  data: Buffer;
  type: 'png' | 'jpeg';
  /** width / height, so the layout places it undistorted. */
  aspectRatio: number;
}

/** `/uploads/<publicId>.<ext>`, the address our uploads are served at (uploads.controller.ts). */
const UPLOADED_PATH = /^\/uploads\/([a-z0-9-]{1,100})\.(png|jpg|webp|gif)$/;

/**
 * The store's logo for its labels, read from our own storage: the Logo URL of Store Settings is
 * drawn when it is an image this store uploaded (its path names the upload; the host is not
 * trusted, nor fetched). Any other address is drawn as no logo: the server never calls an outside
 * host to print a label.
 */
@Injectable()
export class LabelLogoService {
  constructor(
    @InjectStoreRepositories(Upload) private readonly uploads: StoreRepositories<Upload>,
    @Inject(UPLOAD_STORAGE) private readonly storage: UploadStorage,
  ) {}

  /**
   * The logo, or null when the store has none we keep. An upload of ours that cannot be read as
   * an image refuses the labels with a reason (409): a label printed without the logo the store
   * ticked would be re-printed once the logo is mended.
   */
  async of(store: Store): Promise<LabelLogo | null> {
    const match = store.logo ? UPLOADED_PATH.exec(pathOf(store.logo)) : null;
    if (!match) return null;
    const [fileName, publicId] = [`${match[1]}.${match[2]}`, match[1]];
    const upload = await this.uploads.for(scopeOf(store)).findOneBy({ publicId });
    if (!upload) return null;
    const bytes = await this.storage.read(fileName);
    if (!bytes) return null;
    // The type comes from the bytes, never from the name (uploads/image-type.ts).
    const type = detectImageType(bytes);
    if (!type) throw unreadable();
    try {
      // Decoded in full once per document: a logo that only starts like an image fails here, with
      // its reason, not halfway through drawing 500 labels.
      const { info } = await sharp(bytes, { failOn: 'truncated' })
        .raw()
        .toBuffer({ resolveWithObject: true });
      const isDrawable = type.extension === 'png' || type.extension === 'jpg';
      // pdfkit and the ZPL graphic take PNG or JPEG: a WebP or GIF logo is drawn as a PNG of it.
      const data = isDrawable ? bytes : await sharp(bytes).png().toBuffer();
      return { data, type: type.extension === 'jpg' ? 'jpeg' : 'png', aspectRatio: info.width / info.height };
    } catch {
      throw unreadable();
    }
  }
}

function pathOf(address: string): string {
  try {
    return new URL(address, 'http://relative.invalid').pathname;
  } catch {
    return '';
  }
}

function unreadable() {
  return conflict(validation.labels.logoUnreadable, 'logo');
}
