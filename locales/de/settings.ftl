### /dobro meine-einstellungen: die eigenen Einstellungen jeder Person, auf jedem Server.

settings-title = Deine Einstellungen
settings-cards = **Karten**: { $value }
settings-cards-pictures = als Bilder (Karten-Emojis)
settings-cards-text = als Wörter (für einen Screenreader)
settings-footer = Ändern mit /dobro meine-einstellungen. Sie gelten für dich auf jedem Server, für alles, was der Bot nur dir zeigt: deine Hände, das Nachspielen und die Tutorials. /dobro vergiss-mich löscht sie.
settings-saved = ✅ Gespeichert.
settings-unknown = Es gibt keine Einstellung { $name }.
settings-bad_value = Die Einstellung { $name } nimmt einen dieser Werte: { $values }.
