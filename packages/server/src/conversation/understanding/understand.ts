// The understanding step (docs/voice.md): one Understanding per message. Language, chart words and time come
// from readers written down once (language.ts, entities.ts, time.ts); what the message does, its life areas, the
// technique it wants and the situation it reveals come from classifiers trained on the corpus's train split
// (never the held-out one), then a few rules the corpus is labelled by (corpus.ts) make the result consistent.
// Training takes a few seconds, so a reader is made once and kept.
import { type ClassifierModel, type Example, MultiLabelClassifier } from './classifier.ts';
import { CORPUS_DAY, type CorpusRecord } from './corpus.ts';
import { chartWords } from './entities.ts';
import { featuresOf } from './features.ts';
import { languageOf } from './language.ts';
import { asksSeveral } from './questions.ts';
import { timeIn } from './time.ts';
import {
  type Language,
  MESSAGE_ACTS,
  type MessageAct,
  SITUATIONS,
  type Situation,
  TECHNIQUES,
  type Technique,
  TOPICS,
  type Topic,
  type Understanding,
} from './understanding.ts';

/** What the reader knows besides the text: when it was sent, the conversation's language so far. */
export interface MessageContext {
  sent: Date;
  previousLanguage?: Language;
}

/**
 * Probability at which a label is taken; below one half, because a new message shares only some of its words with
 * the train split. Chosen on 5-fold cross-validation of the train split (0.3 to 0.5 are within a point of each other).
 */
export const THRESHOLD = 0.35;
/**
 * A situation is taken at a lower bar: missing a loss costs more than meeting an ordinary question gently. On 5-fold
 * cross-validation of the train split, 0.1 misses 127 of 1,388 and wrongly finds 35; 0.07 misses 104 and finds 44, 0.15 misses 154 and finds 21.
 */
export const SITUATION_THRESHOLD = 0.1;

/** A trained reader as data (model.json beside this file): one classifier per field. */
export interface ReaderModel {
  acts: ClassifierModel;
  topics: ClassifierModel;
  techniques: ClassifierModel;
  situations: ClassifierModel;
}

export class UnderstandingReader {
  private readonly acts: MultiLabelClassifier<MessageAct>;
  private readonly topics: MultiLabelClassifier<Topic>;
  private readonly techniques: MultiLabelClassifier<Technique>;
  private readonly situations: MultiLabelClassifier<Situation>;

  /**
   * Trained on labelled records (the train split, never the held-out one; a few seconds), or made from a stored model
   * (ready at once).
   */
  constructor(source: readonly Pick<CorpusRecord, 'text' | 'label'>[] | ReaderModel) {
    if (!Array.isArray(source)) {
      const model = source as ReaderModel;
      this.acts = MultiLabelClassifier.fromModel(MESSAGE_ACTS, model.acts);
      this.topics = MultiLabelClassifier.fromModel(TOPICS, model.topics);
      this.techniques = MultiLabelClassifier.fromModel(TECHNIQUES, model.techniques);
      this.situations = MultiLabelClassifier.fromModel(SITUATIONS, model.situations);
      return;
    }
    const records = source as readonly Pick<CorpusRecord, 'text' | 'label'>[];
    const featured = records.map(({ text, label }) => ({ features: featuresOf(text, signalsOf(text, label)), label }));
    const examples = <L extends string>(labels: (label: Understanding) => readonly L[]): Example<L>[] =>
      featured.map(({ features, label }) => ({ features, labels: labels(label) }));
    this.acts = new MultiLabelClassifier(
      MESSAGE_ACTS,
      examples((l) => l.acts),
    );
    this.topics = new MultiLabelClassifier(
      TOPICS,
      examples((l) => l.about.topics),
    );
    this.techniques = new MultiLabelClassifier(
      TECHNIQUES,
      examples((l) => l.about.techniques),
    );
    this.situations = new MultiLabelClassifier(
      SITUATIONS,
      examples((l) => (l.situation ? [l.situation] : [])),
    );
  }

  toModel(): ReaderModel {
    return {
      acts: this.acts.toModel(),
      topics: this.topics.toModel(),
      techniques: this.techniques.toModel(),
      situations: this.situations.toModel(),
    };
  }

  understand(text: string, context: MessageContext): Understanding {
    const language = languageOf(text, context.previousLanguage);
    const chart = chartWords(text, language);
    const time = timeIn(text, context.sent);
    const features = featuresOf(text, { language, chart, time });
    // One situation at most: the likeliest.
    const situation = this.situations.predict(features, SITUATION_THRESHOLD)[0];
    const understanding: Understanding = {
      acts: this.acts.predict(features, THRESHOLD, true),
      about: {
        topics: this.topics.predict(features, THRESHOLD),
        points: chart.points,
        houses: chart.houses,
        signs: chart.signs,
        aspects: chart.aspects,
        aspectNames: chart.aspectNames,
        techniques: this.techniques.predict(features, THRESHOLD),
      },
      time,
      situation: situation ?? null,
      language,
    };
    return consistent(understanding, this.acts.scores(features), text);
  }
}

/**
 * The signals of a training message, read the same way as at run time (its labelled language helps the stemmer), its
 * time against the day the corpus was written, as its labels are: what a message trains does not change with the date.
 */
function signalsOf(text: string, label: Understanding) {
  return { language: label.language, chart: chartWords(text, label.language), time: timeIn(text, CORPUS_DAY) };
}

/** The corpus's labelling rules applied to a prediction (corpus.ts, the block at the top). */
function consistent(u: Understanding, actScores: { label: MessageAct; score: number }[], text: string): Understanding {
  let acts = [...u.acts];
  const score = (act: MessageAct) => actScores.find((s) => s.label === act)?.score ?? 0;
  // One question or several, never both.
  if (acts.includes('ask') && acts.includes('ask-several')) {
    acts = acts.filter((a) => a !== (score('ask') >= score('ask-several') ? 'ask-several' : 'ask'));
  }
  // "What does my moon mean, and what about my career?": two questions joined, which the classifier reads as one.
  if (acts.includes('ask') && asksSeveral(text)) acts = acts.map((a) => (a === 'ask' ? 'ask-several' : a));
  // A shape of answer is asked of a question.
  if (
    (acts.includes('brevity') || acts.includes('one-thing')) &&
    !acts.some((a) => ['ask', 'ask-several', 'more'].includes(a))
  ) {
    acts.push('ask');
  }
  // A situation is something shared.
  if (u.situation && !acts.includes('share')) acts.push('share');
  if (acts.includes('noise')) {
    return {
      acts: ['noise'],
      about: { topics: [], points: [], houses: [], signs: [], aspects: [], aspectNames: [], techniques: [] },
      time: null,
      situation: null,
      language: 'other',
    };
  }
  return { ...u, acts };
}
