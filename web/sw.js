// sw.js — the service worker that makes a visited site work offline (ARCHITECTURE.md, "The browser
// side"). Registered by persistence.js as `sw.js?build=<build hash>`: a rebuilt site has a new
// hash, so the browser installs a new worker for it even though this file did not change.
//
// install   fetches build.json (revalidated) and caches every file it lists, plus build.json
//           and the site root, in the cache "hexrealms-<build>"; fails (keeping the old worker)
//           if build.json names another build than the one registered
// activate  deletes every other "hexrealms-*" cache and takes control of open pages
// fetch     same-origin GETs: cache first, the network for anything not in the build;
//           "build.json?latest" (the page's update check): the network first, this build's
//           build.json when offline — so the check never fails in the page

const BUILD = new URL(self.location.href).searchParams.get("build") ?? "";
const PREFIX = "hexrealms-";
const CACHE = PREFIX + BUILD;
const SITE = new URL("./", self.location.href);
const BUILD_JSON = new URL("build.json", SITE).href;

self.addEventListener("install", (event) => {
  event.waitUntil(install().then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    const names = await caches.keys();
    await Promise.all(names.filter((n) => n.startsWith(PREFIX) && n !== CACHE)
                           .map((n) => caches.delete(n)));
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET") return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (url.href === `${BUILD_JSON}?latest`) {
    event.respondWith(latestBuild(request));
  } else {
    event.respondWith(cacheFirst(request));
  }
});

async function install() {
  if (!BUILD) throw new Error("sw.js must be registered as sw.js?build=<build hash>");
  const response = await fetch(BUILD_JSON, { cache: "no-cache" });
  if (!response.ok) throw new Error(`build.json: HTTP ${response.status}`);
  const record = await response.clone().json();
  if (record.build !== BUILD) {
    throw new Error(`the site is now build ${record.build}, not ${BUILD}: a newer worker will follow`);
  }
  const cache = await caches.open(CACHE);
  try {
    const urls = ["./", ...record.files].map((file) => new URL(file, SITE).href);
    await cache.addAll(urls.map((u) => new Request(u, { cache: "no-cache" })));
    await cache.put(BUILD_JSON, response);
  } catch (error) {
    await caches.delete(CACHE); // never leave a half-filled cache behind
    throw error;
  }
}

async function cacheFirst(request) {
  const cache = await caches.open(CACHE);
  // Navigations may carry a query (the hash never reaches here); files are matched exactly.
  const hit = await cache.match(request, { ignoreSearch: request.mode === "navigate" });
  return hit ?? fetch(request);
}

async function latestBuild(request) {
  try {
    const response = await fetch(request, { cache: "no-store" });
    if (response.ok) return response;
  } catch {
    // offline: fall through to this build's record
  }
  const cached = await caches.match(BUILD_JSON, { cacheName: CACHE });
  return cached ?? Response.error();
}
