/**
 * Progress on stderr: a line redrawn in place on a terminal, otherwise one line the first time each
 * stage is reached (so CI logs stay short, and a stage resumed after a sub-stage is not repeated).
 * Never on stdout, which carries results.
 */
export function progressReporter(label: string, stream: NodeJS.WriteStream = process.stderr): { update: (stage: string, done: number, total: number) => void; note: (line: string) => void; done: () => void } {
  const printed = new Set<string>();
  let drawn = false;
  return {
    update(stage, done, total) {
      if (stream.isTTY) {
        const width = 24;
        const filled = Math.round((done / Math.max(total, 1)) * width);
        stream.write(`\r${label} ${stage.padEnd(12)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`);
        drawn = true;
      } else if (!printed.has(stage)) {
        printed.add(stage);
        stream.write(`${label} ${stage}…\n`);
      }
    },
    /** A line of its own (a warning, what tuning changed), past the progress line being drawn. */
    note(line) {
      if (drawn) { stream.write('\r\x1b[K'); drawn = false; }
      stream.write(`${line}\n`);
    },
    done() {
      if (drawn) stream.write('\r\x1b[K');
    },
  };
}
