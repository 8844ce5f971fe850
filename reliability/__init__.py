"""Long reliability runs of the bot on the offline Discord: `python -m reliability.abuse`."""
