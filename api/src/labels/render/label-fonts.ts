import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';
import { LABEL_FONT_METRICS } from '@shared/domain/label-font-metrics';

/**
 * The label fonts (resources/fonts, the ones shared/domain/label-font-metrics.ts was measured
 * from), read and parsed once per process: pdfkit takes a parsed font as it is, so a document only
 * subsets and embeds the glyphs it uses.
 */
export interface LabelFonts {
  regular: fontkit.Font;
  bold: fontkit.Font;
}

let fonts: LabelFonts | null = null;

/** resources/fonts, found from here upwards: from the sources and from the build (dist/api/...). */
function fontsDir(from = __dirname): string {
  for (let directory = from; ; directory = dirname(directory)) {
    const candidate = join(directory, 'resources', 'fonts');
    if (existsSync(join(candidate, LABEL_FONT_METRICS.regular.file))) return candidate;
    if (dirname(directory) === directory) throw new Error(`resources/fonts is not found above ${from}`);
  }
}

export function labelFonts(): LabelFonts {
  if (!fonts) {
    const dir = fontsDir();
    fonts = {
      regular: fontkit.create(readFileSync(join(dir, LABEL_FONT_METRICS.regular.file))),
      bold: fontkit.create(readFileSync(join(dir, LABEL_FONT_METRICS.bold.file))),
    };
  }
  return fonts;
}
