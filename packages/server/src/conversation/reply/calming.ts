// "Can you just tell me something calming, not astrology": plain words that settle a body in fright, with no chart in
// them, after news that someone is safe or in the middle of fear (R15 c04: a sister found in a basement after
// strikes, answered with a health disclaimer and a Sun reading). English, Spanish, Portuguese and French. Pure.
import type { Language } from '../understanding/understanding.ts';
import { type FollowUpLanguage, linesLanguage } from './hard-followup-lines.ts';
import { normalise } from './own-terms.ts';

/** Astrology set aside in so many words: "not astrology", "no chart stuff", "sin astrología", "sem astrologia". */
const NOT_ASTROLOGY =
  /\b(?:not|no|without|forget(?: the)?|skip(?: the)?) (?:the )?(?:astrology|astro|chart|stars|horoscope)(?: stuff| talk| this time)?\b|\b(?:sin|nada de) (?:astrologia|la carta|horoscopo)\b|\b(?:sem|nada de) (?:astrologia|mapa)\b|\bsans (?:astrologie|theme)\b|\bpas d'astrologie\b/;
/** Calm asked for: "something calming", "help me calm down", "algo que me calme". */
const CALM =
  /\b(?:calm\w*|sooth\w*|comfort\w*|reassur\w*|breathe|settle (?:me|down)|tranquil\w*|calma\w*|acalm\w*|consuel\w*|consol\w*|apais\w*|rassur\w*|respirer)\b/;

/** The message asks for calming words and sets astrology aside, or asks for calm while shaking or panicking. */
export function asksForCalm(message: string): boolean {
  const text = normalise(message);
  return (
    CALM.test(text) && (NOT_ASTROLOGY.test(text) || /\b(?:i'?m|i am) (?:shaking|panicking|trembling)\b/.test(text))
  );
}

/** Shaking or trembling told: "im shaking", "estoy temblando", "je tremble". */
const SHAKING = /\b(?:shak\w*|trembl\w*|tembl\w*|trem(?:o|endo|er))\b/;

/** News that someone is safe: "they're ok", "she just texted", "ella está bien". */
const SAFE_NEWS =
  /\b(?:(?:they|she|he)(?:'re|'s| are| is)? (?:ok|okay|safe|alive|fine|all right|alright)|(?:just|finally) (?:texted|called|answered|replied)|(?:esta|estan|estao) (?:bien|bem|a salvo|salv[oa]s?)|(?:va|vont) bien)\b/;

const LINES: Record<FollowUpLanguage, { safe: string; shaking: string; body: string; steps: string; stay: string }> = {
  en: {
    safe: "I'm so glad they're safe for now. Let that land for a moment.",
    shaking:
      'Your body has been running on fear for hours, and the shaking is that fear leaving; it is normal, and it passes.',
    body: 'Your body may still be running on the fear; whatever you feel in it now is normal, and it passes.',
    steps:
      'Put both feet flat on the floor. Breathe in for a count of four and out for a count of six, five or six times: the longer breath out tells your body the danger has eased. Hold something warm, a mug or your own hands under warm water, and name three things you can see around you.',
    stay: "You don't have to do anything else right now. I'm here if you want to keep talking.",
  },
  es: {
    safe: 'Me alegra mucho que estén a salvo por ahora. Deja que eso se asiente un momento.',
    shaking: 'Tu cuerpo lleva horas funcionando con miedo, y el temblor es ese miedo saliendo; es normal, y pasa.',
    body: 'Puede que tu cuerpo siga funcionando con el miedo; lo que sientas en él ahora es normal, y pasa.',
    steps:
      'Apoya los dos pies en el suelo. Inspira contando hasta cuatro y suelta el aire contando hasta seis, cinco o seis veces: soltar el aire más despacio le dice al cuerpo que el peligro ha bajado. Sostén algo caliente, una taza o tus manos bajo el agua tibia, y nombra tres cosas que veas a tu alrededor.',
    stay: 'Ahora no tienes que hacer nada más. Estoy aquí si quieres seguir hablando.',
  },
  pt: {
    safe: 'Fico muito feliz que estejam a salvo por agora. Deixe isso assentar um momento.',
    shaking: 'O seu corpo passou horas movido pelo medo, e o tremor é esse medo saindo; é normal, e passa.',
    body: 'O seu corpo ainda pode estar movido pelo medo; o que você sente nele agora é normal, e passa.',
    steps:
      'Apoie os dois pés no chão. Inspire contando até quatro e solte o ar contando até seis, cinco ou seis vezes: soltar o ar mais devagar diz ao corpo que o perigo diminuiu. Segure algo quente, uma caneca ou as mãos sob água morna, e diga três coisas que você vê à sua volta.',
    stay: 'Você não precisa fazer mais nada agora. Estou aqui se quiser continuar conversando.',
  },
  fr: {
    safe: "Je suis tellement soulagé qu'ils soient en sécurité pour l'instant. Laisse cette nouvelle se poser un moment.",
    shaking:
      "Ton corps tourne à la peur depuis des heures, et les tremblements, c'est cette peur qui s'en va ; c'est normal, et ça passe.",
    body: 'Ton corps tourne peut-être encore à la peur ; ce que tu y sens maintenant est normal, et ça passe.',
    steps:
      "Pose les deux pieds bien à plat sur le sol. Inspire sur quatre temps et expire sur six, cinq ou six fois : l'expiration plus longue dit à ton corps que le danger a baissé. Tiens quelque chose de chaud, une tasse ou tes mains sous l'eau tiède, et nomme trois choses que tu vois autour de toi.",
    stay: "Tu n'as rien d'autre à faire pour l'instant. Je suis là si tu veux continuer à parler.",
  },
};

/** Calming words with no chart: relief first when the message brings news that someone is safe. */
export function calmingReply(message: string, language: Language): string {
  const lines = LINES[linesLanguage(language)];
  const text = normalise(message);
  const safe = SAFE_NEWS.test(text) ? `${lines.safe} ` : '';
  const body = SHAKING.test(text) ? lines.shaking : lines.body;
  return `${safe}${body}\n\n${lines.steps}\n\n${lines.stay}`;
}
