/// The review page's inline style and script (kept apart from the markup builder).
enum ReviewPageScript {
  /// Collects errors from the first moment, for the self-test.
  static let errorTrap = """
    window.reviewErrors = [];
    window.addEventListener('error', function (e) { window.reviewErrors.push(String(e.message)); });
    (function () {
      var original = console.error;
      console.error = function () {
        window.reviewErrors.push(Array.prototype.join.call(arguments, ' '));
        original.apply(console, arguments);
      };
    })();
    """

  /// Nothing is wider than the page: the two-column top folds to one column on a narrow window,
  /// the parameter table and the code scroll inside their own boxes, and long words wrap.
  static let style = """
    body { font: 15px/1.45 system-ui, sans-serif; margin: 24px auto; max-width: 1100px;
      padding: 0 16px; color: #1c1e24; overflow-wrap: break-word; }
    .top { display: grid; grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); gap: 24px;
      align-items: start; }
    @media (max-width: 760px) { .top { grid-template-columns: minmax(0, 1fr); } }
    video { width: 100%; max-height: 80vh; background: #1c1e24; }
    h2 { margin-top: 8px; }
    .hint { font-size: 13px; color: #555; margin: 0 0 8px; }
    .scroll-box { max-width: 100%; overflow-x: auto; }
    table.parameters { border-collapse: collapse; font-size: 13px; }
    table.parameters th, table.parameters td { border-bottom: 1px solid #dde; padding: 3px 10px;
      text-align: left; vertical-align: top; }
    table.parameters thead th { max-width: 14em; }
    td.differs { background: #ffe9a8; font-weight: 600; }
    td.inert { color: #9a9aa6; }
    td.own small, tr.device td { color: #6b6b78; }
    ul.markers a { font-variant-numeric: tabular-nums; white-space: nowrap; }
    .who { display: inline-block; min-width: 2em; color: #666; }
    figure.plot { max-width: 720px; margin: 8px 0 20px; }
    svg.plot { width: 100%; display: block; }
    .legend { display: flex; flex-wrap: wrap; gap: 2px 16px; font-size: 12px; margin-top: 4px;
      padding-left: 64px; }
    .legend .swatch { display: inline-block; width: 18px; height: 3px; margin-right: 6px;
      vertical-align: middle; }
    .legend .swatch.note { height: 0; border-top: 2px dashed #999; }
    svg .title { font-size: 13px; font-weight: 600; }
    svg .tick { font-size: 11px; fill: #555; }
    svg .grid { stroke: #e6e6ee; }
    svg .axis { stroke: #333; }
    svg .marker-line { stroke: #999; stroke-dasharray: 4 3; }
    .code { margin: 8px 0; border: 1px solid #dde; border-radius: 6px; }
    .code .bar { display: flex; justify-content: space-between; padding: 4px 8px;
      background: #f3f4f8; font-size: 12px; }
    #selftest-result { white-space: pre-wrap; }
    .code pre { margin: 0; padding: 8px; overflow-x: auto; font-size: 12px;
      overflow-wrap: normal; }
    """

  /// Markers seek the video; copy buttons copy; `#selftest` runs the page's own checks.
  static let behaviour = """
    (function () {
      var video = document.getElementById('video');
      function seek(t) { video.currentTime = t; }
      document.querySelectorAll('a.marker').forEach(function (link) {
        link.addEventListener('click', function (event) {
          event.preventDefault();
          seek(parseFloat(link.dataset.t));
        });
      });
      document.querySelectorAll('button.copy').forEach(function (button) {
        button.addEventListener('click', function () {
          var text = document.getElementById(button.dataset.target).textContent;
          var done = function () { button.textContent = 'Copied'; };
          if (navigator.clipboard && window.isSecureContext) {
            navigator.clipboard.writeText(text).then(done, function () {});
          } else {
            var area = document.createElement('textarea');
            area.value = text;
            document.body.appendChild(area);
            area.select();
            document.execCommand('copy');
            area.remove();
            done();
          }
        });
      });
      if (location.hash !== '#selftest') { return; }
      var result = { errors: window.reviewErrors, series: [], phones: 0 };
      document.querySelectorAll('svg.plot').forEach(function (svg) {
        result.series.push(svg.querySelectorAll('polyline.series').length);
      });
      result.phones = document.querySelectorAll('table.parameters thead th').length - 1;
      result.legends = [];
      document.querySelectorAll('figure.plot').forEach(function (figure) {
        result.legends.push(figure.querySelectorAll('.legend .entry').length);
      });
      // What sticks out past the window's right edge, unless a box that scrolls or clips holds
      // it (the parameter table, the code): the page must not scroll sideways.
      function layout() {
        var width = window.innerWidth;
        var outside = [];
        document.querySelectorAll('body *').forEach(function (element) {
          var box = element.getBoundingClientRect();
          if (box.width === 0 || (box.right <= width + 0.5 && box.left >= -0.5)) { return; }
          for (var up = element.parentElement; up && up !== document.body; up = up.parentElement) {
            var overflow = getComputedStyle(up).overflowX;
            if (overflow === 'auto' || overflow === 'scroll' || overflow === 'hidden') { return; }
          }
          outside.push(element.tagName.toLowerCase() + (element.className ? '.' +
            String(element.className.baseVal !== undefined ? element.className.baseVal :
            element.className).replace(/ /g, '.') : '') + ' ' + Math.round(box.left) + '…' +
            Math.round(box.right));
        });
        return { viewport: width, scrollWidth: document.documentElement.scrollWidth,
          outside: outside.slice(0, 12) };
      }
      function finish() {
        var out = document.getElementById('selftest-result');
        // Measured without the result itself, which a second report (the timeout) would show.
        out.hidden = true;
        result.layout = layout();
        out.textContent = JSON.stringify(result);
        out.hidden = false;
      }
      video.muted = true;
      video.addEventListener('timeupdate', function () {
        if (video.currentTime > 0.05 && result.played === undefined) {
          result.played = video.currentTime;
          video.pause();
          var link = document.querySelector('a.marker');
          if (!link) { finish(); return; }
          // Setting currentTime moves the official playback position at once; the decoder
          // catching up ('seeked') is the browser's business.
          result.markerTime = parseFloat(link.dataset.t);
          link.click();
          result.seekedTo = video.currentTime;
          finish();
        }
      });
      video.addEventListener('error', function () {
        result.errors.push('video: ' + (video.error ? video.error.code : 'unknown'));
        finish();
      });
      // Also report after a while whatever happened: a headless browser's virtual time runs
      // only while something is pending, and a video that never plays must still be reported.
      setTimeout(finish, 4000);
      var playing = video.play();
      if (playing && playing.catch) {
        playing.catch(function (e) { result.errors.push('play: ' + e); finish(); });
      }
    })();
    """
}
