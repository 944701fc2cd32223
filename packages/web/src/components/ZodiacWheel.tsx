import { ZODIAC } from '@stellara/contract/vocabulary';

const glyphs = ZODIAC.map((sign) => sign.glyph);
const C = 200;

function polar(radius: number, degrees: number): { x: number; y: number } {
  const a = (degrees * Math.PI) / 180;
  return { x: C + radius * Math.cos(a), y: C + radius * Math.sin(a) };
}

const spokes = Array.from({ length: 12 }, (_, i) => ({
  deg: i * 30,
  from: polar(160, i * 30),
  to: polar(196, i * 30),
}));
const ticks = Array.from({ length: 72 }, (_, i) => ({ deg: i * 5, from: polar(154, i * 5), to: polar(160, i * 5) }));
const labels = glyphs.map((glyph, i) => ({ glyph, at: polar(178, i * 30 + 15) }));

/** A quiet, decorative zodiac ring behind the landing headline. */
export function ZodiacWheel() {
  return (
    <svg className="zodiac-wheel" viewBox="0 0 400 400" aria-hidden="true" focusable="false">
      <g fill="none" stroke="currentColor">
        <circle cx={C} cy={C} r="196" strokeOpacity="0.35" />
        <circle cx={C} cy={C} r="160" strokeOpacity="0.25" />
        <circle cx={C} cy={C} r="96" strokeOpacity="0.18" />
        {spokes.map((s) => (
          <line key={s.deg} x1={s.from.x} y1={s.from.y} x2={s.to.x} y2={s.to.y} strokeOpacity="0.35" />
        ))}
        {ticks.map((t) => (
          <line key={t.deg} x1={t.from.x} y1={t.from.y} x2={t.to.x} y2={t.to.y} strokeOpacity="0.3" />
        ))}
      </g>
      <g fill="currentColor" fillOpacity="0.55" fontSize="18" textAnchor="middle" dominantBaseline="central">
        {labels.map(({ glyph, at }) => (
          <text key={glyph} x={at.x} y={at.y}>
            {glyph}
          </text>
        ))}
      </g>
    </svg>
  );
}
