#!/bin/sh
# Install Desktop Solver from this unpacked release for the current user (or system-wide with
# PREFIX=/usr/local as root): the app, a command, the menu entry, icons and the .dslist type.
#     ./install.sh               install into ${PREFIX:-~/.local}
#     ./install.sh --uninstall   remove what install.sh put there
set -eu
here="$(cd "$(dirname "$0")" && pwd)"
prefix="${PREFIX:-$HOME/.local}"
app="$prefix/opt/desktop-solver"
share="$prefix/share"

refresh() {
    command -v update-desktop-database >/dev/null 2>&1 &&
        update-desktop-database -q "$share/applications" || true
    command -v update-mime-database >/dev/null 2>&1 && update-mime-database "$share/mime" || true
    command -v gtk-update-icon-cache >/dev/null 2>&1 &&
        gtk-update-icon-cache -q -t "$share/icons/hicolor" || true
}

if [ "${1:-}" = "--uninstall" ]; then
    rm -rf "$app"
    rm -f "$prefix/bin/desktop-solver" "$share/applications/desktop-solver.desktop" \
          "$share/mime/packages/desktop-solver-mime.xml"
    find "$share/icons/hicolor" -name desktop_solver.png -delete 2>/dev/null || true
    refresh
    echo "Desktop Solver removed from $prefix"
    exit 0
fi

rm -rf "$app"
mkdir -p "$app" "$prefix/bin" "$share/applications" "$share/mime/packages"
cp -a "$here/desktop_solver/." "$app/"
ln -sf "$app/desktop-solver" "$prefix/bin/desktop-solver"
# The menu entry runs the installed program by its full path: ~/.local/bin may not be on PATH.
sed -e "s|^Exec=desktop-solver|Exec=$app/desktop-solver|" \
    -e "s|^TryExec=desktop-solver|TryExec=$app/desktop-solver|" \
    "$here/desktop-solver.desktop" > "$share/applications/desktop-solver.desktop"
cp "$here/desktop-solver-mime.xml" "$share/mime/packages/"
cp -r "$here/icons" "$share/"
refresh
echo "Desktop Solver installed in $app; start it from the menu or with: desktop-solver"
command -v tesseract >/dev/null 2>&1 ||
    echo "To read boards from screenshots: sudo apt-get install tesseract-ocr tesseract-ocr-eng tesseract-ocr-rus"
