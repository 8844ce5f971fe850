"""Reliability tests: the crash suite and the hidden-cards check under load."""
