"""The sky-events oracle: new and full Moons, eclipses and stations in a range, from pyswisseph alone.

Usage: python sky_events_oracle.py <ephe_path> <spec.json>
spec: {"from": jd, "to": jd, "station_bodies": ["Mercury", ...]}
Prints JSON: {"lunations": [{"kind", "jd"}], "quarters": [{"kind", "jd"}] (the four phases), "solar": [{"flag", "jd"}], "lunar": [{"flag", "jd"}],
"stations": [{"body", "kind", "jd"}]}.

Found independently of the engine: a half-day scan and plain bisection (not the engine's false position).
"""

import json
import sys

import swisseph as swe
from oracle_common import SECOND, bodies, scan_roots, wrap180

BODIES = bodies("Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto")


def lon(jd, body):
    return swe.calc_ut(jd, body, swe.FLG_SWIEPH | swe.FLG_SPEED)[0][0]


def speed(jd, body):
    return swe.calc_ut(jd, body, swe.FLG_SWIEPH | swe.FLG_SPEED)[0][3]


def lunations(start, end, targets=(("new", 0), ("full", 180))):
    out = []
    for kind, target in targets:
        f = lambda t: wrap180(lon(t, swe.MOON) - lon(t, swe.SUN) - target)
        rising = lambda a, b: a < 0 <= b and abs(a) < 90 and abs(b) < 90
        out += [{"kind": kind, "jd": t} for t, _, _ in scan_roots(f, start, end, 0.5, rising, SECOND / 4)]
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
        turns = scan_roots(lambda t: speed(t, body), start, end, 0.5, lambda a, b: (a < 0) != (b < 0), SECOND / 4)
        out += [{"body": name, "kind": "retrograde" if b < 0 else "direct", "jd": t} for t, _, b in turns]
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
                "quarters": lunations(
                    spec["from"],
                    spec["to"],
                    (("new", 0), ("first-quarter", 90), ("full", 180), ("last-quarter", 270)),
                ),
                "solar": solar,
                "lunar": lunar,
                "stations": stations(spec["from"], spec["to"], spec["station_bodies"]),
                "flags": flags,
            }
        )
    )


main()
