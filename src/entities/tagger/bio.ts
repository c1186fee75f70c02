import type { Token } from '../../text/tokens.js';

/** Labels: "O", then "B-entity" and "I-entity" for each entity, in this order. */
export function bioLabels(entities: readonly string[]): string[] {
  return ['O', ...entities.flatMap((e) => [`B-${e}`, `I-${e}`])];
}

/** Gold BIO labels of tokens from annotated character spans. */
export function spansToBio(tokens: readonly Token[], spans: ReadonlyArray<{ entity: string; start: number; end: number }>): string[] {
  const labels = tokens.map(() => 'O');
  for (const span of spans) {
    let inside = false;
    tokens.forEach((t, i) => {
      if (t.start >= span.start && t.end <= span.end && labels[i] === 'O') {
        labels[i] = `${inside ? 'I' : 'B'}-${span.entity}`;
        inside = true;
      }
    });
  }
  return labels;
}
