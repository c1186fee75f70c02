import { describe, expect, it } from 'vitest';
import { maskText } from '../../src/traffic/mask.js';

describe('maskText (--record-mask)', () => {
  it('turns every decimal digit into 0, in any script, keeping the length of numbers', () => {
    expect(maskText('track order 784512, $60 on 12/03')).toBe('track order 000000, $00 on 00/00');
    expect(maskText('Arabic-Indic ٣٤ and fullwidth ３４')).toBe('Arabic-Indic 00 and fullwidth 00');
  });

  it('turns e-mail addresses into <email>, their digits with them, and leaves the punctuation around them', () => {
    expect(maskText('write to bob.smith+shoes@example.co.uk.')).toBe('write to <email>.');
    expect(maskText('(john42@mail-1.example.com), Zoë@exämple.de')).toBe('(<email>), <email>');
  });

  it('leaves what is not an address: a lone @, a handle, a host without a dot', () => {
    expect(maskText('meet @ the shop, ask @support or root@localhost')).toBe('meet @ the shop, ask @support or root@localhost');
  });

  it('leaves a statement without digits or addresses as it is', () => {
    expect(maskText('show me red dresses')).toBe('show me red dresses');
  });
});
