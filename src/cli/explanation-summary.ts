import type { Explanation, FeatureContribution, FeatureDifference, IntentScore } from '../explanation/types.js';
import type { UnderstandDetails } from '../types.js';

/** How many features each line of the summary names. */
const SHOWN = 5;

const signed = (x: number) => `${x >= 0 ? '+' : '−'}${Math.abs(x).toFixed(2)}`;
const named = (f: FeatureContribution | FeatureDifference) => `${f.kind === 'characters' ? 'chars ' : ''}"${f.feature}"`;
const list = (features: ReadonlyArray<FeatureContribution | FeatureDifference>, amount: (f: never) => number) =>
  features.length === 0 ? 'none' : features.slice(0, SHOWN).map((f) => `${signed(amount(f as never))} ${named(f)}`).join(', ');

/**
 * A few lines a person reads at a terminal (`nlu understand --explain` when stdout is one): who won and by how
 * much, the features that pushed the winner and the runner-up, what decided, and the entities' sources. The
 * JSON before it holds every figure.
 */
export function explanationSummary(details: UnderstandDetails): string {
  const explanation: Explanation | undefined = details.explanation;
  if (!explanation) return '';
  const { intents, decision, entities } = explanation;
  const lines: string[] = [];
  const scored = (s: IntentScore) => `${s.intentName} (score ${s.score.toFixed(2)}, probability ${s.probability.toPrecision(3)})`;
  if (intents) {
    const answer = details.matched ? `answered ${intents.winner.intentName}` : `left unmatched; best intent ${intents.winner.intentName}`;
    lines.push(`why: ${answer}; ${scored(intents.winner)}${intents.runnerUp ? ` against ${scored(intents.runnerUp)}` : ''}`);
    lines.push(`  read as: ${intents.words.join(' ')}`);
    for (const s of [intents.winner, intents.runnerUp]) {
      if (s) lines.push(`  ${s.intentName}: bias ${signed(s.bias)}; ${list(s.features, (f: FeatureContribution) => f.contribution)}`);
    }
    if (intents.versus && intents.runnerUp) {
      const against = intents.versus.features.filter((f) => f.difference < 0).reverse();
      lines.push(`  ${intents.winner.intentName} over ${intents.runnerUp.intentName} by ${intents.versus.scoreDifference.toFixed(2)}: ${list(intents.versus.features.filter((f) => f.difference > 0), (f: FeatureDifference) => f.difference)}; against: ${list(against, (f: FeatureDifference) => f.difference)}`);
    }
  } else {
    lines.push('why: the statement has no words');
  }
  const reason = decision.unmatchedReason ? `, unmatched: ${decision.unmatchedReason}` : '';
  lines.push(`  decided by: ${decision.decidedBy}; in-scope score ${decision.inScopeScore.toFixed(3)}, ${decision.threshold === null ? `cutoff ${decision.cutoff.toFixed(3)}` : `threshold ${decision.threshold}`}${reason}`);
  if (decision.detector) {
    const pulls = [...decision.detector.signals].sort((a, b) => Math.abs(b.contribution) - Math.abs(a.contribution));
    lines.push(`  detector: bias ${signed(decision.detector.bias)}; ${pulls.map((s) => `${s.signal} ${signed(s.contribution)}`).join(', ')}`);
  }
  if (entities.length > 0) lines.push(`  entities: ${entities.map((e) => `${e.entity} "${e.value}" (${e.source}${e.param ? ', param' : ''})`).join(', ')}`);
  return `${lines.join('\n')}\n`;
}
