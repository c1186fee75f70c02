/** Groups of similar unmatched messages: content words overlapping by half or more, chained; named by their common words. */
import { describe, expect, it } from 'vitest';
import { contentWords, groupSimilar, suggestedIntent } from '../../src/studio/inbox-groups.js';
import type { TrafficMessage } from '../../src/traffic/message.js';
import { message } from '../traffic/fixtures.js';

const recorded = (texts: string[]): TrafficMessage[] => texts.map((text, k) => ({ ...message({ text, matched: false }), id: k + 1, label: null }));

describe('grouping unmatched messages', () => {
  it('reads content words as the engine reads words, function words dropped', () => {
    expect(contentWords("How do I cancel my Subscription?")).toEqual(['cancel', 'subscription']);
    expect(contentWords("what's the weather")).toEqual(['weather']);
  });

  it('groups messages about the same thing, largest group first, and leaves single messages out', () => {
    const groups = groupSimilar(recorded([
      'where did my parcel go', 'cancel my subscription', 'hello there', 'how do i cancel my subscription',
      'my parcel never came', 'cancelling subscriptions now', 'what is the weather like',
    ]));
    expect(groups.map((g) => [g.name, g.messages.map((m) => m.id)])).toEqual([
      ['cancel subscription', [2, 4, 6]],
      ['parcel', [1, 5]],
    ]);
  });

  it('chains: a message alike to either of two joins their group', () => {
    const groups = groupSimilar(recorded(['refund my money', 'refund money please', 'money back please']));
    expect(groups).toHaveLength(1);
    expect(groups[0]!.messages).toHaveLength(3);
    expect(groups[0]!.name).toBe('money refund please');
  });

  it('never groups messages with no content word (all function words, or nothing)', () => {
    expect(groupSimilar(recorded(['what is it', 'is it what', '', '???']))).toEqual([]);
  });

  it('suggests a new intent\'s id in kebab-case and its name in camelCase, as the corpus names intents', () => {
    expect(suggestedIntent('money refund')).toEqual({ id: 'money-refund', name: 'moneyRefund' });
    expect(suggestedIntent('café crème 2go')).toEqual({ id: 'cafe-creme-2go', name: 'cafeCreme2go' });
    expect(suggestedIntent("don't ship")).toEqual({ id: 'don-t-ship', name: 'donTShip' });
    expect(suggestedIntent('日本語')).toEqual({ id: '', name: '' });
  });
});
