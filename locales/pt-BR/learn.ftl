### Learning the games: /dobro learn (tutorials), /dobro replay (finished games step by step)
### and the first-contact line of a newcomer's first hand.

cmd-learn-name = aprender
cmd-learn-description = Aprenda um jogo jogando: um tutorial curto e privado contra o computador
cmd-learn-game-description = Qual jogo aprender (padrão: a lista de tutoriais)
cmd-replay-name = rever
cmd-replay-description = Reveja passo a passo uma partida terminada deste servidor, com todas as mãos abertas
cmd-replay-game = partida
cmd-replay-game-description = O número da partida (veja /dobro historico)

## The tutorial's frame

learn-title = 🎓 Aprenda { $game } · { $lesson }
learn-step = Passo { $n } de { $total }
learn-table = { $game } · rodada de treino
learn-right = ✅ { $why }
learn-refused = ❌ { $why }
learn-wrong = Essa jogada é permitida, mas não é a deste passo: leia o passo de novo.
learn-stale = -# ⏳ O tutorial já tinha avançado: você está aqui.
learn-restarted = -# 🔁 A lição recomeça do primeiro passo.
learn-mistakes = { $n ->
    [0] sem nenhum erro
    [1] com 1 erro
   *[other] com { $n } erros
}
learn-next = Próximo
learn-restart = Recomeçar a lição
learn-again = Começar de novo
learn-practice = Jogar uma partida de verdade contra o computador
learn-table_here = Abrir uma mesa neste canal
learn-tempting = -# Jogadas que podem tentar você (experimente):
learn-done_title = 🎓 { $game } · tutorial concluído
learn-done = Você terminou em { $steps } passos, { $mistakes }.
learn-done_next = Agora jogue uma partida de verdade: contra o computador em um tópico só seu, ou numa mesa deste canal em que outras pessoas podem entrar.

## The list of tutorials

learn-menu_title = 🎓 Aprenda os jogos
learn-menu_intro = Cada tutorial leva de 3 a 5 minutos, sozinho e em privado: uma distribuição fixa contra o computador, uma regra de cada vez, jogando. Seu progresso fica salvo: volte quando quiser.
learn-menu_line = **{ $game }** · { $state }
learn-menu_new = { $steps } passos
learn-menu_at = passo { $n } de { $steps }
learn-menu_done = concluído ✅
learn-open = { $game }
learn-error-no_tutorial = Esse jogo ainda não tem tutorial.

## First contact: one line in a newcomer's first hand

learn-first_contact = 👋 Primeira vez jogando { $game }? `/dobro aprender` ensina em 3 minutos jogando, `/dobro regras` explica, e na sua vez a mão mostra exatamente o que você pode jogar{ $hints ->
    [yes] ; 💡 Dica sugere uma jogada e diz por quê.
   *[no] .
}

## Replays

replay-title = 🎬 Replay · { $game } · partida { $id }
replay-deal = A distribuição, antes da primeira jogada ({ $total } jogadas no total)
replay-move = Jogada { $n } de { $total }
replay-section = rodada { $n }
replay-hands = **Todas as mãos** (a partida acabou: nada mais fica escondido)
replay-start = ⏮ Início
replay-back10 = −10
replay-previous = ◀ Anterior
replay-next = Próxima ▶
replay-forward10 = +10
replay-end = Fim ⏭
replay-front = na frente: { $cards }
replay-rounds = Ir para o início de uma rodada…
replay-round = Rodada { $n } (jogada { $move })
replay-error-not_finished = A partida { $id } não terminou: só uma partida terminada pode ser revista.
replay-error-hidden = A partida { $id } foi jogada num canal que você não pode ver: só os jogadores dela e quem vê esse canal podem revê-la.
button-replay = 🎬 Replay

## Dobro's tutorial

learn-dobro-lesson-bids = Lição 1 de 3: um lance
learn-dobro-lesson-drawing = Lição 2 de 3: comprar por conta própria, o oubli
learn-dobro-lesson-round = Lição 3 de 3: o fim de uma rodada
learn-dobro-try-play = Jogar { $cards }
learn-dobro-try-pair = Jogar { $a } + { $b }
learn-dobro-try-take = Pegar o lance
learn-dobro-open = **Você começa este lance**: abra com uma carta numerada ou um par, cujo valor vira o **valor em jogo** (R5). Abra com seu **4**.
learn-dobro-open-why = O valor em jogo é 4. Depois de cada jogada, você compra até voltar a ter 6 cartas (R8).
learn-dobro-open-wrong = Isso também abre o lance, mas esta lição abre com o 4: jogue seu 4.
learn-dobro-at_least = Os outros subiram para **6**. Na sua vez, jogue **uma carta pelo menos igual** ao valor (R6a), ou pegue o lance. Experimente seu 5, depois jogue seu **8**.
learn-dobro-at_least-why = 8 é pelo menos 6: o valor agora é 8.
learn-dobro-at_least-wrong = Isso também é permitido, mas este passo joga o 8.
learn-dobro-double = O valor é **10**. Uma carta **igual** ao valor o **dobra** (R6a). Jogue seu **10**.
learn-dobro-double-why = 10 é igual a 10: o valor dobrou para 20.
learn-dobro-double-wrong = Isso é permitido, mas a lição é dobrar: jogue a carta igual ao valor.
learn-dobro-pair = Camille jogou um par de 11 (22); Dominique não alcançou, **pegou** o lance e abriu outro em 3. Um **par** vale a soma (R6b). Jogue seu **5 + 5**.
learn-dobro-pair-why = 5 + 5 = 10: o valor é 10. Um par igual ao valor também o dobra.
learn-dobro-pair-wrong = Isso é permitido, mas este passo joga seu par de 5.
learn-dobro-skip = Camille jogou um **inverter**: o sentido mudou, então é sua vez de novo (R6c). Um **pular** é jogado sem mudar o valor. Jogue seu **pular**.
learn-dobro-skip-why = O valor continua 10; o jogo segue, no novo sentido, para Dominique.
learn-dobro-skip-wrong = Isso é permitido, mas este passo é o pular: jogue-o.
learn-dobro-take = O **coringa com um 5** de Dominique é um par de 5 (R7): 10, igual ao valor, então dobrou para **20**. Camille pulou. Nada na sua mão chega a 20: **pegue** o lance (R6d). Pegar é sempre permitido.
learn-dobro-take-why = As 8 cartas do lance vão para a sua pilha de pontos: quanto menos você juntar, melhor a sua pontuação.
learn-dobro-take-wrong = Isso é permitido, mas este passo pega o lance.
learn-dobro-joker = Quem pega abre o próximo lance na mesma vez (R6d). Um **coringa** sozinho vale o valor que você declarar, de 2 a 12 (R7). Abra com seu coringa **valendo 7** (escolha 7 na lista dele).
learn-dobro-joker-why = O valor é 7. Dois coringas formam um par do valor que você declarar.
learn-dobro-joker-wrong = Isso é permitido, mas abra com o coringa declarado como 7.
learn-dobro-manual = **Uma nova distribuição, com compra manual** (H2): depois de jogar, você mesmo compra. Abra com seu **6**.
learn-dobro-manual-why = Sua mão tem 5 cartas: você precisa comprar.
learn-dobro-manual-wrong = Isso é permitido, mas abra com o 6.
learn-dobro-draw = Aperte **Comprar** para voltar a ter 6 cartas (R8), antes que o próximo jogador jogue.
learn-dobro-draw-why = Sua mão está completa de novo, a tempo.
learn-dobro-draw-wrong = Compre primeiro: sua mão está incompleta.
learn-dobro-call = Camille jogou **sem comprar**, e Dominique já jogou depois: a vez dela acabou e ainda falta uma carta. Grite **Oubli!** contra ela (R9, H2).
learn-dobro-call-why = Camille pega a carta oubli e completa a mão. Quem estiver com ela no fim da rodada leva 1 ponto a mais.
learn-dobro-call-wrong = Isso é permitido, mas Camille esqueceu de comprar: grite Oubli! contra ela.
learn-dobro-forget = Agora jogue seu **9** e **não compre**: veja o que acontece.
learn-dobro-forget-why = Camille jogou enquanto ainda faltava uma carta para você…
learn-dobro-forget-wrong = Isso é permitido, mas este passo joga o 9.
learn-dobro-pass_on = …então Dominique gritou **Oubli!** contra você: a carta oubli agora é sua. Mas Camille jogou de novo sem comprar: grite **Oubli!** contra ela para devolvê-la.
learn-dobro-pass_on-why = A carta oubli voltou para Camille. Quando o monte acaba, ela fica onde está (R9).
learn-dobro-pass_on-wrong = Isso é permitido, mas grite Oubli! contra Camille para devolver a carta.
learn-dobro-last = **Mais tarde**: os computadores continuaram a rodada. O monte acabou, e a rodada termina assim que uma mão fica vazia (R10). **Jogue** sua última carta, um 9.
learn-dobro-last-why = Sua mão está vazia: a rodada acabou, e ninguém pega esse último lance.
learn-dobro-last-wrong = Pegar é permitido, mas jogue sua última carta para encerrar a rodada.
learn-dobro-score = **A pontuação** (R11): quem juntou menos cartas marca 1 ponto, o seguinte 2, e assim por diante (empates dividem a posição); a carta oubli soma 1. Depois de 3 rodadas, o menor total ganha; no empate, ganha quem juntou menos cartas na última rodada (R13, R14).
learn-dobro-done = Você fez todas as jogadas do Dobro: abrir, subir, dobrar, pares, coringas, pular e inverter, pegar o lance, comprar, o oubli e a pontuação. `/dobro regras` tem tudo por escrito.

## Sticks' tutorial

learn-sticks-lesson-tricks = Vazas e palitos
learn-sticks-high = **Palitos**: 9 vazas por rodada. Em cada vaza, a carta de pontos de cima é virada: esta vale **3** (R9). A carta **mais alta** leva essa quantidade de palitos **azuis**, a **mais baixa** a mesma de **vermelhos** (R14); palitos são pontos, e quem tiver menos ganha. Você começa: jogue seu **45**.
learn-sticks-high-why = 45 foi a mais alta: 3 palitos azuis para você. O 7 de Dominique, a mais baixa, levou 3 vermelhos.
learn-sticks-high-wrong = Qualquer carta da sua mão pode ser jogada (R13), mas este passo joga o 45.
learn-sticks-low = A carta mais alta começa a próxima vaza (R17): você de novo. Esta vaza vale 5. Jogue seu **2**: a carta mais baixa leva os palitos vermelhos.
learn-sticks-low-why = Você levou 5 vermelhos. Vermelhos e azuis se anulam em pares (R15): seus 3 azuis e 5 vermelhos deixam 2 vermelhos.
learn-sticks-low-wrong = Isso é permitido, mas este passo joga o 2.
learn-sticks-zero = Saiu um **zero azul**, depois um 4: a vaza vale 4, mas **nenhum palito azul** é dado (R10; um zero vermelho tira os vermelhos). Camille jogou 28 e Dominique 1. Jogue seu **38**.
learn-sticks-zero-why = 38 é a mais alta, mas o azul foi tirado: nada para você, e você começa a próxima vaza. O 1 de Dominique levou 4 vermelhos.
learn-sticks-zero-wrong = Isso é permitido, mas este passo joga o 38.
learn-sticks-lead = Você ganhou a última vaza, então começa esta (R17). Jogue seu **30**: o resto da rodada será jogado por você.
learn-sticks-lead-why = Os computadores jogaram o resto da rodada por todos.
learn-sticks-lead-wrong = Isso é permitido, mas este passo joga o 30.
learn-sticks-round = **A rodada 1 acabou** (R19): cada jogador marca os palitos que tem, azuis ou vermelhos. Agora, um salto para a última vaza da rodada 2.
learn-sticks-cancel = **A última vaza da rodada 2.** Você tem 8 palitos azuis, e esta vaza vale 8. Quem termina uma rodada **sem palitos** anula sua maior pontuação de uma rodada anterior (R20). Jogue seu **15**, a carta mais baixa: 8 vermelhos anulam seus 8 azuis.
learn-sticks-cancel-why = Você termina a rodada 2 sem palitos: seus 9 pontos da rodada 1 foram anulados.
learn-sticks-cancel-wrong = Esta é sua última carta: jogue-a.
learn-sticks-end = Uma partida tem tantas rodadas quanto jogadores, cada uma distribuída pelo jogador seguinte (R4). Depois da última, o **menor total** ganha (R22), e um empate divide a vitória (H5).
learn-sticks-done = Você jogou as vazas dos Palitos: as cartas de pontos, o azul para a mais alta e o vermelho para a mais baixa, os zeros, as cores que se anulam e uma rodada anulada. `/dobro regras jogo:Palitos` tem tudo por escrito.

## Ten's tutorial

learn-ten-lesson-round = Uma rodada de Dez
learn-ten-try-open_own = Abrir sobre sua própria carta
learn-ten-try-protect = Proteger com { $chips } fichas
learn-ten-try-add = Adicionar { $card }
learn-ten-play = **Dez**: deixe as cartas na sua frente o mais perto possível de 10. A carta da rodada diz quanto o perdedor paga: **6 pontos de penalidade** (R10). Primeiro, cada um põe uma carta na mesa, virada para cima ou para baixo, com 0 a 2 fichas para protegê-la (R11). Escolha seu **6** e ponha-o **virado para cima, sem fichas**.
learn-ten-play-why = Seu 6 está virado para cima. Camille pôs uma carta virada para baixo e a protegeu com 2 fichas.
learn-ten-play-wrong = Isso é permitido, mas ponha o 6 virado para cima, sem fichas.
learn-ten-open = Agora cada jogador pode, uma vez, **abrir** sobre a carta de outro para trocá-la pela sua (R12). A carta de Camille está protegida por 2 fichas, então uma oferta precisa ser de pelo menos 2 (R14). **Abra sobre a carta de Camille com 2**.
learn-ten-open-why = Você pagou 2 fichas a Camille e vocês trocaram: a carta escondida dela agora é sua (só você vê: um 8), e seu 6 é dela, com as 2 fichas dela em cima (R15, R16).
learn-ten-open-wrong = Passar é permitido, mas abra sobre a carta de Camille com 2.
learn-ten-protect = Você ganhou uma carta nova: pode pôr até 2 fichas nela para protegê-la das próximas aberturas (R17). **Adicione 1 ficha.**
learn-ten-protect-why = Sua carta está protegida por 1 ficha.
learn-ten-protect-wrong = Isso é permitido, mas adicione 1 ficha.
learn-ten-reveal = Camille não abriu. Todas as fichas de proteção foram para o pote (R18): 3 fichas. Agora, na vez de cada um: uma carta virada para baixo pode ser virada; se não for, sua vez acaba ali (R19). **Vire** sua carta.
learn-ten-reveal-why = Seu 8 está virado para cima.
learn-ten-reveal-wrong = Isso é permitido, mas vire sua carta: só uma carta virada para cima pode receber uma segunda.
learn-ten-add = Uma carta virada para cima pode receber uma segunda carta da sua mão: os valores se somam, nunca acima de 10 (R20). Um **coringa** vale qualquer valor de 0 a 10 que você declarar (H2). Adicione seu coringa **valendo 2**: 8 + 2 = 10.
learn-ten-add-why = 10: o melhor valor que existe.
learn-ten-add-wrong = Isso é permitido, mas adicione seu coringa valendo 2.
learn-ten-first = Camille adicionou uma P3 (uma carta de penalidade conta o seu valor): 9. Seu 10 é o mais alto, então você ganha o pote (R22, R25); Camille é a mais baixa, então ela leva todas as cartas da mesa e a carta da rodada para a pilha de penalidade dela (R23, R24). Todos compraram até voltar a 4 cartas (R26). Quem ganha escolhe quem começa a próxima rodada (R27): **escolha você mesmo**.
learn-ten-first-why = Você começa a rodada 2.
learn-ten-first-wrong = Isso é permitido, mas escolha você mesmo.
learn-ten-score = **A pontuação** (R30): seus pontos de penalidade (uma carta normal 1, uma carta de penalidade o valor dela + 2, um coringa 10, uma carta da rodada o número dela) menos 2 por ficha que você guardar. A partida acaba depois da rodada 10, ou quando alguém não consegue voltar a 4 cartas (R28). A menor pontuação ganha.
learn-ten-done = Você jogou uma rodada de Dez: pôr uma carta, abrir e fazer ofertas, proteger, virar, adicionar uma carta e um coringa, a vitória e a penalidade. `/dobro regras jogo:Dez` tem tudo por escrito.

## Dobble's tutorial

learn-dobble-lesson-tower = Lição 1 de 5: a torre infernal
learn-dobble-lesson-well = Lição 2 de 5: o poço
learn-dobble-lesson-potato = Lição 3 de 5: a batata quente
learn-dobble-lesson-catch = Lição 4 de 5: pegue todas
learn-dobble-lesson-poison = Lição 5 de 5: o presente envenenado, e a partida
learn-dobble-cards = **As cartas em jogo** (todas viradas para cima):
learn-dobble-buttons = Seus botões são os símbolos { $card ->
        [own] da sua própria carta
        [pile] da carta do topo do monte
       *[centre] do centro
    }: aperte o que você achou.
learn-dobble-tower = **Dobble**: duas cartas quaisquer têm **exatamente um** símbolo em comum (R1). Todo mundo joga ao mesmo tempo: o primeiro a dizer o símbolo em comum ganha a jogada (R3); aqui, você aperta o botão dele. **A torre infernal**: ache o símbolo que **sua carta** tem em comum com a **carta do topo do monte**, e você pega a carta do monte (R8). Quem pegar mais cartas ganha (R9).
learn-dobble-tower-why = ❓ estava nas duas cartas: a carta do monte é sua. Numa mesa, o clique certo mais rápido ganha a carta (H5).
learn-dobble-tower-wrong = Esse símbolo não está nas duas cartas. Numa mesa, uma resposta errada **bloqueia você por 3 segundos** (H13): seus cliques são ignorados nesse tempo, então olhe antes de apertar. Aqui, tente de novo: sua carta e a do topo do monte têm um ❓.
learn-dobble-tower_top = Camille e Dominique pegaram as duas cartas seguintes. A carta que você pegou agora é **sua carta de cima** (R8): compare **ela** com a nova carta do topo do monte.
learn-dobble-tower_top-why = 🐬 estava nas duas: uma segunda carta para você. A torre termina quando o monte acaba (R9).
learn-dobble-tower_top-wrong = Não está nas duas cartas: uma resposta errada bloqueia você por 3 segundos (H13). Sua carta agora é a última que você pegou: ela e a do topo do monte têm um 🐬.
learn-dobble-well = **O poço**: todas as cartas são distribuídas, uma delas no **centro** (R10); sua pilha mostra a carta de cima. Ache o símbolo que **sua carta de cima** tem em comum com o **centro**: sua carta vai para cima dele, e a próxima aparece. Quem ficar sem cartas primeiro ganha; quem ainda tiver cartas por último perde (R11).
learn-dobble-well-why = 🚗 estava nas duas: sua carta é o novo centro, e todo mundo agora compara com ela.
learn-dobble-well-wrong = Não está nas duas cartas: uma resposta errada bloqueia você por 3 segundos (H13). Sua carta de cima e o centro têm um 🚗.
learn-dobble-potato = **A batata quente**, em rodadas: uma carta para cada um (R12). Ache o símbolo que **sua carta** tem em comum com **a carta de cima de outro jogador**: sua pilha inteira vai para a dele, e você sai da rodada. Camille acabou de passar a dela para Dominique: a carta dela agora é **a de cima da pilha de Dominique**. Passe a sua para Dominique.
learn-dobble-potato-why = 🔥 estava na sua carta e na de cima de Dominique. Dominique fica com a batata: perde a rodada e guarda as 3 cartas, e uma nova rodada é distribuída na hora (R13). Quem guardar menos cartas ganha.
learn-dobble-potato-wrong = Compare com a carta **de cima** da pilha de Dominique, a antiga carta de Camille: ela e a sua têm um 🔥. Uma resposta errada bloqueia você por 3 segundos (H13).
learn-dobble-catch = **Pegue todas**, em rodadas: uma carta no **centro**, uma carta por jogador em volta (R14). Ache um símbolo que o centro tem em comum com uma carta em volta, e você fica com essa carta. Dominique e Camille já pegaram duas: pegue **a última**.
learn-dobble-catch-why = 🌙 estava no centro e na carta 3: ela é sua. Quando todas são pegas, o centro vai para baixo do monte e começa uma nova rodada (R15). Quem pegar mais cartas ganha.
learn-dobble-catch-wrong = Não está no centro e na última carta: uma resposta errada bloqueia você por 3 segundos (H13). As duas têm uma 🌙.
learn-dobble-poison = **O presente envenenado**: distribuído como a torre, mas você **dá** (R16). Ache o símbolo que a **carta do topo do monte** tem em comum com a carta **de outro jogador**: a carta do monte vai para cima da dele. Quem receber menos cartas ganha (R17). Dê esta para **Dominique**.
learn-dobble-poison-why = 🎁 estava na carta do topo do monte e na de Dominique: ela recebeu.
learn-dobble-poison-wrong = A carta do topo do monte e a de Dominique têm um 🎁. Cuidado: a carta do topo também tem um símbolo em comum com **a sua própria** carta (🍕), e dizer esse é uma resposta errada: 3 segundos de bloqueio (H13, H14).
learn-dobble-poison_last = **Mais tarde**: os outros jogaram o monte até a última carta. Você recebeu 4 cartas, Camille 22 e Dominique 25. Dê a última para **Camille**: o monte fica vazio, e o presente acaba (R17).
learn-dobble-poison_last-why = 🔑 estava nas duas. O monte acabou: com menos cartas recebidas, você ganha o presente envenenado, e esta partida de um só minijogo.
learn-dobble-poison_last-wrong = A carta do topo do monte e a de Camille têm uma 🔑. Um símbolo da sua própria carta é uma resposta errada (H13).
learn-dobble-match = **A partida** (R6, H3): uma mesa joga 5 minijogos (ou de 1 a 15), escolhidos ou sorteados; quem ganhar mais deles ganha a partida. Um empate na vitória de um minijogo é decidido num **duelo**: uma carta para cada um, a primeira resposta certa ganha (R5, H6). Na pontuação de **torneio**, cada perdedor escolhe o próximo minijogo e os pontos se somam (R7). Numa mesa, os botões de resposta ficam no tabuleiro; na batata quente e nos duelos, em **Minha mão**.
learn-dobble-done = Você jogou todos os minijogos do Dobble: a torre infernal, o poço, a batata quente, pegue todas e o presente envenenado, e viu como se ganha uma partida. `/dobro regras jogo:Dobble` tem tudo por escrito.
