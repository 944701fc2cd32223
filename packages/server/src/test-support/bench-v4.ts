// @stellara/server/bench/v4: the /api/v4 chart pieces bench/astro-api*.ts and bench/v4-answer-writer.ts time. The
// floor server is bundled and run as a process of its own, so this entry holds only what those benchmarks call.
export { castBirthChart } from '../charts/birth-chart.ts';
export { chartForSubject } from '../charts/v4.service.ts';
export { natalAnswerBytes } from '../charts/v4-answer.ts';
