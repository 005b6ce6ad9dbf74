"""Build hexrealms' static site into ``dist/`` and serve it on 127.0.0.1.

``python serve.py`` does everything on a fresh machine with the package registries reachable
(ARCHITECTURE.md, "Building and serving"):

1. builds the engine wheel from ``pyproject.toml``;
2. fetches the pinned ``pyodide`` npm package through npm itself (never a CDN), checks its
   hashes and extracts only the runtime files the browser loads;
3. downloads the pinned wheels from PyPI with ``pip download`` and checks their sha256;
4. writes the project's own ``pyodide-lock.json`` naming exactly those wheels;
5. copies ``web/`` (to the site root) and ``assets/`` (to ``assets/``);
6. writes ``build.json`` with a hash over everything in ``dist/`` (the service worker's cache
   name, and how the worker finds the engine wheel's file name);
7. serves ``dist/`` with the right MIME types.

Downloads are cached in ``.cache/`` and re-checked against the pins on every build, so a second
run fetches nothing and takes seconds.

Usage: ``python serve.py [--build-only] [--port N] [--isolate]``.
"""

from __future__ import annotations

import argparse
import base64
import contextlib
import functools
import hashlib
import http.server
import json
import os
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import threading
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Iterable, Iterator

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
CACHE = ROOT / ".cache"
NPM_CACHE = CACHE / "npm"
WHEEL_CACHE = CACHE / "wheels"
STAGING = CACHE / "dist-staging"
RETIRED = CACHE / "dist-retired"

# --- Pins -------------------------------------------------------------------------------------
# Pyodide runtime from the npm registry. Both hashes are checked: sha512 is what the registry
# publishes ("integrity"), sha256 is what this project recorded when it pinned the version.
PYODIDE_VERSION = "314.0.7"
PYODIDE_TARBALL = f"pyodide-{PYODIDE_VERSION}.tgz"
PYODIDE_SHA512 = (
    "sha512-0YvXxEhfEdpLfb/XkM2BFAeMROq0iMUX2bzzH9pOttyMcWkwq+HbE5uyuGD82LN7y2q+SNvi/6V5JEsOlD2R1A=="
)
PYODIDE_SHA256 = "66b7949e5a0cba2250b586d7e368bf12fb482800748d182c4618254b685ffaa0"
# What loadPyodide() actually requests from indexURL when it is given lockFileURL (checked by
# recording a page load): the module loader, the Emscripten module, the wasm and the stdlib.
# The npm package's own pyodide-lock.json is deliberately NOT shipped: its pydantic
# builds are not PyPI's, and nothing may ever resolve against it.
PYODIDE_RUNTIME_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip")

# The platform Pyodide 314 loads compiled wheels for (abi 2026_0, Python 3.14).
PYODIDE_PIP_PLATFORM = (
    "--platform", "pyemscripten_2026_0_wasm32",
    "--python-version", "3.14",
    "--implementation", "cp",
    "--abi", "cp314",
)


@dataclass(frozen=True)
class PinnedWheel:
    """One wheel from PyPI, pinned by version and sha256, and its entry in our lock file."""

    name: str  # canonical (PEP 503) project name, also the lock file's key
    version: str
    file_name: str
    sha256: str
    imports: tuple[str, ...]
    depends: tuple[str, ...] = ()
    on_demand: bool = False  # not installed at start: the worker loads it when first imported


PINNED_WHEELS: tuple[PinnedWheel, ...] = (
    PinnedWheel("pydantic", "2.14.3", "pydantic-2.14.3-py3-none-any.whl",
                "3f7b347782ab7e4cf4c798496ae3a82787d9f21ec12676a9c564355eeef8daa8",
                ("pydantic",),
                ("annotated-types", "pydantic-core", "typing-extensions", "typing-inspection")),
    PinnedWheel("pydantic-core", "2.50.4",
                "pydantic_core-2.50.4-cp314-cp314-pyemscripten_2026_0_wasm32.whl",
                "e6da138a1ecc1341c8b788a5ee822670b03788e1f5decf7af9d461de6e508b8e",
                ("pydantic_core",), ("typing-extensions",)),
    PinnedWheel("annotated-types", "0.7.0", "annotated_types-0.7.0-py3-none-any.whl",
                "1f02e8b43a8fbbc3f3e0d4f0f4bfc8131bcb4eebe8849b8e5c773f3a1c582a53",
                ("annotated_types",)),
    # pydantic 2.14.3 requires typing-extensions>=4.16.0 and typing-inspection>=0.4.4.
    PinnedWheel("typing-extensions", "4.16.0", "typing_extensions-4.16.0-py3-none-any.whl",
                "481caa481374e813c1b176ada14e97f1f67a4539ce9cfeb3f350d78d6370c2e8",
                ("typing_extensions",)),
    PinnedWheel("typing-inspection", "0.4.5", "typing_inspection-0.4.5-py3-none-any.whl",
                "bc210535442b39e1bf2805e0c7a17dfd6a4ace760c84c7f7d16245d23a6b1c39",
                ("typing_inspection",), ("typing-extensions",)),
    # The link's QR code; loaded by the worker the first time one is asked for.
    PinnedWheel("segno", "1.6.6", "segno-1.6.6-py3-none-any.whl",
                "28c7d081ed0cf935e0411293a465efd4d500704072cdb039778a2ab8736190c7",
                ("segno",), on_demand=True),
)

# Files in the project needed to build the engine wheel (copied to a scratch dir so setuptools'
# build/ and *.egg-info never land in, or go stale in, the working tree).
WHEEL_SOURCES = ("pyproject.toml", "README.md", "LICENSE", "engine")
# Fixed zip timestamps make the engine wheel, and so the build hash, depend on content only.
REPRODUCIBLE_EPOCH = "315532800"  # 1980-01-01, the earliest time a zip can hold

MIME_TYPES = {
    ".wasm": "application/wasm",
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".json": "application/json",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".html": "text/html; charset=utf-8",
    ".css": "text/css; charset=utf-8",
    ".svg": "image/svg+xml",
    ".png": "image/png",
    ".woff2": "font/woff2",
    ".webmanifest": "application/manifest+json",
}


class BuildError(Exception):
    """A build step failed; the message is the one line the user sees."""


# --- Hashing ----------------------------------------------------------------------------------
def file_digest(path: Path, algorithm: str = "sha256") -> bytes:
    """Digest of a file, read in chunks so the 10 MB wasm never sits in memory twice."""
    h = hashlib.new(algorithm)
    with path.open("rb") as f:
        for chunk in iter(lambda: f.read(1 << 20), b""):
            h.update(chunk)
    return h.digest()


def sha256_hex(path: Path) -> str:
    """Hex sha256 of a file (the form PyPI and Pyodide lock files use)."""
    return file_digest(path).hex()


def npm_integrity(path: Path) -> str:
    """The npm registry's ``integrity`` string (SRI sha512) of a tarball."""
    return "sha512-" + base64.b64encode(file_digest(path, "sha512")).decode()


# --- Step 1: the engine wheel -----------------------------------------------------------------
def build_engine_wheel(out_dir: Path) -> Path:
    """Builds the hexrealms wheel into ``out_dir`` and returns its path.

    Builds without isolation when setuptools is importable (fast, offline); otherwise lets pip
    fetch the build backend in an isolated environment.
    """
    with tempfile.TemporaryDirectory(prefix="hexrealms-wheel-") as tmp:
        src = Path(tmp) / "src"
        src.mkdir()
        for name in WHEEL_SOURCES:
            copy_source(ROOT / name, src / name)
        wheel_dir = Path(tmp) / "wheel"
        isolation = ["--no-build-isolation"] if has_setuptools() else []
        cmd = [sys.executable, "-m", "pip", "wheel", str(src), "--no-deps", *isolation,
               "-q", "-w", str(wheel_dir)]
        env = {**os.environ, "SOURCE_DATE_EPOCH": REPRODUCIBLE_EPOCH}
        run_checked(cmd, "building the engine wheel", env=env)
        wheels = sorted(wheel_dir.glob("hexrealms-*.whl"))
        if len(wheels) != 1:
            raise BuildError(f"building the engine wheel produced {len(wheels)} hexrealms wheels, expected 1")
        out_dir.mkdir(parents=True, exist_ok=True)
        return Path(shutil.copy2(wheels[0], out_dir / wheels[0].name))


def copy_source(src: Path, dst: Path) -> None:
    """Copies one wheel source (file or tree) without caches; absent optional files are skipped."""
    if src.is_dir():
        shutil.copytree(src, dst, ignore=shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info"))
    elif src.is_file():
        shutil.copy2(src, dst)


def has_setuptools() -> bool:
    """Whether this interpreter can build the wheel without downloading a build backend.

    That needs setuptools>=61 (pyproject metadata) with a bdist_wheel command: built in since
    setuptools 70.1, else provided by the ``wheel`` package.
    """
    from importlib.util import find_spec
    try:
        import setuptools
    except ImportError:
        return False
    major = int(setuptools.__version__.split(".")[0])
    has_bdist_wheel = (find_spec("setuptools.command.bdist_wheel") is not None
                       or find_spec("wheel") is not None)
    return major >= 61 and has_bdist_wheel


def say(message: str) -> None:
    """One line of build progress, shown at once (a first build fetches for a minute or two)."""
    print(f"serve.py: {message}", flush=True)


def run_checked(cmd: list[str], doing: str, env: dict[str, str] | None = None,
                cwd: Path | None = None) -> str:
    """Runs a command, returning stdout; on failure raises BuildError with its last error line.
    Says what it is doing first."""
    say(f"{doing}…")
    try:
        proc = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=cwd)
    except FileNotFoundError as e:
        raise BuildError(f"{doing}: {cmd[0]} not found ({e.strerror})") from None
    if proc.returncode != 0:
        raise BuildError(f"{doing} failed: {last_error_line(proc.stderr or proc.stdout)}")
    return proc.stdout


def last_error_line(output: str) -> str:
    """The most telling line of a tool's output: its first error line, else its last line.

    pip, npm and setuptools all print the cause first ("ERROR: ...", "npm error code ...",
    "error: invalid command ...") and generic summaries after it.
    """
    lines = [ln.strip() for ln in output.splitlines() if ln.strip()]
    errors = [ln for ln in lines if re.match(r"^(\S+ )?error\b", ln, re.IGNORECASE)]
    return (errors or lines or ["no output"])[0 if errors else -1]


# --- Step 2: the Pyodide runtime --------------------------------------------------------------
def fetch_pyodide_tarball() -> Path:
    """Returns the cached, verified pyodide npm tarball, fetching it with ``npm pack`` if needed."""
    tarball = NPM_CACHE / PYODIDE_TARBALL
    if tarball.is_file() and pyodide_tarball_ok(tarball):
        say(f"pyodide@{PYODIDE_VERSION}: using the verified copy in {NPM_CACHE.relative_to(ROOT)}")
    else:
        NPM_CACHE.mkdir(parents=True, exist_ok=True)
        if shutil.which("npm") is None:
            raise BuildError("npm is not installed: it is needed once to fetch the Pyodide runtime "
                             "(install Node.js with npm, e.g. apt-get install -y npm)")
        run_checked(["npm", "pack", f"pyodide@{PYODIDE_VERSION}", "--loglevel=error",
                     "--pack-destination", str(NPM_CACHE)],
                    f"fetching pyodide@{PYODIDE_VERSION} from the npm registry")
    verify_pyodide_tarball(tarball)
    return tarball


def pyodide_tarball_ok(tarball: Path) -> bool:
    """Whether a cached tarball matches both pins (a corrupt cache is simply fetched again)."""
    return sha256_hex(tarball) == PYODIDE_SHA256 and npm_integrity(tarball) == PYODIDE_SHA512


def verify_pyodide_tarball(tarball: Path) -> None:
    """Raises BuildError unless the tarball exists and matches the pinned sha256 and sha512."""
    if not tarball.is_file():
        raise BuildError(f"npm pack did not produce {tarball}")
    if not pyodide_tarball_ok(tarball):
        raise BuildError(f"hash mismatch for {tarball.name}: expected sha256 {PYODIDE_SHA256}, "
                         f"got {sha256_hex(tarball)} (delete it and check the registry)")


def extract_pyodide(tarball: Path, out_dir: Path) -> dict[str, Any]:
    """Extracts the runtime files into ``out_dir``; returns the npm lock file's ``info`` section."""
    out_dir.mkdir(parents=True, exist_ok=True)
    with tarfile.open(tarball, "r:gz") as tar:
        for name in PYODIDE_RUNTIME_FILES:
            with open_member(tar, name) as src, (out_dir / name).open("wb") as dst:
                shutil.copyfileobj(src, dst)
        with open_member(tar, "pyodide-lock.json") as f:
            return json.load(f)["info"]


def open_member(tar: tarfile.TarFile, name: str) -> Any:
    """Opens ``package/<name>`` from an npm tarball as a binary file object."""
    try:
        f = tar.extractfile(f"package/{name}")
    except KeyError:
        f = None
    if f is None:
        raise BuildError(f"{tar.name} has no file package/{name}: was the pinned version changed?")
    return f


# --- Step 3: wheels from PyPI -----------------------------------------------------------------
def fetch_pinned_wheels() -> list[Path]:
    """Returns the verified cached wheels, downloading the missing ones with one pip call."""
    WHEEL_CACHE.mkdir(parents=True, exist_ok=True)
    missing = [w for w in PINNED_WHEELS if not wheel_ok(w)]
    if missing:
        # --no-deps: the pins are the whole set. The platform flags make pip pick
        # pydantic-core's emscripten build; pure wheels match any platform.
        cmd = [sys.executable, "-m", "pip", "download", "--no-deps", "--only-binary=:all:",
               *PYODIDE_PIP_PLATFORM, "-q", "-d", str(WHEEL_CACHE),
               *(f"{w.name}=={w.version}" for w in missing)]
        run_checked(cmd, f"downloading {len(missing)} pinned wheels from PyPI "
                         f"({', '.join(w.name for w in missing)})")
    else:
        say(f"{len(PINNED_WHEELS)} pinned wheels: using the verified copies in "
            f"{WHEEL_CACHE.relative_to(ROOT)}")
    for wheel in PINNED_WHEELS:
        verify_wheel(wheel)
    return [WHEEL_CACHE / w.file_name for w in PINNED_WHEELS]


def wheel_ok(wheel: PinnedWheel) -> bool:
    """Whether the cached file for a pin exists and has the pinned sha256."""
    path = WHEEL_CACHE / wheel.file_name
    return path.is_file() and sha256_hex(path) == wheel.sha256


def verify_wheel(wheel: PinnedWheel) -> None:
    """Raises BuildError unless the cached wheel matches its pin."""
    path = WHEEL_CACHE / wheel.file_name
    if not path.is_file():
        raise BuildError(f"pip download did not produce {wheel.file_name}")
    if not wheel_ok(wheel):
        raise BuildError(f"hash mismatch for {wheel.file_name}: expected sha256 {wheel.sha256}, "
                         f"got {sha256_hex(path)}")


# --- Step 4: our lock file --------------------------------------------------------------------
def lock_file(info: dict[str, Any]) -> dict[str, Any]:
    """Our ``pyodide-lock.json``: the runtime's ``info`` and exactly the pinned wheels.

    ``file_name`` is relative; the worker passes ``packageBaseUrl`` = ``wheels/``.
    """
    packages = {
        w.name: {
            "name": w.name,
            "version": w.version,
            "file_name": w.file_name,
            "install_dir": "site",
            "sha256": w.sha256,
            "package_type": "package",
            "imports": list(w.imports),
            "depends": list(w.depends),
            "unvendored_tests": False,
        }
        for w in PINNED_WHEELS
    }
    return {"info": info, "packages": packages}


# --- Steps 5-6: site files and the build record -----------------------------------------------
def copy_site_files(out_dir: Path) -> None:
    """Copies web/ to the site root and assets/ to assets/ (either may still be absent)."""
    web, assets = ROOT / "web", ROOT / "assets"
    if web.is_dir():
        shutil.copytree(web, out_dir, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("__pycache__", ".*"))
    if assets.is_dir():
        shutil.copytree(assets, out_dir / "assets", dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns(".*"))


def site_files(site: Path) -> list[str]:
    """All files of the site as sorted '/'-separated relative paths."""
    return sorted(p.relative_to(site).as_posix() for p in site.rglob("*") if p.is_file())


def build_hash(site: Path, files: Iterable[str]) -> str:
    """A short hash over every file's path and content: it changes exactly when the site does."""
    h = hashlib.sha256()
    for rel in files:
        h.update(rel.encode() + b"\0" + file_digest(site / rel) + b"\n")
    return h.hexdigest()[:16]


def write_build_record(site: Path, engine_wheel: str) -> dict[str, Any]:
    """Writes ``build.json`` (read by the worker and the service worker) and returns it."""
    files = site_files(site)
    record = {
        "build": build_hash(site, files),
        "engine_wheel": engine_wheel,
        "pyodide": PYODIDE_VERSION,
        "packages": [w.name for w in PINNED_WHEELS if not w.on_demand],
        "on_demand": {i: w.name for w in PINNED_WHEELS if w.on_demand for i in w.imports},
        "files": files,
    }
    (site / "build.json").write_text(json.dumps(record, indent=1) + "\n")
    return record


# --- The whole build --------------------------------------------------------------------------
def build() -> dict[str, Any]:
    """Builds dist/ and returns its build record. Raises BuildError with a one-line reason.

    The site is assembled in a staging folder and swapped in at the end, so a failed build
    leaves the previous dist/ intact.
    """
    tarball = fetch_pyodide_tarball()
    wheels = fetch_pinned_wheels()
    shutil.rmtree(STAGING, ignore_errors=True)
    STAGING.mkdir(parents=True)
    engine = build_engine_wheel(STAGING / "wheels")
    info = extract_pyodide(tarball, STAGING / "pyodide")
    for wheel in wheels:
        shutil.copy2(wheel, STAGING / "wheels" / wheel.name)
    (STAGING / "pyodide-lock.json").write_text(json.dumps(lock_file(info), indent=1) + "\n")
    copy_site_files(STAGING)
    record = write_build_record(STAGING, engine.name)
    swap_in(STAGING, DIST)
    return record


def swap_in(staging: Path, dist: Path) -> None:
    """Replaces dist/ with the staged site (two renames, so dist/ is never half-written)."""
    shutil.rmtree(RETIRED, ignore_errors=True)
    if dist.exists():
        dist.rename(RETIRED)
    staging.rename(dist)
    shutil.rmtree(RETIRED, ignore_errors=True)


# --- Step 7: serving --------------------------------------------------------------------------
class SiteHandler(http.server.SimpleHTTPRequestHandler):
    """Serves a static site: fixed MIME types, no directory listings, revalidated caching."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    isolate = False  # set per server by make_server
    quiet = False

    def end_headers(self) -> None:
        # no-cache = "revalidate first": a rebuilt site is picked up on reload, and unchanged
        # files still come back as 304s. The service worker does the real offline caching.
        self.send_header("Cache-Control", "no-cache")
        if self.isolate:
            # Cross-origin isolation gives performance.now() its full precision (benchmarks).
            self.send_header("Cross-Origin-Opener-Policy", "same-origin")
            self.send_header("Cross-Origin-Embedder-Policy", "require-corp")
        super().end_headers()

    def list_directory(self, path: str | os.PathLike[str]) -> None:
        """Refuses listings: the site is a fixed set of files."""
        self.send_error(404, "Not found")
        return None

    def log_message(self, format: str, *args: Any) -> None:
        if not self.quiet:
            super().log_message(format, *args)


class SiteServer(http.server.ThreadingHTTPServer):
    """A threading server that does not print tracebacks for clients that hang up."""

    daemon_threads = True

    def handle_error(self, request: Any, client_address: Any) -> None:
        # Browsers drop connections mid-transfer all the time (navigation, closed contexts).
        if isinstance(sys.exc_info()[1], (ConnectionResetError, BrokenPipeError)):
            return
        super().handle_error(request, client_address)


def make_server(site: Path = DIST, port: int = 8000, isolate: bool = False,
                quiet: bool = False) -> SiteServer:
    """An HTTP server for ``site`` on 127.0.0.1 (port 0 = any free port); call serve_forever().

    Used by this script, the e2e fixtures and the benchmarks, so all see the same headers.
    """
    handler = type("Handler", (SiteHandler,), {"isolate": isolate, "quiet": quiet})
    return SiteServer(("127.0.0.1", port), functools.partial(handler, directory=str(site)))


@contextlib.contextmanager
def serving(site: Path = DIST, isolate: bool = False) -> Iterator[str]:
    """Serves ``site`` on a free local port from a thread while the block runs (the e2e
    fixtures and the benchmarks); yields the base URL, ending in ``/``."""
    server = make_server(site, port=0, isolate=isolate, quiet=True)
    threading.Thread(target=server.serve_forever, name="site", daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}/"
    finally:
        server.shutdown()
        server.server_close()


def parse_args(argv: list[str] | None) -> argparse.Namespace:
    """Command-line options."""
    p = argparse.ArgumentParser(description="Build dist/ and serve it on 127.0.0.1.")
    p.add_argument("--build-only", action="store_true", help="stop after building dist/")
    p.add_argument("--port", type=int, default=8000, help="port to serve on (default 8000)")
    p.add_argument("--isolate", action="store_true",
                   help="send COOP/COEP headers (precise timers for benchmarks)")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    """Builds, then serves until interrupted unless --build-only; returns the exit code."""
    args = parse_args(argv)
    try:
        record = build()
    except BuildError as e:
        print(f"serve.py: error: {e}", file=sys.stderr)
        return 1
    print(f"built dist/ (build {record['build']}, {len(record['files'])} files, "
          f"engine {record['engine_wheel']})")
    if args.build_only:
        return 0
    try:
        server = make_server(DIST, args.port, args.isolate)
    except OSError as e:
        print(f"serve.py: error: cannot listen on 127.0.0.1:{args.port}: {e.strerror}", file=sys.stderr)
        return 1
    print(f"serving http://127.0.0.1:{server.server_address[1]}/"
          f"{' (cross-origin isolated)' if args.isolate else ''}; Ctrl-C stops")
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
