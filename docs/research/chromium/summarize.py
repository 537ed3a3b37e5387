#!/usr/bin/env python3
"""Turn fit_results.json (written by fling_fit.py) into results.md tables."""
import json
import os

ROOT = os.path.dirname(os.path.abspath(__file__))
R = json.load(open(os.path.join(ROOT, "fit_results.json")))
C = ["fling_curve", "physics", "mobile"]

out = []
out.append("| recording | v tracker (px/s) | travel after release (px) | trace fling duration (s) | "
           "RMS px FlingCurve | RMS px Physics | RMS px Mobile | lag-tolerant RMS F / P / M | "
           "trace velocity-profile RMS px/s F / P / M |")
out.append("|---|---|---|---|---|---|---|---|---|")
for r in R:
    v = r["velocities"]
    f = r["fits"]
    tr = r.get("trace") or {}
    trf = tr.get("fits", {})
    row = [r["name"], "%.0f%s" % (v["v_trace_curve"], " (boosted from %.0f)" % v["v_trace_gfs"]
                                  if v["boost_events"] else ""),
           "%.0f" % (r["scroll_final"] - r["scroll_at_release"]),
           "%.3f" % tr["wall_duration_s"] if tr.get("wall_duration_s") else "-"]
    for c in C:
        row.append("%.2f" % f[c]["v_trace_curve"]["rms_px"])
    row.append(" / ".join("%.2f" % f[c]["v_trace_curve"]["rms_px_lag_tolerant"] for c in C))
    row.append(" / ".join("%.1f" % trf[c]["rms_px_s"] if c in trf else "-" for c in C))
    out.append("| " + " | ".join(row) + " |")

out.append("")
out.append("Free-velocity fits (v fitted together with start time and offset):")
out.append("")
out.append("| recording | v tracker | FlingCurve v / RMS | Physics v / RMS | Mobile v / RMS |")
out.append("|---|---|---|---|---|")
for r in R:
    f = r["fits"]
    row = [r["name"], "%.0f" % r["velocities"]["v_trace_curve"]]
    for c in C:
        fv = f[c].get("v_free")
        row.append("%.0f / %.2f" % (fv["v"], fv["rms_px"]) if fv else "-")
    out.append("| " + " | ".join(row) + " |")

out.append("")
out.append("Velocities: intended (script) vs page-seen touch events vs Chromium's tracker:")
out.append("")
out.append("| recording | intended | page touchmove LSQ (last 100 ms) | scrollY slope during drag | "
           "tracker (GFS) | fling curve velocity (after boost) | best-fitting curve (lag-tolerant RMS) | its start − last touchMove (ms) |")
out.append("|---|---|---|---|---|---|---|---|")
for r in R:
    v = r["velocities"]
    best = min(C, key=lambda c: r["fits"][c]["v_trace_curve"]["rms_px_lag_tolerant"])
    pf = r["fits"][best]["v_trace_curve"]
    out.append("| %s | %.0f | %s | %.0f | %.1f | %.1f | %s | %+.1f |" % (
        r["name"], v["v_sent"],
        "%.0f" % v["v_page_touch"] if v["v_page_touch"] == v["v_page_touch"] else "(no listener)",
        v["v_scroll_drag"], v["v_trace_gfs"], v["v_trace_curve"], best,
        pf["ts_minus_last_move_ms"]))

open(os.path.join(ROOT, "results.md"), "w").write("\n".join(out) + "\n")
print("\n".join(out))
