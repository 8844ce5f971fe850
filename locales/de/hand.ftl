### A player's private hand and its move controls.

hand-away = 💤 Du bist abwesend: der Computer spielt für dich. Drück auf Bin zurück, um wieder zu spielen.
hand-deadline = ⏱ Du hast Zeit bis { $when }.
hand-closed = Diese Partie wird nicht mehr gespielt.
hand-title = Deine Hand
hand-your_turn = Du bist dran.
hand-open = Du eröffnest einen neuen Stich: spiel eine Karte oder ein Paar.
hand-waiting = Warten auf { $player }.
hand-must_draw = Dir fehlen Karten: zieh zuerst nach.
hand-empty = (keine Karten)
hand-preview_open = Ausgegraut: womit du einen Stich eröffnen könntest.
hand-preview = Ausgegraut: was du gerade auf den Wert im Spiel spielen könntest.
hand-over = Die Partie ist vorbei.
move-joker = Einen Joker spielen als…
move-jokers = Zwei Joker spielen als Paar von…
move-joker_value = { $value }
move-joker_doubles = { $value } — verdoppelt auf { $result }
hand-number-title = Wähle eine Anzahl
hand-number-label = Eine Anzahl von { $low } bis { $high }
hand-number-invalid = Gib eine ganze Zahl von { $low } bis { $high } ein.
