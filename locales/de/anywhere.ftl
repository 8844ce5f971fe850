## Überall spielen, im eigenen Tempo (Issue 34): DMs und Gruppen-DMs, Herausforderungen,
## Hinweise auf das nächste Spiel, Tische, die tagelang laufen.

choice-timer-3600 = 1 Stunde
choice-timer-43200 = 12 Stunden
choice-timer-86400 = 1 Tag
choice-timer-259200 = 3 Tage
timer-hours = { $n ->
    [one] { $n } Stunde pro Zug
   *[other] { $n } Stunden pro Zug
}
timer-days = { $n ->
    [one] { $n } Tag pro Zug
   *[other] { $n } Tage pro Zug
}

## Wo Befehle funktionieren
error-server_only = Das funktioniert auf einem Server, der den Bot eingeladen hat: Seine Einstellungen, Ligen und Turniere gehören zu ihm. Hier kannst du spielen (`/dobro neu`), lernen und die Rangliste dieses Ortes sehen.
table-error-external_apps = Hier zeigt dieser Server die Antworten der eigenen Apps seiner Mitglieder nur der Person, die fragt: Niemand sonst würde den Tisch sehen. Bitte einen Moderator, den Bot einzuladen, oder spiel per DM oder in einer Gruppen-DM.

## Tische über Interaktionen (Gruppen-DMs; Server, auf denen nur deine eigene Installation gilt)
table-waiting = ⏸ Dieser Tisch wartet: Seit fast 15 Minuten hat niemand geklickt, und Discord lässt den Bot ihn nur aktualisieren, solange jemand klickt. Drück **Fortsetzen**, um weiterzuspielen: Jede Uhr läuft dort weiter, wo sie stehen geblieben ist.
button-resume = Fortsetzen

## Der Urlaub einer Person, am Tisch
game-vacation = {" "}· 🏖 abwesend bis { $when }

## Herausforderungen (das Apps-Menü einer Person)
menu-challenge = Zu einem Spiel fordern
menu-stats = Dobro-Statistik
challenge-ask = Zu welchem Spiel forderst du { $who } heraus? Der Tisch öffnet sich hier, und die Person wird benachrichtigt.
challenge-pick = Wähle ein Spiel
challenge-not_them = Fordere jemand anderen heraus: nicht dich selbst und keinen Bot.
challenge-lobby = 🎯 { $host } fordert { $who } zu einer Partie { $game } heraus. { $who }: **Annehmen**, um gleich zu spielen, oder **Ablehnen**.
challenge-expires = Die Herausforderung endet { $when }, wenn niemand antwortet.
button-accept = Annehmen
button-decline = Ablehnen
closed-declined = Die Herausforderung wurde abgelehnt. Sie zählt für niemanden.
closed-challenge_expired = Die Herausforderung ist abgelaufen: Niemand hat innerhalb von 10 Minuten geantwortet.
table-error-bad_challenge = Eine Herausforderung ist ein Tisch für zwei: du und jemand anderes.
table-error-challenge_only = Dieser Tisch ist eine Herausforderung: Nur die herausgeforderte Person kann sich setzen.
table-error-not_challenged = Nur die beiden Personen dieser Herausforderung können darauf antworten.

## Hinweise: das nächste Spiel, dein Zug
table-next_game = 🔔 { $who }: { $host } hat einen Tisch { $game } eröffnet: { $link }
turn-dm = 🎲 Du bist dran bei **{ $game } Nr. { $id }** (die Zeit läuft ab { $deadline }): { $link }

## /dobro-me
cmd-me-name = dobro-ich
cmd-me-description = Deine Tische, Hinweise und dein Urlaub, überall
cmd-me-games-name = tische
cmd-me-games-description = Deine offenen Tische: wer dran ist, bis wann, und ein Link
cmd-me-notify-name = hinweise
cmd-me-notify-description = Worauf dich der Bot hinweist: dein Zug per DM, das nächste Spiel
cmd-me-notify-turns = züge
cmd-me-notify-turns-description = An Tischen, die tagelang laufen, eine DM, wenn du dran bist (einmal pro Zug)
cmd-me-notify-next_game = nächstes-spiel
cmd-me-notify-next_game-description = Ein Spiel, dessen neue Tische auf diesem Server dich anpingen
cmd-me-notify-ping = ping
cmd-me-notify-ping-description = Mit nächstes-spiel: mich anpingen (an) oder aufhören (aus)
choice-turns-dm = per DM
choice-turns-off = aus
choice-ping-on = an
choice-ping-off = aus
cmd-me-away-name = abwesend
cmd-me-away-description = Urlaub: Deine Uhr wartet an deinen Tischen, die tagelang laufen
cmd-me-away-days = tage
cmd-me-away-days-description = Wie viele Tage (0: du bist zurück)

me-games-title = Deine offenen Tische
me-games-title_here = Deine offenen Tische auf diesem Server
me-games-none = Du hast keinen offenen Tisch.
me-games-none_here = Du hast keinen offenen Tisch auf diesem Server. Per DM mit dem Bot zeigt `/dobro-ich tische` sie alle.
me-games-lobby = Lobby, { $n }/{ $seats } Plätze
me-games-yours = du bist dran
me-games-turn = wartet auf { $who }
me-games-until = die Zeit läuft ab { $when }
me-games-link = [öffnen]({ $link })
me-games-more = { $n ->
    [one] und { $n } weiterer
   *[other] und { $n } weitere
}
me-notify-turns_dm = ✅ An Tischen, die tagelang laufen, schreibt dir der Bot per DM, wenn du dran bist, einmal pro Zug.
me-notify-turns_off = ✅ Keine DMs mehr, wenn du dran bist.
me-notify-next_on = ✅ Wenn auf diesem Server ein Tisch { $game } eröffnet wird, wirst du angepingt (höchstens einmal in 30 Minuten).
me-notify-next_off = ✅ Keine Pings mehr für neue Tische { $game } hier.
me-notify-turns_now = Dein Zug per DM: { $how }
me-notify-games_here = Pings für neue Tische hier: { $games }
me-notify-games_anywhere = Pings für neue Tische: { $games }
me-notify-none = keine
me-notify-server_only = Ein Ping für das nächste Spiel gilt pro Server: Benutz ihn auf dem Server, dessen Tische du willst.
me-away-set = 🏖 Abwesend bis { $when }. Deine Uhr wartet an { $n ->
    [one] { $n } Tisch
   *[other] { $n } Tischen
}, die tagelang laufen (jeder Server setzt eine Höchstdauer). `/dobro-ich abwesend tage:0`, wenn du zurück bist.
me-away-back = Willkommen zurück: Deine Uhr läuft wieder an { $n ->
    [one] { $n } Tisch
   *[other] { $n } Tischen
}.

## /dobro config away
cmd-config-away-name = urlaub
cmd-config-away-description = Wie lange ein Urlaub hier eine Uhr anhält
cmd-config-away-days = tage
cmd-config-away-days-description = Tage, 0 bis 90 (0: nie)
config-away = **Urlaub** (`/dobro-ich abwesend`): Die Uhr einer Person wartet an Tischen, die tagelang laufen, höchstens { $n ->
    [one] { $n } Tag
   *[other] { $n } Tage
}
