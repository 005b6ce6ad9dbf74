// persistence.js — share and keep the open game: save-state links in the URL hash, "Copy link",
// autosave to localStorage (with corrupt-autosave handling), the replay control and the offline
// service worker (ARCHITECTURE.md, "Save-state links" and "The browser side").
//
// API
//   import { mountPersistence } from "./persistence.js";
//   const opened = await mountPersistence({ session, share, replay });
//     Call once, after session.attach(engine) and before showing the new-game screen. Opens, in
//     this order of priority, the game in a `#g=<token>` link of the page URL, else the autosave;
//     resolves true when one of them opened a game (the page then shows it), false when the
//     new-game screen should be shown. Never rejects: a bad link or a corrupt autosave is
//     reported to the player in a dismissible notice, and the open game (if any) is kept.
//     share: element that gets the "Copy link" control, the link's QR code (link_qr.js), the
//     "open a link" field and status;
//     replay: element for the replay control (replay.js); either may be null.
//     From then on: every view whose cause changes the game (new_game, act, bot_act, undo,
//     load_link) is autosaved, a moment later, and its link put in the address bar (replaced,
//     never pushed: a reload or a bookmark holds the game, and Back still leaves the page); a
//     `#g=` link typed into the address bar (hashchange) is opened; the service worker (sw.js)
//     is registered.
//
// DOM contract (e2e tests)
//   share[data-saved-hash]   state_hash of the last autosave written
//   share[data-offline]      "ready" once the service worker has cached this build
//   .persist-notice[data-kind] "bad-link" | "corrupt-autosave" | "storage" | "clipboard" | "update",
//                            each with a dismiss button (.persist-notice-dismiss)
//
// Text from links reaches the page only through textContent.

import { el } from "../ui/dom.js";
import { mountLinkQr } from "./link_qr.js";
import { mountReplay } from "./replay.js";

/** localStorage key of the autosave; bump the version when its record changes shape. */
export const AUTOSAVE_KEY = "hexrealms.autosave.v1";
/** A corrupt autosave is moved to AUTOSAVE_SET_ASIDE_PREFIX + ISO time, never deleted. */
export const AUTOSAVE_SET_ASIDE_PREFIX = "hexrealms.autosave.v1.set-aside.";
/** Views made by these web_api functions change the game: they are autosaved. */
export const SAVING_CAUSES = new Set(["new_game", "act", "bot_act", "undo", "load_link"]);

const HASH_PREFIX = "#g=";
/** An autosave starts this long after the change it saves: the table's own calls to the engine
 * (the legal actions, the person's view) go first, and the moves made meanwhile (bots at the
 * Instant pace) are saved by that one save. */
const AUTOSAVE_DELAY_MS = 200;

/**
 * The token of a `#g=<token>` URL hash, or null when the hash holds no game link.
 * `#g=` with nothing after it gives "" (a bad link the engine will name).
 * @param {string} [hash]  defaults to location.hash
 * @returns {string|null}
 */
export function linkFromHash(hash = location.hash) {
  if (!hash.startsWith(HASH_PREFIX)) return null;
  const raw = hash.slice(HASH_PREFIX.length);
  try {
    return decodeURIComponent(raw);
  } catch {
    return raw; // not percent-encoded text: the engine will say what is wrong with it
  }
}

/**
 * The page URL carrying a save-state link: `<page url>#g=<token>`.
 * @param {string} token  from web_api.to_link
 * @param {string} [base] defaults to the current page URL
 * @returns {string}
 */
export function pageLinkFor(token, base = location.href) {
  const url = new URL(base);
  url.hash = "";
  return `${url.href}${HASH_PREFIX}${token}`;
}

/**
 * Replaces the address bar's URL (no reload, no history entry, no hashchange).
 * @param {string|null} token  a link token, or null to drop the hash
 */
export function putLinkInAddressBar(token) {
  const url = new URL(location.href);
  url.hash = "";
  history.replaceState(history.state, "", token === null ? url.href : pageLinkFor(token));
}

/**
 * Puts text on the clipboard.
 * @param {string} text
 * @returns {Promise<boolean>} false when the browser refused (no permission, no clipboard API)
 */
export async function copyText(text) {
  try {
    if (!navigator.clipboard?.writeText) return false;
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}

/**
 * Reads the autosave.
 * @param {Storage} [storage]
 * @returns {{kind: "none"} | {kind: "ok", token: string, stateHash: string|null}
 *          | {kind: "corrupt", raw: string, reason: string}}
 */
export function readAutosave(storage = localStorage) {
  const raw = storage.getItem(AUTOSAVE_KEY);
  if (raw === null) return { kind: "none" };
  let record;
  try {
    record = JSON.parse(raw);
  } catch {
    return { kind: "corrupt", raw, reason: "Its contents cannot be read." };
  }
  if (!record || typeof record !== "object" || record.v !== 1 || typeof record.token !== "string"
      || record.token === "") {
    return { kind: "corrupt", raw, reason: "It does not hold a saved game." };
  }
  const stateHash = typeof record.state_hash === "string" ? record.state_hash : null;
  return { kind: "ok", token: record.token, stateHash };
}

/**
 * Writes the autosave record `{v: 1, token, state_hash, saved_at}`.
 * @param {string} token
 * @param {string} stateHash
 * @param {Storage} [storage]
 * @throws when the browser refuses to store it (quota, storage disabled)
 */
export function writeAutosave(token, stateHash, storage = localStorage) {
  storage.setItem(AUTOSAVE_KEY, JSON.stringify({
    v: 1, token, state_hash: stateHash, saved_at: new Date().toISOString(),
  }));
}

/**
 * Moves a corrupt autosave out of the way, to a key of its own, so it is never lost silently
 * and never blocks the page again.
 * @param {string} raw  the autosave's text as stored
 * @param {Storage} [storage]
 * @returns {string|null} the key it was kept under, or null if the browser refused to store it
 *                        (the autosave is then left where it was)
 */
export function setAsideAutosave(raw, storage = localStorage) {
  const key = AUTOSAVE_SET_ASIDE_PREFIX + new Date().toISOString();
  try {
    storage.setItem(key, raw);
  } catch {
    return null;
  }
  storage.removeItem(AUTOSAVE_KEY);
  return key;
}

/**
 * Registers sw.js for this build (the cache is named by the build hash), after asking the
 * network — through the worker, which falls back to its cache offline — for the newest build,
 * so a rebuilt site installs a new worker. Silent where service workers are unavailable.
 * @param {string} build  the running build's hash (engine.build)
 * @param {{onCached?: () => void, onUpdate?: () => void}} [hooks]
 *   onCached: this build is cached (the site works offline); onUpdate: a newer build took over
 * @returns {Promise<ServiceWorkerRegistration|null>}
 */
export async function registerServiceWorker(build, { onCached = () => {}, onUpdate = () => {} } = {}) {
  if (!("serviceWorker" in navigator) || !window.isSecureContext) return null;
  try {
    let latest = build;
    try {
      const response = await fetch(new URL("build.json?latest", document.baseURI), { cache: "no-store" });
      if (response.ok) latest = (await response.json()).build || build;
    } catch {
      // offline without a service worker yet: register the running build
    }
    const hadController = Boolean(navigator.serviceWorker.controller);
    const url = new URL(`sw.js?build=${encodeURIComponent(latest)}`, document.baseURI);
    const registration = await navigator.serviceWorker.register(url, { scope: "./" });
    if (!registration) return null; // registration blocked (e.g. by a test harness)
    if (hadController) {
      navigator.serviceWorker.addEventListener("controllerchange", () => onUpdate(), { once: true });
    }
    navigator.serviceWorker.ready.then(async () => {
      if (await caches.has(`hexrealms-${latest}`)) onCached();
    }).catch(() => {});
    return registration;
  } catch (error) {
    console.warn(`Offline play is not available: ${error?.message ?? error}`);
    return null;
  }
}

/**
 * Shows a dismissible notice at the top of the page.
 * @param {string} kind   data-kind of the notice (one notice per kind: a new one replaces it)
 * @param {string} title
 * @param {string} message  shown with textContent
 * @returns {HTMLElement}
 */
export function showNotice(kind, title, message) {
  let stack = document.querySelector(".persist-notices");
  if (!stack) {
    stack = el("div", { class: "persist-notices" });
    document.body.append(stack);
    // A modal dialog (new-game screen, hand-over) makes the rest of the page inert and covers
    // it: the notices then live inside the topmost one, so they stay readable and dismissible.
    new MutationObserver(() => placeNotices(stack)).observe(document.body,
      { subtree: true, attributes: true, attributeFilter: ["open"] });
  }
  stack.querySelector(`.persist-notice[data-kind="${kind}"]`)?.remove();
  const text = el("div", { class: "persist-notice-text" },
    [el("strong", { text: title }), el("p", { text: message })]);
  const dismiss = el("button", {
    class: "persist-notice-dismiss", text: "Dismiss",
    attrs: { type: "button", "aria-label": `Dismiss: ${title}` },
  });
  const notice = el("div", { class: "persist-notice", attrs: { role: "alert" }, data: { kind } },
    [text, dismiss]);
  dismiss.addEventListener("click", () => notice.remove());
  stack.append(notice);
  placeNotices(stack);
  return notice;
}

/** Puts the notice stack in the topmost open modal dialog, or back in the body. */
function placeNotices(stack) {
  const modal = [...document.querySelectorAll("dialog[open]")].filter((d) => d.matches(":modal")).pop();
  const host = modal ?? document.body;
  if (stack.parentElement !== host) host.append(stack);
}

/** Removes the notice of one kind, if shown. @param {string} kind */
export function dismissNotice(kind) {
  document.querySelector(`.persist-notice[data-kind="${kind}"]`)?.remove();
}

/**
 * Builds the share panel's controls in `container`.
 * @returns {{copy: HTMLButtonElement, form: HTMLFormElement, input: HTMLInputElement,
 *            status: HTMLElement, fallback: HTMLInputElement, offline: HTMLElement,
 *            qr: HTMLElement}}
 */
function buildShareControls(container) {
  container.classList.add("persist-share");
  const copy = el("button", {
    class: "persist-copy", text: "Copy link",
    title: "Copy a link that opens this exact position (it also goes in the address bar)",
    attrs: { type: "button" },
  });
  copy.disabled = true;

  const input = el("input", {
    class: "persist-open-input",
    attrs: { type: "text", name: "link", autocomplete: "off", spellcheck: "false",
             placeholder: "Paste a link (…#g=…)" },
  });
  const form = el("form", { class: "persist-open" }, [
    el("label", { text: "Open a game link" }, [input]),
    el("button", { text: "Open", attrs: { type: "submit" } }),
  ]);

  const status = el("p", {
    class: "persist-status", attrs: { role: "status", "aria-live": "polite" },
  });

  const fallback = el("input", {
    class: "persist-fallback",
    attrs: { type: "text", readonly: "", "aria-label": "Link to this position", hidden: "" },
  });

  const offline = el("p", { class: "persist-offline" });
  const qr = el("div", { class: "persist-qr" });

  container.replaceChildren(copy, status, fallback, qr, form, offline);
  return { copy, form, input, status, fallback, offline, qr };
}

/**
 * Mounts link sharing, autosave, the replay control and offline support, and opens the game
 * from the URL link or the autosave. See the file header.
 * @param {{session: import("../engine/session.js").session, share?: HTMLElement|null,
 *          replay?: HTMLElement|null}} options
 * @returns {Promise<boolean>} whether a game was opened (from the link or the autosave)
 */
export async function mountPersistence({ session, share = null, replay = null }) {
  const ui = share ? buildShareControls(share) : null;
  if (ui) mountLinkQr(ui.qr, { session, linkFor: pageLinkFor, changes: SAVING_CAUSES });
  let storageWarned = false;

  // --- autosave after every change of the game --------------------------------------------
  let saving = Promise.resolve();
  let queued = false; // one save waiting is enough: it reads the game as it is when it runs
  session.on("view", (view, { cause }) => {
    if (!SAVING_CAUSES.has(cause)) return;
    if (ui) ui.copy.disabled = false;
    if (queued) return;
    queued = true;
    saving = saving.then(() => new Promise((settle) => { setTimeout(settle, AUTOSAVE_DELAY_MS); }))
      .then(() => { queued = false; return autosave(); }).catch(() => {});
  });

  async function autosave() {
    let token;
    try {
      token = await session.call("to_link");
    } catch {
      return; // no game open (the engine said so): nothing to save
    }
    const stateHash = session.view?.state_hash ?? "";
    try {
      writeAutosave(token, stateHash);
      if (share) share.dataset.savedHash = stateHash;
    } catch (error) {
      if (!storageWarned) {
        storageWarned = true;
        showNotice("storage", "This game is not being saved",
          `The browser refused to store it (${error?.message ?? error}). Use "Copy link" to keep it.`);
      }
    }
    // The address bar follows the game, so a reload or a bookmark resumes where play is now.
    putLinkInAddressBar(token);
  }

  // --- opening links -----------------------------------------------------------------------
  /**
   * Opens a link token; on failure shows the engine's message and keeps the open game.
   * @returns {Promise<boolean>}
   */
  async function openLink(token) {
    try {
      await session.call("load_link", token);
      dismissNotice("bad-link");
      return true;
    } catch (error) {
      showNotice("bad-link", "This game link cannot be opened",
        `${error?.message ?? error} ${session.view ? "The game you had open is still here."
                                                   : ""}`.trim());
      return false;
    }
  }

  window.addEventListener("hashchange", async () => {
    const token = linkFromHash();
    if (token === null) return;
    if (!(await openLink(token))) await showOpenGameInAddressBar(); // a reload must not retry it
  });

  if (ui) {
    ui.copy.addEventListener("click", async () => {
      ui.copy.disabled = true;
      try {
        const token = await session.call("to_link");
        const url = pageLinkFor(token);
        putLinkInAddressBar(token);
        if (await copyText(url)) {
          ui.fallback.hidden = true;
          ui.status.textContent = `Link copied (${url.length} characters). It is in the address bar too.`;
        } else {
          ui.fallback.value = url;
          ui.fallback.hidden = false;
          ui.fallback.focus();
          ui.fallback.select();
          ui.status.textContent = "The browser did not allow copying: copy the link below, or from the address bar.";
        }
      } catch (error) {
        ui.status.textContent = `No link: ${error?.message ?? error}`;
      } finally {
        ui.copy.disabled = !session.view;
      }
    });
    ui.form.addEventListener("submit", async (event) => {
      event.preventDefault();
      const text = ui.input.value.trim();
      if (!text) return;
      const at = text.indexOf(HASH_PREFIX);
      const token = at >= 0 ? linkFromHash(text.slice(at)) : text;
      if (await openLink(token)) {
        ui.input.value = "";
        ui.status.textContent = "Opened the game in the link.";
      }
    });
  }

  if (replay) mountReplay(replay, { session });

  // --- start-up: link > autosave > new-game screen ----------------------------------------
  let opened = false;
  const fromUrl = linkFromHash();
  if (fromUrl !== null) {
    opened = await openLink(fromUrl);
    if (!opened) putLinkInAddressBar(null);
  }
  if (!opened) opened = await resumeAutosave();

  const build = session.engine?.build;
  if (build) {
    registerServiceWorker(build, {
      onCached: () => {
        if (!share) return;
        share.dataset.offline = "ready";
        ui.offline.textContent = "Works offline in this browser.";
      },
      onUpdate: () => showNotice("update", "A new version of hexrealms is ready",
        "Reload the page to use it; your game is saved."),
    });
  }
  return opened;

  /** Puts the open game's link in the address bar (none open: no link). */
  async function showOpenGameInAddressBar() {
    try {
      putLinkInAddressBar(session.view ? await session.call("to_link") : null);
    } catch {
      putLinkInAddressBar(null);
    }
  }

  /** Opens the autosave; a corrupt one is reported and set aside. @returns {Promise<boolean>} */
  async function resumeAutosave() {
    let saved;
    try {
      saved = readAutosave();
    } catch (error) {
      return false; // storage unavailable (privacy mode): nothing to resume
    }
    if (saved.kind === "none") return false;
    let reason = saved.kind === "corrupt" ? saved.reason : null;
    if (saved.kind === "ok") {
      try {
        await session.call("load_link", saved.token);
        return true;
      } catch (error) {
        reason = error?.message ?? String(error);
      }
    }
    const raw = saved.kind === "corrupt" ? saved.raw : localStorage.getItem(AUTOSAVE_KEY) ?? "";
    const key = setAsideAutosave(raw);
    showNotice("corrupt-autosave", "The saved game could not be resumed",
      key ? `${reason} It was kept aside in this browser's storage under "${key}"; start a new game.`
          : `${reason} It could not be kept aside either (the browser refused to store it).`);
    return false;
  }
}
