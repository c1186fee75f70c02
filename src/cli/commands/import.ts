import type { CommandModule } from 'yargs';
import { importExport } from '../../import/import.js';
import { checkImportFolder } from '../../import/out-folder.js';
import { reportToText } from '../../import/report.js';
import { IMPORT_FORMATS, type ImportFormat } from '../../import/types.js';
import { writeImport } from '../../import/write.js';

interface ImportArgs {
  path: string;
  from?: ImportFormat;
  out: string;
  force: boolean;
}

export const importCommand: CommandModule<object, ImportArgs> = {
  command: 'import <path>',
  describe: 'Import a Rasa, Dialogflow ES, LUIS or NLP.js export (folder, zip or file) as a native corpus, with a report of what became what',
  builder: (y) => y
    .positional('path', { type: 'string', demandOption: true, describe: 'the export: a Dialogflow folder or zip, a Rasa project or NLU file, a LUIS JSON or .lu file, an NLP.js corpus' })
    .option('from', { choices: IMPORT_FORMATS, describe: 'the source engine (default: detected)' })
    .option('out', { type: 'string', demandOption: true, describe: 'folder to write corpus/, tests/ and import-report.md into (a folder per language when the source has several)' })
    .option('force', { type: 'boolean', default: false, describe: 'write into a folder that holds other files than an earlier import\'s' })
    .example('$0 import my-agent.zip --out imported', 'a Dialogflow ES export')
    .example('$0 import rasa-project --out imported && $0 train --corpus imported/corpus', 'a Rasa project, then train it'),
  handler: async (args) => {
    await checkImportFolder(args.out, args.force);
    const result = await importExport(args.path, args.from ? { from: args.from } : {});
    const written = await writeImport(result, args.out);
    process.stdout.write(reportToText(result, written));
  },
};
