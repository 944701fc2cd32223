"""Transit passages and returns found independently with pyswisseph, for the passages golden test.

Usage: passages_oracle.py <ephemeris folder> <cases.json>; prints JSON to stdout.

Every root comes from a plain scan of swe.calc_ut longitudes (one day a step, each step split at a station so the
longitude is monotonic on every piece) and bisection to a second: nothing is shared with the TypeScript engine but
the ephemeris files and the birth data.
"""

import json
import sys

import swisseph as swe
from oracle_common import bisect, bodies, wrap180

BODIES = bodies(
    "Sun", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto", "Chiron", "Mean_Node", "Moon"
)
FLAGS = swe.FLG_SWIEPH | swe.FLG_SPEED


def position(jd, body):
    data = swe.calc_ut(jd, BODIES[body], FLAGS)[0]
    return data[0], data[3]


def pieces(body, start, end, step=1.0, near=None):
    """Sample times from start to end, `step` days apart (far less than the time between two stations) plus every
    station, so the body is monotonic between them; returns (time, longitude) pairs. With `near` (a test on the
    longitude), only the stations where it holds are looked for: elsewhere no root is sought."""
    out = []
    t = start
    prev = None
    while t <= end:
        lon, speed = position(t, body)
        if prev is not None and (speed < 0) != (prev[2] < 0) and (near is None or near(lon) or near(prev[1])):
            station = bisect(lambda x: position(x, body)[1], prev[0], t)
            out.append((station, position(station, body)[0]))
        out.append((t, lon))
        prev = (t, lon, speed)
        t += step
    return out


def crossings(samples, body, natal, values, near=None):
    """Every instant the offset wrap180(longitude - natal) passes one of `values` (degrees), looking only at the
    steps in `near` (indices) when given: the body moves well under a degree a step, so a step far from every
    value cannot hold a crossing."""
    out = []
    for i in range(len(samples) - 1) if near is None else near:
        (a, la), (b, lb) = samples[i], samples[i + 1]
        for v in values:
            fa = wrap180(la - natal - v)
            fb = wrap180(lb - natal - v)
            if abs(fa) > 90 or abs(fb) > 90 or (fa < 0) == (fb < 0):
                continue
            out.append((bisect(lambda x: wrap180(position(x, body)[0] - natal - v), a, b), v))
    return sorted(out)


def passes(samples, body, natal, angle, orb, window):
    exact_values = [angle] if angle in (0, 180) else [angle, -angle]
    edge_values = sorted({wrap180(s * angle + d) for s in (1, -1) for d in (orb, -orb)})
    in_orb = lambda lon: abs(abs(wrap180(lon - natal)) - angle) <= orb
    state = in_orb(samples[0][1])
    start = None
    found = []
    # Steps within a degree of the orb window (either end): the only ones a root can be in.
    near = [
        i
        for i in range(len(samples) - 1)
        if abs(abs(wrap180(samples[i][1] - natal)) - angle) <= orb + 1
        or abs(abs(wrap180(samples[i + 1][1] - natal)) - angle) <= orb + 1
    ]
    hits = [t for t, _ in crossings(samples, body, natal, exact_values, near)]
    for t, _ in crossings(samples, body, natal, edge_values, near):
        if not state:
            start = t
        else:
            found.append((start, t))
        state = not state
    if state:
        found.append((start, None))
    out = []
    for start, end in found:
        if start is None or end is None:
            continue  # runs past the scanned stretch: the margin is too short for this one
        if start > window[1] or end < window[0]:
            continue
        exact = [h for h in hits if start <= h <= end]
        out.append(
            {
                "start": start,
                "end": end,
                "exact": [{"jd": h, "retrograde": position(h, body)[1] < 0} for h in exact],
            }
        )
    return out


def natal_longitudes(birth):
    out = {name: position(birth["jd"], name)[0] for name in BODIES}
    _, ascmc = swe.houses_ex(birth["jd"], birth["latitude"], birth["longitude"], b"P")
    out["Ascendant"] = ascmc[0]
    out["Medium_Coeli"] = ascmc[1]
    return out


def passage_case(case):
    natal = natal_longitudes(case["birth"])
    window = (case["from"], case["to"])
    margin = case["margin"]
    result = {"id": case["id"], "natal": natal, "contacts": []}
    for body in case["transiting"]:
        samples = pieces(body, window[0] - margin, window[1] + margin)
        for contact in case["contacts"]:
            if contact["transiting"] != body:
                continue
            found = passes(samples, body, natal[contact["natal"]], contact["angle"], contact["orb"], window)
            result["contacts"].append({**contact, "passes": found})
    return result


def return_case(case):
    birth = case["birth"]["jd"]
    body = case["body"]
    natal = position(birth, body)[0]
    target = natal + case["angle"]
    near = lambda lon: abs(wrap180(lon - target)) < 10
    samples = pieces(body, birth + case["skipDays"], birth + case["untilDays"], case["step"], near)
    near_steps = [i for i in range(len(samples) - 1) if near(samples[i][1]) or near(samples[i + 1][1])]
    hits = [t for t, _ in crossings(samples, body, natal, [case["angle"]], near_steps)]
    return {"id": case["id"], "natalLongitude": natal, "hits": hits}


def main():
    swe.set_ephe_path(sys.argv[1])
    with open(sys.argv[2]) as f:
        spec = json.load(f)
    print(
        json.dumps(
            {
                "passages": [passage_case(c) for c in spec.get("passages", [])],
                "returns": [return_case(c) for c in spec.get("returns", [])],
            }
        )
    )


if __name__ == "__main__":
    main()
