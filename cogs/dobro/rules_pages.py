"""``/dobro rules``: the rules in pages, house rules and the scoring card included (R1b)."""

from __future__ import annotations

import discord

from cogs.dobro import controls
from cogs.i18n import add_strings, t

PAGES: list[dict[str, str]] = [
    {
        "en": "## Dobro — the aim\nCollect as few cards as possible. A game has 3 rounds (long "
        "variant: one per player); each round is a series of bids. Lowest total points wins.\n"
        "**Deck**: 50 numbered cards (2–12), 3 jokers, 2 skips, 2 reverses. Hands of 6 (5 at six "
        "players). Two players: no reverses, and 10 cards are set aside unseen each round.",
        "fr": "## Dobro — le but\nRécupérer le moins de cartes possible. Une partie dure 3 manches "
        "(variante longue : une par joueur), chaque manche est une suite d'enchères. Le moins de "
        "points gagne.\n**Cartes** : 50 cartes numérotées (2 à 12), 3 jokers, 2 « passe mon tour »,"
        " 2 « changement de sens ». Mains de 6 (5 à six joueurs). À deux : pas de changement de "
        "sens, et 10 cartes sont mises de côté à chaque manche.",
    },
    {
        "en": "## A bid\n**Open** with one numbered card or a pair: the value in play V "
        "becomes its value. Then each player in turn does one thing:\n"
        "• play a card ≥ V (equal to V doubles it);\n"
        "• play a pair whose sum is ≥ V (equal doubles it);\n• play a skip, or a reverse "
        "(which also flips the direction);\n• **take**: put every card of the bid on your score "
        "pile and open the next bid.\n**Jokers** stand for any value from 2 to 12; a joker with a "
        "card makes a pair of that card; two jokers make a pair of any value.",
        "fr": "## Une enchère\n**Ouvrez** avec une carte numérotée ou une paire : la valeur en jeu "
        "V devient sa valeur. Puis chacun à son tour fait une seule chose :\n• jouer une carte ≥ V "
        "(égale à V : elle double) ;\n• jouer une paire de somme ≥ V (égale : elle double) ;\n"
        "• jouer « passe mon tour », ou « changement de sens » (qui inverse aussi le sens) ;\n"
        "• **ramasser** : toutes les cartes de l'enchère vont sur votre pile, puis vous ouvrez la "
        "suivante.\nLes **jokers** valent de 2 à 12 ; un joker avec une carte forme une paire de "
        "cette carte ; deux jokers forment une paire de la valeur choisie.",
    },
    {
        "en": "## Drawing and the oubli card\nAfter playing, refill your hand from the draw pile. "
        "With **manual drawing**, press *Draw* yourself: if someone else plays before you do, "
        "anyone may call **Oubli!** — you take the oubli card (+1 point at the end of the round) "
        "and refill. If your turn comes while you are short, you must draw first.\nWhen the draw "
        "pile is empty and someone plays their last card, the round ends at once; nobody collects "
        "that last bid.",
        "fr": "## La pioche et la carte oubli\nAprès avoir joué, complétez votre main. En **pioche "
        "manuelle**, appuyez vous-même sur *Piocher* : si quelqu'un joue avant, n'importe qui peut "
        "crier **Oubli !** — vous prenez la carte oubli (+1 point en fin de manche) et complétez "
        "votre main. Si votre tour arrive et qu'il vous manque des cartes, piochez d'abord.\nQuand "
        "la pioche est vide et qu'un joueur pose sa dernière carte, la manche s'arrête : personne "
        "ne ramasse cette dernière enchère.",
    },
    {
        "en": "## Scoring (the dobrei card)\nFewest cards collected → 1 point, next → 2, … up to 6."
        "\nTies share the position and skip the next (1, 2, 2, 4). The oubli holder adds 1.\n"
        "```\nposition  1st 2nd 3rd 4th 5th 6th\npoints     1   2   3   4   5   6\n```"
        "The next round is started by the player with the most points. Lowest total after the "
        "last round wins; a tie goes to whoever collected fewest cards in the last round, and "
        "then the victory is shared.",
        "fr": "## Décompte (la carte dobrei)\nLe moins de cartes récupérées → 1 point, le "
        "suivant → 2, … jusqu'à 6.\nLes ex aequo partagent la position et la suivante "
        "est sautée (1, 2, 2, 4). Le détenteur de la carte oubli ajoute 1.\n"
        "```\nposition  1er 2e  3e  4e  5e  6e\n"
        "points     1   2   3   4   5   6\n```La manche suivante commence par le joueur qui a le "
        "plus de points. Le plus petit total gagne ; en cas d'égalité, le moins de cartes à la "
        "dernière manche, sinon la victoire est partagée.",
    },
    {
        "en": "## House rules\n**H1** An opener with no numbered card (only once the draw pile is "
        "empty) plays one special card instead; the opening passes to the next player.\n**H2** "
        "Drawing is automatic unless the table chose manual drawing (see the oubli page).\n**H3** "
        "Next starter among tied players: the first met in the current direction starting from, "
        "and including, the player who ended the previous round.",
        "fr": "## Règles maison\n**H1** Un joueur qui doit ouvrir sans carte numérotée (seulement "
        "quand la pioche est vide) joue une carte spéciale ; l'ouverture passe au suivant.\n**H2** "
        "La pioche est automatique sauf si la table a choisi la pioche manuelle (voir la page "
        "oubli).\n**H3** Premier joueur parmi les ex aequo : le premier rencontré dans le sens du "
        "jeu en partant du joueur qui a terminé la manche précédente, lui compris.",
    },
    {
        "en": "## Timers, leaving, ratings\n**Turn timer** (2 min unless the table chose "
        "otherwise): when it runs out, the computer plays your turn; twice in a row and your seat "
        "is *away* until you press *I'm back*.\n**Leaving** a game in play is a forfeit: a "
        "computer finishes your seat and you rank last.\n**Rating**: starts at 1,000 and "
        "follows each counted game among people (OpenSkill). It measures how sure the bot is "
        "that you are that strong, so it moves a lot in your first games and less and less "
        "after many: one result says little about a player the bot already knows well.",
        "fr": "## Minuteur, départ, classement\n**Minuteur** (2 min sauf choix de la table) : "
        "quand il expire, l'ordinateur joue votre tour ; deux fois de suite et votre place est "
        "*absente* jusqu'à « Je suis là ».\n**Quitter** une partie en cours est un forfait : un "
        "ordinateur termine à votre place et vous êtes classé dernier.\n**Classement** : part "
        "de 1 000 et suit chaque partie comptée entre personnes (OpenSkill). Il mesure à quel "
        "point le bot est sûr de votre niveau : il bouge beaucoup au début, puis de moins en "
        "moins : un résultat en dit peu sur un joueur que le bot connaît déjà bien.",
    },
]

add_strings(
    {
        "rules.previous": {"en": "Previous", "fr": "Précédente"},
        "rules.next": {"en": "Next", "fr": "Suivante"},
        "rules.page": {"en": "Page {n} of {total}", "fr": "Page {n} sur {total}"},
    }
)


def rules_view(page: int, lang: str) -> discord.ui.LayoutView:
    """One page of the rules with buttons to turn them."""
    page = max(0, min(page, len(PAGES) - 1))
    text = PAGES[page].get(lang) or PAGES[page]["en"]
    view = discord.ui.LayoutView(timeout=None)
    view.add_item(
        discord.ui.Container(
            discord.ui.TextDisplay(text),
            discord.ui.TextDisplay(f"-# {t('rules.page', lang, n=page + 1, total=len(PAGES))}"),
            discord.ui.ActionRow(
                controls.RulesButton(
                    max(page - 1, 0), label=t("rules.previous", lang), disabled=page == 0
                ),
                controls.RulesButton(
                    min(page + 1, len(PAGES) - 1),
                    label=t("rules.next", lang),
                    disabled=page == len(PAGES) - 1,
                ),
            ),
            accent_colour=0x5865F2,
        )
    )
    return view
