/**
 * Trains one model for model-cache.ts in a process of its own, so that a test worker waiting for it keeps its
 * event loop free (vitest's worker RPC times out after 60 s of a blocked loop: "Timeout calling onTaskUpdate").
 * Arguments: a corpus as JSON, the options as JSON, the `now` date, the file to write.
 */
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import { trainModel } from '../../src/train/train.js';

const [corpusFile, optionsJson, now, out] = process.argv.slice(2) as [string, string, string, string];
const model = await trainModel(JSON.parse(readFileSync(corpusFile, 'utf8')), { ...JSON.parse(optionsJson), now: new Date(now) });
// Whole, then renamed: two test files missing the same model at once each write their own temp file.
const temp = `${out}.${process.pid}.tmp`;
writeFileSync(temp, JSON.stringify(model));
renameSync(temp, out);
