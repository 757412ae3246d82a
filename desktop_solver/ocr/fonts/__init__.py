"""Fonts: letters drawn in the fonts shipped in resources/fonts, never the machine's own."""
