### /dobro rules: the rules in pages (Markdown).

rules-previous = Anterior
rules-next = Siguiente
rules-page = Página { $n } de { $total }
rules-text-aim =
    ## Dobro — el objetivo
    Llevarse el menor número de cartas posible. Una partida tiene 3 rondas (variante larga: una por jugador); cada ronda es una serie de pujas. Gana el total de puntos más bajo.
    {"*"}*Baraja**: 50 cartas numeradas (2–12), 3 comodines, 2 saltos, 2 cambios de sentido. Manos de 6 (5 con seis jugadores). A dos jugadores: sin cambios de sentido, y en cada ronda se apartan 10 cartas sin mirarlas.
rules-text-bid =
    ## Una puja
    {"*"}*Abre** con una carta numerada o una pareja: el valor en juego V pasa a ser su valor. Después, cada jugador en su turno hace una sola cosa:
    • jugar una carta ≥ V (igual a V, lo dobla);
    • jugar una pareja cuya suma sea ≥ V (igual, lo dobla);
    • jugar un salto, o un cambio de sentido (que además invierte la dirección);
    • **llevarse la puja**: todas las cartas de la puja van a tu montón de puntos y abres la siguiente.
    Los **comodines** valen lo que quieras de 2 a 12; un comodín con una carta forma una pareja de esa carta; dos comodines forman una pareja de cualquier valor.
rules-text-drawing =
    ## Robar y la carta oubli
    Después de jugar, completa tu mano robando del mazo. Con **robo manual**, pulsas *Robar* tú: si otro juega antes de que lo hagas, cualquiera puede cantar **¡Oubli!** — te llevas la carta oubli (+1 punto al final de la ronda) y completas tu mano. Si llega tu turno y te faltan cartas, tienes que robar primero.
    Cuando el mazo está vacío y alguien juega su última carta, la ronda termina en el acto; nadie se lleva esa última puja.
rules-text-scoring =
    ## Puntuación (la carta dobrei)
    Menos cartas llevadas → 1 punto, el siguiente → 2, … hasta 6.
    Los empates comparten puesto y se salta el siguiente (1, 2, 2, 4). Quien tenga la carta oubli suma 1.
    ```
    puesto    1.º 2.º 3.º 4.º 5.º 6.º
    puntos     1   2   3   4   5   6
    ```La siguiente ronda la empieza el jugador con más puntos. Gana el total más bajo tras la última ronda; en caso de empate, quien se llevó menos cartas en la última ronda, y si sigue el empate, la victoria se comparte.
rules-text-house =
    ## Reglas de la casa
    {"*"}*H1** Quien debe abrir sin carta numerada (solo cuando el mazo está vacío) juega en su lugar una carta especial; la apertura pasa al siguiente jugador.
    {"*"}*H2** El robo es automático salvo que la mesa haya elegido robo manual (ver la página del oubli).
    {"*"}*H3** Quién empieza entre jugadores empatados: el primero que se encuentre en la dirección de juego actual empezando por el jugador que terminó la ronda anterior, incluido.
rules-text-timers =
    ## Temporizador, abandonos, valoraciones
    {"*"}*Temporizador** (2 min salvo que la mesa elija otro): cuando se acaba, la máquina juega tu turno; dos veces seguidas y tu asiento queda *ausente* hasta que pulses *Ya estoy aquí*.
    {"*"}*Abandonar** una partida en curso es rendirse: una máquina termina tu asiento y quedas último.
    {"*"}*Valoración**: empieza en 1000 y sigue cada partida contada entre personas (OpenSkill). Mide lo seguro que está el bot de tu nivel, así que se mueve mucho en tus primeras partidas y cada vez menos después: un resultado dice poco de un jugador al que el bot ya conoce bien.
