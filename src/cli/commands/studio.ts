/** `nlu studio`: parses flags, starts the studio (src/studio), prints where it listens. */
import type { CommandModule } from 'yargs';
import { resolveStudioConfig, STUDIO_DEFAULT_HOST, STUDIO_DEFAULT_PORT, type StudioArgs } from '../../studio/config.js';
import { StudioConfigError } from '../../studio/project-path.js';
import { DEFAULT_TRAFFIC_FILE, shownLocation } from '../../traffic/open-traffic-store.js';
import { UserError } from '../report-error.js';

export const studioCommand: CommandModule<object, StudioArgs> = {
  command: 'studio',
  describe: 'Open the studio: a local web application to edit the corpus and entities, train and try, evaluate, label recorded traffic into the corpus, publish, and import another engine\'s bot (see docs/studio.md)',
  builder: (y) => y
    .option('corpus', { type: 'string', describe: 'corpus folder or YAML file, inside the project folder [default corpus]' })
    .option('model', { type: 'string', describe: 'published model file (servers load it): Publish copies the draft Train writes here, inside the project folder [default models/model.json]' })
    .option('port', { type: 'number', describe: `port, 0 for any free one [default ${STUDIO_DEFAULT_PORT}]` })
    .option('host', { type: 'string', describe: `address to listen on; beyond loopback --token is required [default ${STUDIO_DEFAULT_HOST}]` })
    .option('token', { type: 'string', describe: 'token every request must carry (open /?token=…), 16 characters or more [env NLU_STUDIO_TOKEN]' })
    .option('traffic', { type: 'string', describe: `traffic store "nlu serve --record" writes, to read and label in the Inbox: SQLite file or postgres:// URL [env NLU_TRAFFIC_STORE, default ${DEFAULT_TRAFFIC_FILE} when it exists]` })
    .option('server', { type: 'string', array: true, describe: 'a running "nlu serve" (http://host:port) whose model the Publish page shows; repeatable' })
    .option('server-token', { type: 'string', describe: 'token for those servers\' GET /v1/model [env NLU_SERVER_TOKEN]' }),
  handler: async (args) => {
    let config;
    try {
      config = resolveStudioConfig(args);
    } catch (error) {
      if (error instanceof StudioConfigError) throw new UserError(error.message, [], { cause: error });
      throw error;
    }
    const { buildStudio } = await import('../../studio/server.js');
    const { app, trafficProblem } = await buildStudio(config);
    // A store the user named (--traffic, NLU_TRAFFIC_STORE) that does not open is a mistake to stop on; the default
    // file's absence is only the Inbox page's note.
    const namedBy = args.traffic !== undefined ? '--traffic' : process.env.NLU_TRAFFIC_STORE ? 'NLU_TRAFFIC_STORE' : null;
    if (namedBy !== null && trafficProblem !== null) {
      await app.close();
      throw new UserError(`${trafficProblem} (named by ${namedBy})`);
    }
    try {
      await app.listen({ host: config.host, port: config.port });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EADDRINUSE' || code === 'EACCES' || code === 'EADDRNOTAVAIL') throw new UserError(`could not listen on ${config.host}:${config.port} (${code})`, [], { cause: error });
      throw error;
    }
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    const host = config.host.includes(':') ? `[${config.host}]` : config.host;
    process.stderr.write(`nlu studio on http://${host}:${port}/${config.token ? '?token=<your token>' : ''} (corpus ${args.corpus ?? 'corpus'}, published model ${args.model ?? 'models/model.json'}${config.traffic ? `, traffic ${shownLocation(config.traffic)}` : ''}); Ctrl-C stops it\n`);
    await new Promise<void>((resolve) => {
      const stop = () => { void app.close().then(() => resolve()); };
      process.once('SIGINT', stop);
      process.once('SIGTERM', stop);
    });
  },
};
