// A multi-label text classifier on nlp.js's neural network: one independent perceptron per label, so a message can
// be both `thank` and `ask`, or about love and money. Trained in-process from labelled examples in about a second;
// the features are the message's words (stemmed in its language), word pairs and a few signals (features.ts).
import { NeuralNetwork, type Weights } from '@nlpjs/neural';

export interface Example<L extends string> {
  features: Weights;
  labels: readonly L[];
}

export interface Scored<L extends string> {
  label: L;
  score: number;
}

export class MultiLabelClassifier<L extends string> {
  // 100 passes: more change nothing on the corpus (the error stops falling well before) and cost seconds.
  private readonly network = new NeuralNetwork({ log: false, iterations: 100 });

  constructor(
    readonly labels: readonly L[],
    examples: readonly Example<L>[],
  ) {
    this.network.train(
      examples.map(({ features, labels }) => ({
        input: features,
        // Every example names every label (0 when it does not apply), so each perceptron learns its negatives too.
        output: Object.fromEntries(this.labels.map((label) => [label, labels.includes(label) ? 1 : 0])),
      })),
    );
  }

  /** Every label with its activation, highest first (about 1 for a sure label, 0 for none). */
  scores(features: Weights): Scored<L>[] {
    const out = this.network.run(features) ?? {};
    return this.labels.map((label) => ({ label, score: out[label] ?? 0 })).sort((a, b) => b.score - a.score);
  }

  /** The labels at or above the threshold; with `atLeastOne`, the best label when none reaches it. */
  predict(features: Weights, threshold: number, atLeastOne = false): L[] {
    const scored = this.scores(features);
    const chosen = scored.filter((s) => s.score >= threshold).map((s) => s.label);
    if (chosen.length === 0 && atLeastOne && scored[0]) return [scored[0].label];
    return chosen;
  }
}
