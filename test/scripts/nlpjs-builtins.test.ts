import { describe, expect, it } from 'vitest';
import { newNlpjs } from '../../src/evaluation/baselines/nlpjs-baseline.js';
import { withNumberAndDateTime } from '../../scripts/lib/nlpjs-builtins.js';

// bench:builtins times this set-up as the yardstick of a date-reading engine: it must really read dates,
// or the bench would time an NLP.js that skips its extractor (it does unless NER is forced).
describe('NLP.js with @nlpjs/builtin-microsoft (the bench yardstick)', () => {
  it('reads the numbers and the time of a statement', async () => {
    const nlp = await newNlpjs('en', withNumberAndDateTime);
    nlp.addLanguage('en');
    nlp.addDocument('en', 'book a table', 'book');
    nlp.addDocument('en', 'hello there', 'greet');
    const log = console.log;
    console.log = () => {};
    try { await nlp.train(); } finally { console.log = log; }
    const result = await nlp.process('en', 'table for 7 at 8:15pm');
    const found = (result.entities as Array<{ entity: string; sourceText: string }>).map((e) => `${e.entity}:${e.sourceText}`);
    expect(found).toContain('number:7');
    expect(found).toContain('time:8:15pm');
  });
});
