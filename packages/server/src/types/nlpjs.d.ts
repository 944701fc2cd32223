// nlp.js ships JavaScript without type declarations: the parts the understanding step uses.
declare module '@nlpjs/neural' {
  /** Features and their weights (1 for present), or intents and their targets (1 for this intent). */
  export type Weights = Record<string, number>;
  export class NeuralNetwork {
    constructor(settings?: { iterations?: number; errorThresh?: number; learningRate?: number; log?: boolean });
    train(corpus: { input: Weights; output: Weights }[]): { error: number; iterations: number };
    /** Each intent's activation (0 when the input says nothing for it); undefined before training. */
    run(input: Weights): Weights | undefined;
    toJSON(): unknown;
    fromJSON(json: unknown): void;
  }
}

declare module '@nlpjs/lang-en-min' {
  export class StemmerEn {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-es' {
  export class StemmerEs {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-pt' {
  export class StemmerPt {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-fr' {
  export class StemmerFr {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-de' {
  export class StemmerDe {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-it' {
  export class StemmerIt {
    stemWord(word: string): string;
  }
}
