"""What the pyswisseph oracles share: angle wrapping, plain bisection and a fixed-step scan for sign changes.

Deliberately not the engine's method (false position on a one-minute grid): the oracles check it independently.
"""

import swisseph as swe

SECOND = 1 / 86400

# The engine's body names and their Swiss Ephemeris numbers; each oracle takes the ones it checks (bodies()).
SWE_BODIES = {
    "Sun": swe.SUN,
    "Moon": swe.MOON,
    "Mercury": swe.MERCURY,
    "Venus": swe.VENUS,
    "Mars": swe.MARS,
    "Jupiter": swe.JUPITER,
    "Saturn": swe.SATURN,
    "Uranus": swe.URANUS,
    "Neptune": swe.NEPTUNE,
    "Pluto": swe.PLUTO,
    "Chiron": swe.CHIRON,
    "Mean_Node": swe.MEAN_NODE,
    "True_Node": swe.TRUE_NODE,
    "Mean_Lilith": swe.MEAN_APOG,
}


def bodies(*names):
    """The named bodies, in that order, as {name: Swiss Ephemeris number}."""
    return {name: SWE_BODIES[name] for name in names}


def wrap180(x):
    return (x + 180.0) % 360.0 - 180.0


def bisect(f, a, b, precision=SECOND):
    """A root of f between a and b (f(a), f(b) of opposite signs), to `precision` days."""
    fa = f(a)
    while b - a > precision:
        m = (a + b) / 2
        fm = f(m)
        if (fm < 0) == (fa < 0):
            a, fa = m, fm
        else:
            b = m
    return (a + b) / 2


def scan_roots(f, start, end, step, accept, precision=SECOND):
    """Every root of f from start to end, stepping `step` days; `accept(fa, fb)` says whether a step holds one.
    Returns (time, f before, f after) for each."""
    out = []
    t = start
    while t < end:
        u = min(t + step, end)
        a, b = f(t), f(u)
        if accept(a, b):
            out.append((bisect(f, t, u, precision), a, b))
        t = u
    return out
