# Sourced by scripts/run and scripts/test: installs what the project needs, once.
# - Debian/Ubuntu packages (Tesseract with English and Russian data, Xvfb, Qt's xcb libraries,
#   the DejaVu fonts, Cyrillic included, in which tests and benchmarks draw their pictures; the
#   reader draws its letters only in the copies shipped in resources/fonts):
#   installed when run as root, otherwise the exact apt-get line is printed.
# - A C compiler, for the optional compiled grid walker (desktop_solver/native).
# - A virtual environment in .venv with the project installed editable (plus extras), redone
#   only when pyproject.toml, setup.py or the C sources change.
# - The shipped word lists compiled into the checkout (dictionaries/compiled: the installation's
#   own, read by every account), redone only when the lists or the compiler change.
# While another program installs packages (apt, dpkg, unattended-upgrades), it waits for the
# package manager's lock, up to DESKTOP_SOLVER_APT_WAIT seconds (default 600).
# Usage: bootstrap EXTRAS   (EXTRAS: "" or "test")

DEBIAN_PACKAGES=(
    python3-venv python3-pip
    tesseract-ocr tesseract-ocr-eng tesseract-ocr-rus
    xvfb xauth x11-utils
    libegl1 libgl1 libglib2.0-0 libfontconfig1 libdbus-1-3 libxkbcommon0 libxkbcommon-x11-0
    libxcb-cursor0 libxcb-icccm4 libxcb-image0 libxcb-keysyms1 libxcb-randr0
    libxcb-render-util0 libxcb-shape0 libxcb-xinerama0 libxcb-xkb1 libxcb-xfixes0
    fonts-dejavu-core fonts-dejavu-extra
    gcc libc6-dev python3-dev
)

# The package manager's locks (apt and dpkg take them with fcntl).
APT_LOCKS=(/var/lib/dpkg/lock-frontend /var/lib/dpkg/lock /var/lib/apt/lists/lock
           /var/cache/apt/archives/lock)
APT_WAIT="${DESKTOP_SOLVER_APT_WAIT:-600}"
APT_POLL=2

bootstrap() {
    local extras="$1"
    ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    install_debian_packages || return 1
    make_venv "$extras" || return 1
    compile_dictionaries || return 1
}

# True while another process holds one of APT_LOCKS. Asks with fcntl, as apt does (flock(1)
# would not see apt's locks); a lock file that is missing or cannot be opened counts as free.
apt_busy() {
    command -v python3 >/dev/null 2>&1 || return 1
    python3 - "${APT_LOCKS[@]}" <<'PYTHON'
import fcntl, sys
for path in sys.argv[1:]:
    try:
        handle = open(path, "r+")   # never creates a lock file that is not there
    except OSError:
        continue
    with handle:
        try:
            fcntl.lockf(handle, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            sys.exit(0)
sys.exit(1)
PYTHON
}

# Waits (at most APT_WAIT seconds, saying so) until no other install holds the package manager.
wait_for_apt() {
    local waited=0
    while apt_busy; do
        if [ "$waited" -eq 0 ]; then
            echo "bootstrap: another program is installing packages; waiting for it to finish" \
                 "(up to ${APT_WAIT} s)" >&2
        fi
        if [ "$waited" -ge "$APT_WAIT" ]; then
            echo "bootstrap: the package manager is still busy after ${APT_WAIT} s; run this" \
                 "again when the other install is done" >&2
            return 1
        fi
        sleep "$APT_POLL"
        waited=$((waited + APT_POLL))
    done
}

install_debian_packages() {
    command -v dpkg-query >/dev/null 2>&1 || {
        echo "bootstrap: not a Debian/Ubuntu system; install Tesseract (eng, rus) and Qt's" \
             "platform libraries yourself" >&2
        return 0
    }
    local missing=() package
    for package in "${DEBIAN_PACKAGES[@]}"; do
        dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed" \
            || missing+=("$package")
    done
    [ ${#missing[@]} -eq 0 ] && return 0
    if [ "$(id -u)" -eq 0 ]; then
        echo "bootstrap: installing Debian packages: ${missing[*]}" >&2
        wait_for_apt || return 1
        # The lock may be taken again between the wait and apt-get: apt then waits too.
        DEBIAN_FRONTEND=noninteractive apt-get -o "DPkg::Lock::Timeout=$APT_WAIT" update -qq \
            >/dev/null &&
        DEBIAN_FRONTEND=noninteractive apt-get -o "DPkg::Lock::Timeout=$APT_WAIT" install -y \
            -qq --no-install-recommends "${missing[@]}" >/dev/null || {
            echo "bootstrap: apt-get install failed" >&2
            return 1
        }
    else
        echo "bootstrap: these Debian packages are missing; install them with:" >&2
        echo "    sudo apt-get install -y --no-install-recommends ${missing[*]}" >&2
        return 1
    fi
}

make_venv() {
    local extras="$1" venv="$ROOT/.venv" spec="$ROOT" stamp
    [ -n "$extras" ] && spec="$ROOT[$extras]"
    if [ ! -x "$venv/bin/python" ]; then
        local python
        python="$(command -v python3)" || { echo "bootstrap: python3 not found" >&2; return 1; }
        "$python" -c 'import sys; sys.exit(sys.version_info < (3, 10))' || {
            echo "bootstrap: Python 3.10 or newer is needed, found $("$python" --version)" >&2
            return 1
        }
        "$python" -m venv "$venv" || return 1
    fi
    stamp="$venv/.installed-$(cat "$ROOT/pyproject.toml" "$ROOT/setup.py" "$ROOT"/desktop_solver/native/*.c \
        | sha256sum | cut -c1-16)-${extras:-base}"
    if [ ! -f "$stamp" ]; then
        echo "bootstrap: installing Python packages into .venv" >&2
        "$venv/bin/python" -m pip install -q --upgrade pip >/dev/null &&
        "$venv/bin/python" -m pip install -q -e "$spec" || return 1
        touch "$stamp"
    fi
}

# No first query of any account should wait for a shipped list to compile (about a minute of
# CPU, once per change of the lists or of the code that compiles them).
compile_dictionaries() {
    local compiled="$ROOT/dictionaries/compiled" stamp
    stamp="$compiled/.done-$(cat "$ROOT"/desktop_solver/__init__.py "$ROOT"/desktop_solver/core/alphabet.py \
        "$ROOT"/desktop_solver/core/lexicon/*.py "$ROOT"/desktop_solver/core/balda/lexicon.py \
        "$ROOT"/dictionaries/*.txt | sha256sum | cut -c1-16)"
    [ -f "$stamp" ] && return 0
    echo "bootstrap: compiling the word lists into dictionaries/compiled (once; about a minute)" >&2
    # Not fatal: without it each account compiles a list on its first use (warmup says so).
    "$ROOT/.venv/bin/python" -m desktop_solver.warmup || return 0
    rm -f "$compiled"/.done-*
    touch "$stamp"
}
