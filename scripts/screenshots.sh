#!/bin/sh
# Regenerate the README's pictures of the window (offscreen; no display needed).
set -e
cd "$(dirname "$0")/.."
run() { out=$1; shift; .venv/bin/desktop-solver --screenshot "resources/$out" "$@"; }
run screenshot-boggle-en.png --mode boggle --grid SERS/PATG/LINE/SERS --select eternalise \
    --ui-lang en --size 1100x700
run screenshot-boggle-ru.png --mode boggle --grid ПАРК/ОСНТ/ЛЕИА/КРОМ --select лесопарк \
    --ui-lang ru --size 1100x700
run screenshot-ruzzle-en.png --mode boggle --game ruzzle \
    --grid "OSES/SHEM/AYAR/TNNS --bonus 1:1=DW,1:2=TL,1:3=TW,2:4=DL,3:1=DW,3:4=TW,4:1=TL" \
    --select shames --ui-lang en --size 1100x700
run screenshot-balda-ru.png --mode balda --ui-lang ru --size 1100x650
run screenshot-wordsearch-en.png --mode wordsearch --grid CATXQ/ODOGZ/TEADK/ZZZZZ \
    --letters cat,dog,god,toad,zebra --select dog --ui-lang en --size 1100x560
