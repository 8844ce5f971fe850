### /dobro ping.

ping-reply = Pong! Latência do gateway: { $latency } ms. Bot Dobro versão { $version }.
ping-latency_unknown = ainda não medida
