// A question about stopping, starting or changing a medication, in the languages people write to us in: the words
// for a medicine and for changing one, by language, so "devo smettere le medicine?", "dois-je arrêter mes
// médicaments ?", "soll ich meine Medikamente absetzen?", "moet ik stoppen met mijn medicijnen?" and "czy mam odstawić
// leki?" are heard as what they are. Also the short line, in their language, said after the English prescriber line.
// Word lists only; the message is folded first (own-terms.ts normalise: lower case, no accents). Pure.
import { normalise } from './own-terms.ts';

/** The languages we have medication words for, Dutch and Polish included (the reader calls those 'other'). */
export type MedicationLanguage = 'en' | 'es' | 'pt' | 'fr' | 'de' | 'it' | 'nl' | 'pl';

/**
 * Medicines people name instead of saying "my meds" ("my gp put me on sertraline... can i come off it?"): common
 * antidepressants, mood stabilisers, anxiety, ADHD and thyroid medicines, spelt alike in most languages.
 */
const DRUG_NAMES =
  /\b(sertralin[ae]?|zoloft|fluoxetin[ae]?|prozac|citalopram|escitalopram|lexapro|cipralex|paroxetin[ae]?|seroxat|paxil|venlafaxin[ae]?|effexor|duloxetin[ae]?|cymbalta|mirtazapin[ae]?|bupropion[ae]?|wellbutrin|quetiapin[ae]?|seroquel|lamotrigin[ae]?|lamictal|aripiprazol[e]?|abilify|olanzapin[ae]?|valproat[eo]?|depakote|diazepam|valium|lorazepam|alprazolam|xanax|clonazepam|rivotril|pregabalin[ae]?|gabapentin[ae]?|methylphenidat[e]?|ritalin|concerta|adderall|elvanse|vyvanse|levothyroxin[e]?|euthyrox|propranolol)\b/;

/** The words for a medicine and for changing one, by language (folded: no accents). */
const WORDS: Record<MedicationLanguage, { medicine: RegExp; change: RegExp }> = {
  en: {
    medicine:
      /\b(meds?|medications?|medicines?|pills?|tablets?|antidepressants?|ssris?|prescriptions?|dose|dosage|treatment|therapy|chemo|insulin|inhaler|lithium|antipsychotics?|mood stabili[sz]ers?)\b/,
    change:
      /\b(stop(ping)?|quit(ting)?|com(e|ing) off|get(ting)? off|go(ing)? off|chang(e|ing)|switch(ing)?|reduc(e|ing)|lower(ing)?|up(ping)?|increas(e|ing)|skip(ping)?|start(ing)?|tak(e|ing)|wean(ing)?|taper(ing)?|ditch(ing)?)\b/,
  },
  es: {
    medicine:
      /\b(medicamentos?|medicinas?|medicacion|remedios?|pastillas?|antidepresivos?|pildoras?|tratamiento|quimio|dosis)\b/,
    change: /\b(dejar|dejo|parar|paro|suspender|cambiar\w*|cambio|bajar|reducir|subir|aumentar|empezar|tomar|tomo)\b/,
  },
  pt: {
    medicine: /\b(remedios?|medicamentos?|medicacao|remedio|comprimidos?|antidepressivos?|tratamento|quimio|dose)\b/,
    change: /\b(parar|paro|deixar|largar|suspender|trocar|mudar|diminuir|reduzir|aumentar|comecar|tomar|tomo)\b/,
  },
  fr: {
    medicine: /\b(medicaments?|medocs?|cachets?|comprimes?|pilules?|antidepresseurs?|traitement|chimio|dose)\b/,
    change:
      /\b(arreter|arrete|arreterais|stopper|changer|diminuer|baisser|reduire|augmenter|commencer|prendre|sevrer)\b/,
  },
  de: {
    medicine: /\b(medikament\w*|tabletten?|pillen?|antidepressiv\w*|arznei\w*|medizin|behandlung|chemo|dosis)\b/,
    change:
      /\b(absetzen|abzusetzen|aufhoren|aufzuhoren|weglassen|wechseln|andern|reduzieren|erhohen|nehmen|stoppen|ausschleichen|abbrechen)\b/,
  },
  it: {
    medicine: /\b(medicin[ae]|medicinali|farmac[oi]|pastiglie|pillol[ae]|antidepressiv[oi]|terapia|chemio|dose)\b/,
    change:
      /\b(smettere|smetto|interrompere|sospendere|cambiare|ridurre|diminuire|aumentare|iniziare|prendere|lasciare)\b/,
  },
  nl: {
    medicine: /\b(medicijnen|medicijn|medicatie|pillen|pil|tabletten|antidepressiva|dosis)\b/,
    change: /\b(stoppen|stop|minderen|afbouwen|veranderen|wisselen|verhogen|verlagen|beginnen|nemen|innemen)\b/,
  },
  pl: {
    medicine: /\b(leki|lekow|lekami|lek|tabletki|tabletek|antydepresanty|leczenie|dawke|dawka)\b/,
    change: /\b(odstawic|odstawienie|przestac|rzucic|zmienic|zmniejszyc|zwiekszyc|brac|zaczac|przerwac)\b/,
  },
};

/** The order languages are tried in: English first, then the rest (a message mixing two is heard in the first). */
const ORDER: readonly MedicationLanguage[] = ['en', 'es', 'pt', 'fr', 'de', 'it', 'nl', 'pl'];

/**
 * The language a question about changing a medication is asked in, or null when the message asks none. `text` has
 * already been folded (and "cancer" the sign taken out, care.ts).
 */
export function medicationAskIn(text: string): MedicationLanguage | null {
  const folded = normalise(text);
  const named = DRUG_NAMES.test(folded);
  return ORDER.find((l) => (named || WORDS[l].medicine.test(folded)) && WORDS[l].change.test(folded)) ?? null;
}

/**
 * After the English prescriber line, a short line in the language they wrote in: the same advice, and that the rest
 * follows in English. None for English.
 */
export const MEDICATION_LOCAL: Partial<Record<MedicationLanguage, string>> = {
  es: 'En pocas palabras: habla con tu médico antes de cambiar nada; tu carta no es un motivo para dejar ni para seguir un tratamiento. El resto te lo escribo en inglés.',
  pt: 'Em poucas palavras: fale com o seu médico antes de mudar qualquer coisa; o seu mapa não é motivo para parar nem para continuar um tratamento. O resto eu escrevo em inglês.',
  fr: "En bref : parle à ton médecin avant de changer quoi que ce soit ; ton thème n'est pas une raison d'arrêter ni de continuer un traitement. La suite est en anglais.",
  de: 'Kurz gesagt: Sprich mit deiner Ärztin oder deinem Arzt, bevor du etwas änderst; dein Horoskop ist kein Grund, ein Medikament abzusetzen oder weiterzunehmen. Der Rest folgt auf Englisch.',
  it: 'In breve: parlane con il tuo medico prima di cambiare qualcosa; il tuo tema natale non è un motivo per smettere né per continuare una cura. Il resto te lo scrivo in inglese.',
  nl: 'Kort gezegd: praat eerst met je arts voordat je iets verandert; je horoscoop is geen reden om met medicijnen te stoppen of door te gaan. De rest schrijf ik in het Engels.',
  pl: 'Krótko: zanim cokolwiek zmienisz, porozmawiaj z lekarzem; twój horoskop nie jest powodem, by odstawić leki ani by je dalej brać. Resztę piszę po angielsku.',
};

/** The line in their language for a medication question, or null (English, or a language we have no line for). */
export function medicationLineFor(message: string, heardIn?: string): string | null {
  // The language the message was heard in wins: "posso tomar remédio" shares its words with Spanish.
  const heard = heardIn && heardIn in MEDICATION_LOCAL ? (heardIn as MedicationLanguage) : null;
  const language = heard ?? (heardIn === 'en' ? null : medicationAskIn(message));
  return language ? (MEDICATION_LOCAL[language] ?? null) : null;
}
