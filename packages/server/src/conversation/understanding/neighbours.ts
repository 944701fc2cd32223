// The second model of the understanding step: the train messages most like a new one, by cosine over tf-idf of
// the same features the classifiers see, and the labels they carry. Where the per-label classifiers each judge one
// label, a near neighbour brings its whole labelling along ("dank je wel!" is labelled like "danke schön!"), which
// is what an exact match on every field needs. understand.ts blends its votes with the classifiers' probabilities.
import type { Features } from './classifier.ts';

/** How many neighbours vote. Chosen on 5-fold cross-validation of the train split (5, 10 and 25 were tried). */
const NEIGHBOURS = 5;
/** A neighbour's vote is its similarity to this power: the nearest count far more than the fifth. */
const SHARPNESS = 3;

/** The remembered messages as data: the feature names, and per message its features (as indices) and labels. */
export interface NeighbourModel {
  features: string[];
  messages: { features: number[]; labels: string[] }[];
}

export class NearestMessages {
  private readonly index = new Map<string, number>();
  private readonly idf: Float64Array;
  /** Per feature, the messages holding it with their normalised weight. */
  private readonly postings: [number, number][][];
  private readonly labels: string[][];

  /** Remembers labelled messages (each label a name such as "acts:thank"), or a stored model of them. */
  constructor(source: readonly { features: Features; labels: string[] }[] | NeighbourModel) {
    const model = Array.isArray(source) ? this.modelOf(source) : (source as NeighbourModel);
    for (const [i, name] of model.features.entries()) this.index.set(name, i);
    const count = model.messages.length;
    const documents = new Float64Array(model.features.length);
    for (const { features } of model.messages) for (const f of features) documents[f]!++;
    this.idf = documents.map((n) => Math.log((count + 1) / (n + 1)));
    this.postings = model.features.map(() => []);
    model.messages.forEach(({ features }, m) => {
      for (const [f, weight] of this.normalised(features)) this.postings[f]!.push([m, weight]);
    });
    this.labels = model.messages.map((message) => message.labels);
  }

  private modelOf(examples: readonly { features: Features; labels: string[] }[]): NeighbourModel {
    const names = new Map<string, number>();
    const messages = examples.map(({ features, labels }) => ({
      features: Object.keys(features).map((name) => {
        if (!names.has(name)) names.set(name, names.size);
        return names.get(name)!;
      }),
      labels: [...labels],
    }));
    return { features: [...names.keys()], messages };
  }

  toModel(): NeighbourModel {
    const features = [...this.index.keys()];
    const messages = this.labels.map((labels) => ({ features: [] as number[], labels: [...labels] }));
    this.postings.forEach((holders, f) => {
      for (const [m] of holders) messages[m]!.features.push(f);
    });
    return { features, messages };
  }

  /** tf-idf weights of present features, scaled to length 1. */
  private normalised(features: readonly number[]): [number, number][] {
    const weighted = features.map((f) => [f, this.idf[f]!] as [number, number]);
    const length = Math.hypot(...weighted.map(([, w]) => w)) || 1;
    return weighted.map(([f, w]) => [f, w / length]);
  }

  /**
   * Per label name, the share of the nearest messages' votes that carry it (0 to 1); labels no neighbour carries
   * are absent. Features never seen in training are left out, as the classifiers leave them.
   */
  votes(features: Features): Map<string, number> {
    const known = Object.keys(features)
      .map((name) => this.index.get(name))
      .filter((f) => f !== undefined);
    const similarity = new Map<number, number>();
    for (const [f, weight] of this.normalised(known)) {
      for (const [m, other] of this.postings[f]!) similarity.set(m, (similarity.get(m) ?? 0) + weight * other);
    }
    // Ties are broken by the earlier message, so a reading never depends on the order of a Map.
    const nearest = [...similarity].sort((a, b) => b[1] - a[1] || a[0] - b[0]).slice(0, NEIGHBOURS);
    const total = nearest.reduce((sum, [, s]) => sum + s ** SHARPNESS, 0);
    const votes = new Map<string, number>();
    if (total === 0) return votes;
    for (const [m, s] of nearest) {
      for (const label of this.labels[m]!) votes.set(label, (votes.get(label) ?? 0) + s ** SHARPNESS / total);
    }
    return votes;
  }
}
