// More hard things told in plain words (see disclosures.ts): fertility treatment, a round of it failed or one
// ahead; one's own gambling or gambling debt; and a partner leaving told in passing inside a question ("he left in
// october, will I meet someone"). English, Spanish, Portuguese, French, German and Italian, on folded text (lower
// case, no accents). Each phrase needs the event itself, never a word alone. Pure.
import type { Disclosure } from './disclosure-types.ts';

/** Fertility treatment named: IVF and its steps, or the treatment by its name in each language. */
const FERTILITY =
  /\b(?:ivf|icsi|iui|egg (?:retrieval|collection)|embryo transfer|(?:frozen )?transfer (?:failed|didn'?t work)|fertility (?:treatment|clinic|journey)|(?:tratamiento|tratamento) de fertilidad\w*|tratamento de fertilidade|reproduccion asistida|reproducao assistida|fertilizacao in vitro|fecundacion in vitro|fiv|fivet|fecondation in vitro|pma|kinderwunsch\w*|kunstliche befruchtung|fecondazione assistita|procreazione (?:medicalmente )?assistita)\b/;

/** The round or the transfer did not work: a blow, met as one. */
const FAILED =
  /\b(?:failed|didn'?t work|did not work|unsuccessful|negative|no funciono|fallo|fracaso|negativ[oa]|falhou|nao deu certo|nao funcionou|echoue|echec|rate|fehlgeschlagen|nicht geklappt|negativ|fallit[oa]|non (?:e )?andat[oa]|non ha funzionato)\b/;

function fertility(text: string): Disclosure | null {
  if (!FERTILITY.test(text)) return null;
  const ivf = /\b(?:ivf|icsi|fiv|fivet|in vitro)\b/.test(text);
  if (FAILED.test(text)) {
    const terms = ivf ? 'the IVF round that failed' : 'the fertility treatment not working';
    return { kind: 'fertility-loss', situation: 'anxiety', terms, feeling: 'the grief', afraid: false };
  }
  const terms = /\begg (?:retrieval|collection)\b/.test(text)
    ? 'the egg retrieval ahead'
    : ivf
      ? 'going through IVF'
      : 'going through fertility treatment';
  return { kind: 'fertility-treatment', situation: 'anxiety', terms, feeling: 'the waiting', afraid: false };
}

/** One's own betting: losses, not being able to stop, a gambling problem or debt, in the first person. */
const OWN_GAMBLING =
  /\b(?:i (?:lost|blew|spent|owe) [^.?!]{0,30}\b(?:betting|bets|gambling|casino|slots|bookies?)|(?:can'?t|cannot|can not) stop (?:betting|gambling)|i(?:'m| am) (?:addicted to|hooked on) (?:betting|gambling|slots|casino)|my (?:gambling|betting)(?: (?:problem|debts?|addiction|habit))?|i(?:'?ve| have) been (?:gambling|betting)(?: again)?|i(?:'m| am) (?:gambling|betting) again|i (?:gamble|started (?:gambling|betting) again)|gambling (?:debts?|problem|addiction)|i have a (?:gambling|betting) problem|i keep (?:betting|gambling)|perdi [^.?!]{0,30}\b(?:en|em) (?:apuestas|apostas|el casino|o casino)|no puedo (?:dejar de|parar de) apostar|soy ludopata|deudas? de juego|nao consigo parar de apostar|viciad[oa] em (?:apostas|jogo)|dividas? de jogo|j'?ai perdu [^.?!]{0,30}\b(?:aux paris|au casino|au jeu)|(?:je n'?arrive pas|impossible) a arreter de (?:parier|jouer)|dettes? de jeu|accro aux paris|ich bin spielsuchtig|spielsucht|spielschulden|kann nicht aufhoren zu (?:wetten|spielen)|beim wetten [^.?!]{0,20}verloren|ho perso [^.?!]{0,30}\b(?:alle scommesse|al casino|al gioco)|non riesco a smettere di (?:scommettere|giocare)|debiti di gioco|sono ludopatic[oa])\b/;

/**
 * Betting by the words people use for it where they live: pokies, punting, multis, accas, Sportsbet, the TAB,
 * tragaperras, "tigrinho", PMU, "verzockt", gratta e vinci. A name alone is no disclosure ("the pokies are loud").
 */
export const BETTING_WORDS =
  /\b(?:pokies|pokie machines?|punting|punts?|multis|same game multis?|accas?|accumulators?|sportsbet|bet365|ladbrokes|betfair|draftkings|fanduel|the tab|tab account|scratchies|fruit machines?|slot machines?|slots|roulette|blackjack|online casino|casino|bookies?|the horses|tragaperras|tragamonedas|casas? de apuestas|apuestas(?: deportivas)?|apostas(?: esportivas)?|tigrinho|bets|paris sportifs|pmu|machines? a sous|sportwetten|wetten|spielautomaten|automaten|scommesse|gratta e vinci|slot)\b/;

/** A loss or a hold told with those words: "down 38k on the pokies", "sportsbet has taken everything", "verzockt". */
const BETTING_LOSS =
  /\b(?:down|lost|blew|blown|owe|sunk|dropped|chasing|perdi|perdido|gaste|perdu|verloren|verspielt|perso|bruciato)\b|\b(?:taken|took|eaten|ate) (?:everything|it all|all of it|my \w+)\b|\bcan'?t stop\b|\baddicted\b|\bverzockt\b|\b(?:no puedo parar|nao consigo parar|je n'?arrive pas a arreter|ich kann nicht aufhoren|non riesco a smettere)\b/;

function ownGambling(text: string): Disclosure | null {
  const told =
    OWN_GAMBLING.test(text) || /\bverzockt\b/.test(text) || (BETTING_WORDS.test(text) && BETTING_LOSS.test(text));
  if (!told) return null;
  const debt = /\b(?:debts?|owe|deudas?|dividas?|dettes?|schulden|debiti)\b/.test(text);
  const lost = /\b(?:lost|blew|blown|down|perdi|perdu|verloren|verspielt|verzockt|perso)\b/.test(text);
  const terms = debt ? 'the gambling debt' : lost ? 'what you lost betting' : 'the gambling';
  return { kind: 'own-gambling', situation: 'anxiety', terms, feeling: 'the worry', afraid: false };
}

/** A sum large enough to be a debt that weighs: "40 grand", "30k", "$12,000", "15.000 euros". */
const BIG_SUM =
  /(?:\b\d+(?:[.,]\d+)?\s?(?:k|grand|thousand|mil|tausend|mila)\b|[$£€]\s?\d{1,3}(?:[,.]\d{3})+|\b\d{1,3}(?:[,.]\d{3})+\s?(?:dollars|pounds|euros?|bucks|dolares|libras|reais)\b)/;
/** Where such a sum is owed, or how deep it goes: credit lines and cards, loans, "in deep", a statement coming. */
const OWED =
  /\b(?:line of credit|credit cards?|(?:two|three|four|\d) (?:credit )?cards|maxed out|overdraft|payday loans?|loans?|owe|owing|in (?:it )?(?:pretty |so |really |way )?deep|in over my head|statement comes|tarjetas? de credito|cartoes? de credito|prestamos?|emprestimos?|cartes? de credit|kreditkarten?|dispo|carte di credito|prestit[oi])\b/;

/** A debt already cleared is good news, not a weight. */
const PAID_OFF = /\b(?:paid (?:it )?off|cleared|debt[- ]free|pagad[oa]|quitad[oa]|rembourse|abbezahlt|estinto)\b/;

/** A debt told by its size and where it is owed, without the word "debt": "like 40 grand. line of credit and two cards". */
function hiddenDebt(text: string): Disclosure | null {
  if (!BIG_SUM.test(text) || !OWED.test(text) || PAID_OFF.test(text)) return null;
  return { kind: 'hidden-debt', situation: 'money-worry', terms: 'what you owe', feeling: 'the worry', afraid: false };
}

/** Sending money asked for (folded text): "send him the £2,800", "lend her 500", "pay the fee", "buy gift cards". */
const SEND_MONEY =
  /\b(?:send|sending|sent|wire|transfer|lend|pay|paying|give him|give her|buy (?:him|her) (?:gift cards|a ticket)|envi(?:ar|e|o|a)\w*|mand(?:ar|e|o|a)\w*|prestar(?:le)?|transferir|emprestar|envoyer|preter|virer|schicken|uberweisen|leihen|mandare|prestare|inviare)\b/;
/** ...for the tell-tale reasons of a romance or advance-fee scam, to someone not met in person. */
const SCAM_SIGN =
  /\b(?:customs|release fee|clearance fee|frozen|blocked account|never met|not met (?:him|her) yet|haven'?t met|never (?:video[- ]?)?called|won'?t video|oil rig|the rig|deployed|stuck (?:abroad|at the airport)|inheritance|gift cards?|bitcoin|crypto|western union|moneygram|visa fee|aduana|congelad[oa]|nunca (?:nos )?(?:hemos )?visto|alfandega|bloquead[oa]|douane|gele|zoll|eingefroren|dogana|bloccat[oa])\b/;

/** Money asked for by someone not met in person, for a fee or a frozen payment: the pattern of a scam. */
function moneyRequest(text: string): Disclosure | null {
  if (!SEND_MONEY.test(text) || !SCAM_SIGN.test(text)) return null;
  return {
    kind: 'money-request',
    situation: 'decision',
    terms: 'whether to send the money',
    feeling: 'the hope',
    afraid: false,
  };
}

/** A partner leaving, told in passing: "he left in october", "she walked out", "me dejo", "il m'a quittee". */
const LEFT =
  /\b(?:(he|she|my (?:ex|boyfriend|girlfriend|husband|wife|partner)) (?:left(?: me| us)?|walked out(?: on me)?|moved out|ended it|broke up with me|dumped me)(?= *(?:,|\.|;|$|in |last |this |after |two |three |\d|when |before |and (?:i|now)|so |but ))|(?:we|i) (?:broke up|split up|separated)|(?:me|nos) (?:dejo|abandono)|se fue (?:de casa|en|hace)|(?:rompimos|terminamos|nos separamos)|(?:ele|ela) (?:me deixou|foi embora|terminou comigo)|a gente terminou|(?:il|elle) m'?a quitte\w*|(?:il|elle) est parti\w* (?:en|il y a)|on s'?est separ\w*|(er|sie) hat (?:mich verlassen|schluss gemacht)|wir haben uns getrennt|mi ha lasciat[oa]|ci siamo lasciati|se n'?e andat[oa])\b/;

function breakupTold(text: string): Disclosure | null {
  const m = LEFT.exec(text);
  if (!m) return null;
  // "he left for work" is not a leaving; the lookahead keeps to a time, a pause or the end.
  const who = m[1] ?? m[2];
  const terms = who?.startsWith('my ')
    ? `your ${who.slice(3)} leaving`
    : who === 'he' || who === 'er'
      ? 'him leaving'
      : who === 'she' || who === 'sie'
        ? 'her leaving'
        : 'the break-up';
  return { kind: 'breakup-told', situation: 'breakup', terms, feeling: 'the hurt', afraid: false };
}

export { breakupTold, fertility, hiddenDebt, moneyRequest, ownGambling };
