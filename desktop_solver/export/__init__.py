"""Puzzles out of the program: text and JSON (plain Python), PNG and PDF pages (Pillow).

Only `image` and `fonts` import Pillow, and nothing here imports them at package import, so the
command line pays for Pillow only when it writes a picture.
"""
