### /dobro ping.

ping-reply = Pong! Gateway-Latenz: { $latency } ms. Dobro-Bot Version { $version }.
ping-latency_unknown = noch nicht gemessen
