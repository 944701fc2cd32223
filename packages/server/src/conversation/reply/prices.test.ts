import { planInfo } from '@stellara/contract';
import { describe, expect, it } from 'vitest';
import { asksPrice, pricesReply } from './prices.ts';

describe('prices', () => {
  it('hears a price question in English, Portuguese and Spanish', () => {
    for (const m of [
      'how much is the paid version?',
      'quanto custa a versão paga?',
      '¿cuánto cuesta el plan pro?',
      'what does plus cost',
    ]) {
      expect(asksPrice(m), m).toBe(true);
    }
  });
  it('does not hear one in a chart question about what a placement costs', () => {
    expect(asksPrice('what can my mars cost me')).toBe(false);
    expect(asksPrice('what does my venus say about how i love')).toBe(false);
  });
  it('gives the contract prices of both paid plans', () => {
    const text = pricesReply();
    expect(text).toContain(`$${planInfo.plus.priceUsdPerMonth} a month`);
    expect(text).toContain(`$${planInfo.pro.priceUsdPerMonth} a month`);
  });
});
