import type { LogoPixels } from './label-logo';

/**
 * A picture as a ZPL ^GF graphic (ASCII hex): scaled to `width` × `height` dots by nearest pixel
 * and made 1-bit (darker than mid-grey prints), one bit per dot, rows padded to whole bytes.
 */
export function zplGraphic(pixels: LogoPixels, width: number, height: number): string {
  const bytesPerRow = Math.ceil(width / 8);
  const rows: string[] = [];
  for (let y = 0; y < height; y++) {
    const sourceRow = Math.min(pixels.height - 1, Math.floor((y * pixels.height) / height)) * pixels.width;
    let hex = '';
    for (let byte = 0; byte < bytesPerRow; byte++) {
      let value = 0;
      for (let bit = 0; bit < 8; bit++) {
        const x = byte * 8 + bit;
        if (x >= width) continue;
        const sourceColumn = Math.min(pixels.width - 1, Math.floor((x * pixels.width) / width));
        if (pixels.luminance[sourceRow + sourceColumn] < 128) value |= 0x80 >> bit;
      }
      hex += value.toString(16).padStart(2, '0').toUpperCase();
    }
    rows.push(hex);
  }
  const total = bytesPerRow * height;
  return `^GFA,${total},${total},${bytesPerRow},${rows.join('')}`;
}
