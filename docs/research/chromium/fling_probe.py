#!/usr/bin/env python3
"""Drive Debian's headless Chromium over --remote-debugging-pipe, fling a tall
page with Input.dispatchTouchEvent, and record scrollY per animation frame.

Standard library only.  Loopback/pipe only: no port is opened, nothing leaves
the machine.  Every browser launch has a hard wall-clock watchdog and the
browser is killed (by its own pid/process group) at the end.

Usage:
  python3 fling_probe.py record [--only NAME ...] [--window 390x844]
  python3 fling_probe.py analyze            # fits every data/*.csv
  python3 fling_probe.py smoke              # launch, evaluate 1+1, quit

Outputs under data/ beside this script:
  NAME.csv          time_ms,scrollY   (performance.now() at each rAF, page time)
  NAME.touch.json   the touch events sent (epoch timestamps, CSS px), what the
                    page saw of them, and trace-derived fling velocities
  NAME.trace.json   the 'input' trace events of interest (fling start/boost)
"""
import json
import math
import os
import signal
import subprocess
import sys
import threading
import time
import queue

ROOT = os.path.dirname(os.path.abspath(__file__))
DATA = os.path.join(ROOT, "data")
TMP = os.path.join(ROOT, "tmp")

CHROMIUM = os.environ.get("CHROMIUM", "/usr/bin/chromium")
LAUNCH_WATCHDOG_S = 150.0   # hard kill of the browser after this long
CALL_TIMEOUT_S = 20.0       # any single CDP call

VIEW_W, VIEW_H, DSF = 390, int(os.environ.get("EMU_H", "844")), 3


# --------------------------------------------------------------------------
# CDP over a pipe
# --------------------------------------------------------------------------
class CDP:
    """Chrome DevTools Protocol over fds 3 (commands in) / 4 (replies out).
    Each message is one JSON object followed by a NUL byte."""

    def __init__(self, extra_flags=(), window=(VIEW_W, VIEW_H), log=None):
        os.makedirs(TMP, exist_ok=True)
        home = os.path.join(TMP, "home")
        os.makedirs(home, exist_ok=True)
        env = dict(os.environ)
        env["HOME"] = home
        env["XDG_CONFIG_HOME"] = os.path.join(home, ".config")
        env["XDG_CACHE_HOME"] = os.path.join(home, ".cache")
        env.pop("DISPLAY", None)
        env.pop("WAYLAND_DISPLAY", None)
        self.udd = os.path.join(TMP, "profile")
        flags = [
            "--headless=new",
            "--remote-debugging-pipe",
            "--no-sandbox",
            "--disable-gpu",
            "--user-data-dir=" + self.udd,
            "--window-size=%d,%d" % window,
            "--no-first-run",
            "--no-default-browser-check",
            "--disable-background-networking",
            "--disable-component-update",
            "--disable-sync",
            "--disable-extensions",
            "--mute-audio",
            # keep timers/rAF running at full rate in a headless window
            "--disable-background-timer-throttling",
            "--disable-renderer-backgrounding",
            "--disable-backgrounding-occluded-windows",
        ] + list(extra_flags) + ["about:blank"]
        if os.environ.get("MINIMAL_FLAGS") == "1":
            flags = flags[:5] + list(extra_flags) + ["about:blank"]
        self.flags = flags
        # pipes: parent writes cmd_w -> child fd3 ; child fd4 -> resp_r parent
        cmd_r, cmd_w = os.pipe()
        resp_r, resp_w = os.pipe()

        def child_setup():
            os.setsid()  # own process group so we can kill exactly it
            # dup first: if a pipe end already *is* fd 3/4, dup2(fd, fd) would
            # be a no-op and leave it close-on-exec
            a, b = os.dup(cmd_r), os.dup(resp_w)
            os.dup2(a, 3)
            os.dup2(b, 4)
            os.set_inheritable(3, True)
            os.set_inheritable(4, True)

        errlog = open(log or os.path.join(TMP, "chromium-stderr.log"), "ab")
        self.proc = subprocess.Popen(
            [CHROMIUM] + flags, stdin=subprocess.DEVNULL,
            stdout=errlog, stderr=errlog, env=env,
            preexec_fn=child_setup, close_fds=False)  # os.pipe fds are CLOEXEC; dup2'd 3/4 are inheritable
        os.close(cmd_r)
        os.close(resp_w)
        self.wfd = cmd_w
        self.rfd = resp_r
        self.next_id = 0
        self.lock = threading.Lock()
        self.pending = {}
        self.events = queue.Queue()
        self.listeners = []
        self.closed = False
        self.reader = threading.Thread(target=self._read_loop, daemon=True)
        self.reader.start()
        self.watchdog = threading.Timer(LAUNCH_WATCHDOG_S, self.kill)
        self.watchdog.daemon = True
        self.watchdog.start()
        self.session = None

    def _read_loop(self):
        buf = b""
        while True:
            try:
                chunk = os.read(self.rfd, 1 << 16)
            except OSError:
                break
            if not chunk:
                break
            buf += chunk
            while b"\0" in buf:
                raw, buf = buf.split(b"\0", 1)
                try:
                    msg = json.loads(raw.decode("utf-8"))
                except ValueError:
                    continue
                if "id" in msg:
                    with self.lock:
                        slot = self.pending.pop(msg["id"], None)
                    if slot is not None:
                        slot.put(msg)
                else:
                    for fn in list(self.listeners):
                        try:
                            fn(msg)
                        except Exception:
                            pass
                    self.events.put(msg)
        self.closed = True
        with self.lock:
            for slot in self.pending.values():
                slot.put({"error": {"message": "pipe closed"}})
            self.pending.clear()

    def send(self, method, params=None, session=True):
        """Send without waiting; returns a queue that will get the reply."""
        with self.lock:
            self.next_id += 1
            mid = self.next_id
            slot = queue.Queue(maxsize=1)
            self.pending[mid] = slot
        msg = {"id": mid, "method": method, "params": params or {}}
        if session and self.session:
            msg["sessionId"] = self.session
        data = json.dumps(msg).encode("utf-8") + b"\0"
        os.write(self.wfd, data)
        return slot

    def call(self, method, params=None, session=True, timeout=CALL_TIMEOUT_S):
        slot = self.send(method, params, session)
        try:
            msg = slot.get(timeout=timeout)
        except queue.Empty:
            raise TimeoutError("CDP %s timed out" % method)
        if "error" in msg:
            raise RuntimeError("CDP %s failed: %s" % (method, msg["error"]))
        return msg.get("result", {})

    def evaluate(self, expr, await_promise=False, timeout=CALL_TIMEOUT_S):
        r = self.call("Runtime.evaluate", {
            "expression": expr, "returnByValue": True,
            "awaitPromise": await_promise}, timeout=timeout)
        if "exceptionDetails" in r:
            raise RuntimeError("JS exception: %s" % r["exceptionDetails"])
        return r["result"].get("value")

    def attach_first_page(self):
        deadline = time.time() + 15
        while time.time() < deadline:
            targets = self.call("Target.getTargets", session=False)["targetInfos"]
            pages = [t for t in targets if t["type"] == "page"]
            if pages:
                r = self.call("Target.attachToTarget",
                              {"targetId": pages[0]["targetId"], "flatten": True},
                              session=False)
                self.session = r["sessionId"]
                return pages[0]
            time.sleep(0.2)
        raise RuntimeError("no page target")

    def kill(self):
        if self.proc.poll() is None:
            try:
                os.killpg(self.proc.pid, signal.SIGKILL)  # our own group only
            except ProcessLookupError:
                pass

    def close(self):
        try:
            if not self.closed and self.proc.poll() is None:
                self.send("Browser.close", session=False)
                self.proc.wait(timeout=5)
        except Exception:
            pass
        self.kill()
        try:
            self.proc.wait(timeout=5)
        except Exception:
            pass
        self.watchdog.cancel()
        for fd in (self.wfd, self.rfd):
            try:
                os.close(fd)
            except OSError:
                pass


# --------------------------------------------------------------------------
# The test page
# --------------------------------------------------------------------------
PAGE = r"""<!doctype html><html><head>
<meta name="viewport" content="width=device-width,initial-scale=1">
<style>html,body{margin:0}
body{height:20000px;background:repeating-linear-gradient(#fff 0 100px,#ddd 100px 200px)}
</style></head><body><script>
window.__log=[]; window.__touch=[]; window.__rec=false;
function tick(t){ if(window.__rec) __log.push([performance.now(), t, scrollY]);
  requestAnimationFrame(tick); }
requestAnimationFrame(tick);
if (!location.search.includes('nolisten'))
for (const ty of ['touchstart','touchmove','touchend','touchcancel'])
  addEventListener(ty, e=>{ const p=e.changedTouches[0];
    __touch.push([ty, e.timeStamp, performance.now(), p?p.clientX:null, p?p.clientY:null, scrollY]); },
    {passive:true});
</script></body></html>"""


def setup_page(cdp, query=""):
    cdp.attach_first_page()
    cdp.call("Page.enable")
    cdp.call("Runtime.enable")
    cdp.call("Emulation.setDeviceMetricsOverride", {
        "width": VIEW_W, "height": VIEW_H, "deviceScaleFactor": DSF,
        "mobile": True})
    if os.environ.get("NO_TOUCH_EMULATION") != "1":
        cdp.call("Emulation.setTouchEmulationEnabled",
                 {"enabled": True, "maxTouchPoints": 5})
    path = os.path.join(TMP, "tall.html")
    with open(path, "w") as f:
        f.write(PAGE)
    cdp.call("Page.navigate", {"url": "file://" + path + query})
    deadline = time.time() + 15
    while time.time() < deadline:
        try:
            if cdp.evaluate("document.readyState") == "complete" and \
                    cdp.evaluate("typeof window.__log") == "object":
                break
        except RuntimeError:
            pass
        time.sleep(0.1)
    info = cdp.evaluate("JSON.stringify({w:innerWidth,h:innerHeight,dpr:devicePixelRatio,"
                        "H:document.documentElement.scrollHeight,"
                        "to:performance.timeOrigin,touch:navigator.maxTouchPoints})")
    return json.loads(info)


# --------------------------------------------------------------------------
# Touch drags
# --------------------------------------------------------------------------
def drag_plan(v, dt_ms, n_moves, x=195.0, y0=780.0, accel_moves=0, t0=0.0):
    """Finger moves UP (page scrolls down) at v CSS px/s.
    Returns list of (t_rel_s, type, y).  Optional ramp: the first
    accel_moves moves ramp speed linearly from ~0 to v."""
    pts = [(t0, "touchStart", y0)]
    y = y0
    t = t0
    for i in range(n_moves):
        t += dt_ms / 1000.0
        if i < accel_moves:
            speed = v * (i + 1) / (accel_moves + 1)
        else:
            speed = v
        y -= speed * dt_ms / 1000.0
        pts.append((t, "touchMove", y))
    # touchEnd one interval after the last move, at the last position
    pts.append((t + dt_ms / 1000.0, "touchEnd", y))
    return pts


def run_plan(cdp, plan, x=195.0, use_timestamps=True):
    """Send the plan in real time.  Returns list of sent events (epoch s)."""
    base = time.time() + 0.05
    sent = []
    replies = []
    for (t_rel, typ, y) in plan:
        when = base + t_rel
        while True:
            now = time.time()
            if now >= when:
                break
            time.sleep(min(0.002, when - now))
        params = {"type": typ,
                  "touchPoints": [] if typ == "touchEnd" else
                  [{"x": x, "y": round(y, 3), "id": 0}]}
        if use_timestamps:
            params["timestamp"] = when
        replies.append(cdp.send("Input.dispatchTouchEvent", params))
        sent.append({"type": typ, "t_epoch": when, "sent_at": time.time(),
                     "x": x, "y": round(y, 3)})
    for r in replies:
        try:
            msg = r.get(timeout=CALL_TIMEOUT_S)
            if "error" in msg:
                sent.append({"error": msg["error"]})
        except queue.Empty:
            sent.append({"error": "timeout"})
    return sent


class TraceCollector:
    """Collects 'input' trace events over the pipe (Tracing domain)."""

    def __init__(self, cdp):
        self.cdp = cdp
        self.events = []
        self.done = threading.Event()
        cdp.listeners.append(self._on)

    def _on(self, msg):
        m = msg.get("method")
        if m == "Tracing.dataCollected":
            self.events.extend(msg["params"]["value"])
        elif m == "Tracing.tracingComplete":
            self.done.set()

    def start(self):
        self.done.clear()
        self.events = []
        self.cdp.call("Tracing.start", {
            "transferMode": "ReportEvents",
            "traceConfig": {"includedCategories": ["input"],
                            "excludedCategories": ["*"]}}, session=False)

    def stop(self):
        self.cdp.call("Tracing.end", session=False)
        self.done.wait(timeout=15)
        keep = []
        for e in self.events:
            n = e.get("name", "")
            if ("Fling" in n or n in ("Boosted", "ProgressFling", "Timeout",
                                      "Direction", "Velocity")
                    or n.startswith("No Boost")):
                keep.append(e)
        return keep


def wait_settled(cdp, quiet_ms=600, max_s=6.0):
    t_end = time.time() + max_s
    last = None
    last_change = time.time()
    while time.time() < t_end:
        y = cdp.evaluate("scrollY")
        if y != last:
            last = y
            last_change = time.time()
        elif (time.time() - last_change) * 1000 >= quiet_ms:
            return y
        time.sleep(0.05)
    return last


def record(cdp, name, plans, tracer=None, note="", use_timestamps=True,
           synth=None):
    """plans: list of (start_offset_s, plan) executed back to back.
    synth: params for Input.synthesizeScrollGesture instead of touch plans."""
    cdp.evaluate("scrollTo(0,0)")
    wait_settled(cdp, quiet_ms=300, max_s=2)
    cdp.evaluate("__log.length=0; __touch.length=0; __rec=true")
    if tracer:
        tracer.start()
    time.sleep(0.15)
    sent = []
    t_first = time.time()
    for (offset, plan) in plans:
        # wait until t_first + offset
        while time.time() < t_first + offset:
            time.sleep(0.002)
        sent.extend(run_plan(cdp, plan, use_timestamps=use_timestamps))
    if synth is not None:
        t_s = time.time()
        r = cdp.call("Input.synthesizeScrollGesture", synth, timeout=30)
        sent.append({"synthesizeScrollGesture": synth, "t_call_epoch": t_s,
                     "t_return_epoch": time.time(), "result": r})
    wait_settled(cdp)
    time.sleep(0.2)
    cdp.evaluate("__rec=false")
    trace = tracer.stop() if tracer else []
    log = json.loads(cdp.evaluate("JSON.stringify(__log)", timeout=30))
    touch = json.loads(cdp.evaluate("JSON.stringify(__touch)"))
    origin = cdp.evaluate("performance.timeOrigin")
    os.makedirs(DATA, exist_ok=True)
    with open(os.path.join(DATA, name + ".csv"), "w") as f:
        f.write("time_ms,scrollY\n")
        for (pnow, raf_t, y) in log:
            f.write("%.3f,%.3f\n" % (raf_t, y))
    # fling velocities from the trace
    flings = []
    for e in trace:
        a = e.get("args", {})
        if "vx" in a or "vy" in a:
            flings.append({"name": e["name"], "ph": e.get("ph"),
                           "ts_us": e.get("ts"), "vx": a.get("vx"),
                           "vy": a.get("vy")})
    meta = {"name": name, "note": note, "time_origin_epoch_ms": origin,
            "sent": [dict(s, t_page_ms=(s["t_epoch"] * 1000.0 - origin)
                          if "t_epoch" in s else None) for s in sent],
            "page_saw": [{"type": t[0], "event_timeStamp_ms": t[1],
                          "handled_at_ms": t[2], "x": t[3], "y": t[4],
                          "scrollY": t[5]} for t in touch],
            "trace_fling_velocities": flings,
            "raf_rows": len(log)}
    with open(os.path.join(DATA, name + ".touch.json"), "w") as f:
        json.dump(meta, f, indent=1)
    with open(os.path.join(DATA, name + ".trace.json"), "w") as f:
        json.dump(trace, f, indent=0)
    return meta


# scenario definitions: name -> (list of (offset_s, plan), note)
def scenarios():
    S = {}
    S["slow_500"] = ([(0, drag_plan(500, 16, 14, y0=700))],
                     "500 px/s, 16 ms spacing, 14 moves (112 px)")
    S["slow_500_8ms"] = ([(0, drag_plan(500, 8, 26, y0=700))],
                         "500 px/s, 8 ms spacing, 26 moves (104 px)")
    S["medium_1500"] = ([(0, drag_plan(1500, 12, 14, y0=700))],
                        "1500 px/s, 12 ms spacing, 14 moves (252 px)")
    S["medium_1500_8ms"] = ([(0, drag_plan(1500, 8, 20, y0=700))],
                            "1500 px/s, 8 ms spacing, 20 moves (240 px)")
    S["fast_4000"] = ([(0, drag_plan(4000, 8, 16, y0=780))],
                      "4000 px/s, 8 ms spacing, 16 moves (512 px)")
    S["fast_4000_16ms"] = ([(0, drag_plan(4000, 16, 8, y0=780))],
                           "4000 px/s, 16 ms spacing, 8 moves (512 px)")
    S["v1000"] = ([(0, drag_plan(1000, 10, 16, y0=700))], "1000 px/s, 10 ms")
    S["v2500"] = ([(0, drag_plan(2500, 10, 14, y0=750))], "2500 px/s, 10 ms")
    S["v6000"] = ([(0, drag_plan(6000, 8, 12, y0=800))], "6000 px/s, 8 ms")
    p1 = drag_plan(2000, 10, 14, y0=750)
    S["boost_2000x2"] = ([(0, p1), (0.30, drag_plan(2000, 10, 14, y0=750))],
                         "two 2000 px/s flings, 2nd touchStart ~150 ms after 1st touchEnd")
    S["ramp_1500"] = ([(0, drag_plan(1500, 10, 16, y0=720, accel_moves=6))],
                      "1500 px/s with a 6-move ramp-up (more realistic finger)")
    S["medium_1500_nots"] = ([(0, drag_plan(1500, 12, 14, y0=700))],
                             "as medium_1500 but WITHOUT the timestamp parameter",
                             {"use_timestamps": False})
    S["boost_gap400"] = ([(0, drag_plan(2000, 10, 14, y0=750)),
                          (0.55, drag_plan(2000, 10, 14, y0=750))],
                         "two 2000 px/s flings, 2nd touchStart ~400 ms after 1st touchEnd")
    S["synth_scroll"] = ([], "Input.synthesizeScrollGesture touch, yDistance -600, "
                         "speed 1500, preventFling false",
                         {"synth": {"x": 195, "y": 700, "yDistance": -600,
                                    "speed": 1500, "gestureSourceType": "touch",
                                    "preventFling": False}})
    S["synth_scroll_default"] = ([], "Input.synthesizeScrollGesture touch, yDistance -600,"
                                 " speed 1500, preventFling default (true)",
                                 {"synth": {"x": 195, "y": 700, "yDistance": -600,
                                            "speed": 1500, "gestureSourceType": "touch"}})
    return S


def cmd_record(args):
    only = None
    window = (VIEW_W, VIEW_H)
    extra = []
    prefix = ""
    query = ""
    i = 0
    while i < len(args):
        if args[i] == "--only":
            only = args[i + 1].split(",")
            i += 2
        elif args[i] == "--window":
            w, h = args[i + 1].split("x")
            window = (int(w), int(h))
            i += 2
        elif args[i] == "--flag":
            extra.append(args[i + 1])
            i += 2
        elif args[i] == "--nolisten":
            query = "?nolisten"
            i += 1
        elif args[i] == "--prefix":
            prefix = args[i + 1]
            i += 2
        else:
            raise SystemExit("unknown arg " + args[i])
    cdp = CDP(extra_flags=extra, window=window)
    try:
        ver = cdp.call("Browser.getVersion", session=False)
        print("browser:", ver.get("product"), file=sys.stderr)
        info = setup_page(cdp, query)
        print("page:", info, file=sys.stderr)
        tracer = TraceCollector(cdp)
        for name, spec in scenarios().items():
            plans, note = spec[0], spec[1]
            opts = spec[2] if len(spec) > 2 else {}
            if only and name not in only:
                continue
            meta = record(cdp, prefix + name, plans, tracer,
                          note + " | window %dx%d %s" % (window + (" ".join(extra),)),
                          **opts)
            fl = [(round(f["vy"] or 0, 1)) for f in meta["trace_fling_velocities"]
                  if f["name"].startswith("FlingController")]
            print("%-24s rows=%d fling vy=%s" % (prefix + name, meta["raf_rows"], fl),
                  file=sys.stderr)
        with open(os.path.join(DATA, prefix + "run_info.json"), "w") as f:
            json.dump({"browser": ver, "page": info, "flags": cdp.flags,
                       "window": window, "query": query}, f, indent=1)
    finally:
        cdp.close()


def cmd_smoke(args):
    cdp = CDP()
    try:
        print(cdp.call("Browser.getVersion", session=False))
        info = setup_page(cdp)
        print(info)
        print(cdp.evaluate("1+1"))
    finally:
        cdp.close()


if __name__ == "__main__":
    if len(sys.argv) < 2:
        raise SystemExit(__doc__)
    cmd = sys.argv[1]
    if cmd == "record":
        cmd_record(sys.argv[2:])
    elif cmd == "smoke":
        cmd_smoke(sys.argv[2:])
    elif cmd == "analyze":
        import fling_fit
        fling_fit.main(sys.argv[2:])
    else:
        raise SystemExit(__doc__)
