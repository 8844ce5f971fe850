### Learning the games: /dobro learn (tutorials), /dobro replay (finished games step by step)
### and the first-contact line of a newcomer's first hand.

cmd-learn-name = aprender
cmd-learn-description = Aprende un juego jugándolo: un tutorial corto y privado contra la máquina
cmd-learn-game-description = Qué juego aprender (por defecto: la lista de tutoriales)
cmd-replay-name = repeticion
cmd-replay-description = Revive paso a paso una partida terminada de este servidor, con todas las manos a la vista
cmd-replay-game = partida
cmd-replay-game-description = El número de la partida (ver /dobro historial)

## The tutorial's frame

learn-title = 🎓 Aprende { $game } · { $lesson }
learn-step = Paso { $n } de { $total }
learn-table = { $game } · reparto de práctica
learn-right = ✅ { $why }
learn-refused = ❌ { $why }
learn-wrong = Esa jugada está permitida, pero no es la de este paso: vuelve a leerlo.
learn-stale = -# ⏳ El tutorial había avanzado: aquí es donde estás.
learn-restarted = -# 🔁 La lección vuelve a empezar desde el primer paso.
learn-mistakes = { $n ->
    [0] sin un solo error
    [one] con 1 error
   *[other] con { $n } errores
}
learn-next = Siguiente
learn-restart = Repetir la lección
learn-again = Empezar de nuevo
learn-practice = Jugar una partida de verdad contra la máquina
learn-table_here = Abrir una mesa en este canal
learn-tempting = -# Jugadas que quizá te tienten (pruébalas):
learn-done_title = 🎓 { $game } · tutorial completado
learn-done = Lo has terminado en { $steps } pasos, { $mistakes }.
learn-done_next = Ahora juega una partida de verdad: contra la máquina en un hilo para ti, o en una mesa de este canal a la que se pueden unir otros.

## The list of tutorials

learn-menu_title = 🎓 Aprende los juegos
learn-menu_intro = Cada tutorial dura de 3 a 5 minutos, a solas y en privado: un reparto fijo contra la máquina, una regla cada vez, jugándola. Se guarda por dónde vas: vuelve cuando quieras.
learn-menu_line = **{ $game }** · { $state }
learn-menu_new = { $steps } pasos
learn-menu_at = paso { $n } de { $steps }
learn-menu_done = terminado ✅
learn-open = { $game }
learn-error-no_tutorial = Ese juego todavía no tiene tutorial.

## First contact: one line in a newcomer's first hand

learn-first_contact = 👋 ¿Nuevo en { $game }? `/dobro aprender` te lo enseña en 3 minutos jugando, `/dobro reglas` lo explica, y en tu turno la mano muestra exactamente lo que puedes jugar{ $hints ->
    [yes] ; 💡 Pista sugiere una jugada y explica por qué.
   *[no] .
}

## Replays

replay-title = 🎬 Repetición · { $game } · partida { $id }
replay-deal = El reparto, antes de la primera jugada ({ $total } jugadas en total)
replay-move = Jugada { $n } de { $total }
replay-section = ronda { $n }
replay-hands = **Todas las manos** (la partida ha terminado: ya no se oculta nada)
replay-start = ⏮ Inicio
replay-back10 = −10
replay-previous = ◀ Anterior
replay-next = Siguiente ▶
replay-forward10 = +10
replay-end = Final ⏭
replay-front = delante: { $cards }
replay-rounds = Ir al inicio de una ronda…
replay-round = Ronda { $n } (jugada { $move })
replay-error-not_finished = La partida { $id } no ha terminado: solo se puede repetir una partida terminada.
replay-error-hidden = La partida { $id } se jugó en un canal que no puedes ver: solo sus jugadores y quienes ven ese canal pueden repetirla.
button-replay = 🎬 Repetición

## Dobro's tutorial

learn-dobro-lesson-bids = Lección 1 de 3: una puja
learn-dobro-lesson-drawing = Lección 2 de 3: robar a mano, el oubli
learn-dobro-lesson-round = Lección 3 de 3: el final de una ronda
learn-dobro-try-play = Jugar { $cards }
learn-dobro-try-pair = Jugar { $a } + { $b }
learn-dobro-try-take = Llevarse la puja
learn-dobro-open = **Empiezas esta puja**: ábrela con una carta numerada o una pareja, cuyo valor pasa a ser el **valor en juego** (R5). Abre con tu **4**.
learn-dobro-open-why = El valor en juego es 4. Después de cada jugada robas hasta volver a tener 6 cartas (R8).
learn-dobro-open-wrong = Eso también abre la puja, pero esta lección abre con el 4: juega tu 4.
learn-dobro-at_least = Los demás la han subido a **6**. En tu turno, juega **una carta al menos igual** al valor (R6a), o llévate la puja. Prueba tu 5 y luego juega tu **8**.
learn-dobro-at_least-why = 8 es al menos 6: ahora el valor es 8.
learn-dobro-at_least-wrong = Eso también está permitido, pero en este paso se juega el 8.
learn-dobro-double = El valor es **10**. Una carta **igual** al valor lo **dobla** (R6a). Juega tu **10**.
learn-dobro-double-why = 10 es igual a 10: el valor se dobla a 20.
learn-dobro-double-wrong = Eso está permitido, pero la lección es el doble: juega la carta igual al valor.
learn-dobro-pair = Camille jugó una pareja de 11 (22); Dominique no podía alcanzarla, **se llevó** la puja y abrió otra nueva a 3. Una **pareja** cuenta como su suma (R6b). Juega tu **5 + 5**.
learn-dobro-pair-why = 5 + 5 = 10: el valor es 10. Una pareja igual al valor también lo dobla.
learn-dobro-pair-wrong = Eso está permitido, pero en este paso se juega tu pareja de 5.
learn-dobro-skip = Camille jugó un **cambio de sentido**: la dirección se invirtió, así que vuelve a ser tu turno (R6c). Un **salto** se juega sin cambiar el valor. Juega tu **salto**.
learn-dobro-skip-why = El valor se queda en 10; el juego sigue, en el nuevo sentido, hacia Dominique.
learn-dobro-skip-wrong = Eso está permitido, pero este paso es el salto: juégalo.
learn-dobro-take = El **comodín con un 5** de Dominique es una pareja de 5 (R7): 10, igual al valor, así que lo dobló a **20**. Camille saltó. Nada de lo que tienes llega a 20: **llévate** la puja (R6d). Llevársela siempre está permitido.
learn-dobro-take-why = Las 8 cartas de la puja van a tu montón de puntos: cuantas menos te lleves, mejor puntúas.
learn-dobro-take-wrong = Eso está permitido, pero en este paso te llevas la puja.
learn-dobro-joker = Quien se lleva la puja abre la siguiente en el mismo turno (R6d). Un **comodín** solo vale el valor que declares, de 2 a 12 (R7). Abre con tu comodín **valiendo 7** (elige 7 en su lista).
learn-dobro-joker-why = El valor es 7. Dos comodines forman una pareja del valor que declares.
learn-dobro-joker-wrong = Eso está permitido, pero abre con el comodín declarado como 7.
learn-dobro-manual = **Un nuevo reparto, con robo manual** (H2): después de jugar, robas tú. Abre con tu **6**.
learn-dobro-manual-why = Tu mano tiene 5 cartas: tienes que robar.
learn-dobro-manual-wrong = Eso está permitido, pero abre con el 6.
learn-dobro-draw = Pulsa **Robar** para volver a tener 6 cartas en la mano (R8), antes de que juegue el siguiente.
learn-dobro-draw-why = Tu mano vuelve a estar completa, a tiempo.
learn-dobro-draw-wrong = Roba primero: te faltan cartas en la mano.
learn-dobro-call = Camille jugó **sin robar**, y Dominique ya ha jugado después: su turno terminó y le siguen faltando cartas. Cántale **¡Oubli!** (R9, H2).
learn-dobro-call-why = Camille se lleva la carta oubli y completa su mano. Quien la tenga al final de la ronda suma 1 punto más.
learn-dobro-call-wrong = Eso está permitido, pero Camille se olvidó de robar: cántale ¡Oubli!
learn-dobro-forget = Ahora juega tu **9** y **no robes**: mira lo que pasa.
learn-dobro-forget-why = Camille jugó mientras a ti aún te faltaban cartas…
learn-dobro-forget-wrong = Eso está permitido, pero en este paso se juega el 9.
learn-dobro-pass_on = …así que Dominique te cantó **¡Oubli!**: ahora la carta oubli es tuya. Pero Camille ha vuelto a jugar sin robar: cántale **¡Oubli!** para devolvérsela.
learn-dobro-pass_on-why = La carta oubli vuelve a ser de Camille. Cuando el mazo se vacía, se queda donde está (R9).
learn-dobro-pass_on-wrong = Eso está permitido, pero cántale ¡Oubli! a Camille para devolverle la carta.
learn-dobro-last = **Más tarde**: las máquinas han seguido jugando la ronda. El mazo está vacío, y la ronda termina en cuanto una mano se vacía (R10). **Juega** tu última carta, un 9.
learn-dobro-last-why = Tu mano está vacía: la ronda ha terminado, y nadie se lleva esa última puja.
learn-dobro-last-wrong = Llevarse la puja está permitido, pero juega tu última carta para terminar la ronda.
learn-dobro-score = **La puntuación** (R11): quien se llevó menos cartas suma 1 punto, el siguiente 2, y así sucesivamente (los empates comparten puesto); la carta oubli suma 1. Tras 3 rondas gana el total más bajo; en caso de empate, quien se llevó menos cartas en la última ronda (R13, R14).
learn-dobro-done = Has hecho todas las jugadas del Dobro: abrir, subir, doblar, parejas, comodines, salto y cambio de sentido, llevarse la puja, robar, el oubli y la puntuación. `/dobro reglas` lo tiene todo por escrito.

## Sticks' tutorial

learn-sticks-lesson-tricks = Bazas y palitos
learn-sticks-high = **Palitos**: 9 bazas por ronda. En cada baza se descubre la carta de puntos de arriba: esta vale **3** (R9). La carta **más alta** se lleva esa cantidad de palitos **azules**, la **más baja** la misma de **rojos** (R14); los palitos son puntos, y gana quien tenga menos. Sales tú: juega tu **45**.
learn-sticks-high-why = 45 era la más alta: 3 palitos azules para ti. El 7 de Dominique, la más baja, se llevó 3 rojos.
learn-sticks-high-wrong = Puedes jugar cualquier carta de tu mano (R13), pero en este paso se juega el 45.
learn-sticks-low = La carta más alta sale en la siguiente baza (R17): otra vez tú. Esta baza vale 5. Juega tu **2**: la carta más baja se lleva los palitos rojos.
learn-sticks-low-why = Te has llevado 5 rojos. Rojos y azules se anulan por parejas (R15): tus 3 azules y 5 rojos dejan 2 rojos.
learn-sticks-low-wrong = Eso está permitido, pero en este paso se juega el 2.
learn-sticks-zero = Ha salido un **cero azul** y luego un 4: la baza vale 4, pero **no se reparten palitos azules** (R10; un cero rojo quita los rojos). Camille jugó 28 y Dominique 1. Juega tu **38**.
learn-sticks-zero-why = 38 es la más alta, pero el azul está quitado: nada para ti, y sales en la siguiente baza. El 1 de Dominique se llevó 4 rojos.
learn-sticks-zero-wrong = Eso está permitido, pero en este paso se juega el 38.
learn-sticks-lead = Ganaste la última baza, así que sales en esta (R17). Juega tu **30**: el resto de la ronda se jugará por ti.
learn-sticks-lead-why = Las máquinas han jugado el resto de la ronda por todos.
learn-sticks-lead-wrong = Eso está permitido, pero en este paso se juega el 30.
learn-sticks-round = **La ronda 1 ha terminado** (R19): cada jugador suma los palitos que tiene, azules o rojos por igual. Ahora, un salto a la última baza de la ronda 2.
learn-sticks-cancel = **La última baza de la ronda 2.** Tienes 8 palitos azules, y esta baza vale 8. Quien termina una ronda **sin palitos** anula su puntuación más alta de una ronda anterior (R20). Juega tu **15**, la carta más baja: 8 rojos anulan tus 8 azules.
learn-sticks-cancel-why = Terminas la ronda 2 sin palitos: tus 9 puntos de la ronda 1 quedan anulados.
learn-sticks-cancel-wrong = Es tu última carta: juégala.
learn-sticks-end = Una partida tiene tantas rondas como jugadores, y cada una la reparte el siguiente jugador (R4). Tras la última, gana el **total más bajo** (R22), y un empate comparte la victoria (H5).
learn-sticks-done = Has jugado las bazas de los Palitos: las cartas de puntos, el azul para la más alta y el rojo para la más baja, los ceros, los colores que se anulan y una ronda anulada. `/dobro reglas juego:Palitos` lo tiene todo por escrito.

## Ten's tutorial

learn-ten-lesson-round = Una ronda de Diez
learn-ten-try-open_own = Abrir sobre tu propia carta
learn-ten-try-protect = Proteger con { $chips } fichas
learn-ten-try-add = Añadir { $card }
learn-ten-play = **Diez**: acerca las cartas que tienes delante lo más posible a 10. La carta de ronda dice lo que paga quien pierde: **6 puntos de penalización** (R10). Primero, todos ponen una carta en la mesa, boca arriba o boca abajo, con 0 a 2 fichas para protegerla (R11). Elige tu **6** y ponlo **boca arriba sin fichas**.
learn-ten-play-why = Tu 6 está boca arriba. Camille puso una carta boca abajo y la protegió con 2 fichas.
learn-ten-play-wrong = Eso está permitido, pero pon el 6 boca arriba sin fichas.
learn-ten-open = Ahora cada jugador puede, una vez, **abrir** sobre la carta de otro para cambiársela por la suya (R12). La carta de Camille está protegida con 2 fichas, así que una oferta debe ser de al menos 2 (R14). **Abre sobre la carta de Camille con 2**.
learn-ten-open-why = Pagaste 2 fichas a Camille y se hizo el intercambio: su carta oculta es tuya ahora (solo tú la ves: un 8), y tu 6 es suyo, con sus 2 fichas encima (R15, R16).
learn-ten-open-wrong = Pasar está permitido, pero abre sobre la carta de Camille con 2.
learn-ten-protect = Tienes una carta nueva: puedes poner hasta 2 fichas encima para protegerla de las siguientes aperturas (R17). **Añade 1 ficha.**
learn-ten-protect-why = Tu carta está protegida con 1 ficha.
learn-ten-protect-wrong = Eso está permitido, pero añade 1 ficha.
learn-ten-reveal = Camille no abrió. Todas las fichas de protección fueron al bote (R18): 3 fichas. Ahora, por turnos: una carta boca abajo se puede dar la vuelta; si no, tu turno termina ahí (R19). **Dale la vuelta** a tu carta.
learn-ten-reveal-why = Tu 8 está boca arriba.
learn-ten-reveal-wrong = Eso está permitido, pero dale la vuelta a tu carta: solo una carta boca arriba puede recibir una segunda.
learn-ten-add = Una carta boca arriba puede recibir una segunda carta de tu mano: los valores se suman, sin pasar nunca de 10 (R20). Un **comodín** vale lo que declares, de 0 a 10 (H2). Añade tu comodín **valiendo 2**: 8 + 2 = 10.
learn-ten-add-why = 10: el mejor valor posible.
learn-ten-add-wrong = Eso está permitido, pero añade tu comodín valiendo 2.
learn-ten-first = Camille añadió una P3 (una carta de penalización cuenta su valor): 9. Tu 10 es el más alto, así que ganas el bote (R22, R25); Camille es la más baja, así que se lleva todas las cartas de la mesa y la carta de ronda a su montón de penalización (R23, R24). Todos robaron hasta volver a tener 4 cartas (R26). Quien gana elige quién empieza la siguiente ronda (R27): **elígete a ti**.
learn-ten-first-why = Empiezas tú la ronda 2.
learn-ten-first-wrong = Eso está permitido, pero elígete a ti.
learn-ten-score = **Puntuación** (R30): tus puntos de penalización (una carta normal 1, una carta de penalización su valor + 2, un comodín 10, una carta de ronda su número) menos 2 por cada ficha que conserves. La partida termina tras la ronda 10, o cuando alguien no puede robar hasta tener 4 cartas (R28). Gana la puntuación más baja.
learn-ten-done = Has jugado una ronda de Diez: poner una carta, abrir y pujar, proteger, dar la vuelta, añadir una carta y un comodín, la victoria y la penalización. `/dobro reglas juego:Diez` lo tiene todo por escrito.

## Dobble's tutorial

learn-dobble-lesson-tower = Lección 1 de 5: la torre infernal
learn-dobble-lesson-well = Lección 2 de 5: el pozo
learn-dobble-lesson-potato = Lección 3 de 5: la patata caliente
learn-dobble-lesson-catch = Lección 4 de 5: atrápalas todas
learn-dobble-lesson-poison = Lección 5 de 5: el regalo envenenado, y la partida
learn-dobble-cards = **Las cartas en juego** (todas boca arriba):
learn-dobble-buttons = Tus botones son los símbolos de { $card ->
        [own] tu propia carta
        [pile] la carta de arriba del mazo
       *[centre] el centro
    }: pulsa el que hayas visto.
learn-dobble-tower = **Dobble**: dos cartas cualesquiera comparten **exactamente un** símbolo (R1). Todos juegan a la vez: el primero en nombrar el símbolo común gana la jugada (R3); aquí, pulsas su botón. **La torre infernal**: encuentra el símbolo que **tu carta** comparte con la **carta de arriba del mazo**, y te llevas la carta del mazo (R8). Gana quien se lleve más cartas (R9).
learn-dobble-tower-why = ❓ estaba en las dos cartas: la carta del mazo es tuya. En una mesa, gana la carta el clic correcto más rápido (H5).
learn-dobble-tower-wrong = Ese símbolo no está en las dos cartas. En una mesa, una respuesta errónea **te bloquea 3 segundos** (H13): mientras tanto se ignoran tus clics, así que mira antes de pulsar. Aquí, inténtalo de nuevo: tu carta y la de arriba del mazo tienen las dos un ❓.
learn-dobble-tower_top = Camille y Dominique se llevaron las dos cartas siguientes. La carta que te llevaste es ahora **tu carta de arriba** (R8): compárala **a ella** con la nueva carta de arriba del mazo.
learn-dobble-tower_top-why = 🐬 estaba en las dos: una segunda carta para ti. La torre termina cuando el mazo se vacía (R9).
learn-dobble-tower_top-wrong = No está en las dos cartas: una respuesta errónea te bloquea 3 segundos (H13). Tu carta es ahora la última que te llevaste: ella y la de arriba del mazo tienen las dos un 🐬.
learn-dobble-well = **El pozo**: se reparten todas las cartas, una de ellas al **centro** (R10); tu montón muestra su carta de arriba. Encuentra el símbolo que **tu carta de arriba** comparte con el **centro**: tu carta va encima, y aparece la siguiente. Gana el primero que se quede sin cartas; pierde el último que aún tenga (R11).
learn-dobble-well-why = 🚗 estaba en las dos: tu carta es el nuevo centro, y ahora todos comparan con ella.
learn-dobble-well-wrong = No está en las dos cartas: una respuesta errónea te bloquea 3 segundos (H13). Tu carta de arriba y el centro tienen los dos un 🚗.
learn-dobble-potato = **La patata caliente**, por rondas: una carta cada uno (R12). Encuentra el símbolo que **tu carta** comparte con **la carta de arriba de otro jugador**: todo tu montón pasa al suyo, y quedas fuera de la ronda. Camille acaba de pasarle la suya a Dominique: su carta es ahora **la de arriba del montón de Dominique**. Pásale la tuya a Dominique.
learn-dobble-potato-why = 🔥 estaba en tu carta y en la de arriba de Dominique. Dominique se queda con la patata: pierde la ronda y se queda sus 3 cartas, y se reparte enseguida una ronda nueva (R13). Gana quien guarde menos cartas.
learn-dobble-potato-wrong = Compara con la carta **de arriba** del montón de Dominique, la antigua carta de Camille: ella y la tuya tienen las dos un 🔥. Una respuesta errónea te bloquea 3 segundos (H13).
learn-dobble-catch = **Atrápalas todas**, por rondas: una carta en el **centro** y una carta por jugador alrededor (R14). Encuentra un símbolo que el centro comparte con una carta de alrededor, y te quedas esa carta. Dominique y Camille ya han atrapado dos: atrapa **la última**.
learn-dobble-catch-why = 🌙 estaba en el centro y en la carta 3: es tuya. Cuando se han atrapado todas, el centro va debajo del mazo y empieza una ronda nueva (R15). Gana quien atrape más cartas.
learn-dobble-catch-wrong = No está en el centro y en la última carta: una respuesta errónea te bloquea 3 segundos (H13). Las dos tienen una 🌙.
learn-dobble-poison = **El regalo envenenado**: se reparte como la torre, pero tú **das** (R16). Encuentra el símbolo que la **carta de arriba del mazo** comparte con la carta **de otro jugador**: la carta del mazo va sobre la suya. Gana quien reciba menos cartas (R17). Dale esta a **Dominique**.
learn-dobble-poison-why = 🎁 estaba en la carta de arriba del mazo y en la de Dominique: la ha recibido ella.
learn-dobble-poison-wrong = La carta de arriba del mazo y la de Dominique tienen las dos un 🎁. Cuidado: la carta de arriba del mazo también comparte un símbolo con **tu propia** carta (🍕), y nombrarlo es una respuesta errónea: 3 segundos de bloqueo (H13, H14).
learn-dobble-poison_last = **Más tarde**: los demás han jugado el mazo hasta su última carta. Has recibido 4 cartas, Camille 22 y Dominique 25. Dale la última a **Camille**: el mazo se queda vacío, y el regalo termina (R17).
learn-dobble-poison_last-why = 🔑 estaba en las dos. El mazo está vacío: con menos cartas recibidas, ganas el regalo envenenado, y esta partida de un solo minijuego.
learn-dobble-poison_last-wrong = La carta de arriba del mazo y la de Camille tienen las dos una 🔑. Un símbolo de tu propia carta es una respuesta errónea (H13).
learn-dobble-match = **La partida** (R6, H3): una mesa juega 5 minijuegos (o de 1 a 15), elegidos o sorteados al azar; quien gane más gana la partida. Un empate por la victoria de un minijuego se resuelve con un **duelo**: una carta cada uno, gana la primera respuesta correcta (R5, H6). Con puntuación de **torneo**, quien pierde cada minijuego elige el siguiente y los puntos se suman (R7). En una mesa los botones para responder están en el tablero; en la patata caliente y en los duelos, en **Mi mano**.
learn-dobble-done = Has jugado todos los minijuegos de Dobble: la torre infernal, el pozo, la patata caliente, atrápalas todas y el regalo envenenado, y has visto cómo se gana una partida. `/dobro reglas juego:Dobble` lo tiene todo por escrito.
