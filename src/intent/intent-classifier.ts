import type { LinearClassifierState } from '../model/schema.js';
import { LinearClassifier } from './linear-classifier.js';
import { Vectorizer } from './vectorizer.js';

export interface Classification {
  /** Calibrated probability of each class, by class index. */
  probabilities: Float64Array;
  /** How many of the statement's features the model knows (unknown-word ones aside); 0 means it has nothing to go on. */
  knownFeatures: number;
}

/** Runtime intent classifier: statement → calibrated probability of each class. */
export class IntentClassifier {
  private readonly vectorizer: Vectorizer;
  private readonly linear: LinearClassifier;
  readonly outOfScopeClass: number | null;

  constructor(state: LinearClassifierState) {
    this.vectorizer = new Vectorizer(state.vectorizer);
    this.linear = new LinearClassifier(state.model);
    this.outOfScopeClass = state.outOfScopeClass;
  }

  classify(statement: string): Classification {
    const x = this.vectorizer.vectorize(statement);
    return { probabilities: this.linear.probabilities(x), knownFeatures: x.knownFeatures };
  }
}
