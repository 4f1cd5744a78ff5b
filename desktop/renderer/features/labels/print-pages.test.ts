import { describe, expect, it } from 'vitest';
import { printDocumentHtml } from './print-pages';

describe('printDocumentHtml', () => {
  it('prints each image as one page of the label size, with no margin', () => {
    const html = printDocumentHtml([
      { url: 'blob:a', widthMm: 60, heightMm: 30 },
      { url: 'blob:b', widthMm: 60, heightMm: 30 },
    ]);
    expect(html).toContain('@page{size:60.00mm 30.00mm;margin:0}');
    expect(html.match(/<img /g)).toHaveLength(2);
    expect(html).toContain('<img src="blob:a" alt="" style="width:60.00mm;height:30.00mm">');
    expect(html).toContain('page-break-after:always');
  });

  it('prints an A4 sheet at its own size', () => {
    expect(printDocumentHtml([{ url: 'blob:s', widthMm: 210, heightMm: 297 }])).toContain(
      '@page{size:210.00mm 297.00mm;margin:0}',
    );
  });
});
