"""Eleven's rules: pure, seeded, no Discord (the toy game of the conformance suite)."""

from .game import GAME, ElevenGame

__all__ = ["GAME", "ElevenGame"]
