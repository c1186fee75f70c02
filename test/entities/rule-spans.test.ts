import { beforeAll, describe, expect, it } from 'vitest';
import type { Corpus, EntityDefinition } from '../../src/corpus/types.js';
import { findBuiltin } from '../../src/entities/builtins.js';
import { EntityExtractor } from '../../src/entities/entity-extractor.js';
import { ListMatcher } from '../../src/entities/list-matcher.js';
import { findRanges } from '../../src/entities/range-rules.js';
import { RegexMatcher } from '../../src/entities/regex-matcher.js';
import { resolveOverlaps } from '../../src/entities/span.js';
import { Gazetteer } from '../../src/entities/tagger/gazetteer.js';
import { trainEntityTagger } from '../../src/entities/tagger/train-entity-tagger.js';
import type { TaggerState } from '../../src/model/schema.js';
import { tokenize } from '../../src/text/tokens.js';
import type { EntitySpan } from '../../src/types.js';
import { annotated } from '../helpers.js';

// One entity of every kind of rule, and a learned title whose annotated phrases make a gazetteer.
const entities: EntityDefinition[] = [
  { name: 'vendor', type: 'list', fuzzy: true, open: false, values: [
    { value: 'Adidas', synonyms: [] }, { value: 'Nike', synonyms: [] }, { value: 'New Balance', synonyms: ['nb'] }, { value: "Levi's", synonyms: ['levis'] },
  ] },
  { name: 'orderNumber', type: 'regex', pattern: '\\b[A-Z]?\\d{6}\\b', flags: 'i' },
  { name: 'amount', type: 'builtin', builtin: 'money' },
  { name: 'count', type: 'builtin', builtin: 'number' },
  { name: 'contact', type: 'builtin', builtin: 'email' },
  { name: 'title', type: 'learned' },
  { name: 'fromPrice', type: 'learned', resolve: 'number', range: 'lower' },
  { name: 'toPrice', type: 'learned', resolve: 'number', range: 'upper' },
];

const corpus: Corpus = {
  locale: 'en',
  entities,
  intents: [{ id: 'search', name: 'search', utterances: [
    'show me [Nike](vendor) [running shoes](title) under [$50](toPrice)',
    'any [Adidas](vendor) [trail shoes](title) over [40](fromPrice) dollars',
    '[running shoes](title) between [twenty](fromPrice) and [forty](toPrice) dollars',
    '[winter coats](title) from [$25](fromPrice) to [$60](toPrice)',
    "[Levi's](vendor) [jeans](title) [50](toPrice) or less",
    'i need [socks](title)',
    'do you have [New Balance](vendor) [sneakers](title)',
  ].map(annotated) }, { id: 'order', name: 'order', utterances: [
    'where is order [A93817](orderNumber)',
    'mail [jane@example.com](contact) about order [784512](orderNumber)',
  ].map(annotated) }],
  outOfScope: ['tell me a joke', 'set an alarm for seven'].map(annotated),
};

// Typos, number words, signs, gazetteer phrases, overlapping rules, and none at all.
const statements = [
  ...[...corpus.intents.flatMap((i) => i.utterances), ...corpus.outOfScope].map((u) => u.text),
  'addidas running shoes under fifty bucks',
  '$25-$50 nb trail shoes',
  'running shoes winter coats jeans',
  'order b123456 for 3 pairs, mail me at sam.lee@shop.example.org',
  'one hundred and fifty dollars or more for nikee sneakers',
  "Levi's jeans from $40 to $1,100",
  '1 2 3 4 5 6 7 8 9 10 11 12',
  'nike shoes under constructor',
  '$$$ ### !!!',
  '',
];

/** The rule spans as the plain matchers find them, one after another: what ruleSpans() has always meant. */
function plainRuleSpans(statement: string): EntitySpan[] {
  const tokens = tokenize(statement);
  const spans = new ListMatcher(entities.flatMap((e) => (e.type === 'list' ? [e] : []))).match(statement, tokens);
  spans.push(...new RegexMatcher(entities.flatMap((e) => (e.type === 'regex' ? [e] : []))).match(statement));
  for (const e of entities) if (e.type === 'builtin') spans.push(...findBuiltin(e.builtin, e.name, statement, tokens));
  spans.push(...findRanges(statement, tokens, { lower: 'fromPrice', upper: 'toPrice' }));
  return spans;
}

let tagger: TaggerState;
let withTagger: EntityExtractor;
let rulesOnly: EntityExtractor;
beforeAll(() => {
  tagger = trainEntityTagger(corpus)!;
  withTagger = new EntityExtractor(entities, tagger);
  rulesOnly = new EntityExtractor(entities, null);
});

describe('rule spans: extract() and ruleSpans() find them in one place', () => {
  it('the fixture exercises every rule and the gazetteer', () => {
    const found = new Set(statements.flatMap((s) => plainRuleSpans(s).map((span) => span.entity)));
    expect([...found].sort()).toEqual(['amount', 'contact', 'count', 'fromPrice', 'orderNumber', 'toPrice', 'vendor']);
    const gazetteer = new Gazetteer(tagger.gazetteer ?? []);
    expect(statements.filter((s) => gazetteer.match(s, tokenize(s)).length > 0).length).toBeGreaterThan(3);
  });

  it('ruleSpans() are the plain matchers\' spans, in their order, with or without a tagger: no gazetteer match, no number skipped', () => {
    for (const statement of statements) {
      const plain = plainRuleSpans(statement);
      expect(rulesOnly.ruleSpans(statement, tokenize(statement)), statement).toEqual(plain);
      expect(withTagger.ruleSpans(statement, tokenize(statement)), statement).toEqual(plain);
    }
  });

  it('extract() keeps every resolved rule span: without a tagger they are all it finds, with one it only adds learned spans', () => {
    for (const statement of statements) {
      const rules = resolveOverlaps(rulesOnly.ruleSpans(statement, tokenize(statement)));
      expect(rulesOnly.extract(statement), statement).toEqual(rules);
      expect(withTagger.extract(statement).filter((s) => s.source !== 'learned'), statement).toEqual(rules);
    }
  });
});
