import { randomInt } from 'node:crypto';
import { UPLOAD_PUBLIC_ID_DIGITS } from '@shared/constants';
import { normalizeSku } from '@shared/domain/sku';
import { StoreRepositories } from '../../common/tenancy/store-repository';
import { Product } from '../../products/product.entity';
import { UPLOAD_STORAGE, type UploadStorage } from '../../uploads/storage/upload-storage';
import { Upload } from '../../uploads/upload.entity';
import { type DemoSeedContext, type DemoSeedStep } from './demo-context';
import { type DemoProduct } from './demo-data';

const WEBP = 'image/webp';

/**
 * The catalogue: every product of resources/demo/products.json with its picture (but the one a
 * consigner submitted for review, which comes without one, as submissions do). Each picture is
 * stored as an upload is (an `uploads` row and the file through the configured storage adapter),
 * so the products show it at /uploads/… like any image the staff upload. The pictures were drawn
 * by scripts/draw-demo-pictures.ts; a failed seed may leave its files behind, unreferenced.
 */
export const catalogueStep: DemoSeedStep = {
  name: 'catalogue',
  async run(context: DemoSeedContext) {
    const { manager, data, made, clock } = context;
    const scope = { storeId: made.store.id };
    const storage = context.app.get<UploadStorage>(UPLOAD_STORAGE, { strict: false });
    const uploads = new StoreRepositories(manager, Upload).for(scope);
    const products = new StoreRepositories(manager, Product).for(scope);
    const oldest = data.inventory.historyDays + 25;

    const given = new Set<string>();
    /** The picture as an upload: its row, its file through the storage adapter; its address. */
    const storePicture = async (entry: DemoProduct): Promise<string | null> => {
      const bytes = data.pictureOf(entry);
      if (!bytes) return null;
      let publicId: string;
      // Random like an upload's (the address is its secret), never one this seed has given out.
      do {
        const digits = String(randomInt(0, 10 ** UPLOAD_PUBLIC_ID_DIGITS)).padStart(
          UPLOAD_PUBLIC_ID_DIGITS,
          '0',
        );
        publicId = `${made.store.handle}${digits}`;
      } while (given.has(publicId));
      given.add(publicId);
      await uploads.save(uploads.create({ publicId, contentType: WEBP, size: bytes.length }));
      await storage.save(`${publicId}.webp`, bytes, WEBP);
      return `/uploads/${publicId}.webp`;
    };

    const rows: Product[] = [];
    for (const [index, entry] of data.products.entries()) {
      const template = made.templates.get(entry.template);
      if (!template) throw new Error(`demo product ${entry.key}: no template ${entry.template}`);
      const url = await storePicture(entry);
      // Added over the weeks before the first item.
      const createdAt = clock.at(oldest - (index * 20) / data.products.length);
      rows.push(
        products.create({
          title: entry.title,
          brand: entry.brand,
          category: template.category,
          sku: entry.sku,
          normalizedSku: normalizeSku(entry.sku),
          gender: entry.gender,
          year: entry.year,
          color: entry.color,
          productTemplateId: template.id,
          image: url,
          imageList: url ? [url] : [],
          isSubmitted: entry.isSubmitted ?? false,
          createdAt,
        }),
      );
    }
    const saved = await products.save(rows);
    data.products.forEach((entry, index) => made.products.set(entry.key, saved[index]));
    return `${saved.length} products`;
  },
};
