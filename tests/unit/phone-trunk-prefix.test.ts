import { describe, expect, it } from 'vitest';
import { pastedNational, phoneValue, withoutTrunkPrefix } from '../../src/phone';

/** Issue 39: a number typed as it is dialled at home keeps its country and loses the national trunk prefix. */
describe('withoutTrunkPrefix', () => {
  it('drops Russia\'s and Kazakhstan\'s trunk 8', () => {
    expect(withoutTrunkPrefix('89161234567', 'RU')).toBe('9161234567');
    expect(phoneValue(withoutTrunkPrefix('89161234567', 'RU'), 'RU')).toBe('+7 916 123 45 67');
    expect(withoutTrunkPrefix('87771234567', 'KZ')).toBe('7771234567');
  });

  it('drops the trunk 0 of the UAE, the United Kingdom and China', () => {
    expect(withoutTrunkPrefix('0501234567', 'AE')).toBe('501234567');
    expect(withoutTrunkPrefix('07700900123', 'GB')).toBe('7700900123');
    expect(withoutTrunkPrefix('013812345678', 'CN')).toBe('13812345678');
  });

  it('leaves a number typed without its prefix as it is, 8 800 numbers included', () => {
    expect(withoutTrunkPrefix('9161234567', 'RU')).toBe('9161234567');
    expect(withoutTrunkPrefix('8001234567', 'RU')).toBe('8001234567');
    expect(withoutTrunkPrefix('88001234567', 'RU')).toBe('8001234567');
    expect(withoutTrunkPrefix('501234567', 'AE')).toBe('501234567');
  });

  it('leaves a number still being typed alone until the rest would be a possible number', () => {
    expect(withoutTrunkPrefix('8', 'RU')).toBe('8');
    expect(withoutTrunkPrefix('8916', 'RU')).toBe('8916');
    expect(withoutTrunkPrefix('8916123456', 'RU')).toBe('8916123456');
    expect(withoutTrunkPrefix('', 'AE')).toBe('');
  });
});

describe('pastedNational', () => {
  it('keeps a whole number typed with its trunk prefix, else cuts at the cap before dropping the prefix', () => {
    expect(pastedNational('89161234567', 'RU')).toBe('9161234567');
    expect(pastedNational('05012345678', 'AE')).toBe('501234567');
    expect(pastedNational('501234567999', 'AE')).toBe('5012345679');
    expect(pastedNational('0501234567', 'AE')).toBe('501234567');
  });
});
