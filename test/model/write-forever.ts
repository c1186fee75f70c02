// Test helper: rewrites a model file in a loop until killed.
import { readFileSync } from 'node:fs';
import { writeModelFile } from '../../src/model/write.js';

const [source, target] = process.argv.slice(2) as [string, string];
const model = JSON.parse(readFileSync(source, 'utf8'));
for (;;) await writeModelFile(target, model);
