### /dobro ping.

ping-reply = Pong ! Latence de la passerelle : { $latency } ms. Bot Dobro version { $version }.
ping-latency_unknown = pas encore mesurée
