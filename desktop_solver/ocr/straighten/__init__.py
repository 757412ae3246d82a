"""Straighten: a photo at an angle seen square-on, dice turned each its own way set upright, a big
picture brought to a working scale."""
