"""Checks: the draft of the board refined, one small check at a time, in the order of
checks/order.py."""
