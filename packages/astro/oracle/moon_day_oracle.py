"""The Moon-day oracle: the Moon's sign at the start and end of a day and the instant it changed sign, from pyswisseph.

Usage: python moon_day_oracle.py <ephe_path> <spec.json>
spec: {"days": [{"id", "start": jd, "end": jd}]}
Prints JSON: {"days": [{"id", "startSign": 0-11, "endSign": 0-11, "change": jd or null}]}.

Found independently of the engine: a ten-minute scan for the crossing and plain bisection (not false position).
"""

import json
import math
import sys

import swisseph as swe

SECOND = 1 / 86400


def lon(jd):
    return swe.calc_ut(jd, swe.MOON, swe.FLG_SWIEPH | swe.FLG_SPEED)[0][0]


def sign(jd):
    return int(math.floor(lon(jd) / 30)) % 12


def crossing(a, b):
    """The first instant in [a, b] whose sign differs from a's, to a quarter second."""
    first = sign(a)
    step = 10 / 1440
    t = a
    while t < b:
        nxt = min(t + step, b)
        if sign(nxt) != first:
            lo, hi = t, nxt
            while hi - lo > SECOND / 4:
                mid = (lo + hi) / 2
                if sign(mid) == first:
                    lo = mid
                else:
                    hi = mid
            return (lo + hi) / 2
        t = nxt
    return None


def main():
    swe.set_ephe_path(sys.argv[1])
    with open(sys.argv[2]) as f:
        spec = json.load(f)
    out = []
    for day in spec["days"]:
        start, end = day["start"], day["end"]
        out.append(
            {"id": day["id"], "startSign": sign(start), "endSign": sign(end), "change": crossing(start, end)}
        )
    print(json.dumps({"days": out}))


if __name__ == "__main__":
    main()
