#!/usr/bin/env python3
"""Test oracle for packages/server/src/places/time: Python's zoneinfo on the host's tz database.

stdin: {"tzpath": "/usr/share/zoneinfo", "cases": [[zone, y, mo, d, h, mi, s], ...]}
stdout: {"version": "...", "results": [[offset_fold0_s, offset_fold1_s, exists_fold0, exists_fold1, tzname_fold0], ...]}
A local time exists with fold f when converting it to UTC and back gives the same wall time.
"""
import json
import sys
import zoneinfo
from datetime import datetime, timezone


def main():
    req = json.load(sys.stdin)
    tzpath = req["tzpath"]
    zoneinfo.reset_tzpath([tzpath])
    version = None
    try:
        with open(f"{tzpath}/tzdata.zi", encoding="utf-8") as f:
            first = f.readline().split()
            version = first[2] if len(first) > 2 else None
    except OSError:
        pass
    cache = {}
    results = []
    for zone, y, mo, d, h, mi, s in req["cases"]:
        z = cache.get(zone)
        if z is None:
            z = cache[zone] = zoneinfo.ZoneInfo(zone)
        naive = datetime(y, mo, d, h, mi, s)
        row = []
        exists = []
        for fold in (0, 1):
            aware = naive.replace(tzinfo=z, fold=fold)
            row.append(int(aware.utcoffset().total_seconds()))
            back = aware.astimezone(timezone.utc).astimezone(z).replace(tzinfo=None)
            exists.append(back == naive)
        results.append(row + exists + [naive.replace(tzinfo=z, fold=0).tzname()])
    json.dump({"version": version, "results": results}, sys.stdout)


if __name__ == "__main__":
    main()
