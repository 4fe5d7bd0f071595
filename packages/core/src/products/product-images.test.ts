import { describe, expect, it } from 'vitest';
import { PRODUCT_IMAGE, productImageFileProblem } from './product-images';

describe('productImageFileProblem', () => {
  it.each([
    [{ size: 1000, type: 'image/jpeg' }, null],
    [{ size: PRODUCT_IMAGE.maxBytes, type: 'image/webp' }, null],
    [{ size: 1000, type: 'image/gif' }, 'La imagen debe ser JPG, PNG o WebP'],
    [{ size: 1000, type: '' }, 'La imagen debe ser JPG, PNG o WebP'],
    [{ size: PRODUCT_IMAGE.maxBytes + 1, type: 'image/png' }, 'La imagen supera el tamaño maximo de 8 MB'],
  ])('%j -> %s', (file, problem) => {
    expect(productImageFileProblem(file)).toBe(problem);
  });
});
