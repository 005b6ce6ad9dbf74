"""``bench/all.py --quick``: every page figure of every game is produced (never a time is
asserted), so the benches cannot rot as the page changes."""

from __future__ import annotations

import re
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))
from hexrealms.core.ruleset import ids  # noqa: E402

BENCH = Path(__file__).resolve().parents[1] / "bench"
FIGURES = ("click → view frame, p95", "click → table redrawn, p95",
           "long game's link opens, over a plain start", "link of a long random game",
           "link of a whole bots' game, median")


def test_bench_all_prints_every_figure_for_every_game() -> None:
    done = subprocess.run([sys.executable, str(BENCH / "all.py"), "--quick"],
                          capture_output=True, text=True, timeout=900)
    assert done.returncode == 0, done.stderr[-3000:]
    out = done.stdout
    assert re.search(r"^page ready ÷ bare loadPyodide\s+\(the page\)\s+\d+\.\d\d ", out, re.M)
    steps = re.search(r"^  the page by loading step \(medians\): (.*)$", out, re.M)
    assert steps, out
    for step in ("navigation → worker started", "runtime: Starting Python", "import: ",
                 "first screen (game form)"):
        assert re.search(re.escape(step) + r".*? \d+ ms", steps.group(1)), (step, steps.group(1))
    for game in ids():
        for figure in FIGURES:
            line = re.search(rf"^{re.escape(figure)}\s+{game}\s+(\S.*?)\s{{3}}\S", out, re.M)
            assert line, f"{figure} for {game} missing:\n{out}"
            assert re.match(r"[+-]?[\d,]+ (ms|chars)", line.group(1)), line.group(1)
        breakdown = rf"^  {game}, where a click's time goes \(medians\): calls \w+.*: Python [\d.]+ ms, .* page -?[\d.]+ ms; [\d,]+ characters$"
        assert re.search(breakdown, out, re.M), f"where a click's time goes, {game}, missing:\n{out}"

