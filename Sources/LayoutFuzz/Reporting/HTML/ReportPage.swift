/// The shell every HTML report page shares: a self-contained document (inline CSS and a little
/// plain JavaScript, nothing fetched from the network, no framework) whose script steps through
/// a film (`.film-player`: previous, next, a slider, the arrow keys) and marks the body
/// `data-script="ok"` once it ran without an error (`"error"` when one was thrown), so a
/// headless browser can tell that the page works.
enum ReportPage {
    static func document(title: String, body: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <title>\(HTMLText.text(title))</title>
        <style>
        \(style)</style>
        </head>
        <body data-script="none">
        \(body)<script>
        \(script)</script>
        </body>
        </html>

        """
    }

    static let style = """
        body { font: 14px/1.45 -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif; margin: 0 auto; max-width: 1100px; padding: 12px 20px 40px; color: #1d1d1f; }
        h1 { font-size: 22px; margin: 8px 0; } h2 { font-size: 17px; margin: 22px 0 8px; border-bottom: 1px solid #ddd; }
        code, pre { font: 12.5px/1.4 "SF Mono", Menlo, "DejaVu Sans Mono", monospace; }
        pre { background: #f5f5f7; padding: 8px 10px; overflow-x: auto; border-radius: 4px; }
        #replay-section pre, td code { white-space: pre-wrap; overflow-wrap: anywhere; }
        table { border-collapse: collapse; margin: 6px 0; } th, td { border: 1px solid #ddd; padding: 3px 8px; text-align: left; vertical-align: top; }
        td.number { text-align: right; font-variant-numeric: tabular-nums; }
        .failed { color: #b00020; font-weight: 600; } .passed { color: #17692b; } .muted { color: #666; }
        .message { font-weight: 600; }
        [hidden] { display: none !important; }
        .film-player { display: flex; flex-wrap: wrap; gap: 16px; align-items: flex-start; }
        .film-player .controls { width: 100%; display: flex; gap: 8px; align-items: center; }
        .film-player .step-slider { flex: 1; max-width: 360px; }
        svg.film { width: 420px; max-width: 100%; height: auto; background: #fafafa; border: 1px solid #ccc; }
        svg.film .window { fill: #fff; stroke: #333; stroke-width: 1.5; vector-effect: non-scaling-stroke; }
        svg.film .safe-area { fill: none; stroke: #e08a00; stroke-dasharray: 2 3; vector-effect: non-scaling-stroke; }
        svg.film .margins { fill: none; stroke: #8a5cc2; stroke-dasharray: 1 2; vector-effect: non-scaling-stroke; }
        svg.film .engine { fill: rgba(0, 113, 227, 0.10); stroke: #0071e3; stroke-width: 1.5; vector-effect: non-scaling-stroke; }
        svg.film .expected { fill: none; stroke: #17692b; stroke-width: 1.5; stroke-dasharray: 6 4; vector-effect: non-scaling-stroke; }
        svg.film .engine.differs { fill: rgba(214, 0, 28, 0.22); stroke: #d6001c; stroke-width: 2.5; }
        svg.film .label { fill: #333; } svg.film .label.differs { fill: #b00020; font-weight: 700; }
        svg.film .point { fill: #0071e3; } svg.film .point.differs { fill: #d6001c; }
        svg.film .rtl-badge { fill: #e08a00; font-weight: 700; }
        svg.film .hidden-view { opacity: 0.35; }
        .legend span { display: inline-block; margin-right: 14px; } .swatch { display: inline-block; width: 18px; height: 10px; margin-right: 4px; vertical-align: middle; }
        pre.code div { white-space: pre; }
        .code-step { border-left: 3px solid transparent; padding-left: 6px; margin: 2px 0; }
        .code-step.current { border-left-color: #0071e3; background: #eef5ff; }
        .script .failing { background: #ffe3e6; font-weight: 700; }
        .clean { font-size: 16px; }

        """

    static let script = """
        (function () {
          "use strict";
          window.addEventListener("error", function () { document.body.setAttribute("data-script", "error"); });
          document.querySelectorAll(".film-player").forEach(function (player) {
            var steps = Array.prototype.slice.call(player.querySelectorAll("figure.step"));
            var slider = player.querySelector(".step-slider");
            var label = player.querySelector(".step-label");
            var code = Array.prototype.slice.call(document.querySelectorAll("[data-code-step]"));
            function show(k) {
              k = Math.max(0, Math.min(steps.length - 1, k));
              slider.value = String(k);
              steps.forEach(function (figure, i) { if (i === k) { figure.removeAttribute("hidden"); } else { figure.setAttribute("hidden", ""); } });
              var step = Number(steps[k].getAttribute("data-step"));
              label.textContent = "step " + step + " of " + steps[steps.length - 1].getAttribute("data-step") + ": " + steps[k].getAttribute("data-label");
              code.forEach(function (block) { block.classList.toggle("current", Number(block.getAttribute("data-code-step")) === step); });
              player.setAttribute("data-current", String(step));
            }
            player.querySelector(".previous").addEventListener("click", function () { show(Number(slider.value) - 1); });
            player.querySelector(".next").addEventListener("click", function () { show(Number(slider.value) + 1); });
            slider.addEventListener("input", function () { show(Number(slider.value)); });
            document.addEventListener("keydown", function (event) {
              if (event.key === "ArrowLeft") { show(Number(slider.value) - 1); }
              if (event.key === "ArrowRight") { show(Number(slider.value) + 1); }
            });
            show(Number(slider.value));
          });
          if (document.body.getAttribute("data-script") !== "error") { document.body.setAttribute("data-script", "ok"); }
        })();

        """
}
