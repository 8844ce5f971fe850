### Apprendre les jeux : /dobro apprendre (tutoriels), /dobro revoir (les parties terminées pas à
### pas) et la ligne d'accueil de la première main d'un nouveau venu.

cmd-learn-name = apprendre
cmd-learn-description = Apprendre un jeu en y jouant : un court tutoriel privé contre l'ordinateur
cmd-learn-game-description = Le jeu à apprendre (par défaut : la liste des tutoriels)
cmd-replay-name = revoir
cmd-replay-description = Revoir coup par coup une partie terminée de ce serveur, toutes les mains visibles
cmd-replay-game = partie
cmd-replay-game-description = Le numéro de la partie (voir /dobro historique)

## Le cadre du tutoriel

learn-title = 🎓 Apprendre { $game } · { $lesson }
learn-step = Étape { $n } sur { $total }
learn-table = { $game } · donne d'entraînement
learn-right = ✅ { $why }
learn-refused = ❌ { $why }
learn-wrong = Ce coup est permis, mais ce n'est pas celui de cette étape : relisez-la.
learn-stale = -# ⏳ Le tutoriel avait avancé : voici où vous en êtes.
learn-restarted = -# 🔁 La leçon reprend à sa première étape.
learn-mistakes = { $n ->
    [0] sans une seule erreur
    [one] avec 1 erreur
   *[other] avec { $n } erreurs
}
learn-next = Suivant
learn-restart = Reprendre la leçon
learn-again = Recommencer
learn-practice = Jouer une vraie partie contre l'ordinateur
learn-table_here = Ouvrir une table dans ce salon
learn-tempting = -# Les coups qui pourraient vous tenter (essayez-les) :
learn-done_title = 🎓 { $game } · tutoriel terminé
learn-done = Vous l'avez fini en { $steps } étapes, { $mistakes }.
learn-done_next = À vous de jouer pour de vrai : contre l'ordinateur dans un fil à vous, ou à une table de ce salon que d'autres peuvent rejoindre.

## La liste des tutoriels

learn-menu_title = 🎓 Apprendre les jeux
learn-menu_intro = Chaque tutoriel dure de 3 à 5 minutes, seul et en privé : une donne fixée contre l'ordinateur, une règle à la fois, en la jouant. Votre place est gardée : revenez quand vous voulez.
learn-menu_line = **{ $game }** · { $state }
learn-menu_new = { $steps } étapes
learn-menu_at = étape { $n } sur { $steps }
learn-menu_done = terminé ✅
learn-open = { $game }
learn-error-no_tutorial = Ce jeu n'a pas encore de tutoriel.

## Premier contact : une ligne dans la première main d'un nouveau venu

learn-first_contact = 👋 Vous découvrez { $game } ? `/dobro apprendre` vous l'apprend en 3 minutes en jouant, `/dobro regles` l'explique, et à votre tour la main montre exactement ce que vous pouvez jouer{ $hints ->
    [yes] ; 💡 Indice propose un coup et dit pourquoi.
   *[no] .
}

## Revoir une partie

replay-title = 🎬 Revoir · { $game } · partie { $id }
replay-deal = La donne, avant le premier coup ({ $total } coups en tout)
replay-move = Coup { $n } sur { $total }
replay-section = manche { $n }
replay-hands = **Toutes les mains** (la partie est finie : plus rien n'est caché)
replay-start = ⏮ Début
replay-back10 = −10
replay-previous = ◀ Précédent
replay-next = Suivant ▶
replay-forward10 = +10
replay-end = Fin ⏭
replay-front = devant : { $cards }
replay-rounds = Aller au début d'une manche…
replay-round = Manche { $n } (coup { $move })
replay-error-not_finished = La partie { $id } n'est pas terminée : seule une partie terminée peut être revue.
replay-error-hidden = La partie { $id } s'est jouée dans un salon que vous ne voyez pas : seuls ses joueurs et les personnes qui voient ce salon peuvent la revoir.
button-replay = 🎬 Revoir

## Le tutoriel du Dobro

learn-dobro-lesson-bids = Leçon 1 sur 3 : une enchère
learn-dobro-lesson-drawing = Leçon 2 sur 3 : piocher soi-même, l'oubli
learn-dobro-lesson-round = Leçon 3 sur 3 : la fin d'une manche
learn-dobro-try-play = Jouer { $cards }
learn-dobro-try-pair = Jouer { $a } + { $b }
learn-dobro-try-take = Ramasser l'enchère
learn-dobro-open = **Vous commencez cette enchère** : ouvrez-la avec une carte numérotée ou une paire, dont la valeur devient la **valeur en jeu** (R5). Ouvrez avec votre **4**.
learn-dobro-open-why = La valeur en jeu est 4. Après chaque carte jouée, vous complétez votre main à 6 cartes (R8).
learn-dobro-open-wrong = Cela ouvre aussi l'enchère, mais cette leçon ouvre avec le 4 : jouez votre 4.
learn-dobro-at_least = Les autres l'ont montée à **6**. À votre tour, jouez **une carte au moins égale** à la valeur (R6a), ou ramassez l'enchère. Essayez votre 5, puis jouez votre **8**.
learn-dobro-at_least-why = 8, c'est au moins 6 : la valeur est maintenant 8.
learn-dobro-at_least-wrong = C'est permis aussi, mais cette étape joue le 8.
learn-dobro-double = La valeur est **10**. Une carte **égale** à la valeur la **double** (R6a). Jouez votre **10**.
learn-dobro-double-why = 10 égale 10 : la valeur double, 20.
learn-dobro-double-wrong = C'est permis, mais la leçon est le doublement : jouez la carte égale à la valeur.
learn-dobro-pair = Camille a joué une paire de 11 (22) ; Dominique ne pouvait pas l'atteindre, a **ramassé** l'enchère et en a ouvert une nouvelle à 3. Une **paire** compte pour sa somme (R6b). Jouez votre **5 + 5**.
learn-dobro-pair-why = 5 + 5 = 10 : la valeur est 10. Une paire égale à la valeur la double aussi.
learn-dobro-pair-wrong = C'est permis, mais cette étape joue votre paire de 5.
learn-dobro-skip = Camille a joué un **changement de sens** : le sens s'est inversé, c'est donc de nouveau à vous (R6c). Un **passe mon tour** se joue sans changer la valeur. Jouez votre **passe mon tour**.
learn-dobro-skip-why = La valeur reste à 10 ; le jeu continue, dans le nouveau sens, vers Dominique.
learn-dobro-skip-wrong = C'est permis, mais cette étape est le passe mon tour : jouez-le.
learn-dobro-take = Le **joker avec un 5** de Dominique est une paire de 5 (R7) : 10, égale à la valeur, elle double donc à **20**. Camille a passé son tour. Rien dans votre main n'atteint 20 : **ramassez** l'enchère (R6d). On peut toujours ramasser.
learn-dobro-take-why = Les 8 cartes de l'enchère vont sur votre pile : moins vous en ramassez, mieux vous marquez.
learn-dobro-take-wrong = C'est permis, mais cette étape ramasse l'enchère.
learn-dobro-joker = Qui ramasse ouvre l'enchère suivante dans le même tour (R6d). Un **joker** seul vaut la valeur que vous annoncez, de 2 à 12 (R7). Ouvrez avec votre joker **valant 7** (choisissez 7 dans sa liste).
learn-dobro-joker-why = La valeur est 7. Deux jokers forment une paire de la valeur que vous annoncez.
learn-dobro-joker-wrong = C'est permis, mais ouvrez avec le joker annoncé à 7.
learn-dobro-manual = **Une nouvelle donne, où l'on pioche soi-même** (H2) : après avoir joué, vous piochez vous-même. Ouvrez avec votre **6**.
learn-dobro-manual-why = Votre main n'a plus que 5 cartes : vous devez piocher.
learn-dobro-manual-wrong = C'est permis, mais ouvrez avec le 6.
learn-dobro-draw = Appuyez sur **Piocher** pour compléter votre main à 6 (R8), avant que le joueur suivant joue.
learn-dobro-draw-why = Votre main est de nouveau complète, à temps.
learn-dobro-draw-wrong = Piochez d'abord : il vous manque une carte.
learn-dobro-call = Camille a joué **sans piocher**, et Dominique a joué depuis : son tour est fini et il lui manque toujours une carte. Criez-lui **Oubli !** (R9, H2).
learn-dobro-call-why = Camille prend la carte oubli et complète sa main. Qui l'a à la fin de la manche marque 1 point de plus.
learn-dobro-call-wrong = C'est permis, mais Camille a oublié de piocher : criez-lui Oubli !
learn-dobro-forget = Jouez maintenant votre **9** et **ne piochez pas** : voyez ce qui arrive.
learn-dobro-forget-why = Camille a joué alors qu'il vous manquait encore une carte…
learn-dobro-forget-wrong = C'est permis, mais cette étape joue le 9.
learn-dobro-pass_on = …alors Dominique vous a crié **Oubli !** : la carte oubli est à vous. Mais Camille a encore joué sans piocher : criez-lui **Oubli !** pour la lui rendre.
learn-dobro-pass_on-why = La carte oubli est de nouveau à Camille. Une fois la pioche vide, elle reste où elle est (R9).
learn-dobro-pass_on-wrong = C'est permis, mais criez Oubli ! à Camille pour lui rendre la carte.
learn-dobro-last = **Plus tard** : les ordinateurs ont joué la suite de la manche. La pioche est vide, et la manche finit dès qu'une main est vide (R10). **Jouez** votre dernière carte, un 9.
learn-dobro-last-why = Votre main est vide : la manche est finie, et personne ne ramasse cette dernière enchère.
learn-dobro-last-wrong = Ramasser est permis, mais jouez votre dernière carte pour finir la manche.
learn-dobro-score = **Le décompte** (R11) : qui a ramassé le moins de cartes marque 1 point, le suivant 2, et ainsi de suite (les égalités partagent la place) ; la carte oubli ajoute 1. Après 3 manches le plus petit total gagne ; en cas d'égalité, celui qui a ramassé le moins de cartes à la dernière manche (R13, R14).
learn-dobro-done = Vous avez joué tous les coups du Dobro : ouvrir, monter, doubler, les paires, les jokers, passe mon tour et changement de sens, ramasser, piocher, l'oubli et le décompte. `/dobro regles` reprend tout par écrit.

## Le tutoriel des Bâtonnets

learn-sticks-lesson-tricks = Les plis et les bâtonnets
learn-sticks-high = **Bâtonnets** : 9 plis par manche. À chaque pli on retourne la carte de score du dessus : celui-ci vaut **3** (R9). La carte la **plus forte** prend autant de bâtonnets **bleus**, la **plus faible** autant de **rouges** (R14) ; les bâtonnets sont des points, et le moins en a gagne. Vous commencez : jouez votre **45**.
learn-sticks-high-why = 45 était la plus forte : 3 bâtonnets bleus pour vous. Le 7 de Dominique, le plus faible, a pris 3 rouges.
learn-sticks-high-wrong = Toute carte de votre main peut être jouée (R13), mais cette étape joue le 45.
learn-sticks-low = La carte la plus forte commence le pli suivant (R17) : encore vous. Ce pli vaut 5. Jouez votre **2** : la plus faible prend les bâtonnets rouges.
learn-sticks-low-why = Vous prenez 5 rouges. Rouges et bleus s'annulent paire par paire (R15) : vos 3 bleus et 5 rouges laissent 2 rouges.
learn-sticks-low-wrong = C'est permis, mais cette étape joue le 2.
learn-sticks-zero = Un **zéro bleu** est sorti, puis un 4 : le pli vaut 4, mais **aucun bâtonnet bleu** n'est donné (R10 ; un zéro rouge retire les rouges). Camille a joué 28 et Dominique 1. Jouez votre **38**.
learn-sticks-zero-why = 38 est la plus forte, mais le bleu est retiré : rien pour vous, et vous commencez le pli suivant. Le 1 de Dominique a pris 4 rouges.
learn-sticks-zero-wrong = C'est permis, mais cette étape joue le 38.
learn-sticks-lead = Vous avez gagné le dernier pli, vous commencez donc celui-ci (R17). Jouez votre **30** : la suite de la manche sera ensuite jouée pour vous.
learn-sticks-lead-why = Les ordinateurs ont joué la suite de la manche pour tout le monde.
learn-sticks-lead-wrong = C'est permis, mais cette étape joue le 30.
learn-sticks-round = **La manche 1 est finie** (R19) : chacun marque les bâtonnets qu'il a, bleus ou rouges. Ensuite, un saut au dernier pli de la manche 2.
learn-sticks-cancel = **Le dernier pli de la manche 2.** Vous avez 8 bâtonnets bleus, et ce pli vaut 8. Qui finit une manche **sans aucun bâtonnet** annule son plus gros score d'une manche précédente (R20). Jouez votre **15**, la plus faible : 8 rouges annulent vos 8 bleus.
learn-sticks-cancel-why = Vous finissez la manche 2 sans bâtonnet : vos 9 points de la manche 1 sont annulés.
learn-sticks-cancel-wrong = C'est votre dernière carte : jouez-la.
learn-sticks-end = Une partie a autant de manches que de joueurs, chacun donnant à son tour (R4). Après la dernière, le **plus petit total** gagne (R22), et une égalité partage la victoire (H5).
learn-sticks-done = Vous avez joué les plis des Bâtonnets : les cartes de score, le bleu à la plus forte et le rouge à la plus faible, les zéros, les couleurs qui s'annulent, et une manche annulée. `/dobro regles jeu:Bâtonnets` reprend tout par écrit.

## Le tutoriel du Dix

learn-ten-lesson-round = Une manche de Dix
learn-ten-try-open_own = Ouvrir sur votre propre carte
learn-ten-try-protect = Protéger avec { $chips } fiches
learn-ten-try-add = Ajouter { $card }
learn-ten-play = **Dix** : approchez le plus possible de 10 avec les cartes devant vous. La carte ronde dit ce que paie le perdant : **6 points de pénalité** (R10). D'abord, chacun pose une carte sur la table, à l'endroit ou à l'envers, avec 0 à 2 fiches pour la protéger (R11). Choisissez votre **6**, puis posez-le **à l'endroit sans fiche**.
learn-ten-play-why = Votre 6 est posé à l'endroit. Camille a posé une carte à l'envers et l'a protégée de 2 fiches.
learn-ten-play-wrong = C'est permis, mais posez le 6 à l'endroit sans fiche.
learn-ten-open = Chaque joueur peut maintenant, une fois, **ouvrir** sur la carte d'un autre pour l'échanger contre la sienne (R12). La carte de Camille est protégée par 2 fiches : une offre doit valoir au moins 2 (R14). **Ouvrez sur la carte de Camille avec 2**.
learn-ten-open-why = Vous avez payé 2 fiches à Camille et échangé : sa carte cachée est à vous (vous seul la voyez : un 8), et votre 6 est à elle, avec ses 2 fiches dessus (R15, R16).
learn-ten-open-wrong = Passer est permis, mais ouvrez sur la carte de Camille avec 2.
learn-ten-protect = Vous avez reçu une nouvelle carte : vous pouvez y poser jusqu'à 2 fiches pour la protéger des ouvertures suivantes (R17). **Ajoutez 1 fiche.**
learn-ten-protect-why = Votre carte est protégée par 1 fiche.
learn-ten-protect-wrong = C'est permis, mais ajoutez 1 fiche.
learn-ten-reveal = Camille n'a pas ouvert. Toutes les fiches de protection sont allées au pot (R18) : 3 fiches. Maintenant, chacun à son tour : une carte à l'envers peut être retournée ; sinon votre tour s'arrête là (R19). **Retournez** votre carte.
learn-ten-reveal-why = Votre 8 est à l'endroit.
learn-ten-reveal-wrong = C'est permis, mais retournez votre carte : seule une carte à l'endroit peut en recevoir une deuxième.
learn-ten-add = Une carte à l'endroit peut recevoir une deuxième carte de votre main : les valeurs s'additionnent, sans jamais dépasser 10 (R20). Un **joker** vaut la valeur de 0 à 10 que vous annoncez (H2). Ajoutez votre joker **valant 2** : 8 + 2 = 10.
learn-ten-add-why = 10 : la meilleure valeur qui soit.
learn-ten-add-wrong = C'est permis, mais ajoutez votre joker valant 2.
learn-ten-first = Camille a ajouté un P3 (une carte de pénalité compte sa valeur) : 9. Votre 10 est le plus haut, vous gagnez donc le pot (R22, R25) ; Camille est la plus basse, elle prend donc toutes les cartes de la table et la carte ronde sur sa pile de pénalité (R23, R24). Chacun a complété sa main à 4 cartes (R26). Le gagnant désigne qui commence la manche suivante (R27) : **désignez-vous**.
learn-ten-first-why = Vous commencez la manche 2.
learn-ten-first-wrong = C'est permis, mais désignez-vous.
learn-ten-score = **Les scores** (R30) : vos points de pénalité (une carte normale 1, une carte de pénalité sa valeur + 2, un joker 10, une carte ronde son numéro) moins 2 par fiche que vous gardez. La partie finit après la manche 10, ou quand quelqu'un ne peut plus compléter sa main à 4 cartes (R28). Le plus petit score gagne.
learn-ten-done = Vous avez joué une manche de Dix : poser une carte, ouvrir et surenchérir, protéger, retourner, ajouter une carte et un joker, la victoire et la pénalité. `/dobro regles jeu:Dix` reprend tout par écrit.

## Le tutoriel de Dobble

learn-dobble-lesson-tower = Leçon 1 sur 5 : la tour infernale
learn-dobble-lesson-well = Leçon 2 sur 5 : le puits
learn-dobble-lesson-potato = Leçon 3 sur 5 : la patate chaude
learn-dobble-lesson-catch = Leçon 4 sur 5 : attrapez-les tous
learn-dobble-lesson-poison = Leçon 5 sur 5 : le cadeau empoisonné, et la partie
learn-dobble-cards = **Les cartes en jeu** (toutes face visible) :
learn-dobble-buttons = Vos boutons sont les symboles { $card ->
        [own] de votre propre carte
        [pile] du dessus de la pioche
       *[centre] de la carte du centre
    } : appuyez sur celui que vous avez repéré.
learn-dobble-tower = **Dobble** : deux cartes ont toujours **un et un seul** symbole en commun (R1). Tout le monde joue en même temps : le premier qui nomme le symbole commun gagne le coup (R3) ; ici, vous appuyez sur son bouton. **La tour infernale** : trouvez le symbole que **votre carte** partage avec le **dessus de la pioche**, et vous prenez la carte de la pioche (R8). Qui a pris le plus de cartes gagne (R9).
learn-dobble-tower-why = ❓ était sur les deux cartes : la carte de la pioche est à vous. À une table, le clic juste le plus rapide gagne la carte (H5).
learn-dobble-tower-wrong = Ce symbole n'est pas sur les deux cartes. À une table, une erreur vous **bloque 3 secondes** (H13) : vos clics sont ignorés pendant ce temps, alors regardez avant d'appuyer. Ici, réessayez : votre carte et le dessus de la pioche ont toutes deux un ❓.
learn-dobble-tower_top = Camille et Dominique ont pris les deux cartes suivantes. La carte que vous avez prise est maintenant **votre carte du dessus** (R8) : comparez-**la** avec le nouveau dessus de la pioche.
learn-dobble-tower_top-why = 🐬 était sur les deux : une deuxième carte pour vous. La tour finit quand la pioche est vide (R9).
learn-dobble-tower_top-wrong = Pas sur les deux cartes : une erreur vous bloque 3 secondes (H13). Votre carte est maintenant la dernière prise : elle et le dessus de la pioche ont toutes deux un 🐬.
learn-dobble-well = **Le puits** : toutes les cartes sont distribuées, dont une au **centre** (R10) ; votre paquet montre sa carte du dessus. Trouvez le symbole que **votre carte du dessus** partage avec le **centre** : votre carte part dessus, et votre carte suivante apparaît. Le premier à n'avoir plus de carte gagne ; le dernier à en avoir encore perd (R11).
learn-dobble-well-why = 🚗 était sur les deux : votre carte est le nouveau centre, et tout le monde compare maintenant avec elle.
learn-dobble-well-wrong = Pas sur les deux cartes : une erreur vous bloque 3 secondes (H13). Votre carte du dessus et le centre ont tous deux une 🚗.
learn-dobble-potato = **La patate chaude**, en manches : une carte chacun (R12). Trouvez le symbole que **votre carte** partage avec **la carte du dessus d'un autre joueur** : tout votre paquet part sur le sien, et vous êtes hors de la manche. Camille vient de passer la sienne à Dominique : sa carte est maintenant **le dessus du paquet de Dominique**. Passez la vôtre à Dominique.
learn-dobble-potato-why = 🔥 était sur votre carte et le dessus de Dominique. Dominique reste avec la patate : elle perd la manche et garde ses 3 cartes, et une nouvelle manche est distribuée aussitôt (R13). Qui garde le moins de cartes gagne.
learn-dobble-potato-wrong = Comparez avec le **dessus** du paquet de Dominique, l'ancienne carte de Camille : elle et la vôtre ont toutes deux un 🔥. Une erreur vous bloque 3 secondes (H13).
learn-dobble-catch = **Attrapez-les tous**, en manches : une carte au **centre**, une carte par joueur autour (R14). Trouvez un symbole que le centre partage avec une carte autour, et vous gardez cette carte. Dominique et Camille en ont déjà attrapé deux : attrapez **la dernière**.
learn-dobble-catch-why = 🌙 était sur le centre et la carte 3 : elle est à vous. Quand toutes sont prises, le centre passe sous la pioche et une nouvelle manche commence (R15). Qui attrape le plus de cartes gagne.
learn-dobble-catch-wrong = Pas sur le centre et la dernière carte : une erreur vous bloque 3 secondes (H13). Les deux ont une 🌙.
learn-dobble-poison = **Le cadeau empoisonné** : distribué comme la tour, mais vous **donnez** (R16). Trouvez le symbole que le **dessus de la pioche** partage avec la carte **d'un autre joueur** : la carte de la pioche part sur la sienne. Qui reçoit le moins de cartes gagne (R17). Donnez celle-ci à **Dominique**.
learn-dobble-poison-why = 🎁 était sur le dessus de la pioche et la carte de Dominique : elle l'a reçue.
learn-dobble-poison-wrong = Le dessus de la pioche et la carte de Dominique ont tous deux un 🎁. Attention : le dessus de la pioche partage aussi un symbole avec **votre propre** carte (🍕), et le nommer est une erreur : bloqué 3 secondes (H13, H14).
learn-dobble-poison_last = **Plus tard** : les autres ont joué la pioche jusqu'à sa dernière carte. Vous avez reçu 4 cartes, Camille 22 et Dominique 25. Donnez la dernière à **Camille** : la pioche est alors vide, et le cadeau est fini (R17).
learn-dobble-poison_last-why = 🔑 était sur les deux. La pioche est vide : avec le moins de cartes reçues, vous gagnez le cadeau empoisonné, et cette partie d'un seul mini-jeu.
learn-dobble-poison_last-wrong = Le dessus de la pioche et la carte de Camille ont tous deux une 🔑. Un symbole de votre propre carte est une erreur (H13).
learn-dobble-match = **La partie** (R6, H3) : une table joue 5 mini-jeux (ou de 1 à 15), choisis ou tirés au hasard ; qui en gagne le plus gagne la partie. Une égalité pour la victoire d'un mini-jeu se règle par un **duel** : une carte chacun, la première bonne annonce gagne (R5, H6). En décompte **tournoi**, chaque perdant choisit le mini-jeu suivant et les points s'additionnent (R7). À une table, les boutons d'annonce sont sur le plateau ; à la patate chaude et en duel, dans **Ma main**.
learn-dobble-done = Vous avez joué chaque mini-jeu de Dobble : la tour infernale, le puits, la patate chaude, attrapez-les tous et le cadeau empoisonné, et vu comment se gagne une partie. `/dobro regles jeu:Dobble` reprend tout par écrit.
