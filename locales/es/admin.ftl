### /dobro ping.

ping-reply = ¡Pong! Latencia de la pasarela: { $latency } ms. Bot Dobro, versión { $version }.
ping-latency_unknown = aún sin medir
