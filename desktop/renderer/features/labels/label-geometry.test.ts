import { describe, expect, it } from 'vitest';
import { mmToCssPx, pointsToMm, trueSizeCanvas } from './label-geometry';

describe('label geometry', () => {
  it('turns millimetres into CSS pixels at 96 per inch', () => {
    expect(mmToCssPx(25.4)).toBeCloseTo(96);
    expect(mmToCssPx(50)).toBeCloseTo(188.98, 2);
  });

  it('turns PDF points into millimetres', () => {
    expect(pointsToMm(72)).toBeCloseTo(25.4);
  });

  it('draws a 50 × 25 mm page at true size, sharper on a dense screen', () => {
    const page = { widthPoints: (50 / 25.4) * 72, heightPoints: (25 / 25.4) * 72 };
    const plain = trueSizeCanvas(page, 1);
    expect(plain.cssWidth).toBeCloseTo(mmToCssPx(50));
    expect(plain.pixelWidth).toBe(189);
    expect(plain.pixelHeight).toBe(94);
    expect(plain.widthMm).toBe(50);
    expect(plain.heightMm).toBe(25);
    expect(plain.scale).toBeCloseTo(96 / 72);

    const dense = trueSizeCanvas(page, 2);
    expect(dense.cssWidth).toBeCloseTo(plain.cssWidth);
    expect(dense.pixelWidth).toBe(378);
    expect(dense.scale).toBeCloseTo((96 / 72) * 2);
  });

  it('takes a missing or odd devicePixelRatio as 1', () => {
    const page = { widthPoints: 72, heightPoints: 36 };
    expect(trueSizeCanvas(page, 0).pixelWidth).toBe(96);
    expect(trueSizeCanvas(page, Number.NaN).pixelWidth).toBe(96);
  });
});
