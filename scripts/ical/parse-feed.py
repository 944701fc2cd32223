"""Reads an iCalendar file on stdin with the `icalendar` package (an independent parser, not the library that
wrote it) and prints what a calendar app would take from it, as JSON: the calendar's PRODID and VERSION, any
parse errors, and each event's UID, DTSTAMP, DTSTART/DTEND (with whether it is a date and its time zone), summary
and description. Test tooling only."""
import datetime
import json
import sys

import icalendar


def when(prop):
    if prop is None:
        return None
    value = prop.dt
    if isinstance(value, datetime.datetime):
        tz = value.tzinfo
        return {
            "date": False,
            "iso": value.isoformat(),
            "utc": tz is not None and value.utcoffset() == datetime.timedelta(0),
            "tz": None if tz is None else str(tz),
        }
    return {"date": True, "iso": value.isoformat(), "utc": False, "tz": None}


def main():
    calendar = icalendar.Calendar.from_ical(sys.stdin.buffer.read())
    events = []
    errors = list(calendar.errors)
    for component in calendar.walk("VEVENT"):
        errors.extend(component.errors)
        events.append(
            {
                "uid": str(component.get("UID")) if component.get("UID") is not None else None,
                "dtstamp": when(component.get("DTSTAMP")),
                "start": when(component.get("DTSTART")),
                "end": when(component.get("DTEND")),
                "summary": str(component.get("SUMMARY", "")),
                "description": str(component.get("DESCRIPTION", "")),
            }
        )
    print(
        json.dumps(
            {
                "prodid": str(calendar.get("PRODID", "")),
                "version": str(calendar.get("VERSION", "")),
                "timezones": [str(tz.get("TZID")) for tz in calendar.walk("VTIMEZONE")],
                "errors": [str(e) for e in errors],
                "events": events,
            }
        )
    )


main()
