"""Card faces drawn by the project itself (Pillow), to be shown as Discord application emojis.

`faces.draw` draws and encodes them, `faces.sync` decides which emojis to create or delete;
neither imports discord, so both run (and are tested) without a bot. `python -m faces sheet`
writes every face on one PNG so anyone can look at them.
"""
