/**
 * The English texts the date grammar's sameness proofs run over (datetime-prefilter-same.ts, datetime-grammar-same.ts):
 * every statement of the shared data sets' English splits, then every English suite case alone and in eight frames
 * of a bot's statements ("book a table for 4 …", "on …", "… at 7"…). `statements`: how many came from the data sets.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const DATA_SETS = ['snips', 'snips2017', 'atis', 'banking77', 'braun-chatbot', 'braun-webapps', 'braun-askubuntu', 'xsid-en'];

export function englishProofTexts(root: string, suites: string): { texts: string[]; statements: number } {
  const datasets = process.env.NLU_DATASETS ?? join(root, '../shared/datasets');
  const texts: string[] = [];
  for (const d of DATA_SETS) {
    for (const f of ['train.jsonl', 'valid.jsonl', 'test.jsonl']) {
      const file = join(datasets, d, f);
      if (!existsSync(file)) continue;
      for (const line of readFileSync(file, 'utf8').split('\n')) {
        if (!line.trim()) continue;
        const text = (JSON.parse(line) as { text?: unknown }).text;
        if (typeof text === 'string') texts.push(text);
      }
    }
  }
  const statements = texts.length;
  if (existsSync(suites)) {
    for (const c of JSON.parse(readFileSync(suites, 'utf8')) as Array<{ locale: string; text: string }>) {
      if (c.locale !== 'en') continue;
      texts.push(c.text, `book a table for 4 ${c.text}`, `${c.text} for six people please`, `on ${c.text}`, `for ${c.text}`, `of ${c.text}`, `${c.text} for 2`, `${c.text} 7 people`, `${c.text} at 7`);
    }
  }
  return { texts, statements };
}
