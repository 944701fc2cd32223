// Root finding shared by the engine's searches (transit passes, lunations, stations, ingresses). Pure.

/**
 * Root of a continuous f between a and b where f(a) and f(b) differ in sign (Illinois false position:
 * a handful of evaluations instead of bisection's twenty for one-second precision).
 */
export function solve(
  f: (t: number) => number,
  a: number,
  fa: number,
  b: number,
  fb: number,
  precision: number,
): number {
  let side = 0;
  let last = Number.NaN;
  for (let i = 0; i < 60 && Math.abs(b - a) > precision; i++) {
    const c = (a * fb - b * fa) / (fb - fa);
    // Converged when the estimate stops moving, even if one end of the bracket stays put.
    if (Math.abs(c - last) < precision / 4) return c;
    last = c;
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
  return (a + b) / 2;
}
