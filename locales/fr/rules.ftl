### /dobro rules: the rules in pages (Markdown).

rules-previous = Précédente
rules-next = Suivante
rules-page = Page { $n } sur { $total }
rules-text-aim =
    ## Dobro — le but
    Récupérer le moins de cartes possible. Une partie dure 3 manches (variante longue : une par joueur), chaque manche est une suite d'enchères. Le moins de points gagne.
    {"*"}*Cartes** : 50 cartes numérotées (2 à 12), 3 jokers, 2 « passe mon tour », 2 « changement de sens ». Mains de 6 (5 à six joueurs). À deux : pas de changement de sens, et 10 cartes sont mises de côté à chaque manche.
rules-text-bid =
    ## Une enchère
    {"*"}*Ouvrez** avec une carte numérotée ou une paire : la valeur en jeu V devient sa valeur. Puis chacun à son tour fait une seule chose :
    • jouer une carte ≥ V (égale à V : elle double) ;
    • jouer une paire de somme ≥ V (égale : elle double) ;
    • jouer « passe mon tour », ou « changement de sens » (qui inverse aussi le sens) ;
    • **ramasser** : toutes les cartes de l'enchère vont sur votre pile, puis vous ouvrez la suivante.
    Les **jokers** valent de 2 à 12 ; un joker avec une carte forme une paire de cette carte ; deux jokers forment une paire de la valeur choisie.
rules-text-drawing =
    ## La pioche et la carte oubli
    Après avoir joué, complétez votre main. En **pioche manuelle**, appuyez vous-même sur *Piocher* : si quelqu'un joue avant, n'importe qui peut crier **Oubli !** — vous prenez la carte oubli (+1 point en fin de manche) et complétez votre main. Si votre tour arrive et qu'il vous manque des cartes, piochez d'abord.
    Quand la pioche est vide et qu'un joueur pose sa dernière carte, la manche s'arrête : personne ne ramasse cette dernière enchère.
rules-text-scoring =
    ## Décompte (la carte dobrei)
    Le moins de cartes récupérées → 1 point, le suivant → 2, … jusqu'à 6.
    Les ex aequo partagent la position et la suivante est sautée (1, 2, 2, 4). Le détenteur de la carte oubli ajoute 1.
    ```
    position  1er 2e  3e  4e  5e  6e
    points     1   2   3   4   5   6
    ```La manche suivante commence par le joueur qui a le plus de points. Le plus petit total gagne ; en cas d'égalité, le moins de cartes à la dernière manche, sinon la victoire est partagée.
rules-text-house =
    ## Règles maison
    {"*"}*H1** Un joueur qui doit ouvrir sans carte numérotée (seulement quand la pioche est vide) joue une carte spéciale ; l'ouverture passe au suivant.
    {"*"}*H2** La pioche est automatique sauf si la table a choisi la pioche manuelle (voir la page oubli).
    {"*"}*H3** Premier joueur parmi les ex aequo : le premier rencontré dans le sens du jeu en partant du joueur qui a terminé la manche précédente, lui compris.
rules-text-timers =
    ## Minuteur, départ, classement
    {"*"}*Minuteur** (2 min sauf choix de la table) : quand il expire, l'ordinateur joue votre tour ; deux fois de suite et votre place est *absente* jusqu'à « Je suis là ».
    {"*"}*Quitter** une partie en cours est un forfait : un ordinateur termine à votre place et vous êtes classé dernier.
    {"*"}*Classement** : part de 1 000 et suit chaque partie comptée entre personnes (OpenSkill). Il mesure à quel point le bot est sûr de votre niveau : il bouge beaucoup au début, puis de moins en moins : un résultat en dit peu sur un joueur que le bot connaît déjà bien.
