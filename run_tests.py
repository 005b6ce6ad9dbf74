"""The project's test command: ``python3 run_tests.py [pytest args...]``.

On a fresh machine it installs everything the tests need, then runs every test:

1. creates (or reuses) the virtual environment ``.venv`` and ``pip install -e '.[test]'`` in it;
2. installs Debian's ``chromium`` with apt-get when /usr/bin/chromium is missing (needs root);
3. builds the site: ``python serve.py --build-only`` (the e2e tests load dist/);
4. runs ``pytest e2e tests`` with any extra arguments, and exits with pytest's code —
   "no tests collected" (5) counts as a failure, since it means the suite did not run.

The tests run in parallel (pytest-xdist): one worker per CPU, at most MAX_WORKERS, a whole test
file to one worker (``--dist loadfile``, so a file's fixtures are made once), the files in the
order given (``--no-loadscope-reorder``: the browser files first, the long ones among them
start early, and the many short engine files fill the end). Each worker starts its own site
server (a free port) and its own Chromium. ``HEXREALMS_TEST_WORKERS=N`` sets the count
(0: in this process, no workers); ``-n``/``--dist``/``--pdb`` among the arguments override it.

Every step reruns cheaply: pip, apt and serve.py all skip what is already there.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parent
VENV = ROOT / ".venv"
CHROMIUM = Path("/usr/bin/chromium")
PYTEST_NO_TESTS = 5
# setuptools>=70.1 builds wheels by itself, so serve.py can build the engine wheel without an
# isolated build environment, i.e. without reaching PyPI on every run.
BUILD_BACKEND = "setuptools==80.9.0"
# Each worker drives its own Chromium running Pyodide: past a few, memory matters more than cores.
MAX_WORKERS = 4


class SetupError(Exception):
    """A setup step failed; the message is the one line the user sees."""


def venv_python() -> Path:
    """The virtual environment's interpreter (created on first use)."""
    python = VENV / "bin" / "python"
    if not python.is_file():
        print(f"run_tests: creating {VENV.name}/", flush=True)
        venv.EnvBuilder(with_pip=True).create(VENV)
    return python


def run(cmd: list[str | Path], doing: str, env: dict[str, str] | None = None) -> None:
    """Runs a setup command with its output shown; raises SetupError if it fails."""
    print(f"run_tests: {doing}", flush=True)
    code = subprocess.call([str(c) for c in cmd], cwd=ROOT, env=env)
    if code != 0:
        raise SetupError(f"{doing} failed (exit code {code})")


def install_python_deps(python: Path) -> None:
    """Installs the project (editable) with its test extra, and the wheel build backend."""
    run([python, "-m", "pip", "install", "-q", "-e", ".[test]", BUILD_BACKEND],
        "installing .[test] into .venv")


def ensure_chromium() -> None:
    """Installs Debian's chromium when it is missing (Playwright cannot download browsers here)."""
    if CHROMIUM.is_file():
        return
    if shutil.which("apt-get") is None:
        raise SetupError(f"{CHROMIUM} is missing and apt-get is not available to install it")
    if os.geteuid() != 0:
        raise SetupError(f"{CHROMIUM} is missing: run `sudo apt-get install -y chromium` "
                         "(or run this script as root)")
    env = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
    run(["apt-get", "update", "-q"], "apt-get update", env=env)
    run(["apt-get", "install", "-y", "-q", "chromium"], "installing chromium", env=env)
    if not CHROMIUM.is_file():
        raise SetupError(f"apt-get installed chromium but {CHROMIUM} does not exist")


def build_site(python: Path) -> None:
    """Builds dist/ with the venv's interpreter (as the tests will import serve.py from it)."""
    run([python, "serve.py", "--build-only"], "building dist/ (python serve.py --build-only)")


def workers() -> int:
    """How many pytest-xdist workers: HEXREALMS_TEST_WORKERS, else one per usable CPU (capped)."""
    if "HEXREALMS_TEST_WORKERS" in os.environ:
        return max(0, int(os.environ["HEXREALMS_TEST_WORKERS"]))
    try:
        cpus = len(os.sched_getaffinity(0))
    except AttributeError:  # not on Linux
        cpus = os.cpu_count() or 1
    return max(1, min(cpus, MAX_WORKERS))


def parallel_args(args: list[str]) -> list[str]:
    """The xdist options, unless the caller chose their own or asked for something serial."""
    own = ("--numprocesses", "--dist", "--pdb", "--collect-only", "--co")
    if any(a.startswith("-n") or a.split("=")[0] in own or a.endswith("no:xdist") for a in args):
        return []
    n = workers()
    return ["-n", str(n), "--dist", "loadfile", "--no-loadscope-reorder"] if n else []


def run_pytest(python: Path, args: list[str]) -> int:
    """Runs the whole suite; returns pytest's exit code, with "no tests collected" as 1."""
    command = ["e2e", "tests", *parallel_args(args), *args]
    print("run_tests: pytest " + " ".join(command), flush=True)
    code = subprocess.call([str(python), "-m", "pytest", *command], cwd=ROOT)
    if code == PYTEST_NO_TESTS:
        print("run_tests: error: pytest collected no tests", file=sys.stderr)
        return 1
    return code


def main(argv: list[str]) -> int:
    """Sets everything up, then runs the tests; returns the process exit code."""
    try:
        python = venv_python()
        install_python_deps(python)
        ensure_chromium()
        build_site(python)
    except SetupError as e:
        print(f"run_tests: error: {e}", file=sys.stderr)
        return 2
    return run_pytest(python, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
