"""Golden-test oracle: Kerykeion 4 (PyPI) computes the charts described in a JSON file, all in one process.

Usage: kerykeion_oracle.py <ephe_dir> <cases.json>  ->  JSON on stdout.
Test tooling only (not product code). Two deliberate patches, documented in golden.test.ts:
- Swiss Ephemeris reads our ephemeris folder: Kerykeion 4 ships only seas_18.se1, so out of the box its
  planets and Moon come from the Moshier fallback; both sides must read the same files to compare arcseconds.
- Kerykeion moves any latitude beyond +-66 deg to +-66 deg before computing houses; we keep the real latitude
  (Swiss Ephemeris then reports its Porphyry fallback), so the oracle keeps it too.
"""
import json
import logging
import sys

import swisseph as swe

EPHE = sys.argv[1]
_set_ephe_path = swe.set_ephe_path
swe.set_ephe_path = lambda _path: _set_ephe_path(EPHE)

import kerykeion.astrological_subject as ks  # noqa: E402
from kerykeion import AstrologicalSubject, NatalAspects  # noqa: E402
from kerykeion.aspects.synastry_aspects import SynastryAspects  # noqa: E402
from kerykeion.composite_subject_factory import CompositeSubjectFactory  # noqa: E402
from kerykeion.relationship_score.relationship_score_factory import RelationshipScoreFactory  # noqa: E402

ks.check_and_adjust_polar_latitude = lambda latitude: latitude
logging.disable(logging.CRITICAL)

POINTS = ["sun", "moon", "mercury", "venus", "mars", "jupiter", "saturn", "uranus", "neptune", "pluto", "chiron",
          "mean_node", "true_node", "mean_south_node", "true_south_node", "mean_lilith",
          "ascendant", "medium_coeli", "descendant", "imum_coeli"]
HOUSES = ["first_house", "second_house", "third_house", "fourth_house", "fifth_house", "sixth_house",
          "seventh_house", "eighth_house", "ninth_house", "tenth_house", "eleventh_house", "twelfth_house"]


def subject(c):
    return AstrologicalSubject(
        c["id"], c["year"], c["month"], c["day"], c["hour"], c["minute"],
        lng=c["longitude"], lat=c["latitude"], tz_str="UTC", city="X", nation="XX", online=False,
        zodiac_type=c["zodiac"], sidereal_mode=c.get("ayanamsa"),
        houses_system_identifier=c["house_system"], perspective_type=c["perspective"],
    )


def point(p):
    return {"abs_pos": p["abs_pos"], "sign": p["sign"], "sign_num": p["sign_num"], "position": p["position"],
            "house": p["house"], "retrograde": p["retrograde"], "quality": p["quality"], "element": p["element"]}


def aspects(lst):
    return [{"p1_name": a["p1_name"], "p2_name": a["p2_name"], "aspect": a["aspect"], "orbit": a["orbit"],
             "aspect_degrees": a["aspect_degrees"], "diff": a["diff"]} for a in lst]


def chart(s):
    return {
        "julian_day": s.julian_day,
        "points": {name: point(s[name]) for name in POINTS},
        "houses": [s[h]["abs_pos"] for h in HOUSES],
        "lunar_phase": s.lunar_phase.model_dump(),
    }


def main():
    with open(sys.argv[2], encoding="utf-8") as f:
        spec = json.load(f)
    out = {"natal": [], "pairs": []}
    for c in spec["natal"]:
        try:
            fallback = None
            try:
                s = subject(c)
            except Exception as e:
                # pyswisseph raises where Swiss Ephemeris switches to Porphyry (polar circles): ask for Porphyry.
                if "swisseph.houses" not in repr(e):
                    raise
                s, fallback = subject({**c, "house_system": "O"}), "O"
            out["natal"].append({"id": c["id"], **chart(s), "houses_fallback": fallback,
                                 "aspects": aspects(NatalAspects(s).relevant_aspects)})
        except Exception as e:  # reported per case, so one odd case does not hide the others
            out["natal"].append({"id": c["id"], "error": repr(e)})
    for p in spec["pairs"]:
        try:
            a, b = subject(p["first"]), subject(p["second"])
        except Exception as e:
            out["pairs"].append({"id": p["id"], "error": repr(e)})
            continue
        score = RelationshipScoreFactory(a, b).get_relationship_score()
        pair = {
            "id": p["id"],
            "synastry": aspects(SynastryAspects(a, b).all_aspects),
            "synastry_relevant": aspects(SynastryAspects(a, b).relevant_aspects),
            "score": {"value": score.score_value, "description": score.score_description,
                      "aspects": [{"p1_name": x.p1_name, "p2_name": x.p2_name, "aspect": x.aspect, "orbit": x.orbit}
                                  for x in score.aspects]},
        }
        try:
            comp = CompositeSubjectFactory(a, b).get_midpoint_composite_subject_model()
            pair["composite"] = {
                "points": {name: {"abs_pos": comp[name]["abs_pos"], "house": comp[name]["house"]} for name in POINTS},
                "houses": [comp[h]["abs_pos"] for h in HOUSES],
            }
        except Exception as e:
            pair["composite_error"] = repr(e)
        out["pairs"].append(pair)
    json.dump(out, sys.stdout)


main()
