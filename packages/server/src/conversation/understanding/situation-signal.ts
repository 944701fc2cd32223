// A hard situation the classifier hears is kept only when the message says it: a person named is not a quarrel, a
// loss or a break-up ("my daughter put this on my phone", "my sister and I want a market stall", "my partner Marco,
// are we compatible?"), and a plan for a proposal, a wedding, a birth or a move is good news. The classifier's low
// bar (understand.ts) stays for the situations a plain mention rarely sets off; these four need their own words, in
// English, Spanish, Portuguese, French, German, Italian and Dutch, on folded text. Pure.
import type { Situation } from './understanding.ts';

const SIGNALS: Partial<Record<Situation, RegExp>> = {
  conflict:
    /\b(?:fight\w*|fought|argu\w*|row(?:ed|ing|s)?|tension|conflict|fell out|falling out|not (?:speaking|talking)|(?:haven'?t|have not|hasn'?t|don'?t|didn'?t) (?:spoken|talked|speak|talk)|reach out|won'?t (?:speak|talk)|stopped (?:speaking|talking)|shout\w*|yell\w*|scream\w*|hate|hates|toxic|bully\w*|blam\w*|criticis\w*|criticiz\w*|insult\w*|rude|angry|furious|upset with|mad at|resent\w*|jealous|betray\w*|lied|lies|cheat\w*|manipulat\w*|disrespect\w*|ignor\w*|cut (?:me|him|her|them) off|estranged|no contact|pele\w*|discut\w*|conflicto|enfad\w*|brig\w*|discuss\w*|conflito|dispute\w*|conflit|engueul\w*|fache\w*|streit\w*|gestritten|wutend|sauer|litig\w*|conflitto|arrabbiat\w*|ruzie\w*)\b/,
  breakup:
    /\b(?:broke up|break ?up|breaking up|split(?:ting)? up|we split|separat\w*|divorc\w*|dumped|left me|walked out|ended (?:it|things)|my ex\b|ex-|heartbr\w*|rupt\w*|termin\w*|me dejo|nos separamos|divorci\w*|separa\w*|me deixou|largou|quitte\w*|rompu|schluss|getrennt|trennung|verlassen|scheidung|lasciat\w*|mollat\w*|uit elkaar|scheiding|gescheiden)/,
  bereavement:
    /\b(?:died|dead|death|passed(?: away| on)?|took (?:his|her|their) own life|killed (?:himself|herself|themselves)|suicide|pass away|lost (?:my|our|him|her)|loss|funeral|grie\w*|mourn\w*|miss (?:him|her|them)|gone|rip|murio|fallecio|muerte|perdi a|luto|duelo|morreu|faleceu|morte|perdi (?:o|a) meu|decede\w*|mort[e]?|deuil|perdu (?:mon|ma)|gestorben|verstorben|tod|trauer|verloren|mort[oa]|scompars\w*|lutto|perso (?:mio|mia)|overleden|gestorven|dood|verlies|begrafenis|rouw\w*)\b/,
  'money-worry':
    /\b(?:money|debt\w*|afford|bills?|rent|broke|loans?|mortgage|overdra\w*|savings|pay(?:ing)? (?:back|off)|owe|skint|bank|salary|wage|income|dinero|deudas?|pagar|alquiler|dinheiro|dividas?|aluguel|argent|dettes?|loyer|fric|geld|schulden|miete|soldi|debiti|affitto)\b/,
};

/** Good news told as a plan: a proposal, a wedding, a baby on the way, a move; never a hardship by itself. */
const GOOD_NEWS =
  /\b(?:propos(?:e|ing|al)|engaged|engagement|getting married|wedding|pop the question|pregnant|expecting|baby (?:is )?due|moving in together|new (?:house|home|flat)|pedir(?:le)? (?:la mano|matrimonio)|casarnos|boda|embarazada|pedido de casamento|casamento|gravida|demande en mariage|mariage|enceinte|heiratsantrag|hochzeit|schwanger|proposta di matrimonio|matrimonio|incinta)\b/;

const STILL_ASKING = /\b(?:should i|shall i|whether|not sure if|deberia|devo|dois-je|soll ich|dovrei|moet ik|zal ik)\b/;

/**
 * A fear of choosing wrong, said with a choice asked ("should I change jobs? I'm afraid to get it wrong"):
 * the worry of a decision, not a hardship to be sorry for.
 */
const FEARS_CHOOSING_WRONG =
  /\b(?:medo de (?:errar|escolher mal|me enganar)|miedo (?:a|de) (?:equivocarme|elegir mal)|angst,? (?:mich )?falsch|angst,? (?:die )?falsche|peur de (?:me tromper|mal choisir|faire le mauvais)|paura di (?:sbagliare|scegliere male)|bang (?:om )?(?:de verkeerde|verkeerd te kiezen|een fout)|(?:afraid|scared) (?:of|to) (?:choos\w+|mak\w+|get\w*) (?:it |the )?wrong)/;

/** Working in health care: a nurse, a doctor, shifts on a ward. */
const AT_WORK_IN_CARE =
  /\b(?:i'?m an? |i am an? |work(?:ing)? as an? |as an? )(?:nurse|doctor|paramedic|midwife|carer|caregiver|care worker|pharmacist|physio\w*|surgeon|radiographer|porter|hca)\b|\b(?:shifts?|on duty|night duty|rota)\b|\bwork (?:at|in) (?:a |the )?(?:hospital|clinic|ward|care home)\b|\b(?:soy|sou) (?:enfermer[oa]|medic[oa])\b|\bje suis (?:infirmiere?|medecin)\b|\bich bin (?:krankenpfleger\w*|arzt|arztin|pfleger\w*)\b/;

/** Someone's illness in words beyond a workplace: a diagnosis, sick, in hospital as a patient. */
const ILLNESS_TOLD =
  /\b(?:sick|ill|unwell|diagnos\w*|cancer|tumou?r|stroke|heart attack|surgery|chemo\w*|biopsy|symptoms?|(?:is|was|been|got|still|being) (?:in|into|admitted to) (?:the )?(?:hospital|icu)|hospitali[sz]ed|my (?:health|body)|enferm[oa]|doente|malade|krank|malat[oa]|ziek)\b/;

/** The situation the classifier heard, kept only when the message tells it in words of its own. */
export function heardSituation(situation: Situation | undefined, text: string): Situation | undefined {
  if (!situation) return situation;
  // "I'm planning to propose at Christmas": good news, unless they are still asking whether to.
  if (goodNewsOnly(text) && !(situation === 'decision' && STILL_ASKING.test(text))) return undefined;
  if (situation === 'anxiety' && FEARS_CHOOSING_WRONG.test(text) && STILL_ASKING.test(text)) return 'decision';
  // "I'm a nurse, 12-hour shifts at the hospital": the hospital is where they work, not an illness told.
  if (situation === 'illness' && AT_WORK_IN_CARE.test(text) && !ILLNESS_TOLD.test(text)) return undefined;
  const signal = SIGNALS[situation];
  if (!signal) return situation;
  return signal.test(text) ? situation : undefined;
}

/** A plan told as good news with no hardship named alongside it. */
export function goodNewsOnly(text: string): boolean {
  return GOOD_NEWS.test(text) && !Object.values(SIGNALS).some((re) => re.test(text));
}
