/**
 * Groups of similar unmatched messages: IDF-weighted cosine over content-word keys, merged average-link; named by
 * their common words. Measured on the real-looking fixture test/fixtures/inbox-traffic.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
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

  it('joins a message alike to a group as a whole; identical messages count once, and each is in the group', () => {
    const groups = groupSimilar(recorded(['refund my money', 'refund money please', 'money back please', 'Refund my money!', 'refund my money']));
    expect(groups).toHaveLength(1);
    expect(groups[0]!.messages.map((m) => m.id)).toEqual([1, 2, 3, 4, 5]);
    expect(groups[0]!.name).toBe('money refund');
  });

  it('does not join two themes through one message between them (average link, not chains)', () => {
    const groups = groupSimilar(recorded([
      'is there parking', 'where can I park', 'is parking free', 'parking near the restaurant',
      'can I bring my dog', 'are dogs allowed', 'dog friendly terrace',
      'can I park with my dog',
    ]));
    const themes = groups.map((g) => g.messages.map((m) => m.id).filter((id) => id !== 8));
    expect(themes).toEqual(expect.arrayContaining([[1, 2, 3, 4], [5, 6, 7]]));
  });

  it('finds the themes of a restaurant bot\'s unmatched traffic (test/fixtures/inbox-traffic): 5 of 6, each group 80 % one theme', () => {
    const rows = readFileSync(join(import.meta.dirname, '..', 'fixtures', 'inbox-traffic', 'messages.jsonl'), 'utf8').trim().split('\n')
      .map((line) => JSON.parse(line) as { text: string; theme: string | null });
    const groups = groupSimilar(recorded(rows.map((r) => r.text)));
    const themeOf = (m: TrafficMessage) => rows[m.id - 1]!.theme;
    const themes = [...new Set(rows.map((r) => r.theme).filter((t): t is string => t !== null))];
    const recovered = themes.filter((t) => {
      const size = rows.filter((r) => r.theme === t).length;
      return groups.some((g) => { const hit = g.messages.filter((m) => themeOf(m) === t).length; return hit * 2 >= size && hit >= 0.8 * g.messages.length; });
    });
    expect(recovered).toEqual(['late-delivery', 'gift-voucher', 'jobs', 'parking', 'pets']);
    // The groups of three or more are about one thing.
    for (const g of groups.filter((x) => x.messages.length >= 3)) {
      const counts = new Map<string | null, number>();
      for (const m of g.messages) counts.set(themeOf(m), (counts.get(themeOf(m)) ?? 0) + 1);
      expect(Math.max(...counts.values()) / g.messages.length).toBeGreaterThanOrEqual(0.6);
    }
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
