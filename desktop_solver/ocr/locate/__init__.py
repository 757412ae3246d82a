"""Locate: find the board in the picture, the regular lattice of its tiles among everything else."""
