// When someone says they might not want to live, or might hurt themself, the reply is about their safety and nothing
// else: no chart, no price, no exercise, the same for every voice and for both writers (docs/voice.md, "When
// someone may be in danger"). The words are ours and fixed, because this is the one reply that must never be
// improvised; the lines named are well-known free national ones, with a directory for everywhere else.
// Spotting it is a list of phrases, not the trained reader: here a miss costs far more than a false alarm.
import type { Language } from '../understanding/understanding.ts';
import { type CrisisCountry, countryLines, countryLinesAgain, toldMoreLine } from './crisis-lines.ts';
import { localLine } from './local-lines.ts';

/** One's own absence, in the six languages ("if I wasn't around", "si no estuviera", "wenn ich nicht mehr da wäre"). */
const ABSENT =
  "(?:if i (?:just |simply )?(?:(?:wasn'?t|weren'?t|wasnt|werent|was not|were not)(?: (?:here|around|alive|there|in the picture|in (?:their|your|his|her|the) (?:lives?|way))\\b|(?= *(?:[,.;!?]|$)))|was gone|were gone|disappeared|died)|si (?:yo )?no estuviera|se eu nao (?:estivesse|existisse)|si je n'etais (?:plus )?la|wenn ich nicht (?:mehr )?da (?:ware|waere)|se (?:io )?non ci fossi)";
/**
 * Not coming home, or not waking up, in the six languages ("if i just didnt drive home", "si no volviera a casa"):
 * weighed as a gain for others, it is the same absence said another way.
 */
const NOT_HOME =
  "(?:if i (?:just |simply )?(?:didn'?t|didnt|did not|never|wouldn'?t|wouldnt) (?:\\w+ )?(?:(?:drive|come|came|go|went|get|got|make it|making it) home|wake up|woke up)|si (?:yo )?(?:simplemente )?no (?:volviera|regresara|llegara) a casa|si no (?:me )?despertara|se eu (?:simplesmente )?nao (?:voltasse|chegasse) (?:pra|para|a) casa|se eu nao acordasse|si je ne rentrais pas|si je ne me reveillais pas|wenn ich (?:einfach )?nicht (?:mehr )?(?:nach hause kame|nach hause kaeme|aufwachen wurde|aufwachen wuerde)|se non tornassi (?:piu )?a casa|se non mi svegliassi)";
/** ...weighed as a gain for others or a payout. */
const GAIN =
  '(?:better off|insurance|policy would|easier|(?:be )?fine|happier|relieved|simpler|lighter|mas facil|mais facil|plus simple|einfacher|piu facile|mejor|bien|felices|seguro de vida|melhor|bem|felizes|seguro|mieux|heureux|assurance|besser|gut dran|glucklicher|versicherung|meglio|felici|assicurazione)';

/** Said about oneself: thoughts of dying, of ending one's life, of self-harm. */
const OWN_HARM: readonly RegExp[] = [
  // English
  /\bsuicidal\b/i,
  /\b(thinking|thought|thoughts|think) (of|about) (suicide|killing myself|ending (it|my life)|dying)\b/i,
  /\b(kill|killing|hurt|hurting|harm|harming|cut|cutting) myself\b/i,
  /\bself[- ]?harm/i,
  /\b(end|ending|take|taking) (my (own )?life|it all)\b/i,
  /\b(want|wanna|wanted|going) (to )?die\b/i,
  /\bwish (i|id|i'd) (was|were|had) (dead|never been born|not here)\b/i,
  /\b(don'?t|do not|dont) want to (live|be alive|be here|exist|wake up)\b/i,
  /\bnot (being|be) (here|alive)( anymore)?\b/i,
  /\bbetter off (dead|without me)\b/i,
  // "they'd all be fine without me", "everyone would be happier without me around".
  /\b(?:would|'d|d) (?:all )?be (?:fine|happier|ok|okay|alright|better) without me\b/i,
  // Others "better off" once they are gone, said without the word death: "better off with my life insurance".
  /\bbetter off with (the|my) (life )?insurance\b|\bworth more (to (them|everyone|my family) )?dead\b/i,
  /\bbetter off if i (was|were|wasn'?t|weren'?t|wasnt|werent)( not)? ?(here|around|alive|gone)\b/i,
  // One's own absence weighed as a gain or a payout, in either order: "if i just wasn't around the insurance would
  // cover it", "the life insurance would clear the debt".
  new RegExp(`\\b${ABSENT}[^.?!]*\\b${GAIN}|\\b${GAIN}[^.?!]*\\b${ABSENT}`, 'i'),
  new RegExp(`\\b${NOT_HOME}[^.?!]*\\b${GAIN}|\\b${GAIN}[^.?!]*\\b${NOT_HOME}`, 'i'),
  /\blife insurance (would|will|could) (cover|pay|clear|sort|fix|take care of)\b/i,
  /\b(no reason|nothing) (left )?to live for\b/i,
  // Spanish
  /\b(suicidarme|matarme|quitarme la vida|hacerme dano)\b/i,
  /\b(no quiero|ya no quiero) (seguir )?(vivir|estar aqui|despertar)\b/i,
  /\bquiero morir(me)?\b/i,
  /\b(estarian|estaria|estarias) mejor sin mi\b/i,
  /\bpienso en (el suicidio|morirme|matarme)\b/i,
  // Portuguese
  /\b(me matar|tirar (a )?minha (propria )?vida|me machucar)\b/i,
  /\bnao quero (mais )?(viver|estar aqui|acordar)\b/i,
  /\bquero morrer\b/i,
  /\b(estariam|estaria) melhor sem mim\b/i,
  // French
  /\b(me tuer|me suicider|mettre fin a mes jours|me faire du mal|en finir)\b/i,
  /\b(envie de mourir|veux mourir|plus envie de vivre)\b/i,
  /\b(seraient|serait) mieux sans moi\b/i,
  // German
  /\b(mich umbringen|mir das leben nehmen|mir etwas antun|mich (selbst )?verletzen|suizidgedanken)\b/i,
  /\b(will|mochte|moechte) (nicht mehr leben|sterben)\b/i,
  /\b(waren|waere|ware) (ohne mich besser dran|besser dran ohne mich)\b/i,
  // Italian
  /\b(uccidermi|ammazzarmi|togliermi la vita|farmi del male|farla finita)\b/i,
  /\b(voglio morire|non voglio piu vivere)\b/i,
  /\b(starebbero|starebbe) meglio senza di me\b/i,
  // Any language: the word itself, said of oneself.
  /\b(suicid\w*|suizid\w*) (thoughts|thinking|ideas|ideation)\b/i,
];

/** Whether the message speaks of the person's own wish to die or to hurt themself. */
export function speaksOfOwnHarm(message: string): boolean {
  const text = plain(message);
  return OWN_HARM.some((pattern) => pattern.test(text));
}

/**
 * Hopelessness said without naming death ("some days I don't see the point of anything", "I just want to
 * disappear"): not yet the crisis reply, but never a reading either. It is met with a direct, caring question about
 * thoughts of ending one's life, and the lines, as people trained in this do: asking does not put the idea there.
 */
const HOPELESS: readonly RegExp[] = [
  /\b(don'?t|do not|dont|can'?t|cant|cannot) see (the|any) point (of|in) (anything|it all|living|life|going on|trying|getting up|waking up|any of (it|this)|being here)\b/i,
  /\b(don'?t|do not|dont|can'?t|cant|cannot) see (the|any) point (anymore|any more)\b/i,
  /\bwhat'?s the point (of|in) (anything|it all|living|life|going on|me|being here)\b/i,
  /\bno point (in|to) (anything|living|life|going on|any of (it|this)|being here)\b/i,
  // Said plainly, without "in": "there's no point going on", "no point carrying on anymore".
  /\b(no|not any|isn'?t any) point (in )?(going on|carrying on|living|trying anymore|being here)\b/i,
  // Gone for good, or not here any more, said of oneself: "disappear for good", "i shouldn't be here anymore".
  /\b(disappear|vanish) (for good|forever|for ever|permanently)\b/i,
  /\b(shouldn'?t|should not|would rather not|'d rather not|don'?t deserve to) be (here|alive|around)( anymore| any more)?\b/i,
  /\bno tiene sentido seguir\b|\bdesaparecer para siempre\b|\b(ya no|no) (deberia|quiero) estar aqui\b|\bya no estar aqui\b/i,
  /\bnao (tem|faz) sentido continuar\b|\bsumir para sempre\b|\bdesaparecer para sempre\b|\bnao estar mais aqui\b/i,
  /\b(ca ne sert a rien|ca n'a pas de sens|plus de sens) de continuer\b|\bdisparaitre pour (de bon|toujours)\b|\bne plus etre la\b/i,
  /\bhat (alles )?keinen sinn mehr weiterzumachen\b|\bfur immer verschwinden\b|\bnicht mehr da sein\b/i,
  /\bnon ha (piu )?senso andare avanti\b|\bsparire per sempre\b|\bnon esserci piu\b/i,
  /\b(can'?t|cant|cannot) go on( like this| anymore| any more)?(?=\s*([.!,?]|$))/i,
  /\bwant(ed)? to (disappear|vanish)( forever| for good)?(?=\s*([.!,?]|$))|\bsleep and (never|not) wake up\b/i,
  /\btired of (living|being alive|life|existing)\b/i,
  /\b(i'?m|i am|im|i feel like) (just )?a burden\b/i,
  /\bno ?one would (even )?(miss|notice) (me|if i (was|were) gone)\b/i,
  /\bno (sentido|razon) (para|de) (vivir|seguir)\b|\bno le veo (el )?sentido a (nada|la vida|vivir)\b|\bquiero desaparecer\b/i,
  /\bnao vejo sentido (em|na) (nada|vida|viver)\b|\bquero sumir\b|\bquero desaparecer\b/i,
  /\bje ne vois (plus |pas |aucun )*(le |de )?sens a (rien|la vie|vivre)\b|\bje veux disparaitre\b/i,
  /\b(sehe|seh) keinen sinn (mehr )?(im leben|in allem|in nichts)?\b|\bich will verschwinden\b/i,
  /\bnon (ci )?vedo (piu )?(il )?senso (di|in|nella) (niente|nulla|vita|vivere)\b|\bvoglio sparire\b/i,
];

/** Whether the message speaks of hopelessness without naming a wish to die (the check-in, not the crisis reply). */
export function soundsHopeless(message: string): boolean {
  const text = plain(message);
  return !speaksOfOwnHarm(message) && HOPELESS.some((pattern) => pattern.test(text));
}

/** Without accents and with one apostrophe, so the patterns above are written once ("aquí" and "aqui" alike). */
const plain = (message: string): string => message.normalize('NFD').replace(/\p{M}/gu, '').replace(/[’`]/g, "'");

/** Someone they knew died by suicide: their grief comes first, then one soft line that help is there for them too. */
export function lossBySuicide(message: string): boolean {
  return (
    !speaksOfOwnHarm(message) &&
    /\b(suicide|suicidio|suizid|selbstmord|killed (himself|herself|themself|themselves)|took (his|her|their) (own )?life|se suicidou?|si e tolt[oa] la vita)\b/i.test(
      plain(message),
    )
  );
}

/**
 * Which turn of it this is: the first time, said again later, the message right after, or a check-in on
 * hopelessness that named no wish to die.
 */
export type SafetyTurn = 'first' | 'again' | 'after' | 'check' | 'more' | 'retract' | 'calling';

type SafetyLanguage = Exclude<Language, 'other'>;

const LINES: Readonly<Record<SafetyLanguage, string>> = {
  en: 'If you might act on these thoughts, or you are in danger, please call your local emergency number now. In the UK and Ireland, Samaritans answer day and night on 116 123; in the US and Canada, call or text 988; in Australia, Lifeline answers on 13 11 14; anywhere else, findahelpline.com lists free, confidential lines by country.',
  es: 'Si pudieras llegar a actuar, o estás en peligro, llama ahora a tu número local de emergencias. En España, la línea 024 atiende a cualquier hora; en México, la Línea de la Vida: 800 911 2000; en otros países, findahelpline.com reúne líneas gratuitas y confidenciales.',
  pt: 'Se você puder chegar a agir, ou estiver em perigo, ligue agora para o número local de emergência. No Brasil, o CVV atende a qualquer hora pelo 188; em Portugal, o SNS 24 pelo 808 24 24 24 e a SOS Voz Amiga pelo 213 544 545; em outros países, findahelpline.com reúne linhas gratuitas e confidenciais.',
  fr: "Si tu risques de passer à l'acte, ou si tu es en danger, appelle maintenant le numéro d'urgence local. En France, le 3114 répond jour et nuit ; ailleurs, findahelpline.com donne les lignes gratuites et confidentielles de chaque pays.",
  de: 'Wenn du fürchtest, etwas zu tun, oder in Gefahr bist, ruf bitte jetzt den örtlichen Notruf an. In Deutschland ist die TelefonSeelsorge Tag und Nacht unter 0800 111 0 111 oder 0800 111 0 222 erreichbar; anderswo nennt findahelpline.com kostenlose, vertrauliche Nummern für jedes Land.',
  it: 'Se pensi di poter fare qualcosa, o sei in pericolo, chiama ora il numero di emergenza locale. In Italia, Telefono Amico risponde al 02 2327 2327; altrove, findahelpline.com elenca linee gratuite e riservate per ogni paese.',
};

const FIRST: Readonly<Record<SafetyLanguage, string>> = {
  en: "I'm really glad you told me, and I'm taking it seriously. I'm an automated reader, not a person, so I can't be with you the way someone can right now, and you deserve someone who can.",
  es: 'Gracias de verdad por decírmelo, y me lo tomo en serio. Soy un lector automático, no una persona, así que no puedo acompañarte como alguien puede hacerlo ahora, y mereces a alguien que sí pueda.',
  pt: 'Obrigado de verdade por me contar, e levo isso a sério. Sou um leitor automático, não uma pessoa, então não consigo estar com você como alguém pode agora, e você merece alguém que possa.',
  fr: "Merci vraiment de me l'avoir dit, et je le prends au sérieux. Je suis un lecteur automatique, pas une personne : je ne peux pas être là comme quelqu'un peut l'être maintenant, et tu mérites quelqu'un qui le peut.",
  de: 'Danke, dass du es mir gesagt hast; ich nehme es ernst. Ich bin ein automatischer Leser, kein Mensch, und kann jetzt nicht so für dich da sein wie jemand an deiner Seite, und den hast du verdient.',
  it: 'Grazie davvero per avermelo detto, e lo prendo sul serio. Sono un lettore automatico, non una persona: non posso starti vicino come può fare qualcuno adesso, e meriti qualcuno che possa.',
};

const CLOSE: Readonly<Record<SafetyLanguage, string>> = {
  en: "Can I ask you directly: are you safe right now? If you can, tell one person near you how you are feeling. I'm still here if you want to keep talking; your chart can wait.",
  es: '¿Puedo preguntarte directamente: estás a salvo ahora mismo? Si puedes, cuéntale a una persona cercana cómo te sientes ahora. Sigo aquí si quieres seguir hablando; tu carta puede esperar.',
  pt: 'Posso te perguntar diretamente: você está em segurança agora? Se puder, conte a uma pessoa próxima como você está se sentindo agora. Continuo aqui se quiser continuar conversando; seu mapa pode esperar.',
  fr: 'Je peux te demander directement : es-tu en sécurité en ce moment ? Si tu peux, dis à une personne proche comment tu te sens en ce moment. Je suis toujours là si tu veux continuer à parler ; ton thème peut attendre.',
  de: 'Darf ich dich direkt fragen: Bist du gerade in Sicherheit? Wenn du kannst, erzähl einem Menschen in deiner Nähe, wie es dir gerade geht. Ich bin weiter hier, wenn du reden willst; dein Horoskop kann warten.',
  it: 'Posso chiederti direttamente: sei al sicuro in questo momento? Se puoi, racconta a una persona vicina come ti senti in questo momento. Sono ancora qui se vuoi continuare a parlare; il tuo tema può aspettare.',
};

const AGAIN: Readonly<Record<SafetyLanguage, string>> = {
  en: "Thank you for saying it again; I'm listening, and it still matters more than anything in a chart.",
  es: 'Gracias por decírmelo otra vez; te escucho, y importa más que cualquier cosa de una carta.',
  pt: 'Obrigado por me dizer de novo; estou ouvindo, e isso importa mais do que qualquer coisa num mapa.',
  fr: "Merci de me le redire ; je t'écoute, et c'est plus important que tout ce qu'un thème peut dire.",
  de: 'Danke, dass du es noch einmal sagst; ich höre zu, und das ist wichtiger als alles in einem Horoskop.',
  it: 'Grazie di avermelo detto ancora; ti ascolto, e conta più di qualunque cosa in un tema.',
};

const LINES_AGAIN: Readonly<Record<SafetyLanguage, string>> = {
  en: "The numbers once more, so you don't have to scroll: 116 123 in the UK and Ireland, 988 in the US and Canada, 13 11 14 in Australia, findahelpline.com anywhere else, or your local emergency number if you are in danger now. Would you tell me what today has been like?",
  es: 'Los números otra vez, para que no tengas que buscarlos: 024 en España, 800 911 2000 en México, findahelpline.com en cualquier otro lugar, o tu número de emergencias si estás en peligro ahora. ¿Me cuentas cómo ha sido hoy?',
  pt: 'Os números de novo, para você não precisar procurar: 188 no Brasil, 808 24 24 24 (SNS 24) em Portugal, findahelpline.com em qualquer outro lugar, ou o número local de emergência se estiver em perigo agora. Me conta como foi o seu dia?',
  fr: "Les numéros encore, pour que tu n'aies pas à chercher : le 3114 en France, findahelpline.com partout ailleurs, ou le numéro d'urgence local si tu es en danger maintenant. Tu veux me dire comment s'est passée ta journée ?",
  de: 'Die Nummern noch einmal, damit du nicht suchen musst: 0800 111 0 111 oder 0800 111 0 222 in Deutschland, findahelpline.com überall sonst, oder der Notruf, wenn du jetzt in Gefahr bist. Magst du mir erzählen, wie heute war?',
  it: 'I numeri ancora, così non devi cercarli: 02 2327 2327 in Italia, findahelpline.com altrove, o il numero di emergenza se sei in pericolo adesso. Mi racconti com’è stata oggi?',
};

const AFTER: Readonly<Record<SafetyLanguage, string>> = {
  en: "Thank you for telling me. What you're carrying is real, and you don't have to explain it more than you want to. If the thoughts come back stronger, those lines are there at any hour. Would it help to say what has been wearing you down, or would you rather I read something gentle from your chart?",
  es: 'Gracias por contármelo. Lo que llevas encima es real, y no tienes que explicarlo más de lo que quieras. Si los pensamientos vuelven con más fuerza, esas líneas atienden a cualquier hora. ¿Te ayudaría contarme qué te ha ido agotando, o prefieres que lea algo suave de tu carta?',
  pt: 'Obrigado por me contar. O que você está carregando é real, e você não precisa explicar mais do que quiser. Se os pensamentos voltarem mais fortes, essas linhas atendem a qualquer hora. Ajudaria contar o que tem te desgastado, ou prefere que eu leia algo leve do seu mapa?',
  fr: "Merci de me le dire. Ce que tu portes est réel, et tu n'as pas à l'expliquer plus que tu ne veux. Si les pensées reviennent plus fort, ces lignes répondent à toute heure. Est-ce que ça t'aiderait de dire ce qui t'use, ou préfères-tu que je lise quelque chose de doux dans ton thème ?",
  de: 'Danke, dass du es mir sagst. Was du gerade trägst, ist echt, und du musst es nicht mehr erklären, als du willst. Wenn die Gedanken stärker wiederkommen, sind diese Nummern jederzeit erreichbar. Hilft es, zu erzählen, was dich so erschöpft, oder soll ich dir lieber etwas Sanftes aus deinem Horoskop lesen?',
  it: 'Grazie di avermelo detto. Quello che stai portando è reale, e non devi spiegarlo più di quanto vuoi. Se i pensieri tornano più forti, quelle linee rispondono a qualsiasi ora. Ti aiuterebbe dire cosa ti sta consumando, o preferisci che legga qualcosa di delicato dal tuo tema?',
};

const CHECK: Readonly<Record<SafetyLanguage, string>> = {
  en: "That sounds really heavy, and I'm glad you said it here. Can I ask you something directly, because it matters more than anything in your chart: when it feels like that, do you have thoughts of ending your life?",
  es: 'Suena muy pesado, y me alegra que lo hayas dicho aquí. ¿Puedo preguntarte algo directamente, porque importa más que cualquier cosa de tu carta? Cuando te sientes así, ¿tienes pensamientos de quitarte la vida?',
  pt: 'Isso parece muito pesado, e fico feliz que você tenha dito aqui. Posso te perguntar uma coisa diretamente, porque importa mais do que qualquer coisa no seu mapa? Quando você se sente assim, tem pensamentos de tirar a própria vida?',
  fr: "Ça a l'air très lourd, et je suis content que tu l'aies dit ici. Je peux te poser une question directe, parce que c'est plus important que tout ton thème ? Quand tu te sens comme ça, est-ce que tu as des pensées de mettre fin à ta vie ?",
  de: 'Das klingt sehr schwer, und ich bin froh, dass du es hier sagst. Darf ich dich etwas direkt fragen, weil es wichtiger ist als alles in deinem Horoskop? Wenn es sich so anfühlt, hast du Gedanken, dir das Leben zu nehmen?',
  it: 'Sembra davvero pesante, e sono contento che tu l’abbia detto qui. Posso chiederti una cosa in modo diretto, perché conta più di qualunque cosa nel tuo tema? Quando ti senti così, hai pensieri di toglierti la vita?',
};

const CHECK_CLOSE: Readonly<Record<SafetyLanguage, string>> = {
  en: 'Whatever the answer is, you can tell me here. Your chart can wait.',
  es: 'Sea cual sea la respuesta, puedes contármelo aquí. Tu carta puede esperar.',
  pt: 'Seja qual for a resposta, pode me contar aqui. Seu mapa pode esperar.',
  fr: 'Quelle que soit la réponse, tu peux me le dire ici. Ton thème peut attendre.',
  de: 'Was auch immer die Antwort ist, du kannst es mir hier sagen. Dein Horoskop kann warten.',
  it: 'Qualunque sia la risposta, puoi dirmelo qui. Il tuo tema può aspettare.',
};

/** One soft line after a condolence, when the loss was a suicide. */
export const AFTER_LOSS_BY_SUICIDE =
  'Losing someone this way can bring dark thoughts of your own; if it ever does, Samaritans (116 123 in the UK and Ireland), 988 in the US and Canada, or findahelpline.com elsewhere will listen at any hour.';

/**
 * The whole reply to a turn that speaks of wanting to die or to hurt oneself, in their language where we have it. A
 * country known from their words or birthplace gets its own line and emergency number in English (crisis-lines.ts).
 */
export function safetyReply(
  turn: SafetyTurn,
  language: Language,
  country: CrisisCountry | null = null,
  earlier: readonly string[] = [],
): string {
  const lang: SafetyLanguage = language === 'other' ? 'en' : language;
  const own = lang === 'en' && country;
  // A Portuguese or Spanish writer whose country is known gets that country's line in their language (local-lines.ts).
  const lines = own ? countryLines(country) : (localLine(lang, country, 'first') ?? LINES[lang]);
  const again = own ? countryLinesAgain(country) : (localLine(lang, country, 'again') ?? LINES_AGAIN[lang]);
  if (turn === 'after') return AFTER[lang];
  if (turn === 'check') return [CHECK[lang], lines, CHECK_CLOSE[lang]].join('\n\n');
  if (turn === 'again') return [AGAIN[lang], again].join('\n\n');
  if (turn === 'more') return [toldMoreLine(lang, earlier), again, CHECK_CLOSE[lang]].join('\n\n');
  return [FIRST[lang], lines, CLOSE[lang]].join('\n\n');
}
