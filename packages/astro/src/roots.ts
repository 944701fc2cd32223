// Root finding shared by the engine's searches (transit passes, lunations, stations, ingresses). Pure.

/**
 * When `solve` stops: a precision (in the unit of t) ends the search once the bracket or the estimate is that tight;
 * a fixed number of steps runs exactly that many with no tolerance test, so the result depends only on f, a and b
 * (the transit model's canonical roots, bit-identical whichever day they are found from).
 */
export type SolveStop = number | { steps: number };

/**
 * Root of a continuous f between a and b where f(a) and f(b) differ in sign (Illinois false position:
 * a handful of evaluations instead of bisection's twenty for one-second precision).
 */
export function solve(f: (t: number) => number, a: number, fa: number, b: number, fb: number, stop: SolveStop): number {
  const precision = typeof stop === 'number' ? stop : null;
  const steps = precision === null ? (stop as { steps: number }).steps : 60;
  let side = 0;
  let c = a;
  let last = Number.NaN;
  for (let i = 0; i < steps; i++) {
    if (precision !== null && Math.abs(b - a) <= precision) break;
    c = (a * fb - b * fa) / (fb - fa);
    if (precision !== null) {
      // Converged when the estimate stops moving, even if one end of the bracket stays put.
      if (Math.abs(c - last) < precision / 4) return c;
      last = c;
    }
    const fc = f(c);
    if (fc === 0) return c;
    if (Math.sign(fc) === Math.sign(fb)) {
      b = c;
      fb = fc;
      if (side === -1) fa /= 2;
      side = -1;
    } else {
      a = c;
      fa = fc;
      if (side === 1) fb /= 2;
      side = 1;
    }
  }
  return precision === null ? c : (a + b) / 2;
}
