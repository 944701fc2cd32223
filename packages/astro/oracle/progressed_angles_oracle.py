"""Progressed angles from pyswisseph alone, for the progressed-angles test.

Usage: python progressed_angles_oracle.py <ephe_path> <spec.json>
spec: {"cases": [{"id", "birth": jd, "at": jd, "lat", "lon"}]}
Prints JSON: {"cases": [{"id", "mc": longitude, "asc": longitude}]}

Independent of the engine's code: the solar arc in longitude (progressed Sun minus natal Sun, a day for a year of
365.242199 days) added to the natal Midheaven, and the Ascendant from swe.houses_armc at the right ascension of that
Midheaven, found by swe.cotrans, at the birth latitude. Tropical.
"""

import json
import sys

import swisseph as swe

YEAR = 365.242199


def sun(jd):
    return swe.calc_ut(jd, swe.SUN, swe.FLG_SWIEPH)[0][0]


def main():
    swe.set_ephe_path(sys.argv[1])
    with open(sys.argv[2]) as f:
        spec = json.load(f)
    out = []
    for case in spec["cases"]:
        birth = case["birth"]
        progressed = birth + (case["at"] - birth) / YEAR
        arc = (sun(progressed) - sun(birth)) % 360.0
        natal_mc = swe.houses(birth, case["lat"], case["lon"], b"P")[1][1]
        mc = (natal_mc + arc) % 360.0
        eps = swe.calc_ut(progressed, swe.ECL_NUT)[0][0]
        armc = swe.cotrans((mc, 0.0, 1.0), -eps)[0]
        asc = swe.houses_armc(armc, case["lat"], eps, b"P")[1][0]
        out.append({"id": case["id"], "mc": mc, "asc": asc})
    print(json.dumps({"cases": out}))


if __name__ == "__main__":
    main()
