"""The Astrologer API's v4 answers, made the way its routes make them, for the compatibility test.

Usage: astrologer_v4_peer.py <ephe_dir> <requests.json>  ->  JSON on stdout: {"answers": {id: answer}}.
Test tooling only (not product code). Each request is {"id", "route", "body"} as a client would send it to
/api/v4/<route>; the answer is what the peer (Astrologer API v4 on Kerykeion 4.26) sends back for it: its
pydantic models' model_dump(), laid out per route as its router lays them out. Only the answer's shape is
compared (v4-compatibility.int.test.ts), so the wheel SVGs are Kerykeion's own and the moment of /now is
given by the request instead of read from a clock.
"""
import json
import logging
import sys

import swisseph as swe

EPHE = sys.argv[1]
# Both sides read the same ephemeris files (see packages/astro/oracle/kerykeion_oracle.py).
_set_ephe_path = swe.set_ephe_path
swe.set_ephe_path = lambda _path: _set_ephe_path(EPHE)

from kerykeion import AstrologicalSubject, KerykeionChartSVG, NatalAspects  # noqa: E402
from kerykeion.aspects.synastry_aspects import SynastryAspects  # noqa: E402
from kerykeion.composite_subject_factory import CompositeSubjectFactory  # noqa: E402
from kerykeion.relationship_score.relationship_score_factory import RelationshipScoreFactory  # noqa: E402
from kerykeion.settings.config_constants import DEFAULT_ACTIVE_ASPECTS, DEFAULT_ACTIVE_POINTS  # noqa: E402

logging.disable(logging.CRITICAL)


def subject(s, name=None, like=None):
    """The peer's AstrologicalSubject for a request subject (its request model's defaults); a transit subject
    takes the natal subject's settings (`like`) and the name "Transit", as the peer's transit routes do."""
    settings = like or s
    return AstrologicalSubject(
        name=name or s["name"], year=s["year"], month=s["month"], day=s["day"], hour=s["hour"], minute=s["minute"],
        city=s.get("city", ""), nation=s.get("nation", ""), lat=s["latitude"], lng=s["longitude"],
        tz_str=s["timezone"], online=False,
        zodiac_type=settings.get("zodiac_type", "Tropic"), sidereal_mode=settings.get("sidereal_mode"),
        houses_system_identifier=settings.get("houses_system_identifier", "P"),
        perspective_type=settings.get("perspective_type", "Apparent Geocentric"),
    )


def options(body):
    return {"active_points": body.get("active_points") or DEFAULT_ACTIVE_POINTS,
            "active_aspects": body.get("active_aspects") or DEFAULT_ACTIVE_ASPECTS}


def svg(chart, body):
    return chart.makeWheelOnlyTemplate(minify=True) if body.get("wheel_only") else chart.makeTemplate(minify=True)


def dump(models):
    return [m.model_dump() for m in models]


def natal(route, body):
    s = subject(body["subject"])
    data = s.model().model_dump()
    if route == "birth-data":
        return {"status": "OK", "data": data}
    if route == "natal-aspects-data":
        return {"status": "OK", "data": {"subject": data},
                "aspects": dump(NatalAspects(s, **options(body)).relevant_aspects)}
    chart = KerykeionChartSVG(s, theme=body.get("theme", "classic"), chart_language="EN", **options(body))
    return {"status": "OK", "chart": svg(chart, body), "data": data, "aspects": dump(chart.aspects_list)}


def transit(route, body):
    first = subject(body["first_subject"])
    sky = subject(body["transit_subject"], name="Transit", like=body["first_subject"])
    data = {"subject": first.model().model_dump(), "transit": sky.model().model_dump()}
    if route == "transit-aspects-data":
        return {"status": "OK", "data": data, "aspects": dump(SynastryAspects(first, sky, **options(body)).relevant_aspects)}
    chart = KerykeionChartSVG(first, second_obj=sky, chart_type="Transit", theme=body.get("theme", "classic"),
                              chart_language="EN", **options(body))
    return {"status": "OK", "chart": svg(chart, body), "aspects": dump(chart.aspects_list), "data": data}


def pair(route, body):
    a, b = subject(body["first_subject"]), subject(body["second_subject"])
    data = {"first_subject": a.model().model_dump(), "second_subject": b.model().model_dump()}
    if route == "synastry-aspects-data":
        return {"status": "OK", "data": data, "aspects": dump(SynastryAspects(a, b, **options(body)).relevant_aspects)}
    if route == "synastry-chart":
        chart = KerykeionChartSVG(a, second_obj=b, chart_type="Synastry", theme=body.get("theme", "classic"),
                                  chart_language="EN", **options(body))
        return {"status": "OK", "chart": svg(chart, body), "aspects": dump(chart.aspects_list), "data": data}
    if route == "relationship-score":
        score = RelationshipScoreFactory(a, b).get_relationship_score()
        return {"status": "OK", "score": score.score_value, "score_description": score.score_description,
                "is_destiny_sign": score.is_destiny_sign, "aspects": dump(score.aspects), "data": data}
    composite = CompositeSubjectFactory(a, b).get_midpoint_composite_subject_model()
    aspects = NatalAspects(composite, **options(body)).relevant_aspects
    composite_data = composite.model_dump()
    for key in ("first_subject", "second_subject"):
        composite_data.pop(key, None)
    return {"status": "OK", "data": {"composite_subject": composite_data, **data}, "aspects": dump(aspects)}


def now(body):
    t = body["at"]
    s = AstrologicalSubject(city="GMT", nation="UK", lat=51.477928, lng=-0.001545, tz_str="GMT", year=t["year"],
                            month=t["month"], day=t["day"], hour=t["hour"], minute=t["minute"], online=False)
    return {"status": "OK", "data": s.model().model_dump()}


ROUTES = {
    "birth-data": natal, "natal-aspects-data": natal, "birth-chart": natal,
    "transit-aspects-data": transit, "transit-chart": transit,
    "synastry-aspects-data": pair, "synastry-chart": pair, "composite-aspects-data": pair, "relationship-score": pair,
}


def main():
    with open(sys.argv[2], encoding="utf-8") as f:
        spec = json.load(f)
    answers = {}
    for r in spec["requests"]:
        try:
            route, body = r["route"], r["body"]
            answers[r["id"]] = now(body) if route == "now" else ROUTES[route](route, body)
        except Exception as e:  # reported per request, so one failure does not hide the others
            answers[r["id"]] = {"oracle_error": repr(e)}
    json.dump({"answers": answers}, sys.stdout)


main()
