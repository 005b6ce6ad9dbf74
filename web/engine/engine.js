// engine.js — the page's handle on the Python engine running in worker.js.
//
// API
//   import { startEngine, EngineError } from "./engine.js";
//
//   const engine = await startEngine({ onProgress });
//     Starts the worker and resolves once hexrealms.web_api is imported and callable.
//     onProgress({stage, fraction, label}) is called as loading advances:
//       stage: "runtime" | "packages" | "engine" | "import"; fraction: 0..1 (1 when done);
//       label: short text for the user.
//     Rejects with an EngineError whose message a person can read (e.g. "pydantic-2.14.3-…whl
//     could not be loaded …") when anything fails to load; error.stage tells where.
//
//   engine.build            the build hash from build.json (service-worker cache name)
//   engine.functions        names callable through engine.call (web_api's public functions)
//   await engine.call(fn, ...args)
//     Calls hexrealms.web_api.<fn>(*args) in the worker and resolves with the unwrapped
//     `result` of its {"ok": true, "result": ...} envelope (already parsed, plain JSON data).
//     Rejects with an EngineError(message) when Python answered {"ok": false, "error": message}
//     (a message a person can act on, e.g. an illegal action or a bad link), when fn is not a
//     public web_api function, or when the worker died.
//     Arguments are strings; objects are JSON-encoded for you, so
//       engine.call("new_game", {players: 2}) === engine.call("new_game", '{"players": 2}').
//   engine.terminate()      stops the worker; pending and later calls reject.
//   engine.loading          when each loading step's progress message arrived: {stage, label,
//                           at} in ms since navigation (bench/cold_start.py prints them)
//   engine.timings          the last calls answered, oldest first: {fn, sent, total, python,
//                           parse, chars} — ms from the call until its answer is parsed, in
//                           Python (the function and its JSON), parsing that JSON on the page,
//                           and the answer's characters (bench/ui_latency.py prints where a
//                           click's milliseconds go)
//
// Calls are answered in order one at a time by the worker, so the page never blocks while a bot
// thinks; there is no timeout (a long bot turn is legitimate).

const TIMINGS = 64;

/** An error reported by the engine: its message is meant to be shown to the player. */
export class EngineError extends Error {
  constructor(message, stage = undefined) {
    super(message);
    this.name = "EngineError";
    this.stage = stage;
  }
}

/**
 * Starts the engine worker.
 * @param {{onProgress?: (p: {stage: string, fraction: number, label: string}) => void,
 *          workerURL?: string|URL}} [options]
 * @returns {Promise<{build: string, functions: string[],
 *                    call: (fn: string, ...args: any[]) => Promise<any>, terminate: () => void}>}
 */
export function startEngine({ onProgress = () => {}, workerURL } = {}) {
  const worker = new Worker(workerURL ?? new URL("./worker.js", import.meta.url), { type: "module" });
  const pending = new Map(); // id -> {resolve, reject}
  let nextId = 1;
  let dead = null; // EngineError once the worker is unusable

  function die(error) {
    dead ??= error;
    for (const { reject } of pending.values()) reject(dead);
    pending.clear();
  }

  const timings = []; // the last TIMINGS calls: where each one's milliseconds went

  function call(fn, ...args) {
    if (dead) return Promise.reject(dead);
    const id = nextId++;
    const strings = args.map((a) => (typeof a === "string" ? a : JSON.stringify(a)));
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject, fn, sent: performance.now() });
      worker.postMessage({ id, fn, args: strings });
    });
  }

  function note(waiter, ms) {
    if (!ms) return;
    timings.push({ fn: waiter.fn, sent: waiter.sent, total: performance.now() - waiter.sent, ...ms });
    if (timings.length > TIMINGS) timings.shift();
  }

  function terminate() {
    worker.terminate();
    die(new EngineError("The engine was stopped."));
  }

  const loading = []; // when each loading stage began: {stage, label, at} (ms since navigation)

  return new Promise((resolve, reject) => {
    worker.addEventListener("message", ({ data }) => {
      if (data?.id !== undefined) {
        const waiter = pending.get(data.id);
        if (!waiter) return;
        pending.delete(data.id);
        let answer = data;
        if (typeof data.envelope === "string") {
          const started = performance.now();
          answer = JSON.parse(data.envelope);
          note(waiter, { ...data.ms, parse: performance.now() - started });
        }
        if (answer.ok) waiter.resolve(answer.result);
        else waiter.reject(new EngineError(String(answer.error)));
      } else if (data?.type === "progress") {
        loading.push({ stage: data.stage, label: data.label, at: performance.now() });
        onProgress({ stage: data.stage, fraction: data.fraction, label: data.label });
      } else if (data?.type === "ready") {
        resolve({ build: data.build, functions: data.functions, call, terminate, timings, loading });
      } else if (data?.type === "fatal") {
        const error = new EngineError(`The game engine could not load: ${data.message}`, data.stage);
        die(error);
        worker.terminate();
        reject(error);
      }
    });
    // Fires when worker.js itself cannot load or throws outside its own handlers.
    worker.addEventListener("error", (event) => {
      event.preventDefault();
      const error = new EngineError(
        `The game engine could not start: ${event.message || "worker.js failed to load"}`);
      die(error);
      reject(error);
    });
    worker.addEventListener("messageerror", () => {
      die(new EngineError("The engine sent a message the page could not read."));
    });
  });
}
