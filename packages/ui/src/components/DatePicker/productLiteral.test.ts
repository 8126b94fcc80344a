import { describe, expect, it } from 'vitest';
import { productLiteral } from './productLiteral';

describe('productLiteral', () => {
  it.each([
    ['.', '/'],
    ['/', '/'],
    ['-', '/'],
    [', ', ' '],
    [' ', ' '],
    [':', ':'],
    ['–', '–'],
  ])('shows %j as %j', (literal, shown) => {
    expect(productLiteral(literal)).toBe(shown);
  });
});
