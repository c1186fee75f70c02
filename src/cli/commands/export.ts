import type { CommandModule } from 'yargs';
import { loadCorpus } from '../../corpus/load.js';
import { exportCorpus, writeExport } from '../../export/export.js';
import { checkImportFolder } from '../../import/out-folder.js';
import { EXPORT_FORMATS, type ExportFormat } from '../../export/types.js';

interface ExportArgs {
  corpus: string;
  to: ExportFormat;
  out: string;
  force: boolean;
}

export const exportCommand: CommandModule<object, ExportArgs> = {
  command: 'export',
  describe: 'Write the corpus as Rasa NLU data or a Dialogflow ES agent folder, saying what the target has no place for',
  builder: (y) => y
    .option('corpus', { type: 'string', default: 'corpus', describe: 'corpus folder or file' })
    .option('to', { choices: EXPORT_FORMATS, demandOption: true, describe: 'the target engine' })
    .option('out', { type: 'string', demandOption: true, describe: 'folder to write into (new or empty)' })
    .option('force', { type: 'boolean', default: false, describe: 'write into a folder that holds other files' }),
  handler: async (args) => {
    await checkImportFolder(args.out, args.force, 'the export\'s folder');
    const corpus = await loadCorpus(args.corpus);
    const result = exportCorpus(corpus, args.to);
    const written = await writeExport(result, args.out);
    const lines = [`exported ${corpus.intents.length} intents to ${args.to === 'rasa' ? 'Rasa' : 'Dialogflow ES'}: ${written.length} files in ${args.out}`];
    for (const note of result.notes) lines.push(`  note: ${note}`);
    process.stdout.write(`${lines.join('\n')}\n`);
  },
};
