// The engine's Web Worker (ARCHITECTURE.md, "The browser side"). Started by engine.js as a module
// worker; everything it loads comes from this site (dist/), never from a CDN or an index.
//
// Loading, in order, with a progress message for each stage:
//   runtime   loadPyodide() from ./pyodide/, resolving packages only against OUR lock file
//             (./pyodide-lock.json, written by serve.py, never the npm package's), whose
//             wheels are in ./wheels/; they download while the runtime boots (`packages`)
//   packages  checks every wheel from build.json really got installed
//   engine    the engine wheel, fetched in parallel with the runtime, unpacked straight into
//             site-packages (a pure-Python wheel needs nothing more; its dependencies are
//             already in): no installer to load, about 0.8 s less than micropip.install
//   import    import hexrealms.web_api
// A wheel build.json lists under `on_demand` (module -> package) is not installed at start: the
// first call that imports its module loads it from ./wheels/ and is made again.
// then posts {type:"ready", build, functions} or, on any failure, {type:"fatal", stage, message}.
//
// Worker -> page:  {type:"progress", stage, fraction 0..1, label}
//                  {type:"ready", build, functions}   build: build.json's hash
//                  {type:"fatal", stage, message}
//                  {id, envelope, ms} | {id, ok:false, error}   envelope: web_api's JSON text
//                  {"ok": …, "result"|"error": …}; ms: {python, chars}, the call's time in
//                  Python (the function and its JSON) and its length, for engine.timings
// Page -> worker:  {id, fn, args}   fn: a public function of hexrealms.web_api, args: strings

const SITE = new URL("../", import.meta.url); // this file is in the site's engine/ room
const PYODIDE_URL = new URL("pyodide/", SITE);
const LOCK_URL = new URL("pyodide-lock.json", SITE); // ours; ./pyodide/ deliberately has none
const WHEELS_URL = new URL("wheels/", SITE);
const BUILD_URL = new URL("build.json", SITE);

// Where each stage starts on the progress bar: the runtime boot dominates (ARCHITECTURE.md: loadPyodide
// ~2.5 s, wheels ~0.3 s, pydantic import ~0.4 s).
const STAGES = {
  runtime: [0.0, "Loading the Python runtime"],
  packages: [0.75, "Checking packages"],
  engine: [0.8, "Installing the game engine"],
  import: [0.88, "Starting the game engine"],
};

let webApi = null; // PyProxy of hexrealms.web_api once ready
let runtime = null; // the Pyodide instance once ready
let onDemand = {}; // module name -> package name, from build.json
let callable = new Set(); // names the page may call
let failure = null; // fatal message once loading failed
let stage = "runtime";
let bootRejection = null; // last unhandled rejection while loading, for the fatal message
self.addEventListener("unhandledrejection", (event) => {
  if (!webApi) bootRejection = readable(event.reason);
});
const ready = load(); // resolves when webApi is usable; never rejects (failure is set instead)

self.addEventListener("message", (event) => answer(event.data));

function progress(name, fraction, label) {
  stage = name;
  const [start, defaultLabel] = STAGES[name] ?? [fraction, name];
  self.postMessage({
    type: "progress",
    stage: name,
    fraction: Math.min(1, Math.max(0, fraction ?? start)),
    label: label ?? defaultLabel,
  });
}

async function load() {
  try {
    progress("runtime");
    const buildPromise = fetchJson(BUILD_URL);
    // The engine wheel downloads while the runtime boots; fetched here so a failed download is
    // reported as such instead of as a corrupt zip.
    const enginePromise = buildPromise.then((b) => fetchBytes(new URL(b.engine_wheel, WHEELS_URL)));
    enginePromise.catch(() => {}); // awaited below; this only stops an "unhandled" report meanwhile
    // Our lock is fetched here rather than by Pyodide (lockFileURL), which parses whatever
    // comes back: a 404 would surface as "Unexpected token" instead of naming the file.
    const [{ loadPyodide }, build, lock] = await Promise.all([
      import(new URL("pyodide.mjs", PYODIDE_URL).href),
      buildPromise,
      fetchJson(LOCK_URL),
    ]);
    progress("runtime", 0.1, "Starting Python");
    const stderr = []; // package-loading failures are only logged: keep them for the message
    const wasmFailure = watchWasmFailure();
    const pyodide = await Promise.race([wasmFailure.promise, loadPyodide({
      indexURL: PYODIDE_URL.href,
      lockFileContents: lock,
      // Required with lockFileContents; explicit also means no code path can fall back to
      // the CDN default.
      packageBaseUrl: WHEELS_URL.href,
      packages: build.packages,
      stdout: () => {},
      stderr: (line) => stderr.push(line),
    })]).finally(wasmFailure.stop);

    progress("packages");
    const missing = build.packages.filter((name) => !(normalize(name) in normalizedKeys(pyodide.loadedPackages)));
    if (missing.length) {
      throw new Error(`packages did not install: ${missing.join(", ")}${detail(stderr)}`);
    }

    progress("engine");
    const sitePackages = pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')");
    pyodide.unpackArchive(await enginePromise, "wheel", { extractDir: sitePackages });
    pyodide.runPython("import importlib; importlib.invalidate_caches()");

    progress("import");
    webApi = pyodide.pyimport("hexrealms.web_api");
    runtime = pyodide;
    onDemand = build.on_demand ?? {};
    callable = new Set(publicFunctions(pyodide));
    progress("import", 1, "Ready");
    self.postMessage({ type: "ready", build: build.build, functions: [...callable] });
  } catch (err) {
    failure = readable(err);
    // Pyodide reports some boot failures (e.g. a missing stdlib) as an unhandled rejection and
    // then only throws "Program terminated"; the rejection says what actually went wrong.
    if (bootRejection && !failure.includes(bootRejection)) failure += ` (${bootRejection})`;
    self.postMessage({ type: "fatal", stage, message: failure });
  }
}

// Pyodide 314 catches a failed pyodide.asm.wasm instantiation (e.g. a 404), logs it with
// console.warn("wasm instantiation failed!", then the error) and never settles loadPyodide.
// This turns that log into a rejection; stop() restores console.warn.
function watchWasmFailure() {
  const original = console.warn;
  let reject;
  let failed = false;
  const promise = new Promise((_, r) => { reject = r; });
  console.warn = (...args) => {
    original.apply(console, args);
    if (failed) {
      reject(new Error(`pyodide.asm.wasm could not be instantiated: ${readable(args[0])}`));
    } else if (args[0] === "wasm instantiation failed!") {
      failed = true;
    }
  };
  return { promise, stop: () => { console.warn = original; } };
}

async function fetchJson(url) {
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${url.pathname} could not be loaded (HTTP ${response.status})`);
  return response.json();
}

async function fetchBytes(url) {
  const name = url.pathname.split("/").pop();
  const response = await fetch(url, { cache: "no-cache" });
  if (!response.ok) throw new Error(`${name} could not be loaded (HTTP ${response.status})`);
  return new Uint8Array(await response.arrayBuffer());
}

// Package names in build.json are canonical ("pydantic-core"); Pyodide reports the lock's keys.
function normalize(name) {
  return name.toLowerCase().replace(/[-_.]+/g, "-");
}

function normalizedKeys(obj) {
  return Object.fromEntries(Object.keys(obj).map((k) => [normalize(k), true]));
}

function detail(lines) {
  const text = lines.filter((l) => l.trim()).slice(-3).join(" | ");
  return text ? ` (${text})` : "";
}

// Only functions defined in web_api itself (or listed in its __all__) are callable: its module
// namespace also holds imported names (Game, json, ...) that must not be reachable by messages.
function publicFunctions(pyodide) {
  const names = pyodide.runPython(`
import inspect, json
import hexrealms.web_api as m
names = getattr(m, "__all__", None) or [
    n for n, f in vars(m).items()
    if not n.startswith("_") and inspect.isfunction(f) and f.__module__ == m.__name__
]
json.dumps(sorted(names))
`);
  return JSON.parse(names);
}

async function answer(message) {
  const { id, fn, args = [] } = message ?? {};
  if (id === undefined) return; // not a request
  await ready;
  try {
    if (failure) throw new Error(`The engine is not available: ${failure}`);
    if (typeof fn !== "string" || fn.startsWith("_") || !callable.has(fn)) {
      throw new Error(`Unknown engine function: ${String(fn)}`);
    }
    if (!Array.isArray(args) || !args.every((a) => typeof a === "string")) {
      throw new Error(`Arguments of ${fn} must be strings`);
    }
    const started = performance.now();
    const envelope = await callLoadingOnDemand(fn, args);
    // Posted as the JSON text, which the page parses: copying one string between threads is
    // far cheaper than structured-cloning the tens of thousands of objects a view parses into
    self.postMessage({ id, envelope, ms: { python: performance.now() - started, chars: envelope.length } });
  } catch (err) {
    self.postMessage({ id, ok: false, error: readable(err) });
  }
}

async function callLoadingOnDemand(fn, args) {
  try {
    return callPython(fn, args);
  } catch (err) {
    const missing = /No module named '([\w]+)/.exec(String(err?.message ?? err))?.[1];
    const pkg = missing && onDemand[missing];
    if (!pkg) throw err;
    await runtime.loadPackage(pkg, { messageCallback: () => {} });
    return callPython(fn, args);
  }
}

function callPython(fn, args) {
  const f = webApi[fn];
  try {
    const out = f(...args);
    if (typeof out !== "string") throw new Error(`${fn} returned no JSON string`);
    return out;
  } finally {
    f.destroy();
  }
}

// A Python traceback's last line says what went wrong; the rest is for the console.
function readable(err) {
  const text = String(err?.message ?? err);
  if (err?.type && text.includes("Traceback")) {
    console.error(text);
    const lines = text.trim().split("\n");
    return lines[lines.length - 1];
  }
  return text;
}
