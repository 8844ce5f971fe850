### /dobro preferencias: as preferências de cada pessoa, em todos os servidores.

settings-title = Suas preferências
settings-cards = **Cartas**: { $value }
settings-cards-pictures = como imagens (emojis das cartas)
settings-cards-text = como palavras (para um leitor de tela)
settings-footer = Mude uma com /dobro preferencias. Elas valem para você em todos os servidores, no que o bot mostra só para você: suas mãos, replays e tutoriais. /dobro esqueca-me apaga todas.
settings-saved = ✅ Salvo.
settings-unknown = Não existe a preferência { $name }.
settings-bad_value = A preferência { $name } aceita um destes valores: { $values }.
