"""Learning the games: tutorials (``/dobro learn``) and replays of finished games.

Nothing here imports Discord. A tutorial is a script (data, ``teaching/scripts/<game>.json``)
that the game's engine plays (``script.py``); ``TutorialService`` keeps each person's place in
storage and judges their moves with the engine. ``ReplayService`` steps through a stored game.
"""

from .script import DONE, Course, Frame, ScriptError, Try, course, games, read_script
from .service import (
    Choice,
    Feedback,
    Standing,
    Tutorial,
    TutorialError,
    TutorialService,
    TutorialStore,
    race_claim,
)

__all__ = [
    "DONE",
    "Choice",
    "Course",
    "Feedback",
    "Frame",
    "ScriptError",
    "Standing",
    "Try",
    "Tutorial",
    "TutorialError",
    "TutorialService",
    "TutorialStore",
    "course",
    "games",
    "race_claim",
    "read_script",
]
