// The shape of a hard thing told in plain words (disclosures.ts, disclosures-more.ts). Types only.
import type { ComingOutStance } from './coming-out-stance.ts';
import type { Situation } from './understanding.ts';

export type DisclosureKind =
  | 'family-addiction'
  | 'family-prison'
  | 'eating-disorder'
  | 'harassment'
  | 'war-fear'
  | 'parentage-news'
  | 'whistleblower'
  | 'line-of-duty-loss'
  | 'exam-failure'
  | 'move-loneliness'
  | 'pregnancy-loss'
  | 'coming-out'
  | 'fertility-loss'
  | 'fertility-treatment'
  | 'own-gambling'
  | 'hidden-debt'
  | 'money-request'
  | 'breakup-told'
  | 'retirement';

export interface Disclosure {
  kind: DisclosureKind;
  /** The situation it is met as (its register of care, what is sold on it: nothing). */
  situation: Situation;
  /** What the acknowledgement names, addressed to the person: "your brother's relapse", "failing your finals". */
  terms: string;
  /** What the feeling is called in the steadying lines, or null for the situation's own. */
  feeling: string | null;
  /** Said with fear of a step still to take ("scared to come out to my parents"). */
  afraid: boolean;
  /** Coming out only: a step ahead, or done and how it went (coming-out-stance.ts). */
  stance?: ComingOutStance;
}
