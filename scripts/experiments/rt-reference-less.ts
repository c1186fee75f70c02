/**
 * How many of Recognizers-Text's date specs give no reference time and are marked unsupported by every
 * implementation (.NET's included): their values were computed against a time the spec does not give, so no reader
 * can pass them except by chance. Backs the sentence about the French specs in bench:builtins' section.
 *
 *   npx tsx scripts/experiments/rt-reference-less.ts <Recognizers-Text checkout>   # e.g. /work/tmp-datetime/recognizers
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

interface Spec { Context?: { ReferenceDateTime?: string }; NotSupported?: string; NotSupportedByDesign?: string }

const root = join(process.argv[2] ?? '.', 'Specs', 'DateTime');
for (const language of readdirSync(root)) {
  const file = join(root, language, 'DateTimeModel.json');
  if (!existsSync(file)) continue;
  const specs = JSON.parse(readFileSync(file, 'utf8').replace(/^\uFEFF/, '')) as Spec[];
  const untestable = specs.filter((s) => !s.Context?.ReferenceDateTime && /dotnet/i.test(`${s.NotSupported ?? ''} ${s.NotSupportedByDesign ?? ''}`));
  console.log(`${language.padEnd(14)} ${String(specs.length).padStart(5)} cases, ${String(untestable.length).padStart(4)} with no reference time and unsupported by every implementation`);
}
