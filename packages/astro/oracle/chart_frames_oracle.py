"""The chart-frames oracle: house cusps, angles and planets in a chosen house system and zodiac, from pyswisseph alone.

Usage: python chart_frames_oracle.py <ephe_path> <spec.json>
spec: {"cases": [{"id", "jd", "latitude", "longitude", "hsys": "P", "sid_mode": null | 1}]}
Prints JSON: {"charts": [{"id", "used", "cusps": [12], "asc", "mc", "planets": {name: lon}, "houses": {name: n}}]}.

Cusps come from swe.houses_ex with the system letter (and FLG_SIDEREAL after swe.set_sid_mode for a sidereal
zodiac); a planet's house is looked up here among those cusps, independently of the engine.
"""

import json
import sys

import swisseph as swe
from oracle_common import bodies

PLANETS = bodies("Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Uranus", "Neptune", "Pluto")


def house_of(lon, cusps):
    for i in range(12):
        start, end = cusps[i], cusps[(i + 1) % 12]
        width = (end - start) % 360
        if (lon - start) % 360 < width:
            return i + 1
    raise ValueError("no house for %f" % lon)


def chart(case):
    flags = swe.FLG_SWIEPH
    if case["sid_mode"] is not None:
        swe.set_sid_mode(case["sid_mode"], 0, 0)
        flags |= swe.FLG_SIDEREAL
    used = case["hsys"]
    try:
        cusps, ascmc = swe.houses_ex(case["jd"], case["latitude"], case["longitude"], used.encode(), flags)
    except swe.Error:
        # Undefined inside the polar circles (Placidus, Koch): Porphyry, the system Swiss Ephemeris' C library uses.
        used = "O"
        cusps, ascmc = swe.houses_ex(case["jd"], case["latitude"], case["longitude"], used.encode(), flags)
    cusps = list(cusps)[:12]
    planets = {}
    for name, body in PLANETS.items():
        xx, ret = swe.calc_ut(case["jd"], body, flags)
        if not ret & swe.FLG_SWIEPH:
            raise RuntimeError("Swiss Ephemeris fell back to Moshier: the ephemeris files are missing")
        planets[name] = xx[0]
    return {
        "id": case["id"],
        "used": used,
        "cusps": cusps,
        "asc": ascmc[0],
        "mc": ascmc[1],
        "planets": planets,
        "houses": {name: house_of(lon, cusps) for name, lon in planets.items()},
    }


def main():
    swe.set_ephe_path(sys.argv[1])
    with open(sys.argv[2]) as f:
        spec = json.load(f)
    print(json.dumps({"charts": [chart(c) for c in spec["cases"]]}))


main()
