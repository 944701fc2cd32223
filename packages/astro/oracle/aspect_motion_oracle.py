"""Whether a natal aspect was applying or separating, from pyswisseph alone, for the aspects test.

Usage: python aspect_motion_oracle.py <ephe_path> <spec.json>
spec: {"cases": [{"id", "jd", "p1", "p2", "angle"}]}
Prints JSON: {"cases": [{"id", "orb", "orbLater"}]}: the distance from the exact angle at birth and one minute later.

Independent of the engine's speeds: the aspect applies when the orb measured a minute later is smaller.
"""

import json
import sys

import swisseph as swe
from oracle_common import SWE_BODIES as BODIES

MINUTE = 1 / 1440


def orb(jd, p1, p2, angle):
    a = swe.calc_ut(jd, BODIES[p1], swe.FLG_SWIEPH)[0][0]
    b = swe.calc_ut(jd, BODIES[p2], swe.FLG_SWIEPH)[0][0]
    d = abs(a - b) % 360.0
    return abs(min(d, 360.0 - d) - angle)


def main():
    swe.set_ephe_path(sys.argv[1])
    with open(sys.argv[2]) as f:
        spec = json.load(f)
    out = []
    for c in spec["cases"]:
        out.append(
            {
                "id": c["id"],
                "orb": orb(c["jd"], c["p1"], c["p2"], c["angle"]),
                "orbLater": orb(c["jd"] + MINUTE, c["p1"], c["p2"], c["angle"]),
            }
        )
    print(json.dumps({"cases": out}))


if __name__ == "__main__":
    main()
