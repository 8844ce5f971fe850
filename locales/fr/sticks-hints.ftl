### Bâtonnets (Sticks) : le bouton Conseil. Une phrase par raison qu'a l'ordinateur normal de
### jouer sa carte (sticks_rules/ai.py, normal_with_reason), qui nomme la carte et la règle.
### $card est la carte à jouer ; $sure vaut "yes" quand le sort de la carte dans ce pli est
### certain ; $colour est la couleur des bâtonnets qu'elle prend, $count leur nombre ; $held le
### nombre de bâtonnets de l'autre couleur que le joueur a déjà.

sticks-hint-last_card = Jouez le { $card } : c'est la seule carte qui vous reste en main (R13).
sticks-hint-zero_bonus = Jouez le { $card } plutôt que le { $instead } : il vous donne plus de chances de finir la manche sans aucun bâtonnet, ce qui annulerait votre score de { $score } { $score ->
        [one] point
       *[other] points
    } à la manche { $round } (R20).
sticks-hint-open = Jouez le { $card } : ce pli peut tourner dans un sens comme dans l'autre pour lui, mais aucune autre de vos cartes ne devrait vous laisser moins de bâtonnets en fin de manche (R14, R19).
sticks-hint-safe = Jouez le { $card } : { $sure ->
        [yes] il ne peut être ni la carte la plus forte ni la plus faible du pli, il ne prend donc
       *[no] il ne devrait être ni la carte la plus forte ni la plus faible du pli, il ne devrait donc prendre
    } aucun bâtonnet (R14).
sticks-hint-removed = { $colour ->
        [blue] Jouez le { $card } : le zéro bleu a retiré les bâtonnets bleus de ce pli (R10), votre { $card } peut donc être la carte la plus forte sans rien vous coûter.
       *[red] Jouez le { $card } : le zéro rouge a retiré les bâtonnets rouges de ce pli (R10), votre { $card } peut donc être la carte la plus faible sans rien vous coûter.
    }
sticks-hint-cancel = Jouez le { $card } : il { $sure ->
        [yes] sera
       *[no] devrait être
    } la carte la plus { $colour ->
        [blue] forte
       *[red] faible
    } du pli et { $sure ->
        [yes] prendra
       *[no] prendre
    } { $count } { $colour ->
        [blue] { $count ->
            [one] bâtonnet bleu
           *[other] bâtonnets bleus
        }
       *[red] { $count ->
            [one] bâtonnet rouge
           *[other] bâtonnets rouges
        }
    }, à annuler par paires avec { $colour ->
        [blue] { $held ->
            [one] le bâtonnet rouge
           *[other] les { $held } bâtonnets rouges
        }
       *[red] { $held ->
            [one] le bâtonnet bleu
           *[other] les { $held } bâtonnets bleus
        }
    } que vous avez (R14, R15).
sticks-hint-balance = Jouez le { $card } : il { $sure ->
        [yes] sera
       *[no] devrait être
    } la carte la plus { $colour ->
        [blue] forte
       *[red] faible
    } du pli et { $sure ->
        [yes] prendra
       *[no] prendre
    } { $count } { $colour ->
        [blue] { $count ->
            [one] bâtonnet bleu
           *[other] bâtonnets bleus
        }
       *[red] { $count ->
            [one] bâtonnet rouge
           *[other] bâtonnets rouges
        }
    }, de quoi compenser les bâtonnets { $colour ->
        [blue] rouges que vos cartes basses
       *[red] bleus que vos cartes hautes
    } risquent de prendre plus tard (R14, R15).
sticks-hint-cheap = Jouez le { $card } : il { $sure ->
        [yes] sera
       *[no] devrait être
    } la carte la plus { $colour ->
        [blue] forte
       *[red] faible
    } du pli et { $sure ->
        [yes] prendra
       *[no] prendre
    } { $count } { $colour ->
        [blue] { $count ->
            [one] bâtonnet bleu
           *[other] bâtonnets bleus
        }
       *[red] { $count ->
            [one] bâtonnet rouge
           *[other] bâtonnets rouges
        }
    }, mais ce pli vaut moins que la moyenne de ceux qui restent à jouer : mieux vaut maintenant que plus tard (R14).
sticks-hint-least_bad = Jouez le { $card } : il { $sure ->
        [yes] sera
       *[no] devrait être
    } la carte la plus { $colour ->
        [blue] forte
       *[red] faible
    } du pli et { $sure ->
        [yes] prendra
       *[no] prendre
    } { $count } { $colour ->
        [blue] { $count ->
            [one] bâtonnet bleu
           *[other] bâtonnets bleus
        }
       *[red] { $count ->
            [one] bâtonnet rouge
           *[other] bâtonnets rouges
        }
    }, mais aucune autre de vos cartes ne devrait vous laisser moins de bâtonnets en fin de manche (R14, R19).
