### /dobro impostazioni: le impostazioni personali di ciascuno, su ogni server.

settings-title = Le tue impostazioni
settings-cards = **Carte**: { $value }
settings-cards-pictures = come immagini (emoji delle carte)
settings-cards-text = come parole (per uno screen reader)
settings-footer = Cambiane una con /dobro impostazioni. Valgono per te su ogni server, per ciò che il bot mostra solo a te: le tue mani, i replay e i tutorial. /dobro dimenticami le cancella.
settings-saved = ✅ Salvato.
settings-unknown = Non esiste l'impostazione { $name }.
settings-bad_value = L'impostazione { $name } accetta uno di questi valori: { $values }.
