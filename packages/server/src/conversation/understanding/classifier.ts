// A multi-label text classifier: one logistic regression per label over sparse features, so a message can be both
// `thank` and `ask`, or about love and money, and each label's score is a probability. L2-regularised and trained
// by full-batch gradient descent from zero weights: deterministic, and about a second for the whole corpus.
//
// nlp.js's own network (a leaky-ReLU perceptron per label) was tried first and measured on 5-fold cross-validation
// of the train split: it scored 0 for every label on many short messages ("my dad died" came out as noise), because a
// message sharing few words with the train split sums to a negative and is cut to 0. A sigmoid keeps that evidence.
//
// Its probabilities are blended with the nearest train messages' labels (neighbours.ts) before any label is taken
// (understand.ts): on 5-fold cross-validation of the train split that lifted whole messages from 43.2 to 45.3 %.
// Choosing among the label sets seen in training (a powerset decoder with a set-frequency prior) was measured too
// and did no better than thresholds (43.2 % at best, 33.6 % with a strong prior), so it was left out.

/** Feature names present in a message, each with its weight (1 for present). */
export type Features = Record<string, number>;

export interface Example<L extends string> {
  features: Features;
  labels: readonly L[];
}

export interface Scored<L extends string> {
  label: L;
  score: number;
}

/** Training settings; the values were chosen on cross-validation of the train split. */
const EPOCHS = 600;
const LEARNING_RATE = 4;
/** Pulls every weight towards 0, so no rare word carries a label alone. */
const L2 = 0.0001;

const sigmoid = (x: number) => 1 / (1 + Math.exp(-x));

/** A trained classifier as data: its labels, its feature names and, per label, one weight per feature then the bias. */
export interface ClassifierModel {
  labels: string[];
  features: string[];
  weights: number[][];
}

/** Weights are stored to this many decimals: a smaller file, and the same labels as the trained weights give. */
const STORED_DECIMALS = 4;
const rounded = (x: number) => Math.round(x * 10 ** STORED_DECIMALS) / 10 ** STORED_DECIMALS;

export class MultiLabelClassifier<L extends string> {
  private readonly index = new Map<string, number>();
  /** weights[label][feature], the bias last. */
  private readonly weights: Float64Array[];

  /** A classifier from a stored model; its labels must be the ones expected, in the same order. */
  static fromModel<L extends string>(labels: readonly L[], model: ClassifierModel): MultiLabelClassifier<L> {
    if (model.labels.join() !== labels.join()) {
      throw new Error(`the stored model's labels (${model.labels.join()}) are not ${labels.join()}`);
    }
    return new MultiLabelClassifier(labels, model);
  }

  constructor(labels: readonly L[], examples: readonly Example<L>[]);
  constructor(labels: readonly L[], model: ClassifierModel);
  constructor(
    readonly labels: readonly L[],
    source: readonly Example<L>[] | ClassifierModel,
  ) {
    if (!Array.isArray(source)) {
      const model = source as ClassifierModel;
      for (const [i, name] of model.features.entries()) this.index.set(name, i);
      this.weights = model.weights.map((w) => Float64Array.from(w));
      return;
    }
    const examples = source as readonly Example<L>[];
    for (const { features } of examples) {
      for (const name of Object.keys(features)) if (!this.index.has(name)) this.index.set(name, this.index.size);
    }
    const bias = this.index.size;
    const rows = examples.map(({ features }) => this.sparse(features));
    this.weights = labels.map((label) => {
      const w = new Float64Array(bias + 1);
      const targets = examples.map(({ labels: own }) => (own.includes(label) ? 1 : 0));
      const gradient = new Float64Array(bias + 1);
      for (let epoch = 0; epoch < EPOCHS; epoch++) {
        gradient.fill(0);
        rows.forEach((row, i) => {
          const error = sigmoid(this.sum(w, row)) - targets[i]!;
          for (const [feature, value] of row) gradient[feature]! += error * value;
          gradient[bias]! += error;
        });
        for (let f = 0; f <= bias; f++) {
          const decay = f === bias ? 0 : L2 * w[f]!;
          w[f]! -= LEARNING_RATE * (gradient[f]! / rows.length + decay);
        }
      }
      return w;
    });
  }

  /** The trained weights as data, rounded for storage. */
  toModel(): ClassifierModel {
    return {
      labels: [...this.labels],
      features: [...this.index.keys()],
      weights: this.weights.map((w) => Array.from(w, rounded)),
    };
  }

  private sparse(features: Features): [number, number][] {
    const row: [number, number][] = [];
    for (const [name, value] of Object.entries(features)) {
      const at = this.index.get(name);
      if (at !== undefined) row.push([at, value]);
    }
    return row;
  }

  private sum(w: Float64Array, row: [number, number][]): number {
    let total = w[w.length - 1]!;
    for (const [feature, value] of row) total += w[feature]! * value;
    return total;
  }

  /** Every label with its probability, highest first. */
  scores(features: Features): Scored<L>[] {
    const row = this.sparse(features);
    return this.labels
      .map((label, i) => ({ label, score: sigmoid(this.sum(this.weights[i]!, row)) }))
      .sort((a, b) => b.score - a.score);
  }

  /** The labels at or above the threshold; with `atLeastOne`, the best label when none reaches it. */
  predict(features: Features, threshold: number, atLeastOne = false): L[] {
    const scored = this.scores(features);
    const chosen = scored.filter((s) => s.score >= threshold).map((s) => s.label);
    if (chosen.length === 0 && atLeastOne && scored[0]) return [scored[0].label];
    return chosen;
  }
}
