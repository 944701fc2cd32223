// The honest line when someone asks for an outcome no chart can give, by voice and by what is asked about: how long
// a life is, children, an illness, money or a job, love, or anything else. Data only; situations.ts chooses.
import type { PersonalityId } from '@stellara/contract';
import { CHILDREN_NO_PROMISE } from './children-care.ts';

/** 'children': whether they will have any; 'kids': how children who exist will come through a hard time. */
/** 'luck': a win, a lucky day or luck turning, asked by someone betting: never a luck reading. */
/** 'justice': a verdict, an appeal, parole or a release date, asked about someone close in prison. */
/** 'court': whether their own case would be won (a dismissal, a claim against an employer). */
export type OutcomeKind =
  | 'death'
  | 'children'
  | 'kids'
  | 'health'
  | 'money'
  | 'love'
  | 'fate'
  | 'luck'
  | 'justice'
  | 'court'
  | 'general';

export const NO_PROMISE: Record<PersonalityId, Record<OutcomeKind, string>> = {
  guide: {
    kids: CHILDREN_NO_PROMISE.guide,
    death:
      'No chart can tell how long anyone will live or when they will die, and I would never read one that way; what it can show is how you meet life and what helps you feel steady.',
    children:
      "No chart can tell whether or when you will have children, and I won't pretend it can; that is a question for your doctor, and for time. What your chart can show is how you carry hope and loss.",
    health:
      "I can't tell you how an illness or anyone's health will turn out, and no chart honestly can; what I can show is how you tend to cope and what helps you feel steadier.",
    money:
      "I can't promise how the money or the job search will go, and nobody reading a chart can; what your chart does show is how you work best and where your strengths lie.",
    love: 'No one can tell you from a chart whether love will arrive, stay or come back; what it can show is what you need in love and the patterns you tend to repeat.',
    fate: 'No chart can say that something was meant to happen, and I would never read one that way: nothing in yours says this was written, deserved or your fault. What it can show is how you carry something this heavy, and what may help.',
    luck: "No chart shows luck turning or a win coming, and I won't read one that way: betting is built so that the odds win over time, whatever the sky is doing. What your chart can show is what pulls at you when the urge comes, and what steadies you.",
    court:
      "No chart can say whether you would win in court, and I won't guess at it: an employment lawyer who has read the papers can tell you how strong your case is, and many give a first talk free. What your chart can show is how you hold steady through a long fight.",
    justice:
      "No chart can tell how a case, an appeal or a parole hearing will go, or when someone will be released, and I won't guess at it; their lawyer and the prison can tell you what the real steps and dates are. What your chart can show is how you carry the waiting, and what helps.",
    general:
      "I can't promise how this turns out, and a chart can't either; what it can show is the tendencies you bring to it and the choices that fit you.",
  },
  witchy: {
    kids: CHILDREN_NO_PROMISE.witchy,
    death:
      'No chart, cauldron or card can tell how long a life will be, and I would never pretend mine can; the chart shows how you tend yourself, not when anything ends.',
    children:
      'No cauldron can tell whether a child will come, and I would never pretend mine can; that belongs to your doctor and to time. The chart can show how you tend your heart while you wait.',
    health:
      'No cauldron can see how a body will fare, and I would never pretend mine can; what the chart shows is how you tend yourself when things are hard.',
    money:
      'No spell of mine can promise the money or the job, and I would not sell you one; the chart can show where your gifts grow best.',
    love: 'No card or candle can promise whether love will arrive, stay or come back, and I would not pretend otherwise; the chart can show what your heart truly needs.',
    fate: 'No chart, card or candle can say a thing like this was meant to be, and I would never read one that way: nothing in yours says it was written, deserved or your fault. What the chart can show is how you tend yourself through it.',
    luck: 'No charm, candle or chart can turn luck or call a win, and I would never pretend otherwise; the odds are built to win. What the chart can show is what the urge is hungry for, and what feeds you instead.',
    court:
      "No cauldron, card or chart can say how a court will rule, and I won't pretend one can; a lawyer who has read your papers is the one to ask how strong it is. What the chart can show is how you keep your footing while it runs.",
    justice:
      'No cauldron or card can see a verdict, an appeal or a release date, and I would never pretend mine can; their lawyer and the prison hold those answers. The chart can show how you tend yourself through the waiting.',
    general: 'No brew can promise how this ends; the chart can only show the herbs you have to work with.',
  },
  mystical: {
    kids: CHILDREN_NO_PROMISE.mystical,
    death:
      'The sky does not write the length of a life, and I will not pretend to read it there; it shows how you walk, never when the road ends.',
    children:
      'The sky does not say whether a child will come, and I will not pretend it does; that belongs to your doctors and to time. It can show how you carry hope through a long night.',
    health:
      'The sky does not foretell the fate of a body, and I will not pretend it does; it can show how you meet hardship and where your strength lies.',
    money: 'The stars do not promise fortune or its loss; they can show the shape of your gifts and the way you build.',
    love: 'No star decrees whether a heart arrives, stays or returns; the sky can show what you seek in love and the old patterns you walk.',
    fate: 'The sky does not write our losses in advance, and I would never read it that way: nothing in your chart says this was fated, deserved or your fault. What it can show is how you walk through something this heavy.',
    luck: 'The sky holds no lucky hour and no win in waiting, and I will not pretend it does; the odds are built to win in the end. It can show what the urge is reaching for, and what steadies you.',
    court:
      "The sky does not hand down verdicts, and I won't read it as if it did; a lawyer who knows your papers can tell you how strong the case is. What your chart can show is how you walk through a long fight.",
    justice:
      'The sky does not hold verdicts, appeals or the day a door opens, and I will not pretend to read them there; their lawyer and the prison can say what is real. It can show how you walk through the waiting.',
    general:
      'The sky does not write endings in advance; it shows the currents you move in, and you choose how to swim.',
  },
  mentor: {
    kids: CHILDREN_NO_PROMISE.mentor,
    death:
      'A chart cannot tell how long anyone will live, and it would be wrong of me to read one that way; it shows how you meet life, not when it ends.',
    children:
      'A chart cannot tell whether or when you will have children, and it would be wrong of me to pretend otherwise; that is for your doctor, and for time. What it can show is how you carry hope and grief.',
    health:
      'A chart cannot tell how an illness will go, and it would be wrong of me to pretend otherwise; what it can show is how you carry difficulty, and what sustains you.',
    money:
      'No chart can promise the money or the job, and I would not want you to lean on one that claimed to; it can show how you work and what you build well over time.',
    love: 'Whether love arrives, stays or returns is not written in a chart; what it does show is what you need from love and the patterns worth understanding.',
    fate: 'A chart cannot say that something was meant to happen, and I would not want you to carry that idea: nothing in yours says this was written, deserved or your fault. What it can show is how you tend to carry hard things, and what steadies you.',
    luck: 'No chart can say that luck will turn or a win will come, and it would be wrong of me to suggest it; the odds are built to win over time. What it can show is what the urge is reaching for, and what steadies you.',
    court:
      'A chart cannot tell you whether you would win, and I would not want you to lean on one for that; an employment lawyer who has read the papers can. What it can show is how you tend to hold steady under pressure.',
    justice:
      'A chart cannot tell how a case or an appeal will go, or when someone comes home, and it would be wrong of me to read one that way; their lawyer and the prison can tell you the real steps. What it can show is how you carry a long wait.',
    general:
      'How this ends is not something a chart can promise; it can show the tendencies you bring, and you remain the one who chooses.',
  },
  coach: {
    kids: CHILDREN_NO_PROMISE.coach,
    death:
      "Straight answer: no chart can predict when anyone dies, and I won't go there. What it can show is how you handle life's pressure.",
    children:
      "Straight answer: no chart can tell if or when you'll have kids. That's a question for your doctor. What your chart can show is how you handle waiting and setbacks.",
    health:
      "Straight answer: no chart can predict health outcomes, and I won't guess. What it can show is how you handle pressure, so we can work with that.",
    money:
      'Straight answer: no chart can promise money or a job offer. What it can show is where your strengths are, so you can aim them.',
    love: "Straight answer: a chart can't say whether someone will show up, stay or come back. What it can show is what you need in a relationship, and that we can work with.",
    fate: 'Straight answer: no chart can say this was meant to happen. Nothing in yours says it was written, deserved or your fault. What it can show is how you handle hard things, and what helps.',
    luck: 'Straight answer: no chart predicts a win or a lucky day, and betting is built so the odds win over time. What it can show is your pattern under pressure, so we can work with that.',
    court:
      'Straight answer: no chart can call a court case. A lawyer who has seen your papers can tell you how strong it is, so book that first talk. What the chart can show is how you stay steady while it runs.',
    justice:
      "Straight answer: no chart can predict a verdict, an appeal or a release date, and I won't guess. Their lawyer and the prison can give you the real steps and dates. What your chart can show is how you handle the waiting.",
    general:
      "Straight answer: a chart can't promise the outcome. It can show your tendencies, and those you can work with.",
  },
};

/** Asked again in the same chat ("and his appeal?" after "when will he get out?"): the same answer, not its words. */
export const JUSTICE_AGAIN: Record<PersonalityId, string> = {
  guide:
    "Still no chart can say that, and I won't start guessing now: their lawyer is the one who can tell you the grounds, what happens next and the dates. What I can do is stay with how you're holding up while you wait.",
  witchy:
    'My cauldron stays as quiet on this as before: their lawyer holds the real answers about the case and the dates. I can keep you company through the waiting.',
  mystical:
    'The sky is as silent on this as before; their lawyer can speak to the case and its timetable. I can stay beside you through the waiting.',
  mentor:
    'My answer has not changed: no chart can tell that, and their lawyer is the one to ask about the grounds and the timetable. What we can look at is how you are carrying the wait.',
  coach:
    "Same straight answer: no chart can call it. Ask their lawyer for the grounds, the next step and the dates. Meanwhile, let's look after how you're holding up.",
};
