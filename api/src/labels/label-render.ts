import { type LabelFormat } from '@shared/contracts/labels';
import { type ZplDpi } from '@shared/ipc/printers';
import { type LabelFacts, type LabelLayoutSettings, layoutLabel } from '@shared/domain/label-layout';
import { type LabelLogo } from './label-logo.service';
import { type LabelChoice } from './label-settings';
import { renderLabelsPdf } from './render/label-pdf';
import { renderLabelsZpl } from './render/label-zpl';

export interface LabelDocumentSpec {
  format: LabelFormat;
  choice: LabelChoice;
  logo: LabelLogo | null;
  /** The thermal printer's resolution (ZPL only). */
  dpi: ZplDpi;
  /** Called after each label is drawn (not awaited). */
  onProgress?: (done: number, total: number) => void;
}

/**
 * The labels of `facts` as one document: each laid out once (shared/domain/label-layout.ts), then
 * drawn by the format's renderer (api/src/labels/render). The only place the API meets them.
 */
export async function renderLabelDocument(
  facts: readonly LabelFacts[],
  spec: LabelDocumentSpec,
): Promise<Buffer> {
  const { choice, logo } = spec;
  const settings: LabelLayoutSettings = {
    size: choice.size,
    options: choice.options,
    layout: choice.layout,
    customBarcode: choice.customBarcode,
    logo: logo ? { aspectRatio: logo.aspectRatio } : null,
  };
  const labels = facts.map((item) => ({ facts: item, layout: layoutLabel(item, settings) }));
  const drawnLogo = logo ? { data: logo.data, type: logo.type } : null;
  if (spec.format === 'zpl') {
    return Buffer.from(
      await renderLabelsZpl(labels, { dpi: spec.dpi, logo: drawnLogo, onProgress: spec.onProgress }),
    );
  }
  return renderLabelsPdf(labels, { sheet: choice.sheet, logo: drawnLogo, onProgress: spec.onProgress });
}
