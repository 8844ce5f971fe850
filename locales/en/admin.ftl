### /dobro ping.

ping-reply = Pong! Gateway latency: { $latency } ms. Dobro bot version { $version }.
ping-latency_unknown = not measured yet
