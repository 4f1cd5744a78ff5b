import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from './csv';

describe('csvCell and csvLine (RFC 4180, formula-safe)', () => {
  it('writes plain values as they are and empties for null', () => {
    expect(csvLine(['Air Jordan 1', 150.5, true, null, undefined, 0])).toBe(
      'Air Jordan 1,150.5,true,,,0\r\n',
    );
  });

  it('quotes cells holding a comma, a quote or a line break, doubling the quotes', () => {
    expect(csvCell('Dunk, Low')).toBe('"Dunk, Low"');
    expect(csvCell('the "Panda"')).toBe('"the ""Panda"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\rlf')).toBe('"cr\rlf"');
  });

  it('defuses text that a spreadsheet would run as a formula (OWASP CSV injection)', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+cmd|calc')).toBe("'+cmd|calc");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    // Only at the start; and numbers stay numbers.
    expect(csvCell('a=b')).toBe('a=b');
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell(Number.NaN)).toBe('');
  });
});
