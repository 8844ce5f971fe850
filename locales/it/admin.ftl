### /dobro ping.

ping-reply = Pong! Latenza del gateway: { $latency } ms. Bot Dobro versione { $version }.
ping-latency_unknown = non ancora misurata
