# Sourced by scripts/run and scripts/test: installs what the project needs, once.
# - Debian/Ubuntu packages (Tesseract with English and Russian data, Xvfb, Qt's xcb libraries,
#   the DejaVu fonts, Cyrillic included, in which tests and benchmarks draw their pictures; the
#   reader draws its letters only in the copies shipped in resources/fonts):
#   installed when run as root, otherwise the exact apt-get line is printed.
# - A C compiler, for the optional compiled grid walker (desktop_solver/native).
# - A virtual environment in .venv with the project installed editable (plus extras), redone
#   only when pyproject.toml, setup.py or the C sources change.
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

bootstrap() {
    local extras="$1"
    ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
    install_debian_packages || return 1
    make_venv "$extras" || return 1
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
        DEBIAN_FRONTEND=noninteractive apt-get update -qq >/dev/null &&
        DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends \
            "${missing[@]}" >/dev/null || {
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
        if [ -z "$extras" ]; then
            # The app's first query should not wait for its dictionaries to compile.
            "$venv/bin/python" -m desktop_solver.warmup || true
        fi
        touch "$stamp"
    fi
}
