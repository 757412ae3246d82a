"""Pure-Python core: boards, alphabets, lexicons and solvers. No Qt, Pillow or pytesseract here."""
