"""Recognise: the tiles' glyphs read as letters (Tesseract on a sheet of glyphs, the glyph
classifier, the board's language and alphabet, glyph fingerprints)."""
