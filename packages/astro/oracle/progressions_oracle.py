"""Secondary progressions from pyswisseph alone, for the progressions test.

Usage: python progressions_oracle.py <ephe_path> <spec.json>
spec: {"cases": [{"id", "birth": jd, "at": jd, "cusps": [12 longitudes]}]}
Prints JSON: {"cases": [{"id", "bodies": {name: longitude}, "moonEntry": jd, "moonEntrySign": 0-11}]}

Independent of the engine: a day for a year (mean tropical year 365.242199 days), tropical geocentric positions
straight from swe.calc_ut, and the progressed Moon's next sign entry by an hour-step scan of ephemeris time and
plain bisection, turned back into a real date.
"""

import json
import sys

import swisseph as swe
from oracle_common import bisect, bodies, wrap180

YEAR = 365.242199
BODIES = bodies("Sun", "Moon", "Mercury", "Venus", "Mars")


def longitude(jd, body):
    return swe.calc_ut(jd, body, swe.FLG_SWIEPH)[0][0] % 360.0


def main():
    swe.set_ephe_path(sys.argv[1])
    with open(sys.argv[2]) as f:
        spec = json.load(f)
    out = []
    for case in spec["cases"]:
        birth = case["birth"]
        progressed = birth + (case["at"] - birth) / YEAR
        bodies = {name: longitude(progressed, body) for name, body in BODIES.items()}
        edge = (int(bodies["Moon"] // 30) + 1) * 30 % 360

        def offset(jd):
            return wrap180(longitude(jd, swe.MOON) - edge)

        t = progressed
        while not (offset(t) < 0 <= offset(t + 1 / 24)):
            t += 1 / 24
        entry = bisect(offset, t, t + 1 / 24, 1 / 864000)
        out.append(
            {
                "id": case["id"],
                "bodies": bodies,
                "moonEntry": birth + (entry - birth) * YEAR,
                "moonEntrySign": int(edge // 30) % 12,
            }
        )
    print(json.dumps({"cases": out}))


if __name__ == "__main__":
    main()
