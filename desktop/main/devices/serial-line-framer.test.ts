import { describe, expect, it } from 'vitest';
import { SerialLineFramer } from './serial-line-framer';

const bytes = (text: string) => Buffer.from(text, 'latin1');
const codes = (framer: SerialLineFramer, ...chunks: string[]) =>
  chunks.flatMap((chunk) => framer.push(bytes(chunk)));

describe('SerialLineFramer', () => {
  it.each([
    ['CR', '4006381333931\r'],
    ['LF', '4006381333931\n'],
    ['CRLF', '4006381333931\r\n'],
  ])('ends a code at %s', (_label, sent) => {
    expect(codes(new SerialLineFramer(), sent)).toEqual([{ type: 'line', code: '4006381333931' }]);
  });

  it('counts CRLF as one end when the CR and the LF come in different chunks', () => {
    const framer = new SerialLineFramer();

    expect(codes(framer, 'K7QX2M\r')).toEqual([{ type: 'line', code: 'K7QX2M' }]);
    expect(codes(framer, '\nP9ZT4W\r\n')).toEqual([{ type: 'line', code: 'P9ZT4W' }]);
  });

  it('joins a code split across chunks, and never emits the unfinished part', () => {
    const framer = new SerialLineFramer();

    expect(codes(framer, '40063')).toEqual([]);
    expect(codes(framer, '8133')).toEqual([]);
    expect(codes(framer, '3931\rK7Q')).toEqual([{ type: 'line', code: '4006381333931' }]);
    expect(codes(framer, 'X2M\n')).toEqual([{ type: 'line', code: 'K7QX2M' }]);
  });

  it('cuts several codes out of one chunk', () => {
    expect(codes(new SerialLineFramer(), 'A1\rB2\nC3\r\nD4\r')).toEqual(
      ['A1', 'B2', 'C3', 'D4'].map((code) => ({ type: 'line', code })),
    );
  });

  it('ignores empty lines: a doubled suffix, LF CR, a bare Enter, blanks', () => {
    expect(codes(new SerialLineFramer(), '\r\r\n\n\rK7QX2M\n\r   \r\n')).toEqual([
      { type: 'line', code: 'K7QX2M' },
    ]);
  });

  it('drops a too long line with the reason and reads the next line as usual', () => {
    const framer = new SerialLineFramer(16);

    expect(codes(framer, 'x'.repeat(40))).toEqual([]);
    expect(codes(framer, 'x'.repeat(40), '\r\nK7QX2M\r')).toEqual([
      { type: 'dropped', reason: 'a line of 80 bytes is longer than any code (16)' },
      { type: 'line', code: 'K7QX2M' },
    ]);
    expect(codes(framer, 'y'.repeat(17), '\r')).toEqual([
      { type: 'dropped', reason: 'a line of 17 characters is longer than any code (16)' },
    ]);
  });

  it('decodes UTF-8 split between chunks', () => {
    const framer = new SerialLineFramer();
    const code = Buffer.from('Größe-42\r', 'utf8');

    expect(framer.push(code.subarray(0, 3))).toEqual([]);
    expect(framer.push(code.subarray(3))).toEqual([{ type: 'line', code: 'Größe-42' }]);
  });
});
