#!/usr/bin/env python3
"""Fit recorded flings (data/*.csv + *.touch.json) against three candidate
Chromium fling curves.  Standard library only.  Implementations below are
written from the documented constants (see README.md), not copied code.

Candidates (offset in CSS px after t seconds for a release speed v px/s):
  fling_curve   ui/events/gestures/fling_curve.cc   x(t)=a e^{-g t} - b t - a
  physics       ui/events/gestures/physics_based_fling_curve.cc  (ppi 96,
                bounded by 3 x viewport height x boost multiplier)
  mobile        ui/events/mobile_scroller.cc  (Android OverScroller spline,
                friction 0.015, tuning 0.84, 160 px/in)

For each recording the fit window starts shortly after the (last) touchEnd
and ends 300 ms after the page stopped moving.  Free parameters: the curve's
start time ts (grid, 0.25 ms) and the starting scroll y0 (closed form).  The
speed v is either fixed (to the velocity Chromium's tracker produced, read
from the trace, or to the velocity estimated from the page-side touch events)
or also fitted (v free).
"""
import csv
import glob
import json
import math
import os
import sys

ROOT = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(ROOT, "data")

# ---------------------------------------------------------------- FlingCurve
FC_ALPHA, FC_BETA, FC_GAMMA = -5707.62, 172.0, 3.7


def _fc_pos(t):
    return FC_ALPHA * math.exp(-FC_GAMMA * t) - FC_BETA * t - FC_ALPHA


def _fc_vel(t):
    return -FC_ALPHA * FC_GAMMA * math.exp(-FC_GAMMA * t) - FC_BETA


def _fc_time_at_vel(v):
    return -math.log((v + FC_BETA) / (-FC_ALPHA * FC_GAMMA)) / FC_GAMMA


class FlingCurve:
    name = "fling_curve"

    def __init__(self, v, **_):
        s = min(abs(v), _fc_vel(0.0))
        self.sign = 1.0 if v >= 0 else -1.0
        self.ratio = abs(v) / s          # displacement ratio (1 on one axis)
        self.t0 = _fc_time_at_vel(s)
        self.p0 = _fc_pos(self.t0)
        self.T = _fc_time_at_vel(0.0)
        self.duration = self.T - self.t0
        self.distance = self.sign * self.ratio * (_fc_pos(self.T) - self.p0)

    def offset(self, t):
        if t <= 0:
            return 0.0
        tt = t + self.t0
        if tt >= self.T:
            return self.distance
        return self.sign * self.ratio * (_fc_pos(tt) - self.p0)


# ------------------------------------------------------ PhysicsBasedFlingCurve
PB_P1X, PB_P1Y, PB_P2X, PB_P2Y = 0.2, 1.0, 0.55, 1.0
PB_PIXEL_DECEL = 2300.0          # px/s, duration = v / this (s)
PB_MAX_DURATION = 2.0            # s
PB_PHYS_DECEL = 2.7559e-5        # inch/ms^2
PB_BOUNDS_MULT = 3


def _bezier_solver(p1x, p1y, p2x, p2y):
    cx = 3.0 * p1x
    bx = 3.0 * (p2x - p1x) - cx
    ax = 1.0 - cx - bx
    cy = 3.0 * p1y
    by = 3.0 * (p2y - p1y) - cy
    ay = 1.0 - cy - by

    def sx(t):
        return ((ax * t + bx) * t + cx) * t

    def sy(t):
        return ((ay * t + by) * t + cy) * t

    def solve(x):
        if x <= 0:
            return 0.0
        if x >= 1:
            return 1.0
        lo, hi = 0.0, 1.0
        for _ in range(60):
            mid = 0.5 * (lo + hi)
            if sx(mid) < x:
                lo = mid
            else:
                hi = mid
        return sy(0.5 * (lo + hi))
    return solve


class PhysicsCurve:
    name = "physics"

    def __init__(self, v, ppi=96.0, viewport_h=844, boost_multiplier=1.0, **_):
        sign = 1.0 if v >= 0 else -1.0
        s = abs(v)
        decel = ppi * PB_PHYS_DECEL                 # px/ms^2
        v_ms = s / 1000.0
        dur_ms = v_ms / decel
        dist = (v_ms - decel * dur_ms * 0.5) * dur_ms   # = v^2 / 2a
        bound = math.floor(viewport_h * boost_multiplier * PB_BOUNDS_MULT)
        self.bounded = dist > bound
        if dist > bound:
            dist = bound
        self.distance = sign * dist
        self.duration = min(PB_MAX_DURATION, s / PB_PIXEL_DECEL)
        slope = s * self.duration / dist
        p1x, p1y = PB_P1X, PB_P1Y
        if slope * p1x < 1.0:
            p1y = p1x * slope
        else:
            p1x = p1y / slope
        self.p1 = (p1x, p1y)
        self.solve = _bezier_solver(p1x, p1y, PB_P2X, PB_P2Y)

    def offset(self, t):
        if t <= 0:
            return 0.0
        x = t / self.duration
        if x >= 1.0:
            return self.distance
        return self.distance * self.solve(x)


# --------------------------------------------------------------- MobileScroller
MS_FRICTION = 0.015
MS_DECEL_RATE = 2.3582018        # ln(0.78)/ln(0.9)
MS_INFLEXION = 0.35
MS_G = 9.80665


def _ms_decel(friction):
    return MS_G * 39.37 * 160.0 * friction


def _spline_table(n=100):
    start_t, end_t = 0.5, 1.0
    p1 = start_t * MS_INFLEXION
    p2 = 1.0 - end_t * (1.0 - MS_INFLEXION)
    pos = [0.0] * (n + 1)
    x_min = 0.0
    for i in range(n):
        alpha = i / n
        x_max = 1.0
        while True:
            x = x_min + (x_max - x_min) / 2.0
            coef = 3.0 * x * (1.0 - x)
            tx = coef * ((1.0 - x) * p1 + x * p2) + x * x * x
            if abs(tx - alpha) < 1e-5:
                break
            if tx > alpha:
                x_max = x
            else:
                x_min = x
        pos[i] = coef * ((1.0 - x) * start_t + x) + x * x * x
    pos[n] = 1.0
    return pos


_SPLINE = _spline_table()


class MobileScroller:
    name = "mobile"

    def __init__(self, v, friction=MS_FRICTION, tuning=0.84, **_):
        s = abs(v)
        sign = 1.0 if v >= 0 else -1.0
        fc = friction * _ms_decel(tuning)
        l = math.log(MS_INFLEXION * s / fc)
        self.duration = math.exp(l / (MS_DECEL_RATE - 1.0))
        self.distance = sign * fc * math.exp(MS_DECEL_RATE / (MS_DECEL_RATE - 1.0) * l)

    def offset(self, t):
        if t <= 0:
            return 0.0
        u = t / self.duration
        if u >= 1.0:
            return self.distance
        n = len(_SPLINE) - 1
        i = int(n * u)
        d_inf, d_sup = _SPLINE[i], _SPLINE[i + 1]
        coef = d_inf + (u - i / n) * (d_sup - d_inf) * n
        return self.distance * coef


CANDIDATES = [FlingCurve, PhysicsCurve, MobileScroller]


def reported_velocity(curve, t, t_prev):
    """Velocity the curve itself reports at curve time t (s), the way the
    Chromium class reports it (FlingCurve: analytic; MobileScroller: spline
    segment slope; PhysicsBasedFlingCurve: finite difference since the
    previous tick).  Positive = in the fling direction."""
    if isinstance(curve, FlingCurve):
        tt = t + curve.t0
        if tt >= curve.T or t <= 0:
            return 0.0
        return curve.ratio * _fc_vel(tt)
    if isinstance(curve, MobileScroller):
        u = t / curve.duration
        if u >= 1.0 or t <= 0:
            return 0.0
        n = len(_SPLINE) - 1
        i = int(n * u)
        return abs(curve.distance) * (_SPLINE[i + 1] - _SPLINE[i]) * n / curve.duration
    # physics
    if t >= curve.duration or t <= 0:
        return 0.0
    a = abs(curve.offset(t))
    b = abs(curve.offset(max(t_prev, 0.0)))
    dt = t - max(t_prev, 0.0)
    return (a - b) / dt if dt > 0 else 0.0


def fit_lag_tolerant(curve, win, ts_lo, ts_hi, frame_ms=16.67, step=0.5):
    """RMS when each sample may show the curve either on time or one frame
    late (the main thread's scrollY sometimes trails the compositor by one
    frame and later catches up).  Same tolerance for every candidate."""
    best = None
    n = len(win)
    ts = ts_lo
    while ts <= ts_hi:
        o0 = [curve.offset((t - ts) / 1000.0) for t, _ in win]
        o1 = [curve.offset((t - ts - frame_ms) / 1000.0) for t, _ in win]
        y0 = sum(y - o for (_, y), o in zip(win, o0)) / n
        for _ in range(3):
            pick = [a if abs(y - y0 - a) <= abs(y - y0 - b) else b
                    for (_, y), a, b in zip(win, o0, o1)]
            y0 = sum(y - o for (_, y), o in zip(win, pick)) / n
        sse = sum((y - y0 - o) ** 2 for (_, y), o in zip(win, pick))
        if best is None or sse < best[0]:
            best = (sse, ts, y0)
        ts += step
    sse, ts, y0 = best
    return math.sqrt(sse / n), ts, y0


def trace_analysis(name, fling_index, kw):
    """Fling duration and velocity profile straight from the browser's
    'input' trace (free of main-thread scrollY latency)."""
    with open(os.path.join(DATA, name + ".trace.json")) as f:
        tr = json.load(f)
    begins = sorted(e["ts"] for e in tr if e["name"] == "FlingController::HandlingGestureFling"
                    and e.get("ph") == "b")
    ends = sorted(e["ts"] for e in tr if e["name"] == "FlingController::HandlingGestureFling"
                  and e.get("ph") == "e")
    starts = [e for e in tr if e["name"] == "FlingController::HandlingGestureFling"
              and e.get("ph") == "b"]
    starts.sort(key=lambda e: e["ts"])
    if fling_index >= len(starts):
        return None
    b = begins[fling_index]
    e_ = [x for x in ends if x > b]
    e_ = e_[0] if e_ else None
    v0 = -starts[fling_index]["args"]["vy"]
    ticks = sorted((e["ts"], -e["args"]["vy"]) for e in tr
                   if e["name"] == "FlingBooster::ObserveProgressFling"
                   and b <= e["ts"] <= (e_ or 1e30))
    out = {"v0": v0, "wall_duration_s": (e_ - b) / 1e6 if e_ else None,
           "n_ticks": len(ticks), "last_tick_v": ticks[-1][1] if ticks else None,
           "first_tick_v": ticks[0][1] if ticks else None, "fits": {}}
    if len(ticks) < 3:
        return out
    for cls in CANDIDATES:
        c = cls(v0, **kw)
        best = None
        # curve start anywhere from 100 ms before to 100 ms after GFS handling
        for k in range(0, 801):
            t0 = b - 100000 + k * 250
            sse = 0.0
            prev = 0.0
            for ts, v in ticks:
                t = (ts - t0) / 1e6
                sse += (v - reported_velocity(c, t, prev)) ** 2
                prev = t
            if best is None or sse < best[0]:
                best = (sse, t0)
        sse, t0 = best
        end_by_curve = c.duration - (b - t0) / 1e6
        out["fits"][cls.name] = {"rms_px_s": math.sqrt(sse / len(ticks)),
                                 "start_before_gfs_ms": (b - t0) / 1000.0,
                                 "pred_duration_s": c.duration,
                                 "pred_wall_duration_s": end_by_curve}
    return out


# ------------------------------------------------------------------- fitting
def load(name):
    rows = []
    with open(os.path.join(DATA, name + ".csv")) as f:
        r = csv.reader(f)
        next(r)
        for t, y in r:
            rows.append((float(t), float(y)))
    with open(os.path.join(DATA, name + ".touch.json")) as f:
        meta = json.load(f)
    return rows, meta


def lsq_slope(ts, ys):
    n = len(ts)
    mt = sum(ts) / n
    my = sum(ys) / n
    num = sum((a - mt) * (b - my) for a, b in zip(ts, ys))
    den = sum((a - mt) ** 2 for a in ts)
    return num / den if den else float("nan")


def velocity_estimates(rows, meta, fling_index):
    """Velocities (CSS px/s of page scroll, positive = scrolling down)."""
    sent = [s for s in meta["sent"] if "type" in s]
    # split into drags at touchStart
    drags = []
    for s in sent:
        if s["type"] == "touchStart":
            drags.append([])
        drags[-1].append(s)
    d = drags[fling_index]
    moves = [s for s in d if s["type"] == "touchMove"]
    t_end = [s for s in d if s["type"] == "touchEnd"][0]["t_page_ms"]
    last = moves[-1]["t_page_ms"]
    # intended: the script's own constant speed over the last 100 ms
    sel = [m for m in moves if m["t_page_ms"] >= last - 100.0]
    v_sent = -lsq_slope([m["t_page_ms"] / 1000 for m in sel], [m["y"] for m in sel])
    # what the page saw (touchmove events, their timeStamps)
    seen = [p for p in meta["page_saw"] if p["type"] == "touchmove"
            and moves[0]["t_page_ms"] - 1 <= p["event_timeStamp_ms"] <= last + 1]
    sel2 = [p for p in seen if p["event_timeStamp_ms"] >= last - 100.0]
    v_page = (-lsq_slope([p["event_timeStamp_ms"] / 1000 for p in sel2],
                         [p["y"] for p in sel2]) if len(sel2) >= 2 else float("nan"))
    # scroll slope during the drag, last 100 ms of frames before touchEnd
    fr = [(t, y) for (t, y) in rows if last - 100 <= t <= t_end]
    v_scroll = (lsq_slope([t / 1000 for t, _ in fr], [y for _, y in fr])
                if len(fr) >= 3 else float("nan"))
    # trace: FlingController::HandlingGestureFling (after boosting) and
    # FlingBooster::GetVelocityForFlingStart (before boosting)
    tr = meta.get("trace_fling_velocities", [])
    starts = [f for f in tr if f["name"].startswith("FlingController")]
    gfs = [f for f in tr if f["name"] == "FlingBooster::GetVelocityForFlingStart"]
    boosted = [f for f in tr if f["name"] == "Boosted"]
    v_trace = -starts[fling_index]["vy"] if fling_index < len(starts) else float("nan")
    v_gfs = -gfs[fling_index]["vy"] if fling_index < len(gfs) else float("nan")
    return {"v_sent": v_sent, "v_page_touch": v_page, "v_scroll_drag": v_scroll,
            "v_trace_gfs": v_gfs, "v_trace_curve": v_trace,
            "boost_events": len(boosted), "t_last_move": last, "t_touch_end": t_end,
            "n_drags": len(drags)}


def window(rows, t_from, quiet_after_ms=300.0):
    w = [(t, y) for (t, y) in rows if t >= t_from]
    # end: last change + quiet_after_ms
    last_change = w[0][0]
    for i in range(1, len(w)):
        if w[i][1] != w[i - 1][1]:
            last_change = w[i][0]
    return [(t, y) for (t, y) in w if t <= last_change + quiet_after_ms], last_change


def fit_fixed(curve, win, ts_lo, ts_hi, step=0.25):
    best = None
    n = len(win)
    ts = ts_lo
    while ts <= ts_hi:
        offs = [curve.offset((t - ts) / 1000.0) for t, _ in win]
        y0 = sum(y - o for (_, y), o in zip(win, offs)) / n
        sse = sum((y - y0 - o) ** 2 for (_, y), o in zip(win, offs))
        if best is None or sse < best[0]:
            best = (sse, ts, y0)
        ts += step
    sse, ts, y0 = best
    return math.sqrt(sse / n), ts, y0


def fit_free_v(cls, win, v_guess, ts_lo, ts_hi, kw):
    """Golden-section on v (0.5x..1.6x guess) with the ts/y0 grid inside."""
    def cost(v):
        return fit_fixed(cls(v, **kw), win, ts_lo, ts_hi, step=1.0)[0]
    a, b = 0.5 * v_guess, 1.6 * v_guess
    # coarse scan first (cost may be multi-modal across the caps)
    grid = [a + (b - a) * i / 22 for i in range(23)]
    costs = [cost(v) for v in grid]
    k = min(range(len(grid)), key=lambda i: costs[i])
    lo = grid[max(0, k - 1)]
    hi = grid[min(len(grid) - 1, k + 1)]
    g = (math.sqrt(5) - 1) / 2
    c, d = hi - g * (hi - lo), lo + g * (hi - lo)
    fc_, fd_ = cost(c), cost(d)
    for _ in range(18):
        if fc_ < fd_:
            hi, d, fd_ = d, c, fc_
            c = hi - g * (hi - lo)
            fc_ = cost(c)
        else:
            lo, c, fc_ = c, d, fd_
            d = lo + g * (hi - lo)
            fd_ = cost(d)
    v = 0.5 * (lo + hi)
    rms, ts, y0 = fit_fixed(cls(v, **kw), win, ts_lo, ts_hi, step=0.25)
    return rms, ts, y0, v


def analyze_one(name, viewport_h=844, free_v=True):
    rows, meta = load(name)
    vel0 = velocity_estimates(rows, meta, 0)
    n = vel0["n_drags"]
    k = n - 1               # fit the last fling (the boosted one if 2 drags)
    vel = velocity_estimates(rows, meta, k) if k else vel0
    t_from = vel["t_touch_end"] + 20.0
    win, t_stop = window(rows, t_from)
    y_at_release = [y for (t, y) in rows if t <= vel["t_touch_end"]][-1]
    y_final = rows[-1][1]
    boost_mult = 1.0
    if vel["v_trace_gfs"] == vel["v_trace_gfs"] and vel["v_trace_gfs"]:
        boost_mult = vel["v_trace_curve"] / vel["v_trace_gfs"]
    kw = {"viewport_h": viewport_h, "boost_multiplier": boost_mult}
    ts_lo = vel["t_last_move"] - 100.0
    ts_hi = vel["t_last_move"] + 150.0
    out = {"name": name, "note": meta.get("note", ""), "velocities": vel,
           "fit_window_ms": [win[0][0], win[-1][0]], "n_points": len(win),
           "t_motion_stopped": t_stop, "scroll_at_release": y_at_release,
           "scroll_final": y_final, "boost_multiplier": boost_mult, "fits": {}}
    for cls in CANDIDATES:
        res = {}
        for label in ("v_trace_curve", "v_page_touch"):
            v = vel[label]
            if not (v == v) or v <= 0:
                continue
            c = cls(v, **kw)
            rms, ts, y0 = fit_fixed(c, win, ts_lo, ts_hi)
            rms_l, ts_l, y0_l = fit_lag_tolerant(c, win, ts_lo, ts_hi)
            res[label] = {"v": v, "rms_px": rms, "ts_minus_last_move_ms":
                          ts - vel["t_last_move"], "y0": y0,
                          "rms_px_lag_tolerant": rms_l,
                          "pred_distance": c.distance, "pred_duration_s": c.duration,
                          "pred_end_y": y0 + c.distance}
        if free_v:
            vg = vel["v_trace_curve"] if vel["v_trace_curve"] == vel["v_trace_curve"] \
                else vel["v_page_touch"]
            rms, ts, y0, v = fit_free_v(cls, win, vg, ts_lo, ts_hi, kw)
            c = cls(v, **kw)
            res["v_free"] = {"v": v, "rms_px": rms, "ts_minus_last_move_ms":
                             ts - vel["t_last_move"], "y0": y0,
                             "pred_distance": c.distance, "pred_duration_s": c.duration}
        out["fits"][cls.name] = res
    out["trace"] = trace_analysis(name, k, kw)
    return out


def main(args):
    names = sorted(os.path.basename(p)[:-4] for p in glob.glob(os.path.join(DATA, "*.csv")))
    only = None
    viewport_h = 844
    free_v = True
    i = 0
    while i < len(args):
        if args[i] == "--only":
            only = args[i + 1].split(",")
            i += 2
        elif args[i] == "--viewport-h":
            viewport_h = int(args[i + 1])
            i += 2
        elif args[i] == "--no-free":
            free_v = False
            i += 1
        else:
            raise SystemExit("unknown arg " + args[i])
    results = []
    for nm in names:
        if only and nm not in only:
            continue
        vh = viewport_h
        info_p = None
        for pre in sorted({nm.split("_")[0] + "_", ""}, key=len, reverse=True):
            pth = os.path.join(DATA, pre + "run_info.json")
            if os.path.exists(pth) and nm.startswith(pre):
                info_p = pth
                break
        if info_p:
            with open(info_p) as f:
                # the physics curve's bound uses the root widget viewport,
                # which follows the emulated device metrics (measured)
                vh = json.load(f)["page"]["h"]
        try:
            r = analyze_one(nm, viewport_h=vh, free_v=free_v)
        except Exception as e:  # keep going
            print("skip", nm, e, file=sys.stderr)
            continue
        r["viewport_h_for_bound"] = vh
        results.append(r)
        v = r["velocities"]
        print("\n== %s  (%s)" % (nm, r["note"]))
        print("   v: sent %.0f  page-touch %.0f  scroll-drag %.0f  trace GFS %.1f  "
              "trace curve %.1f  boosts %d" % (v["v_sent"], v["v_page_touch"],
                                               v["v_scroll_drag"], v["v_trace_gfs"],
                                               v["v_trace_curve"], v["boost_events"]))
        print("   scroll at release %.0f, final %.0f (fling travel %.0f), motion stopped "
              "%.0f ms after last move" % (r["scroll_at_release"], r["scroll_final"],
                                           r["scroll_final"] - r["scroll_at_release"],
                                           r["t_motion_stopped"] - v["t_last_move"]))
        for cname, res in r["fits"].items():
            parts = []
            for label, f in res.items():
                lt = f.get("rms_px_lag_tolerant")
                parts.append("%s: v=%.0f rms=%.2f%s dist=%.0f dur=%.3f ts%+.1f" % (
                    label, f["v"], f["rms_px"],
                    "" if lt is None else " (lag-tol %.2f)" % lt,
                    f["pred_distance"], f["pred_duration_s"],
                    f["ts_minus_last_move_ms"]))
            print("   %-12s %s" % (cname, " | ".join(parts)))
        tr = r.get("trace")
        if tr:
            print("   trace: v0=%.1f wall duration %s s, %d ticks, first tick v=%.0f, last tick v=%.0f"
                  % (tr["v0"], "%.3f" % tr["wall_duration_s"] if tr["wall_duration_s"] else "?",
                     tr["n_ticks"], tr["first_tick_v"] or 0, tr["last_tick_v"] or 0))
            for cname, f in tr["fits"].items():
                print("     %-12s velocity-profile rms=%.1f px/s, pred duration %.3f s "
                      "(curve start %.1f ms before GFS handling)" % (
                          cname, f["rms_px_s"], f["pred_duration_s"], f["start_before_gfs_ms"]))
    out_name = "fit_results.json" if only is None else "fit_results_partial.json"
    with open(os.path.join(ROOT, out_name), "w") as f:
        json.dump(results, f, indent=1)


if __name__ == "__main__":
    main(sys.argv[1:])
