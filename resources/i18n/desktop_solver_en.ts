<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US" sourcelanguage="en">
  <context>
    <name>desktop_solver</name>
    <message>
      <source>The letters you have, e.g. ОТКРЫТКА or stolen; ? is any letter</source>
      <translation>The letters you have, e.g. ОТКРЫТКА or stolen; ? is any letter</translation>
    </message>
    <message>
      <source>Optional: known letters in place, e.g. к?т?? or _a__e</source>
      <translation>Optional: known letters in place, e.g. к?т?? or _a__e</translation>
    </message>
    <message>
      <source>any</source>
      <translation>any</translation>
    </message>
    <message>
      <source>Longest first</source>
      <translation>Longest first</translation>
    </message>
    <message>
      <source>Most common first</source>
      <translation>Most common first</translation>
    </message>
    <message>
      <source>&amp;Letters:</source>
      <translation>&amp;Letters:</translation>
    </message>
    <message>
      <source>&amp;Pattern:</source>
      <translation>&amp;Pattern:</translation>
    </message>
    <message>
      <source>Length:</source>
      <translation>Length:</translation>
    </message>
    <message>
      <source>&amp;Order:</source>
      <translation>&amp;Order:</translation>
    </message>
    <message>
      <source>Reading the letters…</source>
      <translation>Reading the letters…</translation>
    </message>
    <message>
      <source>The letters the reader is not sure of are marked: compare them with the picture.</source>
      <translation>The letters the reader is not sure of are marked: compare them with the picture.</translation>
    </message>
    <message>
      <source>Check the marked letter ({count}) against the picture, and correct it in the field if it is wrong.|Check the marked letters ({count}) against the picture, and correct them in the field if they are wrong.</source>
      <translation>Check the marked letter ({count}) against the picture, and correct it in the field if it is wrong.|Check the marked letters ({count}) against the picture, and correct them in the field if they are wrong.</translation>
    </message>
    <message>
      <source>Type the letters to unscramble.</source>
      <translation>Type the letters to unscramble.</translation>
    </message>
    <message>
      <source>The answer has {count} letter (its slots on the screen).|The answer has {count} letters (its slots on the screen).</source>
      <translation>The answer has {count} letter (its slots on the screen).|The answer has {count} letters (its slots on the screen).</translation>
    </message>
    <message>
      <source>Beginner</source>
      <translation>Beginner</translation>
    </message>
    <message>
      <source>Easy</source>
      <translation>Easy</translation>
    </message>
    <message>
      <source>Medium</source>
      <translation>Medium</translation>
    </message>
    <message>
      <source>Hard</source>
      <translation>Hard</translation>
    </message>
    <message>
      <source>Expert</source>
      <translation>Expert</translation>
    </message>
    <message>
      <source>Finding the moves…</source>
      <translation>Finding the moves…</translation>
    </message>
    <message>
      <source>&amp;Start word:</source>
      <translation>&amp;Start word:</translation>
    </message>
    <message>
      <source>Size:</source>
      <translation>Size:</translation>
    </message>
    <message>
      <source>New game</source>
      <translation>New game</translation>
    </message>
    <message>
      <source>Against the computer:</source>
      <translation>Against the computer:</translation>
    </message>
    <message>
      <source>Apply move</source>
      <translation>Apply move</translation>
    </message>
    <message>
      <source>Undo</source>
      <translation>Undo</translation>
    </message>
    <message>
      <source>Best move</source>
      <translation>Best move</translation>
    </message>
    <message>
      <source>Stop</source>
      <translation>Stop</translation>
    </message>
    <message>
      <source>Thinking: depth {depth}, {advice}; line: {line}; {speed:.0f} positions/s</source>
      <translation>Thinking: depth {depth}, {advice}; line: {line}; {speed:.0f} positions/s</translation>
    </message>
    <message>
      <source>Advice: depth {depth}, {advice}; line: {line}; {speed:.0f} positions/s</source>
      <translation>Advice: depth {depth}, {advice}; line: {line}; {speed:.0f} positions/s</translation>
    </message>
    <message>
      <source>Reading the board…</source>
      <translation>Reading the board…</translation>
    </message>
    <message>
      <source>Type a start word and press “New game”.</source>
      <translation>Type a start word and press “New game”.</translation>
    </message>
    <message>
      <source>You: {score}</source>
      <translation>You: {score}</translation>
    </message>
    <message>
      <source>The computer: {score}</source>
      <translation>The computer: {score}</translation>
    </message>
    <message>
      <source>Player 1: {score}</source>
      <translation>Player 1: {score}</translation>
    </message>
    <message>
      <source>Player 2: {score}</source>
      <translation>Player 2: {score}</translation>
    </message>
    <message>
      <source>The computer is thinking…</source>
      <translation>The computer is thinking…</translation>
    </message>
    <message>
      <source>Thinking…</source>
      <translation>Thinking…</translation>
    </message>
    <message>
      <source>double letter</source>
      <translation>double letter</translation>
    </message>
    <message>
      <source>triple letter</source>
      <translation>triple letter</translation>
    </message>
    <message>
      <source>double word</source>
      <translation>double word</translation>
    </message>
    <message>
      <source>triple word</source>
      <translation>triple word</translation>
    </message>
    <message>
      <source>Its bonus or value could not be read: check it (right-click to set it)</source>
      <translation>Its bonus or value could not be read: check it (right-click to set it)</translation>
    </message>
    <message>
      <source>{count} point|{count} points</source>
      <translation>{count} point|{count} points</translation>
    </message>
    <message>
      <source>{points} (the game's usual value)</source>
      <translation>{points} (the game's usual value)</translation>
    </message>
    <message>
      <source>Boggle 4×4</source>
      <translation>Boggle 4×4</translation>
    </message>
    <message>
      <source>Big Boggle 5×5</source>
      <translation>Big Boggle 5×5</translation>
    </message>
    <message>
      <source>Word Hunt (GamePigeon)</source>
      <translation>Word Hunt (GamePigeon)</translation>
    </message>
    <message>
      <source>Ruzzle</source>
      <translation>Ruzzle</translation>
    </message>
    <message>
      <source>Словомания 5×5</source>
      <translation>Словомания 5×5</translation>
    </message>
    <message>
      <source>Wordament</source>
      <translation>Wordament</translation>
    </message>
    <message>
      <source>«Слово за слово» 5×5</source>
      <translation>«Слово за слово» 5×5</translation>
    </message>
    <message>
      <source>&amp;Game:</source>
      <translation>&amp;Game:</translation>
    </message>
    <message>
      <source>Rows</source>
      <translation>Rows</translation>
    </message>
    <message>
      <source>Columns</source>
      <translation>Columns</translation>
    </message>
    <message>
      <source>Clear</source>
      <translation>Clear</translation>
    </message>
    <message>
      <source>Paste board</source>
      <translation>Paste board</translation>
    </message>
    <message>
      <source>Random board</source>
      <translation>Random board</translation>
    </message>
    <message>
      <source>Boggle dice for 4×4 and 5×5, letter frequencies otherwise</source>
      <translation>Boggle dice for 4×4 and 5×5, letter frequencies otherwise</translation>
    </message>
    <message>
      <source>Points</source>
      <translation>Points</translation>
    </message>
    <message>
      <source>Solving…</source>
      <translation>Solving…</translation>
    </message>
    <message>
      <source>These letters make almost no words: compare the board with the picture; a tile may be misread.</source>
      <translation>These letters make almost no words: compare the board with the picture; a tile may be misread.</translation>
    </message>
    <message>
      <source>Ours {words} words / {points} points — the game says {game}</source>
      <translation>Ours {words} words / {points} points — the game says {game}</translation>
    </message>
    <message>
      <source>A tile may be misread, or the game uses another word list: compare the board with the picture.</source>
      <translation>A tile may be misread, or the game uses another word list: compare the board with the picture.</translation>
    </message>
    <message>
      <source>Points as {game} counts them</source>
      <translation>Points as {game} counts them</translation>
    </message>
    <message>
      <source>Tile {row}:{col}: {problem}</source>
      <translation>Tile {row}:{col}: {problem}</translation>
    </message>
    <message>
      <source>Type the letters: {count} tile to go. Brackets make special tiles: [QU], [RE-], [-ING], [A/E]; '.' blocks a cell.|Type the letters: {count} tiles to go. Brackets make special tiles: [QU], [RE-], [-ING], [A/E]; '.' blocks a cell.</source>
      <translation>Type the letters: {count} tile to go. Brackets make special tiles: [QU], [RE-], [-ING], [A/E]; '.' blocks a cell.|Type the letters: {count} tiles to go. Brackets make special tiles: [QU], [RE-], [-ING], [A/E]; '.' blocks a cell.</translation>
    </message>
    <message>
      <source>These letters make almost no words with the dictionary {name}: it holds only {count} word. Choose a larger list in the Dictionary box.|These letters make almost no words with the dictionary {name}: it holds only {count} words. Choose a larger list in the Dictionary box.</source>
      <translation>These letters make almost no words with the dictionary {name}: it holds only {count} word. Choose a larger list in the Dictionary box.|These letters make almost no words with the dictionary {name}: it holds only {count} words. Choose a larger list in the Dictionary box.</translation>
    </message>
    <message>
      <source>{game}, {rows}×{cols}</source>
      <translation>{game}, {rows}×{cols}</translation>
    </message>
    <message>
      <source>The board's repeated letters make too many paths: the search stopped early, and words may be missing.</source>
      <translation>The board's repeated letters make too many paths: the search stopped early, and words may be missing.</translation>
    </message>
    <message>
      <source>Wayland does not let applications capture the screen; take a screenshot with your desktop's tool and paste or drop it here.</source>
      <translation>Wayland does not let applications capture the screen; take a screenshot with your desktop's tool and paste or drop it here.</translation>
    </message>
    <message>
      <source>Drag a rectangle around the board; Esc cancels</source>
      <translation>Drag a rectangle around the board; Esc cancels</translation>
    </message>
    <message>
      <source>There is no screen to capture here ({platform}); open, paste or drop a screenshot instead.</source>
      <translation>There is no screen to capture here ({platform}); open, paste or drop a screenshot instead.</translation>
    </message>
    <message>
      <source>For English letters, and the tab shows Russian ones: clear the tab to choose this list.</source>
      <translation>For English letters, and the tab shows Russian ones: clear the tab to choose this list.</translation>
    </message>
    <message>
      <source>For Russian letters, and the tab shows English ones: clear the tab to choose this list.</source>
      <translation>For Russian letters, and the tab shows English ones: clear the tab to choose this list.</translation>
    </message>
    <message>
      <source>Not for Balda: its words are nouns, and this list holds every part of speech.</source>
      <translation>Not for Balda: its words are nouns, and this list holds every part of speech.</translation>
    </message>
    <message>
      <source>English: the game's list</source>
      <translation>English: the game's list</translation>
    </message>
    <message>
      <source>Russian: the game's list</source>
      <translation>Russian: the game's list</translation>
    </message>
    <message>
      <source>English, Scrabble-style (en)</source>
      <translation>English, Scrabble-style (en)</translation>
    </message>
    <message>
      <source>English, common words (en-common)</source>
      <translation>English, common words (en-common)</translation>
    </message>
    <message>
      <source>English, Wordament's words (en-wordament)</source>
      <translation>English, Wordament's words (en-wordament)</translation>
    </message>
    <message>
      <source>English, large (en-large)</source>
      <translation>English, large (en-large)</translation>
    </message>
    <message>
      <source>Russian, everyday nouns (ru-nouns)</source>
      <translation>Russian, everyday nouns (ru-nouns)</translation>
    </message>
    <message>
      <source>Russian, Balda nouns (ru-balda)</source>
      <translation>Russian, Balda nouns (ru-balda)</translation>
    </message>
    <message>
      <source>Russian, every part of speech (ru-words)</source>
      <translation>Russian, every part of speech (ru-words)</translation>
    </message>
    <message>
      <source>Russian, every noun (ru)</source>
      <translation>Russian, every noun (ru)</translation>
    </message>
    <message>
      <source>Russian, large (ru-large)</source>
      <translation>Russian, large (ru-large)</translation>
    </message>
    <message>
      <source>&amp;Dictionary:</source>
      <translation>&amp;Dictionary:</translation>
    </message>
    <message>
      <source>More</source>
      <translation>More</translation>
    </message>
    <message>
      <source>Add a word list…</source>
      <translation>Add a word list…</translation>
    </message>
    <message>
      <source>My words (added and banned)…</source>
      <translation>My words (added and banned)…</translation>
    </message>
    <message>
      <source>Treat ё and е as different letters</source>
      <translation>Treat ё and е as different letters</translation>
    </message>
    <message>
      <source>Common words only</source>
      <translation>Common words only</translation>
    </message>
    <message>
      <source>Hide words rarer than about once in three million words of text</source>
      <translation>Hide words rarer than about once in three million words of text</translation>
    </message>
    <message>
      <source>Offensive words</source>
      <translation>Offensive words</translation>
    </message>
    <message>
      <source>Show obscenities, vulgar words and slurs (hidden by default)</source>
      <translation>Show obscenities, vulgar words and slurs (hidden by default)</translation>
    </message>
    <message>
      <source>Add a word list</source>
      <translation>Add a word list</translation>
    </message>
    <message>
      <source>Word lists (*.txt *.dic *.lst);;All files (*)</source>
      <translation>Word lists (*.txt *.dic *.lst);;All files (*)</translation>
    </message>
    <message>
      <source>A word</source>
      <translation>A word</translation>
    </message>
    <message>
      <source>Add</source>
      <translation>Add</translation>
    </message>
    <message>
      <source>Ban</source>
      <translation>Ban</translation>
    </message>
    <message>
      <source>Take the selected word back</source>
      <translation>Take the selected word back</translation>
    </message>
    <message>
      <source>My words</source>
      <translation>My words</translation>
    </message>
    <message>
      <source>Added words</source>
      <translation>Added words</translation>
    </message>
    <message>
      <source>Banned words</source>
      <translation>Banned words</translation>
    </message>
    <message>
      <source>The file {path} holds no Russian or English words.</source>
      <translation>The file {path} holds no Russian or English words.</translation>
    </message>
    <message>
      <source>English</source>
      <translation>English</translation>
    </message>
    <message>
      <source>Russian</source>
      <translation>Russian</translation>
    </message>
    <message>
      <source>Boggle family</source>
      <translation>Boggle family</translation>
    </message>
    <message>
      <source>Anagrams</source>
      <translation>Anagrams</translation>
    </message>
    <message>
      <source>Word search</source>
      <translation>Word search</translation>
    </message>
    <message>
      <source>Balda</source>
      <translation>Balda</translation>
    </message>
    <message>
      <source>Play Boggle</source>
      <translation>Play Boggle</translation>
    </message>
    <message>
      <source>unknown tile {token}: special tiles are [QU], [RE-], [-ING] or [A/E]</source>
      <translation>unknown tile {token}: special tiles are [QU], [RE-], [-ING] or [A/E]</translation>
    </message>
    <message>
      <source>“{word}” holds characters that are not letters.</source>
      <translation>“{word}” holds characters that are not letters.</translation>
    </message>
    <message>
      <source>“{char}” in “{text}” cannot be used: type letters of one alphabet, or ? for any letter.</source>
      <translation>“{char}” in “{text}” cannot be used: type letters of one alphabet, or ? for any letter.</translation>
    </message>
    <message>
      <source>{count} letters are too many: at most {most}.</source>
      <translation>{count} letters are too many: at most {most}.</translation>
    </message>
    <message>
      <source>“{char}” in the pattern “{text}” cannot be used: type letters, and _ or ? for the places not known.</source>
      <translation>“{char}” in the pattern “{text}” cannot be used: type letters, and _ or ? for the places not known.</translation>
    </message>
    <message>
      <source>“{char}” in the word “{word}” is not a letter of the grid's alphabet.</source>
      <translation>“{char}” in the word “{word}” is not a letter of the grid's alphabet.</translation>
    </message>
    <message>
      <source>No board found in the picture: expected a grid of letters of at least {rows}×{cols} tiles. Check that the picture shows the board whole, on the tab of its game.</source>
      <translation>No board found in the picture: expected a grid of letters of at least {rows}×{cols} tiles. Check that the picture shows the board whole, on the tab of its game.</translation>
    </message>
    <message>
      <source>{picture} is not a PNG, JPEG, WebP or BMP picture.</source>
      <translation>{picture} is not a PNG, JPEG, WebP or BMP picture.</translation>
    </message>
    <message>
      <source>{picture} cannot be decoded: the file is damaged, or not a PNG, JPEG, WebP or BMP picture.</source>
      <translation>{picture} cannot be decoded: the file is damaged, or not a PNG, JPEG, WebP or BMP picture.</translation>
    </message>
    <message>
      <source>{picture} is too large: pictures of up to {megapixels} megapixels are read (a screenshot or a photo).</source>
      <translation>{picture} is too large: pictures of up to {megapixels} megapixels are read (a screenshot or a photo).</translation>
    </message>
    <message>
      <source>{picture} is only {width}×{height} pixels: expected a screenshot.</source>
      <translation>{picture} is only {width}×{height} pixels: expected a screenshot.</translation>
    </message>
    <message>
      <source>no letters: a Balda position needs its start word on the board</source>
      <translation>no letters: a Balda position needs its start word on the board</translation>
    </message>
    <message>
      <source>The board in the picture shows no letters: give a picture of a game with its letters on the board.</source>
      <translation>The board in the picture shows no letters: give a picture of a game with its letters on the board.</translation>
    </message>
    <message>
      <source>No board of this tab's game was found in the picture. It looks like a board of the {tab} tab, which could not read it either.</source>
      <translation>No board of this tab's game was found in the picture. It looks like a board of the {tab} tab, which could not read it either.</translation>
    </message>
    <message>
      <source>the file {path} does not exist</source>
      <translation>the file {path} does not exist</translation>
    </message>
    <message>
      <source>{path} is a folder, not a file</source>
      <translation>{path} is a folder, not a file</translation>
    </message>
    <message>
      <source>{path} is not a regular file (a device or a pipe)</source>
      <translation>{path} is not a regular file (a device or a pipe)</translation>
    </message>
    <message>
      <source>the file {path} is too large</source>
      <translation>the file {path} is too large</translation>
    </message>
    <message>
      <source>the file {path} cannot be read</source>
      <translation>the file {path} cannot be read</translation>
    </message>
    <message>
      <source>the file {path} is not a text word list</source>
      <translation>the file {path} is not a text word list</translation>
    </message>
    <message>
      <source>the file {path} is a picture or a document, not a text word list</source>
      <translation>the file {path} is a picture or a document, not a text word list</translation>
    </message>
    <message>
      <source>your word list {path} cannot be saved: its folder cannot be written to, or the disk is full</source>
      <translation>your word list {path} cannot be saved: its folder cannot be written to, or the disk is full</translation>
    </message>
    <message>
      <source>the file {path} has no words in the {lang} alphabet</source>
      <translation>the file {path} has no words in the {lang} alphabet</translation>
    </message>
    <message>
      <source>“{word}” is not a word of the {lang} alphabet: type letters only</source>
      <translation>“{word}” is not a word of the {lang} alphabet: type letters only</translation>
    </message>
    <message>
      <source>a word of {length} letters is longer than any board holds (at most {most})</source>
      <translation>a word of {length} letters is longer than any board holds (at most {most})</translation>
    </message>
    <message>
      <source>your word list {path} is busy in another program; try again</source>
      <translation>your word list {path} is busy in another program; try again</translation>
    </message>
    <message>
      <source>The start word “{word}” is not in the dictionary.</source>
      <translation>The start word “{word}” is not in the dictionary.</translation>
    </message>
    <message>
      <source>The start word “{word}” must have {least} to {most} letters to fit the middle row.</source>
      <translation>The start word “{word}” must have {least} to {most} letters to fit the middle row.</translation>
    </message>
    <message>
      <source>the text is too long for a board of up to {side}×{side} tiles</source>
      <translation>the text is too long for a board of up to {side}×{side} tiles</translation>
    </message>
    <message>
      <source>there are no letters: type the board's rows with '/' or a new line between them</source>
      <translation>there are no letters: type the board's rows with '/' or a new line between them</translation>
    </message>
    <message>
      <source>row {row} is empty: every row needs letters ('.' for a blocked cell)</source>
      <translation>row {row} is empty: every row needs letters ('.' for a blocked cell)</translation>
    </message>
    <message>
      <source>row {row}: the bracket in “{text}” is not closed with ]</source>
      <translation>row {row}: the bracket in “{text}” is not closed with ]</translation>
    </message>
    <message>
      <source>row {row}: “{char}” in “{text}” is not a letter; type letters, '.' for a blocked cell, or a special tile in brackets such as [QU]</source>
      <translation>row {row}: “{char}” in “{text}” is not a letter; type letters, '.' for a blocked cell, or a special tile in brackets such as [QU]</translation>
    </message>
    <message>
      <source>row {row} has {count} tiles where the first row has {expected}</source>
      <translation>row {row} has {count} tiles where the first row has {expected}</translation>
    </message>
    <message>
      <source>a board of {rows}×{cols} tiles is too large: at most {most} on a side</source>
      <translation>a board of {rows}×{cols} tiles is too large: at most {most} on a side</translation>
    </message>
    <message>
      <source>a tile is empty</source>
      <translation>a tile is empty</translation>
    </message>
    <message>
      <source>tile {token}: a word-search grid holds one letter per cell, or '.' for a gap</source>
      <translation>tile {token}: a word-search grid holds one letter per cell, or '.' for a gap</translation>
    </message>
    <message>
      <source>a Balda board of {rows}×{cols} cells does not fit the rules: each side from {least} to {most}</source>
      <translation>a Balda board of {rows}×{cols} cells does not fit the rules: each side from {least} to {most}</translation>
    </message>
    <message>
      <source>row {row}: tile {token} is not one letter; a Balda board holds a letter or '.' in each cell</source>
      <translation>row {row}: tile {token} is not one letter; a Balda board holds a letter or '.' in each cell</translation>
    </message>
    <message>
      <source>the board is {rows}×{cols}, and a square one is expected</source>
      <translation>the board is {rows}×{cols}, and a square one is expected</translation>
    </message>
    <message>
      <source>the word “{word}” on the board is not in it</source>
      <translation>the word “{word}” on the board is not in it</translation>
    </message>
    <message>
      <source>the dictionary has no letters to deal a board from</source>
      <translation>the dictionary has no letters to deal a board from</translation>
    </message>
    <message>
      <source>the board's letters are not of the dictionary's alphabet ({lang})</source>
      <translation>the board's letters are not of the dictionary's alphabet ({lang})</translation>
    </message>
    <message>
      <source>the grid size “{text}” is not rows×columns such as 12x15, or one number</source>
      <translation>the grid size “{text}” is not rows×columns such as 12x15, or one number</translation>
    </message>
    <message>
      <source>a grid of {rows}×{cols} does not fit: each side from {least} to {most}</source>
      <translation>a grid of {rows}×{cols} does not fit: each side from {least} to {most}</translation>
    </message>
    <message>
      <source>the tile values “{text}” have {found} rows where the board has {expected}</source>
      <translation>the tile values “{text}” have {found} rows where the board has {expected}</translation>
    </message>
    <message>
      <source>row {row} of the tile values, “{text}”, has {found} values where the board has {expected} tiles</source>
      <translation>row {row} of the tile values, “{text}”, has {found} values where the board has {expected} tiles</translation>
    </message>
    <message>
      <source>row {row} of the tile values: “{entry}” is not a whole number from 0 to {most}, or '.' for none</source>
      <translation>row {row} of the tile values: “{entry}” is not a whole number from 0 to {most}, or '.' for none</translation>
    </message>
    <message>
      <source>the tile values do not fit the board of {rows}×{cols}</source>
      <translation>the tile values do not fit the board of {rows}×{cols}</translation>
    </message>
    <message>
      <source>the bonus square “{entry}” is not ROW:COL=NAME, such as 1:1=DW</source>
      <translation>the bonus square “{entry}” is not ROW:COL=NAME, such as 1:1=DW</translation>
    </message>
    <message>
      <source>a bonus square is off the board of {rows}×{cols}</source>
      <translation>a bonus square is off the board of {rows}×{cols}</translation>
    </message>
    <message>
      <source>the bonus square “{entry}”: that tile has a bonus already</source>
      <translation>the bonus square “{entry}”: that tile has a bonus already</translation>
    </message>
    <message>
      <source>the bonus “{name}” is unknown: it is one of {known}</source>
      <translation>the bonus “{name}” is unknown: it is one of {known}</translation>
    </message>
    <message>
      <source>no word list is chosen</source>
      <translation>no word list is chosen</translation>
    </message>
    <message>
      <source>the file {path} is not valid {encoding} text (byte {byte})</source>
      <translation>the file {path} is not valid {encoding} text (byte {byte})</translation>
    </message>
    <message>
      <source>Type at least one letter, or ? for any letter.</source>
      <translation>Type at least one letter, or ? for any letter.</translation>
    </message>
    <message>
      <source>The pattern is empty: type the letters known in place, and _ or ? for the others.</source>
      <translation>The pattern is empty: type the letters known in place, and _ or ? for the others.</translation>
    </message>
    <message>
      <source>The pattern has {count} places: at most {most}.</source>
      <translation>The pattern has {count} places: at most {most}.</translation>
    </message>
    <message>
      <source>“{char}” in the pattern “{text}” is not of the letters' alphabet ({lang}): type the pattern in the same alphabet as the letters.</source>
      <translation>“{char}” in the pattern “{text}” is not of the letters' alphabet ({lang}): type the pattern in the same alphabet as the letters.</translation>
    </message>
    <message>
      <source>The shortest length must be at least 1.</source>
      <translation>The shortest length must be at least 1.</translation>
    </message>
    <message>
      <source>The longest length ({most}) is below the shortest ({least}).</source>
      <translation>The longest length ({most}) is below the shortest ({least}).</translation>
    </message>
    <message>
      <source>The pattern has {count} places, but the length asked for is {lengths}.</source>
      <translation>The pattern has {count} places, but the length asked for is {lengths}.</translation>
    </message>
    <message>
      <source>The word “{word}” is too short: it needs at least {least} letters.</source>
      <translation>The word “{word}” is too short: it needs at least {least} letters.</translation>
    </message>
    <message>
      <source>The word list is empty: type at least one word.</source>
      <translation>The word list is empty: type at least one word.</translation>
    </message>
    <message>
      <source>{words} did not fit in the {rows}×{cols} grid: make the grid larger, the list shorter or the difficulty harder.</source>
      <translation>{words} did not fit in the {rows}×{cols} grid: make the grid larger, the list shorter or the difficulty harder.</translation>
    </message>
    <message>
      <source>There are no letters to fill the grid with.</source>
      <translation>There are no letters to fill the grid with.</translation>
    </message>
    <message>
      <source>The grid could not be filled without spelling a listed word twice: make it larger, or try another seed.</source>
      <translation>The grid could not be filled without spelling a listed word twice: make it larger, or try another seed.</translation>
    </message>
    <message>
      <source>The word “{word}” has {length} letters, and a {rows}×{cols} grid holds words of at most {most}.</source>
      <translation>The word “{word}” has {length} letters, and a {rows}×{cols} grid holds words of at most {most}.</translation>
    </message>
    <message>
      <source>“{word}” is inside “{other}” (or inside it backwards), so it would be found twice: remove one of them, or tick “Keep words inside other words”.</source>
      <translation>“{word}” is inside “{other}” (or inside it backwards), so it would be found twice: remove one of them, or tick “Keep words inside other words”.</translation>
    </message>
    <message>
      <source>“{command}” is not Tesseract OCR. Choose the tesseract program (File → Tesseract program…), or install it with: {install}</source>
      <translation>“{command}” is not Tesseract OCR. Choose the tesseract program (File → Tesseract program…), or install it with: {install}</translation>
    </message>
    <message>
      <source>The title has {length} characters: at most {most} fit on a page.</source>
      <translation>The title has {length} characters: at most {most} fit on a page.</translation>
    </message>
    <message>
      <source>The remembered tile corrections were saved by a newer version of the app: they are kept as they are, and this correction is remembered only until the app closes.</source>
      <translation>The remembered tile corrections were saved by a newer version of the app: they are kept as they are, and this correction is remembered only until the app closes.</translation>
    </message>
    <message>
      <source>The file of remembered tile corrections {path} cannot be used: this correction is remembered only until the app closes.</source>
      <translation>The file of remembered tile corrections {path} cannot be used: this correction is remembered only until the app closes.</translation>
    </message>
    <message>
      <source>Reading pictures needs Tesseract OCR, which is not installed (no working “{command}”). Install it with: {install}</source>
      <translation>Reading pictures needs Tesseract OCR, which is not installed (no working “{command}”). Install it with: {install}</translation>
    </message>
    <message>
      <source>Tesseract OCR lacks its language data for {languages}. Install it with: {install}</source>
      <translation>Tesseract OCR lacks its language data for {languages}. Install it with: {install}</translation>
    </message>
    <message>
      <source>Tesseract could not read the picture ({reason}). Try again, or another picture.</source>
      <translation>Tesseract could not read the picture ({reason}). Try again, or another picture.</translation>
    </message>
    <message>
      <source>the folder or the file does not exist</source>
      <translation>the folder or the file does not exist</translation>
    </message>
    <message>
      <source>permission denied</source>
      <translation>permission denied</translation>
    </message>
    <message>
      <source>the disk is read-only</source>
      <translation>the disk is read-only</translation>
    </message>
    <message>
      <source>the disk is full</source>
      <translation>the disk is full</translation>
    </message>
    <message>
      <source>it is a folder</source>
      <translation>it is a folder</translation>
    </message>
    <message>
      <source>a part of the path is not a folder</source>
      <translation>a part of the path is not a folder</translation>
    </message>
    <message>
      <source>the name is too long</source>
      <translation>the name is too long</translation>
    </message>
    <message>
      <source>the file is busy in another program</source>
      <translation>the file is busy in another program</translation>
    </message>
    <message>
      <source>a file of that name is in the way</source>
      <translation>a file of that name is in the way</translation>
    </message>
    <message>
      <source>the name is not allowed here</source>
      <translation>the name is not allowed here</translation>
    </message>
    <message>
      <source>{count} word, {total} points on {board}|{count} words, {total} points on {board}</source>
      <translation>{count} word, {total} points on {board}|{count} words, {total} points on {board}</translation>
    </message>
    <message>
      <source>{count} word from {letters}|{count} words from {letters}</source>
      <translation>{count} word from {letters}|{count} words from {letters}</translation>
    </message>
    <message>
      <source>Found {found} of {total} word|Found {found} of {total} words</source>
      <translation>Found {found} of {total} word|Found {found} of {total} words</translation>
    </message>
    <message>
      <source>{count} word in the grid|{count} words in the grid</source>
      <translation>{count} word in the grid|{count} words in the grid</translation>
    </message>
    <message>
      <source>{count} legal move|{count} legal moves</source>
      <translation>{count} legal move|{count} legal moves</translation>
    </message>
    <message>
      <source>{count} legal move ({all} with mirror images)|{count} legal moves ({all} with mirror images)</source>
      <translation>{count} legal move ({all} with mirror images)|{count} legal moves ({all} with mirror images)</translation>
    </message>
    <message>
      <source>best: {word}, ahead by {points} after {moves} move|best: {word}, ahead by {points} after {moves} moves</source>
      <translation>best: {word}, ahead by {points} after {moves} move|best: {word}, ahead by {points} after {moves} moves</translation>
    </message>
    <message>
      <source>best: {word}, behind by {points} after {moves} move|best: {word}, behind by {points} after {moves} moves</source>
      <translation>best: {word}, behind by {points} after {moves} move|best: {word}, behind by {points} after {moves} moves</translation>
    </message>
    <message>
      <source>best: {word}, level after {moves} move|best: {word}, level after {moves} moves</source>
      <translation>best: {word}, level after {moves} move|best: {word}, level after {moves} moves</translation>
    </message>
    <message>
      <source>The game is over: you win, {first}:{second}.</source>
      <translation>The game is over: you win, {first}:{second}.</translation>
    </message>
    <message>
      <source>The game is over: the computer wins, {second}:{first}.</source>
      <translation>The game is over: the computer wins, {second}:{first}.</translation>
    </message>
    <message>
      <source>No move can be made on this board with the list {list}: choose a larger dictionary, or start from another word.</source>
      <translation>No move can be made on this board with the list {list}: choose a larger dictionary, or start from another word.</translation>
    </message>
    <message>
      <source>The game is over: a draw, {score}:{score}.</source>
      <translation>The game is over: a draw, {score}:{score}.</translation>
    </message>
    <message>
      <source>The game is over: player {player} wins, {first}:{second}.</source>
      <translation>The game is over: player {player} wins, {first}:{second}.</translation>
    </message>
    <message>
      <source>You found {found} of {total} word|You found {found} of {total} words</source>
      <translation>You found {found} of {total} word|You found {found} of {total} words</translation>
    </message>
    <message>
      <source>Latin letter “{letter}” on a Cyrillic board</source>
      <translation>Latin letter “{letter}” on a Cyrillic board</translation>
    </message>
    <message>
      <source>Cyrillic letter “{letter}” on a Latin board</source>
      <translation>Cyrillic letter “{letter}” on a Latin board</translation>
    </message>
    <message>
      <source>The board cannot be read.</source>
      <translation>The board cannot be read.</translation>
    </message>
    <message>
      <source>The pasted picture</source>
      <translation>The pasted picture</translation>
    </message>
    <message>
      <source>the system refused it ({code})</source>
      <translation>the system refused it ({code})</translation>
    </message>
    <message>
      <source>The dictionary cannot be used.</source>
      <translation>The dictionary cannot be used.</translation>
    </message>
    <message>
      <source>The file {path} cannot be used: {reason}.</source>
      <translation>The file {path} cannot be used: {reason}.</translation>
    </message>
    <message>
      <source>That move is not allowed.</source>
      <translation>That move is not allowed.</translation>
    </message>
    <message>
      <source>“{name}”</source>
      <translation>“{name}”</translation>
    </message>
    <message>
      <source>Text recognition is not available.</source>
      <translation>Text recognition is not available.</translation>
    </message>
    <message>
      <source>(row {row}, column {col})</source>
      <translation>(row {row}, column {col})</translation>
    </message>
    <message>
      <source>The letters cannot be used.</source>
      <translation>The letters cannot be used.</translation>
    </message>
    <message>
      <source>The input cannot be used.</source>
      <translation>The input cannot be used.</translation>
    </message>
    <message>
      <source>Something went wrong.</source>
      <translation>Something went wrong.</translation>
    </message>
    <message>
      <source>Easy: right and down</source>
      <translation>Easy: right and down</translation>
    </message>
    <message>
      <source>Medium: adds diagonals down</source>
      <translation>Medium: adds diagonals down</translation>
    </message>
    <message>
      <source>Hard: all eight directions, backwards too</source>
      <translation>Hard: all eight directions, backwards too</translation>
    </message>
    <message>
      <source>Generate a word search</source>
      <translation>Generate a word search</translation>
    </message>
    <message>
      <source>Words, separated by commas, spaces or lines</source>
      <translation>Words, separated by commas, spaces or lines</translation>
    </message>
    <message>
      <source>random</source>
      <translation>random</translation>
    </message>
    <message>
      <source>Capital letters</source>
      <translation>Capital letters</translation>
    </message>
    <message>
      <source>Keep words inside other words (found twice)</source>
      <translation>Keep words inside other words (found twice)</translation>
    </message>
    <message>
      <source>The puzzle appears here when you press Generate.</source>
      <translation>The puzzle appears here when you press Generate.</translation>
    </message>
    <message>
      <source>Show the answers</source>
      <translation>Show the answers</translation>
    </message>
    <message>
      <source>Words:</source>
      <translation>Words:</translation>
    </message>
    <message>
      <source>Difficulty:</source>
      <translation>Difficulty:</translation>
    </message>
    <message>
      <source>Seed:</source>
      <translation>Seed:</translation>
    </message>
    <message>
      <source>Title:</source>
      <translation>Title:</translation>
    </message>
    <message>
      <source>Generating…</source>
      <translation>Generating…</translation>
    </message>
    <message>
      <source>Export the puzzle</source>
      <translation>Export the puzzle</translation>
    </message>
    <message>
      <source>PDF, puzzle and answers (*.pdf);;PNG pictures (*.png);;Text (*.txt);;JSON (*.json)</source>
      <translation>PDF, puzzle and answers (*.pdf);;PNG pictures (*.png);;Text (*.txt);;JSON (*.json)</translation>
    </message>
    <message>
      <source>Generate</source>
      <translation>Generate</translation>
    </message>
    <message>
      <source>Export…</source>
      <translation>Export…</translation>
    </message>
    <message>
      <source>Solve it</source>
      <translation>Solve it</translation>
    </message>
    <message>
      <source>Close</source>
      <translation>Close</translation>
    </message>
    <message>
      <source>{placed} words placed (seed {seed}).</source>
      <translation>{placed} words placed (seed {seed}).</translation>
    </message>
    <message>
      <source>Did not fit: {words}</source>
      <translation>Did not fit: {words}</translation>
    </message>
    <message>
      <source>Cannot write {path}: {reason}</source>
      <translation>Cannot write {path}: {reason}</translation>
    </message>
    <message>
      <source>Open a screenshot or photo (File → Read a screenshot), paste one, drop it on the window, or capture a region of the screen.</source>
      <translation>Open a screenshot or photo (File → Read a screenshot), paste one, drop it on the window, or capture a region of the screen.</translation>
    </message>
    <message>
      <source>A picture of another game's board is read on that game's tab.</source>
      <translation>A picture of another game's board is read on that game's tab.</translation>
    </message>
    <message>
      <source>Tiles the reader is not sure of have a dashed outline: type over a wrong one and the correction is remembered for that game's look.</source>
      <translation>Tiles the reader is not sure of have a dashed outline: type over a wrong one and the correction is remembered for that game's look.</translation>
    </message>
    <message>
      <source>If the grid drawn over the picture is wrong, drag its blue rings onto the first and the last tile, then press “Read again”.</source>
      <translation>If the grid drawn over the picture is wrong, drag its blue rings onto the first and the last tile, then press “Read again”.</translation>
    </message>
    <message>
      <source>Choose the game, then type the board letter by letter (or paste it, or read a screenshot): the words appear as you type. Click a word to see its path; click a tile to list only the words through it; right-click a tile for bonuses and special tiles.</source>
      <translation>Choose the game, then type the board letter by letter (or paste it, or read a screenshot): the words appear as you type. Click a word to see its path; click a tile to list only the words through it; right-click a tile for bonuses and special tiles.</translation>
    </message>
    <message>
      <source>Type the letters; ? stands for any letter. The words use some or all of them.</source>
      <translation>Type the letters; ? stands for any letter. The words use some or all of them.</translation>
    </message>
    <message>
      <source>Paste the grid, one row per line, and the words to find (or leave them empty to find every word of the dictionary). “Generate a puzzle…” makes a new one.</source>
      <translation>Paste the grid, one row per line, and the words to find (or leave them empty to find every word of the dictionary). “Generate a puzzle…” makes a new one.</translation>
    </message>
    <message>
      <source>Type the start word and press “New game”; the table lists the moves, best first. Play one with “Apply move” or a double click.</source>
      <translation>Type the start word and press “New game”; the table lists the moves, best first. Play one with “Apply move” or a double click.</translation>
    </message>
    <message>
      <source>A timed game against the computer: type or trace words on the board; when the time is up the computer shows what you missed.</source>
      <translation>A timed game against the computer: type or trace words on the board; when the time is up the computer shows what you missed.</translation>
    </message>
    <message>
      <source>Read a screenshot</source>
      <translation>Read a screenshot</translation>
    </message>
    <message>
      <source>Paste into the tab (a board, letters or a picture)</source>
      <translation>Paste into the tab (a board, letters or a picture)</translation>
    </message>
    <message>
      <source>Capture a screen region</source>
      <translation>Capture a screen region</translation>
    </message>
    <message>
      <source>Capture the same region again</source>
      <translation>Capture the same region again</translation>
    </message>
    <message>
      <source>Export the results</source>
      <translation>Export the results</translation>
    </message>
    <message>
      <source>Copy the selected words</source>
      <translation>Copy the selected words</translation>
    </message>
    <message>
      <source>Clear the tab</source>
      <translation>Clear the tab</translation>
    </message>
    <message>
      <source>Arrows, Backspace</source>
      <translation>Arrows, Backspace</translation>
    </message>
    <message>
      <source>Move over the board and correct a tile</source>
      <translation>Move over the board and correct a tile</translation>
    </message>
    <message>
      <source>This guide</source>
      <translation>This guide</translation>
    </message>
    <message>
      <source>Guide</source>
      <translation>Guide</translation>
    </message>
    <message>
      <source>How to use the solver</source>
      <translation>How to use the solver</translation>
    </message>
    <message>
      <source>The games</source>
      <translation>The games</translation>
    </message>
    <message>
      <source>Keys</source>
      <translation>Keys</translation>
    </message>
    <message>
      <source>Reading screenshots</source>
      <translation>Reading screenshots</translation>
    </message>
    <message>
      <source>Word game solver</source>
      <translation>Word game solver</translation>
    </message>
    <message>
      <source>&amp;File</source>
      <translation>&amp;File</translation>
    </message>
    <message>
      <source>&amp;Read a screenshot…</source>
      <translation>&amp;Read a screenshot…</translation>
    </message>
    <message>
      <source>&amp;Quit</source>
      <translation>&amp;Quit</translation>
    </message>
    <message>
      <source>&amp;Capture a screen region…</source>
      <translation>&amp;Capture a screen region…</translation>
    </message>
    <message>
      <source>Capture the same region &amp;again</source>
      <translation>Capture the same region &amp;again</translation>
    </message>
    <message>
      <source>&amp;Watch the region (every 2 s)</source>
      <translation>&amp;Watch the region (every 2 s)</translation>
    </message>
    <message>
      <source>&amp;Tesseract program…</source>
      <translation>&amp;Tesseract program…</translation>
    </message>
    <message>
      <source>&amp;Edit</source>
      <translation>&amp;Edit</translation>
    </message>
    <message>
      <source>&amp;Paste into the tab</source>
      <translation>&amp;Paste into the tab</translation>
    </message>
    <message>
      <source>C&amp;lear the tab</source>
      <translation>C&amp;lear the tab</translation>
    </message>
    <message>
      <source>&amp;Export the results…</source>
      <translation>&amp;Export the results…</translation>
    </message>
    <message>
      <source>&amp;Forget the remembered tile corrections</source>
      <translation>&amp;Forget the remembered tile corrections</translation>
    </message>
    <message>
      <source>&amp;Language</source>
      <translation>&amp;Language</translation>
    </message>
    <message>
      <source>System language</source>
      <translation>System language</translation>
    </message>
    <message>
      <source>&amp;Help</source>
      <translation>&amp;Help</translation>
    </message>
    <message>
      <source>&amp;Guide</source>
      <translation>&amp;Guide</translation>
    </message>
    <message>
      <source>&amp;About</source>
      <translation>&amp;About</translation>
    </message>
    <message>
      <source>Tesseract program</source>
      <translation>Tesseract program</translation>
    </message>
    <message>
      <source>About</source>
      <translation>About</translation>
    </message>
    <message>
      <source>No tile corrections were remembered.</source>
      <translation>No tile corrections were remembered.</translation>
    </message>
    <message>
      <source>Text, one word per line (*.txt)</source>
      <translation>Text, one word per line (*.txt)</translation>
    </message>
    <message>
      <source>CSV table (*.csv)</source>
      <translation>CSV table (*.csv)</translation>
    </message>
    <message>
      <source>JSON (*.json)</source>
      <translation>JSON (*.json)</translation>
    </message>
    <message>
      <source>Tesseract is ready.</source>
      <translation>Tesseract is ready.</translation>
    </message>
    <message>
      <source>The screen could not be captured.</source>
      <translation>The screen could not be captured.</translation>
    </message>
    <message>
      <source>Saved {path}</source>
      <translation>Saved {path}</translation>
    </message>
    <message>
      <source>This picture shows a board of the {tab} tab; it is read there.</source>
      <translation>This picture shows a board of the {tab} tab; it is read there.</translation>
    </message>
    <message>
      <source>Reading {path}…</source>
      <translation>Reading {path}…</translation>
    </message>
    <message>
      <source>Use {path} ({count} word) as the dictionary? Every tab will use it, also next time, until you choose another list in the Dictionary box.|Use {path} ({count} words) as the dictionary? Every tab will use it, also next time, until you choose another list in the Dictionary box.</source>
      <translation>Use {path} ({count} word) as the dictionary? Every tab will use it, also next time, until you choose another list in the Dictionary box.|Use {path} ({count} words) as the dictionary? Every tab will use it, also next time, until you choose another list in the Dictionary box.</translation>
    </message>
    <message>
      <source>Word list {path} added: every tab uses it now. To go back, choose “{previous}” in the Dictionary box.</source>
      <translation>Word list {path} added: every tab uses it now. To go back, choose “{previous}” in the Dictionary box.</translation>
    </message>
    <message>
      <source>Capture a region first.</source>
      <translation>Capture a region first.</translation>
    </message>
    <message>
      <source>{count} remembered tile correction forgotten.|{count} remembered tile corrections forgotten.</source>
      <translation>{count} remembered tile correction forgotten.|{count} remembered tile corrections forgotten.</translation>
    </message>
    <message>
      <source>Nothing to export: the {tab} tab shows no results.</source>
      <translation>Nothing to export: the {tab} tab shows no results.</translation>
    </message>
    <message>
      <source>The {tab} tab reads no pictures: this one is read on the {other} tab.</source>
      <translation>The {tab} tab reads no pictures: this one is read on the {other} tab.</translation>
    </message>
    <message>
      <source>Board taken from {path}.</source>
      <translation>Board taken from {path}.</translation>
    </message>
    <message>
      <source>{path} is not taken for a dictionary: it does not look like a word list (at least {least} different words, each once, one a line or between spaces; different words in this file: {words} of {tokens}). To use it anyway, choose {more} → {add} beside the Dictionary box.</source>
      <translation>{path} is not taken for a dictionary: it does not look like a word list (at least {least} different words, each once, one a line or between spaces; different words in this file: {words} of {tokens}). To use it anyway, choose {more} → {add} beside the Dictionary box.</translation>
    </message>
    <message>
      <source>{path} was not added; the dictionary is as it was.</source>
      <translation>{path} was not added; the dictionary is as it was.</translation>
    </message>
    <message>
      <source>Dictionaries: ENABLE, SCOWL, OpenCorpora, wordfreq; their sources and licences: &lt;a href="{url}"&gt;SOURCES.md&lt;/a&gt;. Help → Guide explains the games and the keys.</source>
      <translation>Dictionaries: ENABLE, SCOWL, OpenCorpora, wordfreq; their sources and licences: &lt;a href="{url}"&gt;SOURCES.md&lt;/a&gt;. Help → Guide explains the games and the keys.</translation>
    </message>
    <message>
      <source>Word game solver {version}: Boggle, Wordament, Word Hunt, Ruzzle, Словомания and more, in Russian and English.</source>
      <translation>Word game solver {version}: Boggle, Wordament, Word Hunt, Ruzzle, Словомания and more, in Russian and English.</translation>
    </message>
    <message>
      <source>{url} is on the web: only pictures on this computer are read. Save the picture first, or copy it (Copy image) and paste it here (Edit → Paste into the tab).</source>
      <translation>{url} is on the web: only pictures on this computer are read. Save the picture first, or copy it (Copy image) and paste it here (Edit → Paste into the tab).</translation>
    </message>
    <message>
      <source>The dropped text was pasted into the tab.</source>
      <translation>The dropped text was pasted into the tab.</translation>
    </message>
    <message>
      <source>The dropped text holds no board.</source>
      <translation>The dropped text holds no board.</translation>
    </message>
    <message>
      <source>One line of text is not a board: a board has two rows or more, of as many tiles each.</source>
      <translation>One line of text is not a board: a board has two rows or more, of as many tiles each.</translation>
    </message>
    <message>
      <source>The clipboard holds no board.</source>
      <translation>The clipboard holds no board.</translation>
    </message>
    <message>
      <source>Read a screenshot…</source>
      <translation>Read a screenshot…</translation>
    </message>
    <message>
      <source>Open a screenshot or photo of the board; you can also paste one (Edit → Paste into the tab) or drop it on the window</source>
      <translation>Open a screenshot or photo of the board; you can also paste one (Edit → Paste into the tab) or drop it on the window</translation>
    </message>
    <message>
      <source>The text is {length} characters long: too long for a board or a grid (at most {most}). Nothing was pasted.</source>
      <translation>The text is {length} characters long: too long for a board or a grid (at most {most}). Nothing was pasted.</translation>
    </message>
    <message>
      <source>Stopped.</source>
      <translation>Stopped.</translation>
    </message>
    <message>
      <source>All files (*)</source>
      <translation>All files (*)</translation>
    </message>
    <message>
      <source>Images</source>
      <translation>Images</translation>
    </message>
    <message>
      <source>The clipboard is empty.</source>
      <translation>The clipboard is empty.</translation>
    </message>
    <message>
      <source>Grid:</source>
      <translation>Grid:</translation>
    </message>
    <message>
      <source>Read again</source>
      <translation>Read again</translation>
    </message>
    <message>
      <source>Drag the blue rings round the first and the last tile, or change the number of rows and columns, then read again. Double-click the picture to see all of it.</source>
      <translation>Drag the blue rings round the first and the last tile, or change the number of rows and columns, then read again. Double-click the picture to see all of it.</translation>
    </message>
    <message>
      <source>no letter</source>
      <translation>no letter</translation>
    </message>
    <message>
      <source>Row {row}, column {col}: read as {text}</source>
      <translation>Row {row}, column {col}: read as {text}</translation>
    </message>
    <message>
      <source>(not sure: check it)</source>
      <translation>(not sure: check it)</translation>
    </message>
    <message>
      <source>(its bonus or value could not be read: check it)</source>
      <translation>(its bonus or value could not be read: check it)</translation>
    </message>
    <message>
      <source>{word}: +{points}</source>
      <translation>{word}: +{points}</translation>
    </message>
    <message>
      <source>{word} is too short.</source>
      <translation>{word} is too short.</translation>
    </message>
    <message>
      <source>{word} is not a word.</source>
      <translation>{word} is not a word.</translation>
    </message>
    <message>
      <source>{word} is not on board.</source>
      <translation>{word} is not on board.</translation>
    </message>
    <message>
      <source>{word} is already found.</source>
      <translation>{word} is already found.</translation>
    </message>
    <message>
      <source>&amp;Language:</source>
      <translation>&amp;Language:</translation>
    </message>
    <message>
      <source>&amp;Minutes:</source>
      <translation>&amp;Minutes:</translation>
    </message>
    <message>
      <source>End game</source>
      <translation>End game</translation>
    </message>
    <message>
      <source>Type a word and press Enter, or trace it on the board</source>
      <translation>Type a word and press Enter, or trace it on the board</translation>
    </message>
    <message>
      <source>Dealing a board…</source>
      <translation>Dealing a board…</translation>
    </message>
    <message>
      <source>Go! Find words of 4 letters or more.</source>
      <translation>Go! Find words of 4 letters or more.</translation>
    </message>
    <message>
      <source>Press “New game”: words of 4 letters or more, one point for each letter after the third.</source>
      <translation>Press “New game”: words of 4 letters or more, one point for each letter after the third.</translation>
    </message>
    <message>
      <source>Time is up. The computer found the words you missed.</source>
      <translation>Time is up. The computer found the words you missed.</translation>
    </message>
    <message>
      <source>Game over. The computer found the words you missed.</source>
      <translation>Game over. The computer found the words you missed.</translation>
    </message>
    <message>
      <source>Your words — score {score}</source>
      <translation>Your words — score {score}</translation>
    </message>
    <message>
      <source>Computer's words — score {score}</source>
      <translation>Computer's words — score {score}</translation>
    </message>
    <message>
      <source>{what} {seconds} s</source>
      <translation>{what} {seconds} s</translation>
    </message>
    <message>
      <source>Zipf frequency: about 10^(Z-9) of all words; 0 means unknown</source>
      <translation>Zipf frequency: about 10^(Z-9) of all words; 0 means unknown</translation>
    </message>
    <message>
      <source>↓ A function word: listed after the words of its frequency, as 4 Pics 1 Word answers are content words</source>
      <translation>↓ A function word: listed after the words of its frequency, as 4 Pics 1 Word answers are content words</translation>
    </message>
    <message>
      <source>↓ An inflected form: listed one frequency step lower, after the dictionary forms, as 4 Pics 1 Word answers are dictionary forms</source>
      <translation>↓ An inflected form: listed one frequency step lower, after the dictionary forms, as 4 Pics 1 Word answers are dictionary forms</translation>
    </message>
    <message>
      <source>{count} word|{count} words</source>
      <translation>{count} word|{count} words</translation>
    </message>
    <message>
      <source>right</source>
      <translation>right</translation>
    </message>
    <message>
      <source>left</source>
      <translation>left</translation>
    </message>
    <message>
      <source>down</source>
      <translation>down</translation>
    </message>
    <message>
      <source>up</source>
      <translation>up</translation>
    </message>
    <message>
      <source>down-right</source>
      <translation>down-right</translation>
    </message>
    <message>
      <source>down-left</source>
      <translation>down-left</translation>
    </message>
    <message>
      <source>up-right</source>
      <translation>up-right</translation>
    </message>
    <message>
      <source>up-left</source>
      <translation>up-left</translation>
    </message>
    <message>
      <source>{count} move|{count} moves</source>
      <translation>{count} move|{count} moves</translation>
    </message>
    <message>
      <source>Word</source>
      <translation>Word</translation>
    </message>
    <message>
      <source>Length</source>
      <translation>Length</translation>
    </message>
    <message>
      <source>Score</source>
      <translation>Score</translation>
    </message>
    <message>
      <source>Frequency</source>
      <translation>Frequency</translation>
    </message>
    <message>
      <source>Letters left</source>
      <translation>Letters left</translation>
    </message>
    <message>
      <source>Direction</source>
      <translation>Direction</translation>
    </message>
    <message>
      <source>Times</source>
      <translation>Times</translation>
    </message>
    <message>
      <source>Letter</source>
      <translation>Letter</translation>
    </message>
    <message>
      <source>Cell</source>
      <translation>Cell</translation>
    </message>
    <message>
      <source>Filter words…</source>
      <translation>Filter words…</translation>
    </message>
    <message>
      <source>Copy</source>
      <translation>Copy</translation>
    </message>
    <message>
      <source>Check this word…</source>
      <translation>Check this word…</translation>
    </message>
    <message>
      <source>Nothing to copy: the list is empty.</source>
      <translation>Nothing to copy: the list is empty.</translation>
    </message>
    <message>
      <source>Copied {count} word.|Copied {count} words.</source>
      <translation>Copied {count} word.|Copied {count} words.</translation>
    </message>
    <message>
      <source>{shown} shown of {count}</source>
      <translation>{shown} shown of {count}</translation>
    </message>
    <message>
      <source>Through tile {row}:{col}</source>
      <translation>Through tile {row}:{col}</translation>
    </message>
    <message>
      <source>{total} point|{total} points</source>
      <translation>{total} point|{total} points</translation>
    </message>
    <message>
      <source>Check the tiles with a dashed outline ({count}); type over a wrong one and the correction is remembered.</source>
      <translation>Check the tiles with a dashed outline ({count}); type over a wrong one and the correction is remembered.</translation>
    </message>
    <message>
      <source>Read in {seconds} s.</source>
      <translation>Read in {seconds} s.</translation>
    </message>
    <message>
      <source>Letters stand in line above the board: a row may be missing. Set the grid's rows and columns, drag the blue rings round the first and the last tile, then read again.</source>
      <translation>Letters stand in line above the board: a row may be missing. Set the grid's rows and columns, drag the blue rings round the first and the last tile, then read again.</translation>
    </message>
    <message>
      <source>Letters stand in line below the board: a row may be missing. Set the grid's rows and columns, drag the blue rings round the first and the last tile, then read again.</source>
      <translation>Letters stand in line below the board: a row may be missing. Set the grid's rows and columns, drag the blue rings round the first and the last tile, then read again.</translation>
    </message>
    <message>
      <source>Letters stand in line left of the board: a column may be missing. Set the grid's rows and columns, drag the blue rings round the first and the last tile, then read again.</source>
      <translation>Letters stand in line left of the board: a column may be missing. Set the grid's rows and columns, drag the blue rings round the first and the last tile, then read again.</translation>
    </message>
    <message>
      <source>Letters stand in line right of the board: a column may be missing. Set the grid's rows and columns, drag the blue rings round the first and the last tile, then read again.</source>
      <translation>Letters stand in line right of the board: a column may be missing. Set the grid's rows and columns, drag the blue rings round the first and the last tile, then read again.</translation>
    </message>
    <message>
      <source>{count} of {tiles} tiles show no letter: the grid is not on the board. Drag the blue rings round the first and the last tile, then read again.</source>
      <translation>{count} of {tiles} tiles show no letter: the grid is not on the board. Drag the blue rings round the first and the last tile, then read again.</translation>
    </message>
    <message>
      <source>{count} tile shows no letter (a die missing, or a tile not found): compare the board with the picture before trusting the words.|{count} tiles show no letter (a die missing, or a tile not found): compare the board with the picture before trusting the words.</source>
      <translation>{count} tile shows no letter (a die missing, or a tile not found): compare the board with the picture before trusting the words.|{count} tiles show no letter (a die missing, or a tile not found): compare the board with the picture before trusting the words.</translation>
    </message>
    <message>
      <source>{count} tile was read as you corrected it before (Edit → Forget the remembered tile corrections, if that was a slip).|{count} tiles were read as you corrected them before (Edit → Forget the remembered tile corrections, if that was a slip).</source>
      <translation>{count} tile was read as you corrected it before (Edit → Forget the remembered tile corrections, if that was a slip).|{count} tiles were read as you corrected them before (Edit → Forget the remembered tile corrections, if that was a slip).</translation>
    </message>
    <message>
      <source>The reader is not sure of this board ({percent} %): compare it with the picture before trusting the words.</source>
      <translation>The reader is not sure of this board ({percent} %): compare it with the picture before trusting the words.</translation>
    </message>
    <message>
      <source>Copy the board</source>
      <translation>Copy the board</translation>
    </message>
    <message>
      <source>&amp;Bonus</source>
      <translation>&amp;Bonus</translation>
    </message>
    <message>
      <source>Special tile</source>
      <translation>Special tile</translation>
    </message>
    <message>
      <source>Point value</source>
      <translation>Point value</translation>
    </message>
    <message>
      <source>Points shown on the tile:</source>
      <translation>Points shown on the tile:</translation>
    </message>
    <message>
      <source>Several letters in one tile (Qu, digraph)…</source>
      <translation>Several letters in one tile (Qu, digraph)…</translation>
    </message>
    <message>
      <source>Letters, e.g. QU or TH:</source>
      <translation>Letters, e.g. QU or TH:</translation>
    </message>
    <message>
      <source>Prefix tile (only starts words)…</source>
      <translation>Prefix tile (only starts words)…</translation>
    </message>
    <message>
      <source>Prefix letters, e.g. RE:</source>
      <translation>Prefix letters, e.g. RE:</translation>
    </message>
    <message>
      <source>Suffix tile (only ends words)…</source>
      <translation>Suffix tile (only ends words)…</translation>
    </message>
    <message>
      <source>Suffix letters, e.g. ING:</source>
      <translation>Suffix letters, e.g. ING:</translation>
    </message>
    <message>
      <source>Either/or tile…</source>
      <translation>Either/or tile…</translation>
    </message>
    <message>
      <source>Two letters separated by /, e.g. A/E:</source>
      <translation>Two letters separated by /, e.g. A/E:</translation>
    </message>
    <message>
      <source>Clear values and bonuses</source>
      <translation>Clear values and bonuses</translation>
    </message>
    <message>
      <source>Blocked cell</source>
      <translation>Blocked cell</translation>
    </message>
    <message>
      <source>Clear tile</source>
      <translation>Clear tile</translation>
    </message>
    <message>
      <source>&amp;None</source>
      <translation>&amp;None</translation>
    </message>
    <message>
      <source>Point &amp;value…</source>
      <translation>Point &amp;value…</translation>
    </message>
    <message>
      <source>You banned it (More → My words takes the ban back).</source>
      <translation>You banned it (More → My words takes the ban back).</translation>
    </message>
    <message>
      <source>Offensive: hidden unless “Offensive words” is ticked.</source>
      <translation>Offensive: hidden unless “Offensive words” is ticked.</translation>
    </message>
    <message>
      <source>A diminutive or augmentative, which Balda's rules refuse.</source>
      <translation>A diminutive or augmentative, which Balda's rules refuse.</translation>
    </message>
    <message>
      <source>Rare, slang or archaic for this game's list.</source>
      <translation>Rare, slang or archaic for this game's list.</translation>
    </message>
    <message>
      <source>Not a common noun in the nominative singular.</source>
      <translation>Not a common noun in the nominative singular.</translation>
    </message>
    <message>
      <source>In none of the bundled lists.</source>
      <translation>In none of the bundled lists.</translation>
    </message>
    <message>
      <source>A plural-only noun (allowed by default).</source>
      <translation>A plural-only noun (allowed by default).</translation>
    </message>
    <message>
      <source>“{word}” is in the list {list}.</source>
      <translation>“{word}” is in the list {list}.</translation>
    </message>
    <message>
      <source>“{word}” is not in the list {list}.</source>
      <translation>“{word}” is not in the list {list}.</translation>
    </message>
    <message>
      <source>Check this word</source>
      <translation>Check this word</translation>
    </message>
    <message>
      <source>Lists that hold it: {lists}. Zipf frequency: {zipf}.</source>
      <translation>Lists that hold it: {lists}. Zipf frequency: {zipf}.</translation>
    </message>
    <message>
      <source>Check the tiles with a dashed outline ({count}); correct a wrong letter in the grid's text.</source>
      <translation>Check the tiles with a dashed outline ({count}); correct a wrong letter in the grid's text.</translation>
    </message>
    <message>
      <source>&amp;Grid (one row per line):</source>
      <translation>&amp;Grid (one row per line):</translation>
    </message>
    <message>
      <source>&amp;Words to find (empty: every dictionary word):</source>
      <translation>&amp;Words to find (empty: every dictionary word):</translation>
    </message>
    <message>
      <source>Shortest:</source>
      <translation>Shortest:</translation>
    </message>
    <message>
      <source>Show all words</source>
      <translation>Show all words</translation>
    </message>
    <message>
      <source>Generate a puzzle…</source>
      <translation>Generate a puzzle…</translation>
    </message>
    <message>
      <source>Without a word list: the shortest dictionary word to find</source>
      <translation>Without a word list: the shortest dictionary word to find</translation>
    </message>
    <message>
      <source>Type or paste the puzzle's grid on the left, one row per line; its words are then drawn here.</source>
      <translation>Type or paste the puzzle's grid on the left, one row per line; its words are then drawn here.</translation>
    </message>
    <message>
      <source>{count} word read from the list beside the grid.|{count} words read from the list beside the grid.</source>
      <translation>{count} word read from the list beside the grid.|{count} words read from the list beside the grid.</translation>
    </message>
    <message>
      <source>Paste or type the grid, one row per line.</source>
      <translation>Paste or type the grid, one row per line.</translation>
    </message>
    <message>
      <source>Not found: {words}|Not found: {words}</source>
      <translation>Not found: {words}|Not found: {words}</translation>
    </message>
  </context>
</TS>
