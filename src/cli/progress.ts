/**
 * Progress on stderr: a line redrawn in place on a terminal, one line per stage otherwise
 * (so CI logs stay short). Never on stdout, which carries results.
 */
export function progressReporter(label: string, stream: NodeJS.WriteStream = process.stderr): { update: (stage: string, done: number, total: number) => void; done: () => void } {
  let lastStage = '';
  let drawn = false;
  return {
    update(stage, done, total) {
      if (stream.isTTY) {
        const width = 24;
        const filled = Math.round((done / Math.max(total, 1)) * width);
        stream.write(`\r${label} ${stage.padEnd(12)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
        drawn = true;
      } else if (stage !== lastStage) {
        stream.write(`${label} ${stage}…\n`);
      }
      lastStage = stage;
    },
    done() {
      if (drawn) stream.write('\r\x1b[K');
    },
  };
}
