### /dobro ajustes: los ajustes propios de cada persona, en todos los servidores.

settings-title = Tus ajustes
settings-cards = **Cartas**: { $value }
settings-cards-pictures = en imágenes (emojis de las cartas)
settings-cards-text = en palabras (para un lector de pantalla)
settings-footer = Cambia uno con /dobro ajustes. Son tuyos en todos los servidores, para lo que el bot te muestra solo a ti: tus manos, repeticiones y tutoriales. /dobro olvidame los borra.
settings-saved = ✅ Guardado.
settings-unknown = No hay ningún ajuste { $name }.
settings-bad_value = El ajuste { $name } admite uno de estos valores: { $values }.
