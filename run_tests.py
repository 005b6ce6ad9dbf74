"""The project's test command: ``python3 run_tests.py [pytest args...]``.

On a fresh machine it installs everything the tests need, then runs every test:

1. creates (or reuses) the virtual environment ``.venv`` and ``pip install -e '.[test]'`` in it;
2. installs Debian's ``chromium`` with apt-get when /usr/bin/chromium is missing (needs root);
3. builds the site: ``python serve.py --build-only`` (the e2e tests load dist/);
4. runs ``pytest tests e2e`` with any extra arguments, and exits with pytest's code —
   "no tests collected" (5) counts as a failure, since it means the suite did not run.

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


def run_pytest(python: Path, args: list[str]) -> int:
    """Runs the whole suite; returns pytest's exit code, with "no tests collected" as 1."""
    print("run_tests: pytest tests e2e " + " ".join(args), flush=True)
    code = subprocess.call([str(python), "-m", "pytest", "tests", "e2e", *args], cwd=ROOT)
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
