import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findDatetimesEn, FIRST_WORDS, MINUTES_LINKS, RE_BETWEEN_SEPARATOR, RE_RANGE_SEPARATOR, SEPARATOR_PIECES } from '../../../src/entities/builtins/datetime-en.js';
import { anchorWords, ANCHOR_WINDOW, ANCHOR_WORDS, CONNECTORS, datetimeStartsEn, isLengthWord, patternWords } from '../../../src/entities/builtins/prefilter-en.js';

// The English date grammar's pre-filter skips a statement with no anchor, and a start with no anchor in the words
// after it. It must never skip a date the grammar reads: these tests fail when the grammar learns a word the anchors
// do not know, or a date whose anchor is further than the window.
const SOURCE = join(import.meta.dirname, '../../../src/entities/builtins/datetime-en.ts');
const now = Date.UTC(2026, 2, 6, 15);
const plain = (text: string) => findDatetimesEn(text, { now });
const filtered = (text: string) => { const skip = datetimeStartsEn(text); return skip === null ? [] : findDatetimesEn(text, { now, skipStart: skip }); };

/** Every sticky regex literal of the grammar's source, module-level or inline: the ones that read a date's words (the others test the text around one). */
function sourcePatterns(): RegExp[] {
  const source = readFileSync(SOURCE, 'utf8');
  const out: RegExp[] = [];
  for (const m of source.matchAll(/(?<=[=(,[?:]\s*)\/((?:\\.|\[(?:\\.|[^\]\\])*\]|[^/\\\n[])+)\/([dgimsuy]*)/g)) {
    if (!m[2]!.includes('y')) continue;
    try { out.push(new RegExp(m[1]!, m[2])); } catch { /* not a regex literal (a division) */ }
  }
  return out;
}

/** Texts that put a lexicon word where a date may start and after the connectors a date may start with. */
function lexiconTexts(): string[] {
  const words = new Set<string>([...FIRST_WORDS, ...ANCHOR_WORDS]);
  for (const re of sourcePatterns()) for (const w of patternWords(re)) words.add(w);
  // The patterns' literal phrases too ("at the moment", "as soon as possible"): the pieces between their operators.
  for (const re of sourcePatterns()) {
    for (const piece of re.source.replace(/\\s[+*]?/g, ' ').split(/[|()[\]?*+\\]/)) if (/^[a-z' ]+$/.test(piece) && piece.trim()) words.add(piece.trim());
  }
  const texts: string[] = [];
  for (const w of words) for (const t of [w, `at ${w}`, `for the next ${w}`, `in a ${w}`, `the ${w} of the month`, `book it ${w} 3`, `by the end of ${w}`, `on ${w}`, `of ${w}`, `for 3 ${w}`, `for ${w} from 2pm`, `${w} 7`, `${w} six people`, `on ${w} 12`, `a ${w} ago`, `a couple of ${w} from now`,
    // A word no rule reads after a start ("banana") ends every date that starts there, the lexicon's words after it or not.
    `7 banana ${w}`, `twenty banana ${w} 5`, `the banana ${w}`, `from banana ${w} 6`]) texts.push(t);
  return texts;
}

describe('the English date pre-filter', () => {
  it('knows every word of the grammar\'s patterns as an anchor or a connector', () => {
    const patterns = sourcePatterns();
    expect(patterns.length).toBeGreaterThan(80);
    const unknown = new Set<string>();
    for (const re of patterns) for (const w of patternWords(re)) if (!ANCHOR_WORDS.has(w) && !CONNECTORS.has(w)) unknown.add(w);
    // A word here is in a pattern missing from DATE_PATTERNS (datetime-en.ts): add the pattern there.
    expect([...unknown]).toEqual([]);
  });

  it('finds every date the grammar finds among its own lexicon\'s words, each with an anchor within the window', () => {
    const texts = lexiconTexts();
    expect(texts.length).toBeGreaterThan(2000);
    const lost: string[] = [];
    const far: string[] = [];
    for (const text of texts) {
      const spans = plain(text);
      if (JSON.stringify(filtered(text)) !== JSON.stringify(spans)) lost.push(text);
      const words = anchorWords(text);
      for (const s of spans) {
        const inside = words.starts.map((_, k) => k).filter((k) => words.ends[k]! > s.start && words.starts[k]! < s.end);
        const first = inside.findIndex((k) => words.anchor[k]);
        if (first < 0 || first > ANCHOR_WINDOW) far.push(`${text}: "${text.slice(s.start, s.end)}"`);
      }
    }
    expect(lost).toEqual([]);
    expect(far).toEqual([]);
  });

  it('reads the dates of the suites\' sample and of statements around them as before', () => {
    const sample = (JSON.parse(readFileSync(join(import.meta.dirname, '../../fixtures/builtins/suite-sample.json'), 'utf8')) as Array<{ locale: string; text: string }>).filter((c) => c.locale === 'en');
    const texts = sample.flatMap((c) => [c.text, `a table for the ${c.text}`, `I would like to book a table please, ${c.text}, for 4 of us`]);
    for (const text of texts) expect([text, filtered(text)]).toEqual([text, plain(text)]);
  });

  it('skips a statement with no anchor, and a start with none near; keeps the starts near one', () => {
    expect(datetimeStartsEn('I want a table in the corner for the party')).toBeNull();
    const text = 'a table on the terrace by the window for us, next friday';
    const skip = datetimeStartsEn(text)!;
    expect(skip(text.indexOf('a table'))).toBe(true);
    expect(skip(text.indexOf('on the'))).toBe(true);
    // An anchor ("next") is near, but "for" starts a date only with a length unit after it.
    expect(skip(text.indexOf('for us'))).toBe(true);
    expect(skip(text.indexOf('window'))).toBe(false);
    expect(skip(text.indexOf('next'))).toBe(false);
    expect(filtered(text)).toEqual(plain(text));
    expect(filtered(text).map((s) => text.slice(s.start, s.end))).toEqual(['next friday']);
  });

  it('does not try "on" or "of" at a start, "for" or "a" without a length unit after it, nor a count; keeps them where a date needs them', () => {
    const text = 'a table for 7 on saturday at 8pm, the first of may';
    const skip = datetimeStartsEn(text)!;
    expect(skip(text.indexOf('for 7'))).toBe(true);
    expect(skip(text.indexOf('on saturday'))).toBe(true);
    expect(skip(text.indexOf('of may'))).toBe(true);
    expect(skip(text.indexOf('saturday'))).toBe(false);
    expect(filtered(text)).toEqual(plain(text));
    for (const lasting of ['for 2 hours from 2pm', 'for the next 3 days', 'book for the past fortnight', 'for 4 business days', 'for 2 hour\'s time from noon']) {
      const at = lasting.indexOf('for');
      expect([lasting, datetimeStartsEn(lasting)!(at)]).toEqual([lasting, false]);
      expect(filtered(lasting)).toEqual(plain(lasting));
    }
    expect(plain('for the next 3 days')[0]!.start).toBe(0);
    // A bare number before a counted noun or at the end starts no date, unless "on" says a day of the month.
    const counted = 'can I book for twelve people on saturday at 8pm, we are 6';
    const countedSkip = datetimeStartsEn(counted)!;
    expect(countedSkip(counted.indexOf('twelve'))).toBe(true);
    expect(countedSkip(counted.indexOf('6'))).toBe(true);
    expect(filtered(counted)).toEqual(plain(counted));
    expect(datetimeStartsEn('see you on 15')!('see you on 15'.indexOf('15'))).toBe(false);
    expect(filtered('see you on 15').length).toBe(1);
    for (const counted of ['a week ago', 'a few days from now', 'a quarter past 5', 'an hour ago', 'a fridays from now']) {
      expect([counted, datetimeStartsEn(counted)!(0)]).toEqual([counted, false]);
      expect(filtered(counted)).toEqual(plain(counted));
    }
    expect(datetimeStartsEn('a table for 2 on friday')!(0)).toBe(true);
    expect(isLengthWord('workdays')).toBe(true);
    expect(isLengthWord('people')).toBe(false);
  });
  it('does not try a connector or a bare number before a word no rule reads, unless a minutes link follows ("twenty bucks past 5")', () => {
    const text = 'the balance is 7 bananas at 8pm, from my account twelve bananas';
    const skip = datetimeStartsEn(text)!;
    for (const word of ['the balance', '7 bananas', 'from my', 'twelve bananas']) expect([word, skip(text.indexOf(word))]).toEqual([word, true]);
    for (const word of ['at 8pm', '8pm']) expect([word, skip(text.indexOf(word))]).toEqual([word, false]);
    // A one-letter word may be a unit the grammar reads through a character class ("5 h from now"): it stops nothing.
    expect(datetimeStartsEn('5 h from now')!(0)).toBe(false);
    expect(filtered(text)).toEqual(plain(text));
    // RE_57 reads any two words before "past", "to"…: the grammar reads "twenty bucks past 5" as 5:20, so it is tried.
    const past = 'twenty bucks past 5';
    expect(datetimeStartsEn(past)!(0)).toBe(false);
    expect(plain(past).length).toBe(1);
    expect([...MINUTES_LINKS].sort()).toEqual(['after', 'before', 'of', 'past', 'till', 'to']);
    // Length words the anchors miss ("fridays": RE_WEEKDAYS_PLURAL glues its "s" after a group) stop nothing.
    for (const counted of ['3 fridays from now', 'two saturdays from now']) {
      expect([counted, datetimeStartsEn(counted)!(0)]).toEqual([counted, false]);
      expect(filtered(counted)).toEqual(plain(counted));
    }
  });

  it('reads an interval\'s first end only where a separator may follow: every separator holds one of SEPARATOR_PIECES', () => {
    const holds = new RegExp(SEPARATOR_PIECES.source);
    for (const re of [RE_BETWEEN_SEPARATOR, RE_RANGE_SEPARATOR]) {
      // The patterns' alternatives as literals: word edges and lookaheads only narrow a match.
      const alternatives = re.source.replace(/\\b|\(\?=[^)]*\)/g, '').replace(/[()]/g, '').replace(/\\\//g, '/').split('|');
      expect(alternatives.length).toBeGreaterThan(2);
      for (const alt of alternatives) {
        expect([alt, /^[a-z\-–~/]+$/.test(alt)]).toEqual([alt, true]);
        expect([alt, holds.test(alt)]).toEqual([alt, true]);
      }
    }
    for (const text of ['from 3 to 5pm', 'between 2 and 4', '3-4pm', 'friday till 5', 'monday thru wednesday', 'march 3 ~ 5', '2015-03-28 17:00/2015-03-29 21:00', 'tomorrow from 9 until 11']) {
      expect([text, plain(text).length]).toEqual([text, 1]);
      expect(plain(text)[0]!.value.t).toBe('interval');
    }
  });
});
