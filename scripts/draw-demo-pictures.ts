/**
 * Draws the demo store's product pictures (resources/demo/pictures/<key>.webp) from the looks in
 * resources/demo/products.json: each one an SVG drawn in code (scripts/demo-pictures), rasterized
 * with sharp. Run by hand after changing a look or adding a product; the pictures are committed
 * and the demo seed uploads them (nothing is drawn at start, nothing is downloaded).
 *
 *   npx tsx scripts/draw-demo-pictures.ts            every product
 *   npx tsx scripts/draw-demo-pictures.ts aj1-chicago nike-dunk-low-panda
 *   npx tsx scripts/draw-demo-pictures.ts --png /tmp/pictures   also PNG copies, to look at
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { drawApparel } from './demo-pictures/apparel';
import { type Look } from './demo-pictures/look';
import { drawSneaker } from './demo-pictures/sneakers';

const DEMO_DIR = resolve(__dirname, '..', 'resources', 'demo');
const PICTURES_DIR = join(DEMO_DIR, 'pictures');
/** Square pictures, as the product cards and the item pages show them. */
const SIZE = 800;
const WEBP_QUALITY = 82;

interface DemoProductLook {
  key: string;
  /** None for a product without a picture (one submitted for review). */
  look?: Look;
}

export function drawPicture(look: Look): string {
  return look.kind === 'hoodie' || look.kind === 'tee' ? drawApparel(look) : drawSneaker(look);
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  const pngAt = argv.indexOf('--png');
  const pngDir = pngAt >= 0 ? argv[pngAt + 1] : undefined;
  const keys = argv.filter((argument, index) => !argument.startsWith('--') && index !== pngAt + 1);
  const products = JSON.parse(readFileSync(join(DEMO_DIR, 'products.json'), 'utf8')) as DemoProductLook[];
  const drawn = products.filter(
    (product): product is Required<DemoProductLook> => product.look !== undefined,
  );
  const chosen = keys.length > 0 ? drawn.filter((product) => keys.includes(product.key)) : drawn;
  const unknown = keys.filter((key) => !products.some((product) => product.key === key));
  if (unknown.length > 0) throw new Error(`no product with key ${unknown.join(', ')} in products.json`);

  mkdirSync(PICTURES_DIR, { recursive: true });
  if (pngDir) mkdirSync(pngDir, { recursive: true });
  for (const product of chosen) {
    const svg = Buffer.from(drawPicture(product.look));
    const image = sharp(svg, { density: 72 }).resize(SIZE, SIZE);
    const webp = await image.clone().webp({ quality: WEBP_QUALITY, effort: 6 }).toBuffer();
    writeFileSync(join(PICTURES_DIR, `${product.key}.webp`), webp);
    if (pngDir)
      await image
        .clone()
        .png()
        .toFile(join(pngDir, `${product.key}.png`));
    console.log(`${product.key}.webp  ${(webp.length / 1024).toFixed(0)} KB`);
  }
}

if (require.main === module) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  });
}
