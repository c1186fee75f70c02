/** Studio edits keep a file's formatting where they do not touch it: line ends, byte-order mark, comments, folded scalars. */
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { changeUtteranceFile } from '../../src/studio/corpus-document.js';
import { CorpusFiles } from '../../src/studio/corpus-files.js';
import { changeEntityFile } from '../../src/studio/entity-document.js';

/** A corpus file written by hand: comments spaced as its author likes, a folded utterance, quoted and plain items. */
const HAND_WRITTEN = `# Greetings, kept by the support team.
locale: en      # English only for now
intents:
  - id: greeting    # the first intent
    name: greeting
    utterances:
      #   informal ones first
      - hey     # most common
      - 'hi there'
      - >-
        good morning to
        you all
      -   hello
  - id: thanks
    name: thanks
    utterances: [thank you, thanks a lot]
entities:
  vendor:
    type: list
    values:
      - value: Nike   # the big one
        synonyms: [nike inc]
`;

async function edited(source: string, edit: (files: CorpusFiles, path: string) => Promise<void>): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'nlu-keep-format-'));
  mkdirSync(join(root, 'corpus'));
  const path = join(root, 'corpus', 'intents.yaml');
  writeFileSync(path, source);
  await edit(new CorpusFiles(root), path);
  return readFileSync(path, 'utf8');
}

const addToThanks = (files: CorpusFiles, path: string) => changeUtteranceFile(files, path, { kind: 'add', intent: { intentId: 'thanks' }, text: 'cheers' });
const editHey = (files: CorpusFiles, path: string) => changeUtteranceFile(files, path, { kind: 'edit', intent: { intentId: 'greeting' }, index: 0, expected: 'hey', text: 'hey you' });

describe('a studio edit keeps the file\'s formatting', () => {
  it('changes only the lines it edits: comments, their spacing and a folded utterance stay as written', async () => {
    expect(await edited(HAND_WRITTEN, addToThanks)).toBe(HAND_WRITTEN.replace('[thank you, thanks a lot]', '[thank you, thanks a lot, cheers]'));
    expect(await edited(HAND_WRITTEN, editHey)).toBe(HAND_WRITTEN.replace('      - hey     # most common\n', '      - hey you # most common\n'));
    const entity = await edited(HAND_WRITTEN, (files, path) => changeEntityFile(files, path, { kind: 'edit-value', entity: 'vendor', index: 0, expected: 'Nike', value: 'Nike', synonyms: ['nike inc', 'nikey'] }));
    expect(entity).toBe(HAND_WRITTEN.replace('synonyms: [nike inc]', 'synonyms: [nike inc, nikey]'));
  });

  it('keeps CRLF line ends for the whole file, and a byte-order mark', async () => {
    const crlf = `\uFEFF${HAND_WRITTEN.replace(/\n/g, '\r\n')}`;
    const after = await edited(crlf, editHey);
    expect(after).toBe(crlf.replace('      - hey     # most common\r\n', '      - hey you # most common\r\n'));
    expect(after.startsWith('\uFEFF')).toBe(true);
    expect(after.match(/(?<!\r)\n/g)).toBeNull();
  });

  it('deletes the folded utterance, all its lines and nothing else', async () => {
    const after = await edited(HAND_WRITTEN, (files, path) => changeUtteranceFile(files, path, { kind: 'delete', intent: { intentId: 'greeting' }, index: 2, expected: 'good morning to you all' }));
    expect(after).toBe(HAND_WRITTEN.replace("      - >-\n        good morning to\n        you all\n", ''));
  });
});
