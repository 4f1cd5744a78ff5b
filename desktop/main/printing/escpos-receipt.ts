import { BreakLine, CharacterSet, PrinterTypes, ThermalPrinter } from 'node-thermal-printer';
import { type ReceiptLayout, rowLine } from '@shared/domain/receipt';

const ESC_INIT = Buffer.from([0x1b, 0x40]);

/**
 * A receipt as ESC/POS bytes (issue 15): the blocks shared/domain/receipt.ts laid out, written with
 * node-thermal-printer's command builder only (it never opens a printer here: the bytes go out
 * through our own transports, the network, serial and spooler drivers). Epson's command set, which
 * the common 80 mm receipt printers (Epson, Star in ESC/POS mode, Xprinter, Bixolon) all take.
 *
 * ESC @ (initialise), code page PC858 (Latin-1 and €; the builder switches pages for other letters),
 * Font A, a bold double-size header, rows already padded to the printer's columns, then a feed and
 * a full cut (GS V 0).
 */
export function escposReceipt(layout: ReceiptLayout): Uint8Array {
  const printer = new ThermalPrinter({
    type: PrinterTypes.EPSON,
    // No interface: the builder only collects the bytes.
    interface: '',
    width: layout.columns,
    // The layout already fits every line to the columns.
    breakLine: BreakLine.NONE,
  });
  // ESC @ first, so what the last job left set (a size, a code page) does not carry over; the d.ts
  // leaves the builder's initHardware() out.
  printer.append(ESC_INIT);
  printer.setCharacterSet(CharacterSet.PC858_EURO);
  printer.setTypeFontA();
  for (const block of layout.blocks) {
    switch (block.kind) {
      case 'rule':
        printer.drawLine('-');
        break;
      case 'feed':
        printer.newLine();
        break;
      case 'row':
        printer.bold(block.bold);
        // Padded here, not with the builder's leftRight: its width counts UTF-16 units, not characters.
        printer.println(rowLine(block.left, block.right, layout.columns));
        printer.bold(false);
        break;
      case 'text':
        if (block.align === 'center') printer.alignCenter();
        else if (block.align === 'right') printer.alignRight();
        else printer.alignLeft();
        // ESC ! (the size) also clears emphasis, so the size goes first.
        if (block.large) printer.setTextQuadArea();
        printer.bold(block.bold);
        printer.println(block.text);
        if (block.large) printer.setTextNormal();
        printer.bold(false);
        printer.alignLeft();
        break;
    }
  }
  printer.newLine();
  printer.cut();
  return new Uint8Array(printer.getBuffer());
}

/** The test page of an ESC/POS receipt printer (Settings → Devices → Test print). */
export function escposTestReceipt(facts: { printerName: string; at: Date; columns: 48 | 42 }): Uint8Array {
  const { columns } = facts;
  return escposReceipt({
    columns,
    orderName: 'test',
    blocks: [
      { kind: 'text', text: 'ConsignDesk', align: 'center', bold: true, large: true },
      { kind: 'text', text: 'Receipt printer test', align: 'center', bold: true, large: false },
      { kind: 'rule' },
      {
        kind: 'row',
        left: facts.printerName.slice(0, columns - 12),
        right: `${columns} columns`,
        bold: false,
      },
      {
        kind: 'text',
        text: facts.at.toISOString().slice(0, 16).replace('T', ' '),
        align: 'left',
        bold: false,
        large: false,
      },
      { kind: 'rule' },
      { kind: 'row', left: 'TOTAL', right: '0.00', bold: true },
    ],
  });
}
