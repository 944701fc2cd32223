// The fixed words of the turns in and after a hard disclosure that no chart belongs in (hard-followups.ts plans
// them): controlling behaviour told, and the turns after a scam was told. In English, Spanish, Portuguese and
// French; other languages get the English words. {line} is filled with the country's line. Pure data.
import type { ControlSign } from './control-signs.ts';
import type { ScamTurn } from './scam-turns.ts';

export type FollowUpLanguage = 'en' | 'es' | 'pt' | 'fr';

/** The language fixed care lines are written in for a reply in `language`: its own where written, else English. */
export const linesLanguage = (language: string): FollowUpLanguage =>
  language === 'es' || language === 'pt' || language === 'fr' ? language : 'en';
type Lines = Readonly<Record<FollowUpLanguage, string>>;

/** Each behaviour said back in the person's terms, as a gerund phrase. */
export const SIGN_WORDS: Readonly<Record<FollowUpLanguage, Record<ControlSign, string>>> = {
  en: {
    phone: 'having your phone checked',
    money: 'having to ask for money that is held from you',
    isolation: 'being kept from the people and places you want',
    tracking: 'having where you go tracked',
  },
  es: {
    phone: 'que revise tu teléfono',
    money: 'que controle el dinero y tengas que pedírselo',
    isolation: 'que no te deje ver a tu gente o salir',
    tracking: 'que rastree dónde estás',
  },
  pt: {
    phone: 'ele mexer no seu celular',
    money: 'ele controlar o dinheiro e você ter que pedir',
    isolation: 'ele não deixar você ver as pessoas ou sair',
    tracking: 'ele rastrear onde você está',
  },
  fr: {
    phone: "qu'il fouille ton téléphone",
    money: "qu'il tienne l'argent et que tu doives le lui demander",
    isolation: "qu'il t'empêche de voir tes proches ou de sortir",
    tracking: "qu'il surveille où tu es",
  },
};

/** Controlling behaviour told: the pattern named, not him; not her fault; in no chart; the line; a real question. */
export const CONTROL_TOLD: Lines = {
  en: "Thank you for telling me; that isn't easy to put into words. {Signs}: that is a pattern with a name, controlling behaviour, and it can come from someone who is kind in other ways and never hits. It isn't about whether he is a good man; it's about whether you are free in your own life. None of it is your fault, and it isn't written in any chart, yours included. If you'd like to talk it over with people who know this well, {line}. How does it feel for you when it happens?",
  es: 'Gracias por contármelo; no es fácil ponerlo en palabras. {Signs}: eso es un patrón que tiene nombre, el control, y puede venir de alguien que en otras cosas es bueno y nunca pega. No se trata de si él es buena persona, sino de si tú eres libre en tu propia vida. Nada de esto es culpa tuya, y no está escrito en ninguna carta, tampoco en la tuya. Si quieres hablarlo con gente que conoce bien esto, {line}. ¿Cómo te sientes tú cuando pasa?',
  pt: 'Obrigado por me contar; não é fácil colocar isso em palavras. {Signs}: isso é um padrão que tem nome, comportamento controlador, e pode vir de alguém que é bom em outras coisas e nunca bate. Não se trata de ele ser um bom homem, e sim de você ser livre na sua própria vida. Nada disso é culpa sua, e não está escrito em nenhum mapa, nem no seu. Se quiser conversar com quem entende disso, {line}. Como você se sente quando isso acontece?',
  fr: "Merci de me le dire ; ce n'est pas facile à mettre en mots. {Signs} : c'est un schéma qui a un nom, le contrôle, et il peut venir de quelqu'un de gentil par ailleurs, qui ne frappe jamais. La question n'est pas de savoir s'il est quelqu'un de bien, mais si tu es libre dans ta propre vie. Rien de tout ça n'est de ta faute, et ce n'est écrit dans aucun thème, pas même le tien. Si tu veux en parler avec des gens qui connaissent bien ça, {line}. Comment tu te sens quand ça arrive ?",
};

/** More controlling behaviour told in the same chat: heard as the same pattern, the line again, a new question. */
export const CONTROL_MORE: Lines = {
  en: "{Heard} {Signs} is part of the same pattern, and control doesn't need hitting to be real; it can sit right alongside real kindness. It still isn't your fault, and no chart put it there. The line again, whenever you want it: {line}. What would a small piece of freedom look like for you this week?",
  es: '{Heard} {Signs} forma parte del mismo patrón, y el control no necesita golpes para ser real; puede convivir con un cariño verdadero. Sigue sin ser culpa tuya, y ninguna carta lo puso ahí. La línea otra vez, para cuando la quieras: {line}. ¿Cómo sería para ti un pequeño espacio de libertad esta semana?',
  pt: '{Heard} {Signs} faz parte do mesmo padrão, e o controle não precisa de agressão para ser real; ele pode conviver com um carinho verdadeiro. Continua não sendo culpa sua, e nenhum mapa colocou isso aí. A linha de novo, para quando quiser: {line}. Como seria um pequeno espaço de liberdade para você esta semana?',
  fr: "{Heard} {Signs}, ça fait partie du même schéma, et le contrôle n'a pas besoin de coups pour être réel ; il peut aller avec une vraie gentillesse. Ce n'est toujours pas de ta faute, et aucun thème ne l'a mis là. La ligne encore, quand tu veux : {line}. À quoi ressemblerait pour toi un petit espace de liberté cette semaine ?",
};

/** The first words of CONTROL_MORE: what they said in his defence, heard, or thanks for telling more. */
export const CONTROL_HEARD: Readonly<Record<'defended' | 'more', Lines>> = {
  defended: {
    en: "I hear that he's good to you in other ways, and I believe you.",
    es: 'Te escucho: es bueno contigo en otras cosas, y te creo.',
    pt: 'Entendo que ele é bom com você em outras coisas, e acredito em você.',
    fr: "J'entends qu'il est bien avec toi sur d'autres plans, et je te crois.",
  },
  more: {
    en: 'Thank you for telling me more.',
    es: 'Gracias por contarme más.',
    pt: 'Obrigado por me contar mais.',
    fr: "Merci de m'en dire plus.",
  },
};

/** A sign asked about as a sign of the zodiac ("is that normal for a scorpio"): no sign makes it normal. */
export const NO_SIGN_EXCUSES: Lines = {
  en: 'And to your question: no sign makes this normal, and no sign explains it away, his or yours.',
  es: 'Y a tu pregunta: ningún signo hace esto normal ni lo justifica, ni el suyo ni el tuyo.',
  pt: 'E sobre a sua pergunta: nenhum signo torna isso normal nem justifica, nem o dele nem o seu.',
  fr: "Et pour ta question : aucun signe ne rend ça normal ni ne l'excuse, ni le sien ni le tien.",
};

/** "Forget it, I'm exaggerating", in that chat: one sentence that leaves the door open. */
export const CONTROL_DOOR: Lines = {
  en: "You're not exaggerating by noticing how it feels, and if you ever want to come back to it, I'm here and so is that line.",
  es: 'No exageras por notar cómo te sientes, y si alguna vez quieres volver a hablarlo, aquí estoy, y esa línea también.',
  pt: 'Você não está exagerando por perceber como se sente, e se um dia quiser voltar a isso, estou aqui, e aquela linha também.',
  fr: "Tu n'exagères pas en remarquant ce que tu ressens, et si tu veux un jour en reparler, je suis là, et cette ligne aussi.",
};

/** The door left open with nothing else asked. */
export const CONTROL_DOOR_ONLY: Lines = {
  en: 'What would you like to look at now?',
  es: '¿Qué te gustaría mirar ahora?',
  pt: 'O que você gostaria de ver agora?',
  fr: "Qu'est-ce que tu aimerais regarder maintenant ?",
};

/** Whether reading someone's chart tells them: it does not (nothing is sent to anyone; see shared-device.ts). */
export const NOBODY_NOTIFIED: Lines = {
  en: "No. Reading someone's chart sends nothing to them: no message, email or notification goes to anyone, and it stays in your account. One thing worth knowing: anyone who can open this app on your phone while you are signed in can see your chats in Reading History, so you can delete a chat there or sign out under Settings, Account.",
  es: 'No. Leer la carta de alguien no le envía nada: ningún mensaje, correo ni notificación llega a nadie, y queda en tu cuenta. Algo que conviene saber: quien pueda abrir esta app en tu teléfono con tu sesión iniciada puede ver tus chats en el historial, así que puedes borrar un chat ahí o cerrar sesión en Ajustes, Cuenta.',
  pt: 'Não. Ler o mapa de alguém não envia nada para essa pessoa: nenhuma mensagem, e-mail ou notificação vai para ninguém, e fica na sua conta. Vale saber: quem puder abrir este app no seu celular com a sua conta conectada pode ver suas conversas no histórico, então você pode apagar uma conversa lá ou sair da conta em Configurações, Conta.',
  fr: "Non. Lire le thème de quelqu'un ne lui envoie rien : aucun message, e-mail ni notification ne part vers qui que ce soit, et ça reste dans ton compte. Bon à savoir : quelqu'un qui peut ouvrir cette appli sur ton téléphone pendant que tu es connectée peut voir tes conversations dans l'historique ; tu peux supprimer une conversation là, ou te déconnecter dans Réglages, Compte.",
};

/** The turns after a scam was told. */
export const SCAM_LINES: Readonly<Record<ScamTurn, Lines>> = {
  defends: {
    en: "You're right, I don't know him, and I'm not judging him or you. Photos can be real, or copied from someone else's profile; they can't settle it either way, which is why I'd go by what he asks rather than what he sends. Someone who truly cares about you will understand you not sending money before you have met, or at least seen him live on a video call. What would help you feel sure, one way or the other?",
    es: 'Tienes razón, no lo conozco, y no te juzgo ni a ti ni a él. Las fotos pueden ser reales o copiadas del perfil de otra persona; no deciden nada, por eso me fijaría en lo que pide más que en lo que envía. Alguien que de verdad te quiere entenderá que no envíes dinero antes de conoceros, o al menos de verlo en directo en una videollamada. ¿Qué te ayudaría a estar segura, en un sentido o en otro?',
    pt: 'Você tem razão, eu não o conheço, e não estou julgando nem você nem ele. Fotos podem ser reais ou copiadas do perfil de outra pessoa; elas não resolvem a dúvida, por isso eu olharia para o que ele pede, não para o que ele envia. Quem gosta de verdade de você vai entender que você não mande dinheiro antes de se conhecerem, ou pelo menos de vê-lo ao vivo numa chamada de vídeo. O que ajudaria você a ter certeza, de um jeito ou de outro?',
    fr: "Tu as raison, je ne le connais pas, et je ne juge ni lui ni toi. Des photos peuvent être vraies, ou copiées du profil de quelqu'un d'autre ; elles ne tranchent rien, c'est pourquoi je regarderais ce qu'il demande plutôt que ce qu'il envoie. Quelqu'un qui tient vraiment à toi comprendra que tu n'envoies pas d'argent avant de l'avoir rencontré, ou au moins vu en direct en appel vidéo. Qu'est-ce qui t'aiderait à en être sûre, dans un sens ou dans l'autre ?",
  },
  'red-flag': {
    en: 'That is worth pausing on: a camera that never works, so you can never see him live, is one of the most common signs in these scams, because a live call would show whether the face in the photos is really his. I know that is hard to hear when you care about him. Before any money goes anywhere, please talk it over with your bank or someone you trust. Has he ever been on a live call with you, even for a minute?',
    es: 'Vale la pena detenerse en eso: una cámara que nunca funciona, para que nunca lo veas en directo, es una de las señales más comunes en estas estafas, porque una llamada en directo mostraría si la cara de las fotos es de verdad la suya. Sé que es duro de oír cuando le tienes cariño. Antes de enviar dinero, háblalo con tu banco o con alguien de confianza. ¿Alguna vez ha estado en una llamada en directo contigo, aunque sea un minuto?',
    pt: 'Vale a pena parar nisso: uma câmera que nunca funciona, para você nunca vê-lo ao vivo, é um dos sinais mais comuns nesses golpes, porque uma chamada ao vivo mostraria se o rosto das fotos é mesmo dele. Sei que é difícil ouvir isso quando você gosta dele. Antes de mandar qualquer dinheiro, converse com seu banco ou com alguém de confiança. Ele já fez alguma chamada ao vivo com você, nem que fosse por um minuto?',
    fr: "Ça vaut la peine de s'y arrêter : une caméra qui ne marche jamais, pour que tu ne le voies jamais en direct, est l'un des signes les plus courants de ces arnaques, parce qu'un appel en direct montrerait si le visage des photos est vraiment le sien. Je sais que c'est dur à entendre quand tu tiens à lui. Avant que l'argent parte, parles-en à ta banque ou à quelqu'un de confiance. Est-ce qu'il a déjà fait un appel en direct avec toi, même une minute ?",
  },
  'self-blame': {
    en: "You are not stupid. These schemes are built by people who do this for a living, to fool careful, kind people, and they work by using the very trust and warmth that are good in you. No chart makes anyone gullible, and yours doesn't say so. Stopping to ask, as you are doing, is the careful thing. Who could you talk this through with today?",
    es: 'No eres tonta. Estas estafas las montan personas que viven de ello, para engañar a gente cuidadosa y buena, y funcionan usando la confianza y el cariño que son lo bueno de ti. Ninguna carta hace crédulo a nadie, y la tuya no lo dice. Pararte a preguntar, como estás haciendo, es lo prudente. ¿Con quién podrías hablarlo hoy?',
    pt: 'Você não é burra. Esses golpes são montados por pessoas que vivem disso, para enganar gente cuidadosa e boa, e funcionam usando justamente a confiança e o carinho que são o melhor de você. Nenhum mapa torna alguém ingênuo, e o seu não diz isso. Parar para perguntar, como você está fazendo, é o cuidado certo. Com quem você poderia conversar sobre isso hoje?',
    fr: "Tu n'es pas bête. Ces arnaques sont montées par des gens dont c'est le métier, pour tromper des personnes prudentes et gentilles, et elles marchent en se servant de la confiance et de la chaleur qui sont ce qu'il y a de bon en toi. Aucun thème ne rend quelqu'un crédule, et le tien ne le dit pas. T'arrêter pour demander, comme tu le fais, c'est ça, être prudente. À qui pourrais-tu en parler aujourd'hui ?",
  },
  plan: {
    en: "Talking to {who} is a really good plan: someone who knows you is exactly the second pair of eyes these schemes try to keep away. If any money has already gone, call your bank straight away too, since they can sometimes stop a transfer. I'm here after you've talked, if you want to.",
    es: 'Hablar con {who} es muy buena idea: te conoce, y otra mirada es justo lo que estas estafas intentan evitar. Si ya ha salido algún dinero, llama también a tu banco cuanto antes, porque a veces pueden frenar una transferencia. Aquí estoy después de que habléis, si quieres.',
    pt: 'Falar com {who} é um ótimo plano: conhece você, e um segundo olhar é exatamente o que esses golpes tentam evitar. Se algum dinheiro já foi, ligue também para o seu banco o quanto antes, porque às vezes dá para barrar uma transferência. Estou aqui depois que vocês conversarem, se quiser.',
    fr: "En parler à {who}, c'est une très bonne idée : cette personne te connaît, et un deuxième regard est exactement ce que ces arnaques cherchent à éviter. Si de l'argent est déjà parti, appelle aussi ta banque tout de suite, elle peut parfois bloquer un virement. Je suis là après votre discussion, si tu veux.",
  },
};

/** "your sister" in each language, for the plan line. */
export const WHO_WORDS: Readonly<Record<Exclude<FollowUpLanguage, 'en'>, Record<string, string>>> = {
  es: {
    'your sister': 'tu hermana',
    'your brother': 'tu hermano',
    'your mum': 'tu madre',
    'your dad': 'tu padre',
    'your daughter': 'tu hija',
    'your son': 'tu hijo',
    'your friend': 'tu amiga',
    'your bank': 'tu banco',
  },
  pt: {
    'your sister': 'sua irmã',
    'your brother': 'seu irmão',
    'your mum': 'sua mãe',
    'your dad': 'seu pai',
    'your daughter': 'sua filha',
    'your son': 'seu filho',
    'your friend': 'sua amiga',
    'your bank': 'seu banco',
  },
  fr: {
    'your sister': 'ta sœur',
    'your brother': 'ton frère',
    'your mum': 'ta mère',
    'your dad': 'ton père',
    'your daughter': 'ta fille',
    'your son': 'ton fils',
    'your friend': 'ton amie',
    'your bank': 'ta banque',
  },
};
