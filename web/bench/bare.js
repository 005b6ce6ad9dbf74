// Loads the Pyodide runtime and nothing else, then reports the time since navigation start
// (performance.now() counts from it). The cold-start baseline for bench/cold_start.py.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const out = document.getElementById("elapsed");
try {
  // A lock file must exist for loadPyodide; ours lists only our wheels, none of which loads here.
  await loadPyodide({ indexURL: new URL("../pyodide/", import.meta.url).href,
                      lockFileURL: new URL("../pyodide-lock.json", import.meta.url).href });
  const ms = performance.now();
  out.textContent = `${ms.toFixed(0)} ms`;
  document.body.dataset.elapsedMs = ms.toFixed(1);
  document.body.dataset.engine = "ready";
} catch (err) {
  out.textContent = `failed: ${err.message}`;
  document.body.dataset.engine = "error";
}
