import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type';

const bytes = (...parts: (number[] | string)[]) =>
  Uint8Array.from(
    parts.flatMap((part) => (typeof part === 'string' ? [...Buffer.from(part, 'latin1')] : part)),
  );

describe('detectImageType (magic bytes)', () => {
  it('recognises PNG, JPEG, GIF and WebP', () => {
    expect(detectImageType(bytes([0x89], 'PNG\r\n\x1a\n', [0, 0, 0, 13], 'IHDR'))?.contentType).toBe(
      'image/png',
    );
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))?.extension).toBe('jpg');
    expect(detectImageType(bytes('GIF89a', [1, 0, 1, 0]))?.contentType).toBe('image/gif');
    expect(detectImageType(bytes('GIF87a'))?.contentType).toBe('image/gif');
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))?.contentType).toBe('image/webp');
  });

  it('refuses text, truncated signatures and other RIFF files', () => {
    expect(detectImageType(bytes('hello, I am a png'))).toBeNull();
    expect(detectImageType(bytes([0x89], 'PNG'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(detectImageType(new Uint8Array())).toBeNull();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
  });
});
