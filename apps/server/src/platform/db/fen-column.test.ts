import { describe, expect, it } from 'vitest';
import { fenOf, yuanOf } from './fen-column';

describe('fen columns', () => {
  it('reads what either driver hands over: a string (PostgreSQL), a bigint or a number (PGlite)', () => {
    expect(fenOf('123456')).toBe(123456n);
    expect(fenOf(123456n)).toBe(123456n);
    expect(fenOf(123456)).toBe(123456n);
    expect(fenOf('900719925474099312')).toBe(900719925474099312n);
  });
  it('reads NULL (an empty SUM) as 0 and refuses what is not a whole number of fen', () => {
    expect(fenOf(null)).toBe(0n);
    expect(fenOf(undefined)).toBe(0n);
    expect(() => fenOf('12.5')).toThrow();
  });
  it('gives the API decimal yuan', () => {
    expect(yuanOf('123456')).toBe('1234.56');
    expect(yuanOf(null)).toBe('0.00');
    expect(yuanOf(-5n)).toBe('-0.05');
  });
});
