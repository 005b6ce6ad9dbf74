// guide.js — the first-game guide: a few short pages from the game's own data
// (rules_text().guide: title, text, an icon of its look, the region of the table it is about).
// The guide is a small non-modal panel, so the table stays visible and each page lights up the
// part it talks about. "How to play" in the bar opens it at any time; a banner above the
// decision offers it until the guide was opened or dismissed for that game (remembered in
// this browser).
//
// DOM contract (e2e tests): #guide-open; #guide (dialog, data-page = page number from 1);
// #guide-title, #guide-text, #guide-count; #guide-back, #guide-next, #guide-close;
// #guide-banner with #guide-banner-open and #guide-banner-dismiss; .guide-spot on the region.

const SEEN = (id) => `hexrealms.guide.${id}`;

/** The element of the table a guide page's region names. */
function regionElement(region) {
  const of = (id) => document.getElementById(id)?.closest("section") ?? null;
  switch (region) {
    case "table": return document.querySelector(".map-area");
    case "panels": return document.querySelector(".panels-area");
    case "decision": return document.getElementById("now");
    case "log": return of("log");
    case "share": return of("share");
    default: return null;
  }
}

function remember(id) {
  try { localStorage.setItem(SEEN(id), "seen"); } catch { /* private mode: ask again next time */ }
}

function seen(id) {
  try { return localStorage.getItem(SEEN(id)) === "seen"; } catch { return false; }
}

/**
 * @param {{dialog: HTMLDialogElement, open: HTMLButtonElement, banner: HTMLElement,
 *          rulesFor: (id: string) => Promise<object>}} parts
 * @returns {{setGame: (id: string, name: string) => void}}
 */
export function createGuide({ dialog, open, banner, rulesFor }) {
  const $ = (id) => document.getElementById(id);
  let game = null;
  let name = "";
  let pages = [];
  let icons = {};
  let page = 0;
  let spot = null;

  function light(region) {
    spot?.classList.remove("guide-spot");
    spot = region ? regionElement(region) : null;
    if (!spot) return;
    spot.classList.add("guide-spot");
    spot.scrollIntoView({ block: "nearest", behavior: "smooth" });
  }

  function show(n) {
    page = Math.max(0, Math.min(pages.length - 1, n));
    const p = pages[page];
    dialog.dataset.page = String(page + 1);
    $("guide-count").textContent = `${name}: how to play · ${page + 1} of ${pages.length}`;
    $("guide-title").textContent = p.title;
    $("guide-text").textContent = p.text;
    const icon = $("guide-icon");
    icon.hidden = !(p.icon && icons[p.icon]);
    if (!icon.hidden) icon.src = icons[p.icon];
    $("guide-back").disabled = page === 0;
    $("guide-next").textContent = page === pages.length - 1 ? "Done" : "Next";
    light(p.region);
  }

  async function openGuide() {
    if (!game) return;
    const rules = await rulesFor(game);
    pages = rules.guide ?? [];
    icons = rules.look?.icons ?? {};
    if (!pages.length) return;
    remember(game);
    banner.hidden = true;
    if (!dialog.open) dialog.show();
    show(0);
    $("guide-next").focus();
  }

  function close() {
    light(null);
    if (dialog.open) dialog.close();
    open.focus();
  }

  open.addEventListener("click", openGuide);
  $("guide-banner-open").addEventListener("click", openGuide);
  $("guide-banner-dismiss").addEventListener("click", () => {
    if (game) remember(game);
    banner.hidden = true;
  });
  $("guide-back").addEventListener("click", () => show(page - 1));
  $("guide-next").addEventListener("click", () => (page === pages.length - 1 ? close() : show(page + 1)));
  $("guide-close").addEventListener("click", close);
  dialog.addEventListener("keydown", (event) => {
    if (event.key === "Escape") { event.preventDefault(); close(); }
    else if (event.key === "ArrowRight") show(page + 1);
    else if (event.key === "ArrowLeft") show(page - 1);
  });

  return {
    setGame(id, gameName) {
      if (id === game) return;
      game = id;
      name = gameName;
      open.disabled = false;
      if (dialog.open) close();
      $("guide-banner-text").textContent = `New to ${gameName}? A short guide shows the goal, a turn and how it ends.`;
      banner.hidden = seen(id);
    },
  };
}
