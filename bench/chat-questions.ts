// The questions the chat benchmarks send in turn: a reading, a topic, a placement, a house, an aspect, one word.
export const benchQuestions = [
  'Tell me about my chart',
  'What about love?',
  'Tell me about my Venus',
  'What does my 10th house say?',
  'What does Sun square Moon mean?',
  'career?',
];
