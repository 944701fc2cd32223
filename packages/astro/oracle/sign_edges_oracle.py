"""A body crossing a sign's edges, from pyswisseph alone, for the sign-stays test.

Usage: python sign_edges_oracle.py <ephe_path> <spec.json>
spec: {"cases": [{"id", "body", "sign" (0-11), "from": jd, "to": jd}]}
Prints JSON: {"cases": [{"id", "entries": [jd], "exits": [jd]}]}: every crossing into and out of the sign.

Found independently of the engine: a day-step scan of the offset from each edge and plain bisection.
"""

import json
import sys

import swisseph as swe
from oracle_common import bodies, scan_roots, wrap180

BODIES = bodies("Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto", "Chiron")


def crossings(body, edge, start, end):
    def offset(jd):
        return wrap180(swe.calc_ut(jd, body, swe.FLG_SWIEPH)[0][0] - edge)

    def accept(a, b):
        return (a < 0) != (b < 0) and abs(a) < 90 and abs(b) < 90

    return scan_roots(offset, start, end, 1.0, accept)


def main():
    swe.set_ephe_path(sys.argv[1])
    with open(sys.argv[2]) as f:
        spec = json.load(f)
    out = []
    for case in spec["cases"]:
        body = BODIES[case["body"]]
        low = case["sign"] * 30.0
        high = (low + 30.0) % 360.0
        entries, exits = [], []
        # The low edge: forward is an entry, backward an exit; the high edge the other way round.
        for t, a, _b in crossings(body, low, case["from"], case["to"]):
            (entries if a < 0 else exits).append(t)
        for t, a, _b in crossings(body, high, case["from"], case["to"]):
            (exits if a < 0 else entries).append(t)
        out.append({"id": case["id"], "entries": sorted(entries), "exits": sorted(exits)})
    print(json.dumps({"cases": out}))


if __name__ == "__main__":
    main()
