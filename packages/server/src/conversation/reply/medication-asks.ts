// The kinds of medication question medication.ts does not hear by its general words: one medicine taken with another
// ("can I take ibuprofen with my IVF drugs?", "¿puedo tomar melatonina con la progesterona?"), fertility medicines by
// name, and who should answer it (the fertility clinic for IVF medicines, a pharmacist for a combination). Also the
// line for a second medication question in one chat, so the answer is said again shorter rather than dropped as a
// repeat. Word lists on folded text. Pure.
import { normalise } from './own-terms.ts';

/** Fertility and common over-the-counter medicines people ask to combine or change, spelt alike in most languages. */
export const MORE_DRUG_NAMES =
  /\b(progesteron[ea]?|estradiol|oestrogen|estrogen[eo]?|gonal-?f|menopur|ovitrelle|cetrotide|orgalutran|clomid|clomiphene|letrozol[e]?|metformin[ae]?|ibuprofen[oe]?|paracetamol|acetaminophen|aspirin[ae]?|melatonin[ae]?|antihistamin\w*|st\.? john'?s wort|stims)\b/;

/** "IVF drugs", "fertility meds", "mis medicamentos de la FIV": medicines named by the treatment they belong to. */
const FERTILITY_MEDS =
  /\b(?:ivf|fiv|fivet|icsi|iui|fertility|fertilidad|fertilidade|fertilizacao|fertilite|kinderwunsch|fertilita)\b/;

/** "with my", "alongside", "con la", "com os", "avec mes", "mit meinen", "insieme a": one medicine with another. */
const WITH =
  /\b(?:with|alongside|on top of|on (?:my|these|the)|while (?:on|taking)|mix(?:ed|ing)?|combin\w*|con (?:la|el|las|los|mi|mis)|junto com|com (?:a|o|as|os|minha|meu|minhas|meus)|avec (?:mes|mon|ma|les|le|la)|mit (?:meinen?|den|der|dem)|insieme (?:a|al|alla|ai|alle)|con (?:i|il|le|lo))\b/;

/** Medicine words that count only with the treatment named: "my IVF drugs", "the fertility hormones", "jabs". */
const MEDICINE_MORE =
  /\b(?:drugs|jabs|shots|injections?|supplements?|hormones?|hormonas?|hormonios?|hormonen?|ormoni|medicacion|medicamentos?|remedios?|medicaments?|medikamente?|farmaci)\b/;

/** Whether the message asks about one medicine with another, or about fertility medicines, by these words. */
export function asksMedicineMore(text: string): boolean {
  const folded = normalise(text);
  const medicine = MORE_DRUG_NAMES.test(folded) || (MEDICINE_MORE.test(folded) && FERTILITY_MEDS.test(folded));
  const asks = /\b(?:take|taking|tomar|prendre|nehmen|prendere|stop|come off|lower|skip|drink|mix)\b/.test(folded);
  return medicine && (asks || WITH.test(folded));
}

/** Who decides, in the medication line, when the message tells it: the IVF clinic for fertility medicines. */
export function medicineDecider(message: string): string | null {
  return FERTILITY_MEDS.test(normalise(message)) ? 'your clinic or prescriber' : null;
}

/** One medicine asked about with another: a pharmacist or the clinic can check it that day. */
export function combinationLine(message: string): string | null {
  const folded = normalise(message);
  if (!WITH.test(folded)) return null;
  const who = FERTILITY_MEDS.test(folded) ? 'Your clinic or a pharmacist' : 'A pharmacist or your doctor';
  return `${who} can check whether the two go together, often the same day; please ask before taking them together.`;
}

/** A second medication question in one chat: the same answer, shorter, so it is said rather than skipped as a repeat. */
export const MEDICATION_AGAIN =
  'The same honest answer for this one: a chart can’t answer a medication question. Any change (a lower dose, stopping, or adding something) is for your prescriber, doctor or clinic to decide with you, and it is worth ringing them this week if it is on your mind.';
