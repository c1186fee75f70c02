import { describe, expect, it } from 'vitest';
import { readableFeature } from '../../src/intent/feature-names.js';

describe('readableFeature', () => {
  it.each([
    ['w:order', 'order', 'word'],
    ['w:show me', 'show me', 'word-pair'],
    ['w:<s> show', '<start> show', 'word-pair'],
    ['w:order </s>', 'order <end>', 'word-pair'],
    ['w:from <e:station>', 'from <e:station>', 'word-pair'],
    ['w:<unk> pleas', '<unknown> pleas', 'word-pair'],
    ['w:<e:vendor>', '<e:vendor>', 'entity'],
    ['w:<unk>', '<unknown>', 'unknown-word'],
    ['c:<sho', '#sho', 'characters'],
    ['c:hoe>', 'hoe#', 'characters'],
    ['c:<a>', '#a#', 'characters'],
    ['c:show', 'show', 'characters'],
  ])('reads %j as %j (%s)', (name, feature, kind) => {
    expect(readableFeature(name)).toEqual({ feature, kind });
  });
});
