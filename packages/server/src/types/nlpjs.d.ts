// nlp.js ships JavaScript without type declarations: the parts the understanding step uses.
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
