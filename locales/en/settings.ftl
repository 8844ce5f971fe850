### /dobro settings: a person's own settings, across every server.

settings-title = Your settings
settings-cards = **Cards**: { $value }
settings-cards-pictures = pictures (card emojis)
settings-cards-text = words (for a screen reader)
settings-footer = Change one with /dobro settings. They are yours on every server, for what the bot shows you alone: your hands, replays and tutorials. /dobro forget-me erases them.
settings-saved = ✅ Saved.
settings-unknown = There is no setting { $name }.
settings-bad_value = The setting { $name } takes one of: { $values }.
