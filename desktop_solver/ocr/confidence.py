"""The confidences the reader's checks give a tile, named once.

A tile's confidence is what the user sees of a reading: below UNSURE the editor shows the tile
for the user to check, at or above it the letter is taken as read. Tesseract
gives its own; the checks that weigh a reading against other evidence (the letters drawn in the
shipped fonts, the glyph's shape, the board's other tiles, the die's other turns) set these.
"""

UNSURE = 0.80     # tiles below this confidence are marked for the user to check
# The letter is in doubt: another fits the evidence about as well (a turned die read as two
# letters as surely, a crossed tile whose strokes in sight two letters fit, a glyph whose holes
# or drawing the letter read contradicts). Well below UNSURE: the tile is shown for the user to
# check, its letter the likelier one.
DOUBTED = 0.6
# The letter replaced the reading on a clear comparison (a crossed tile's strokes in sight
# matching one drawn letter, or one of the board's clearly read tiles, clearly better than
# the letter read): above UNSURE, not shown for checking, yet below a sure Tesseract reading.
REPLACED = 0.85
