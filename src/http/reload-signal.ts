/**
 * SIGHUP reloads the model from its file (model-reloader.ts), as nginx and most daemons read their
 * configuration again: the server keeps running and answering, and no longer ends on it.
 */
import type { RunningServer } from './start.js';

export interface HangupOptions {
  print?: (line: string) => void;
  /** Where the signal comes from (the process by default; tests pass an emitter). */
  source?: Pick<NodeJS.EventEmitter, 'on' | 'off'>;
}

/**
 * Call it before the server starts listening: a SIGHUP during start-up then reloads once the server is up
 * (the file may have been replaced after it was read) instead of ending the process. Returns a function
 * that stops listening for the signal. The outcome of each reload is in the server's log.
 */
export function reloadOnHangup(starting: Promise<RunningServer>, options: HangupOptions = {}): () => void {
  const print = options.print ?? ((line: string) => process.stderr.write(`${line}\n`));
  const source = options.source ?? process;
  const onHangup = () => {
    starting.then(
      (server) => {
        if (!server.reload) {
          print('nlu serve: SIGHUP, but there is no model file to reload (--model none)');
          return;
        }
        print('nlu serve: SIGHUP, reloading the model');
        void server.reload('SIGHUP');
      },
      () => {}, // it never started: the caller reports why
    );
  };
  source.on('SIGHUP', onHangup);
  return () => source.off('SIGHUP', onHangup);
}
