#!/bin/sh
# Regenerate the README's pictures of the window (offscreen; no display needed): every tab in
# English and Russian, light and dark, at scale 1 and 2 (a HiDPI screen), into
# resources/screenshots/TAB-LANG-SCHEME-xSCALE.png.
#   PYTHON=/path/to/python scripts/screenshots.sh     (default: .venv/bin/python)
set -e
cd "$(dirname "$0")/.."
PYTHON=${PYTHON:-.venv/bin/python}
mkdir -p resources/screenshots
shot() {  # tab lang scheme scale -- the window's state
    name="resources/screenshots/$1-$2-$3-x$4.png"
    size=1100x700
    tab=$1; lang=$2; scheme=$3; scale=$4; shift 4
    "$PYTHON" -m desktop_solver --screenshot "$name" --mode "$tab" --ui-lang "$lang" \
        --scheme "$scheme" --scale "$scale" --size "$size" "$@"
}
for scale in 1 2; do
    for scheme in light dark; do
        shot boggle en $scheme $scale --game ruzzle \
            --grid "OSES/SHEM/AYAR/TNNS --bonus 1:1=DW,1:2=TL,1:3=TW,2:4=DL,3:1=DW,3:4=TW,4:1=TL" \
            --select shames
        shot boggle ru $scheme $scale --grid ПАРК/ОСНТ/ЛЕИА/КРОМ --select лесопарк
        shot anagram en $scheme $scale --letters stolen --select stolen
        shot anagram ru $scheme $scale --letters апельсин --select спаниель
        shot wordsearch en $scheme $scale --grid CATXQ/ODOGZ/TEADK/ZZZZZ \
            --letters cat,dog,god,toad,zebra --select dog
        shot wordsearch ru $scheme $scale --grid КОТЯМ/ДОМАР/ЛЕСОК/НОСЫЖ \
            --letters кот,дом,лес,нос,сок,мир --select лес
        shot balda en $scheme $scale
        shot balda ru $scheme $scale --select зал
        shot play en $scheme $scale --grid CATS/DOGS/ABLE/TRIP --lang en --select cats --finished
        shot play ru $scheme $scale --grid ПАРК/ОСНТ/ЛЕИА/КРОМ --lang ru --select парк --finished
    done
done
