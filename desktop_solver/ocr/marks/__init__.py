"""Marks: what a tile shows besides its letter (values, bonus badges, corner flags) and the marks
drawn over the board (paths, selections)."""
