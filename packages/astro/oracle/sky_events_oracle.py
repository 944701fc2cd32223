"""The sky-events oracle: new and full Moons, eclipses and stations in a range, from pyswisseph alone.

Usage: python sky_events_oracle.py <ephe_path> <spec.json>
spec: {"from": jd, "to": jd, "station_bodies": ["Mercury", ...]}
Prints JSON: {"lunations": [{"kind", "jd"}], "solar": [{"flag", "jd"}], "lunar": [{"flag", "jd"}],
"stations": [{"body", "kind", "jd"}]}.

Found independently of the engine: a half-day scan and plain bisection (not the engine's false position).
"""

import json
import sys

import swisseph as swe

SECOND = 1 / 86400
BODIES = {"Mercury": swe.MERCURY, "Venus": swe.VENUS, "Mars": swe.MARS, "Jupiter": swe.JUPITER, "Saturn": swe.SATURN}


def lon(jd, body):
    return swe.calc_ut(jd, body, swe.FLG_SWIEPH | swe.FLG_SPEED)[0][0]


def speed(jd, body):
    return swe.calc_ut(jd, body, swe.FLG_SWIEPH | swe.FLG_SPEED)[0][3]


def wrap180(x):
    return (x + 180) % 360 - 180


def bisect(f, a, b):
    fa = f(a)
    while b - a > SECOND / 4:
        m = (a + b) / 2
        fm = f(m)
        if (fm < 0) == (fa < 0):
            a, fa = m, fm
        else:
            b = m
    return (a + b) / 2


def lunations(start, end):
    out = []
    for kind, target in (("new", 0), ("full", 180)):
        f = lambda t: wrap180(lon(t, swe.MOON) - lon(t, swe.SUN) - target)
        t = start
        while t < end:
            u = min(t + 0.5, end)
            a, b = f(t), f(u)
            if a < 0 <= b and abs(a) < 90 and abs(b) < 90:
                out.append({"kind": kind, "jd": bisect(f, t, u)})
            t = u
    return sorted(out, key=lambda x: x["jd"])


def eclipses(start, end):
    solar, lunar = [], []
    t = start
    while True:
        flag, tret = swe.sol_eclipse_when_glob(t, swe.FLG_SWIEPH, 0, False)
        if tret[0] >= end:
            break
        solar.append({"flag": flag, "jd": tret[0]})
        t = tret[0] + 5
    t = start
    while True:
        flag, tret = swe.lun_eclipse_when(t, swe.FLG_SWIEPH, 0, False)
        if tret[0] >= end:
            break
        lunar.append({"flag": flag, "jd": tret[0]})
        t = tret[0] + 5
    return solar, lunar


def stations(start, end, bodies):
    out = []
    for name in bodies:
        body = BODIES[name]
        f = lambda t: speed(t, body)
        t = start
        while t < end:
            u = min(t + 0.5, end)
            a, b = f(t), f(u)
            if (a < 0) != (b < 0):
                out.append({"body": name, "kind": "retrograde" if b < 0 else "direct", "jd": bisect(f, t, u)})
            t = u
    return sorted(out, key=lambda x: x["jd"])


def main():
    swe.set_ephe_path(sys.argv[1])
    with open(sys.argv[2]) as fh:
        spec = json.load(fh)
    solar, lunar = eclipses(spec["from"], spec["to"])
    flags = {
        "total": swe.ECL_TOTAL,
        "annular": swe.ECL_ANNULAR,
        "partial": swe.ECL_PARTIAL,
        "hybrid": swe.ECL_ANNULAR_TOTAL,
        "penumbral": swe.ECL_PENUMBRAL,
    }
    print(
        json.dumps(
            {
                "lunations": lunations(spec["from"], spec["to"]),
                "solar": solar,
                "lunar": lunar,
                "stations": stations(spec["from"], spec["to"], spec["station_bodies"]),
                "flags": flags,
            }
        )
    )


main()
