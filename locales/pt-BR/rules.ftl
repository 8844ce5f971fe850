### /dobro rules: the rules in pages (Markdown).

rules-previous = Anterior
rules-next = Próxima
rules-page = Página { $n } de { $total }
rules-text-aim =
    ## Dobro — o objetivo
    Juntar o mínimo de cartas possível. Uma partida tem 3 rodadas (variante longa: uma por jogador); cada rodada é uma série de lances. O menor total de pontos ganha.
    {"*"}*Baralho**: 50 cartas numeradas (2–12), 3 coringas, 2 pular, 2 inverter. Mãos de 6 (5 com seis jogadores). Com dois jogadores: sem inverter, e a cada rodada 10 cartas são separadas sem ninguém ver.
rules-text-bid =
    ## Um lance
    {"*"}*Abra** com uma carta numerada ou um par: o valor em jogo V passa a ser o valor dela. Depois, cada jogador, na sua vez, faz uma coisa só:
    • jogar uma carta ≥ V (igual a V dobra o valor);
    • jogar um par cuja soma seja ≥ V (igual dobra);
    • jogar um pular, ou um inverter (que também muda o sentido);
    • **pegar o lance**: todas as cartas do lance vão para sua pilha de pontos e você abre o próximo.
    {"*"}*Coringas** valem qualquer valor de 2 a 12; um coringa com uma carta forma um par dessa carta; dois coringas formam um par de qualquer valor.
rules-text-drawing =
    ## A compra e a carta oubli
    Depois de jogar, complete a mão comprando do monte. Com **compra manual**, você mesmo aperta *Comprar*: se outra pessoa jogar antes, qualquer um pode gritar **Oubli!** — você leva a carta oubli (+1 ponto no fim da rodada) e completa a mão. Se chegar sua vez com a mão incompleta, você precisa comprar primeiro.
    Quando o monte acaba e alguém joga a última carta, a rodada termina na hora; ninguém pega esse último lance.
rules-text-scoring =
    ## Pontuação (a carta dobrei)
    Menos cartas juntadas → 1 ponto, o seguinte → 2, … até 6.
    Empates dividem a posição e pulam a seguinte (1, 2, 2, 4). Quem tem a carta oubli soma 1.
    ```
    posição   1º  2º  3º  4º  5º  6º
    pontos     1   2   3   4   5   6
    ```A próxima rodada começa com o jogador que tem mais pontos. Depois da última rodada, o menor total ganha; no empate, quem juntou menos cartas na última rodada, e depois a vitória é compartilhada.
rules-text-house =
    ## Regras da casa
    {"*"}*H1** Quem precisa abrir sem carta numerada (só quando o monte já acabou) joga uma carta especial no lugar; a abertura passa para o próximo jogador.
    {"*"}*H2** A compra é automática, a não ser que a mesa tenha escolhido compra manual (veja a página do oubli).
    {"*"}*H3** Quem começa entre jogadores empatados: o primeiro encontrado no sentido atual do jogo a partir do jogador que terminou a rodada anterior, incluindo ele.
rules-text-timers =
    ## Cronômetro, desistência, ratings
    {"*"}*Cronômetro** (2 min, se a mesa não escolher outro): quando acaba, o computador joga a sua vez; duas vezes seguidas e seu lugar fica *ausente* até você apertar *Voltei*.
    {"*"}*Sair** de uma partida em andamento é desistir: um computador termina no seu lugar e você fica em último.
    {"*"}*Rating**: começa em 1000 e acompanha cada partida contada entre pessoas (OpenSkill). Ele mede o quanto o bot tem certeza da sua força, por isso muda muito nas primeiras partidas e cada vez menos depois: um resultado diz pouco sobre um jogador que o bot já conhece bem.
