/* The playground's page: one column per person, each a small Discord app on the offline
   Discord. It reads what each person sees from the page's server (/api/view), draws it as
   Discord does (components V2 layouts, embeds, attachments, emojis, ephemeral messages), and
   sends what they do (/api/slash, click, select, modal, autocomplete). /api/changes answers
   when anything changed, so every column stays live. No framework, no build step. */
"use strict";

(() => {
  const MD = window.DiscordMarkdown;
  const COMPONENT = {
    ROW: 1, BUTTON: 2, STRING_SELECT: 3, TEXT_INPUT: 4, USER_SELECT: 5, ROLE_SELECT: 6,
    MENTIONABLE_SELECT: 7, CHANNEL_SELECT: 8, SECTION: 9, TEXT: 10, THUMBNAIL: 11,
    GALLERY: 12, FILE: 13, SEPARATOR: 14, CONTAINER: 17, LABEL: 18,
  };
  const SELECTS = new Set([3, 5, 6, 7, 8]);
  const OPTION = { SUB: 1, GROUP: 2, STRING: 3, INTEGER: 4, BOOLEAN: 5, USER: 6, CHANNEL: 7, ROLE: 8, MENTIONABLE: 9, NUMBER: 10 };
  const MAX_PANES = 5;
  const AVATAR_COLOURS = ["#5865f2", "#3ba55c", "#faa61a", "#ed4245", "#eb459e", "#9b59b6"];

  const state = { world: null, revision: 0, ready: false, panes: [], violations: 0 };

  /* The app's own words, in the column's language (the bot's words are the bot's). */
  const WORDS = {
    en: {
      dms: "Direct messages", members: "Members", apps: "Apps", begin: "The beginning of your messages with {0}.", not_installed: "Dobro's commands are only for those who added the app to their account here; its buttons work for everyone.",
      used: "used", only_you: "👁 Only you can see this · ", dismiss: "Dismiss message",
      edited: "(edited)", thinking: "Dobro is thinking", welcome: "Welcome to #{0}!",
      start: "Type {0} below to open a table, or {1} for a tutorial.",
      placeholder: "Type / for the bot's commands", optional: "Optional:",
      no_command: "No command matches.", no_suggestion: "No suggestion.",
      failed: "This interaction failed: the bot did not answer in time{0}.",
      pick_command: "Choose a command in the list (type / to see them).",
      fill: "Fill in {0}.", unseen: "You cannot see that channel.",
      selection: "Make a selection", choose: "Choose", at_least: "Choose at least {0}.",
      cancel: "Cancel", submit: "Submit", reply: "↪ in reply to an earlier message",
      thread: "🧵 {0} — open the thread", yes: "True", no: "False",
    },
    fr: {
      dms: "Messages privés", members: "Membres", apps: "Applications", begin: "Le début de vos messages avec {0}.", not_installed: "Ici, seules les personnes ayant ajouté l'application à leur compte peuvent utiliser les commandes de Dobro ; ses boutons marchent pour tout le monde.",
      used: "a utilisé", only_you: "👁 Vous seul·e pouvez voir ceci · ", dismiss: "Ignorer le message",
      edited: "(modifié)", thinking: "Dobro réfléchit", welcome: "Bienvenue dans #{0} !",
      start: "Tapez {0} ci-dessous pour ouvrir une table, ou {1} pour un tutoriel.",
      placeholder: "Tapez / pour les commandes du bot", optional: "Facultatif :",
      no_command: "Aucune commande ne correspond.", no_suggestion: "Aucune suggestion.",
      failed: "Cette interaction a échoué : le bot n'a pas répondu à temps{0}.",
      pick_command: "Choisissez une commande dans la liste (tapez / pour les voir).",
      fill: "Remplissez {0}.", unseen: "Vous ne pouvez pas voir ce salon.",
      selection: "Faites un choix", choose: "Choisir", at_least: "Choisissez-en au moins {0}.",
      cancel: "Annuler", submit: "Envoyer", reply: "↪ en réponse à un message précédent",
      thread: "🧵 {0} — ouvrir le fil", yes: "Vrai", no: "Faux",
    },
    de: {
      dms: "Direktnachrichten", members: "Mitglieder", apps: "Apps", begin: "Der Anfang deiner Nachrichten mit {0}.", not_installed: "Dobros Befehle gibt es hier nur für alle, die die App zu ihrem Konto hinzugefügt haben; ihre Buttons funktionieren für alle.",
      used: "hat verwendet", only_you: "👁 Nur du kannst das sehen · ", dismiss: "Nachricht verwerfen",
      edited: "(bearbeitet)", thinking: "Dobro denkt nach", welcome: "Willkommen in #{0}!",
      start: "Tippe unten {0}, um einen Tisch zu eröffnen, oder {1} für eine Anleitung.",
      placeholder: "Tippe / für die Befehle des Bots", optional: "Optional:",
      no_command: "Kein Befehl passt.", no_suggestion: "Kein Vorschlag.",
      failed: "Diese Interaktion ist fehlgeschlagen: Der Bot hat nicht rechtzeitig geantwortet{0}.",
      pick_command: "Wähle einen Befehl aus der Liste (tippe /, um sie zu sehen).",
      fill: "Fülle {0} aus.", unseen: "Diesen Kanal kannst du nicht sehen.",
      selection: "Triff eine Auswahl", choose: "Auswählen", at_least: "Wähle mindestens {0}.",
      cancel: "Abbrechen", submit: "Absenden", reply: "↪ Antwort auf eine frühere Nachricht",
      thread: "🧵 {0} — Thread öffnen", yes: "Wahr", no: "Falsch",
    },
    es: {
      dms: "Mensajes directos", members: "Miembros", apps: "Aplicaciones", begin: "El comienzo de tus mensajes con {0}.", not_installed: "Aquí los comandos de Dobro son solo para quien añadió la aplicación a su cuenta; sus botones funcionan para todos.",
      used: "usó", only_you: "👁 Solo tú puedes ver esto · ", dismiss: "Descartar mensaje",
      edited: "(editado)", thinking: "Dobro está pensando", welcome: "¡Te damos la bienvenida a #{0}!",
      start: "Escribe {0} abajo para abrir una mesa, o {1} para un tutorial.",
      placeholder: "Escribe / para ver los comandos del bot", optional: "Opcional:",
      no_command: "Ningún comando coincide.", no_suggestion: "Ninguna sugerencia.",
      failed: "Esta interacción ha fallado: el bot no respondió a tiempo{0}.",
      pick_command: "Elige un comando de la lista (escribe / para verlos).",
      fill: "Rellena {0}.", unseen: "No puedes ver ese canal.",
      selection: "Elige una opción", choose: "Elegir", at_least: "Elige al menos {0}.",
      cancel: "Cancelar", submit: "Enviar", reply: "↪ en respuesta a un mensaje anterior",
      thread: "🧵 {0} — abrir el hilo", yes: "Verdadero", no: "Falso",
    },
    it: {
      dms: "Messaggi diretti", members: "Membri", apps: "App", begin: "L'inizio dei tuoi messaggi con {0}.", not_installed: "Qui i comandi di Dobro sono solo per chi ha aggiunto l'app al proprio account; i suoi pulsanti funzionano per tutti.",
      used: "ha usato", only_you: "👁 Solo tu puoi vedere questo messaggio · ", dismiss: "Ignora messaggio",
      edited: "(modificato)", thinking: "Dobro sta pensando", welcome: "Benvenuto in #{0}!",
      start: "Scrivi {0} qui sotto per aprire un tavolo, o {1} per un tutorial.",
      placeholder: "Scrivi / per i comandi del bot", optional: "Facoltativo:",
      no_command: "Nessun comando corrisponde.", no_suggestion: "Nessun suggerimento.",
      failed: "Interazione non riuscita: il bot non ha risposto in tempo{0}.",
      pick_command: "Scegli un comando dall'elenco (scrivi / per vederli).",
      fill: "Compila {0}.", unseen: "Non puoi vedere quel canale.",
      selection: "Fai una scelta", choose: "Scegli", at_least: "Scegline almeno {0}.",
      cancel: "Annulla", submit: "Invia", reply: "↪ in risposta a un messaggio precedente",
      thread: "🧵 {0} — apri il thread", yes: "Vero", no: "Falso",
    },
    pt: {
      dms: "Mensagens diretas", members: "Membros", apps: "Apps", begin: "O início das suas mensagens com {0}.", not_installed: "Aqui os comandos do Dobro são só para quem adicionou o app à própria conta; os botões dele funcionam para todos.",
      used: "usou", only_you: "👁 Somente você pode ver isto · ", dismiss: "Ignorar mensagem",
      edited: "(editado)", thinking: "Dobro está pensando", welcome: "Boas-vindas a #{0}!",
      start: "Digite {0} abaixo para abrir uma mesa, ou {1} para um tutorial.",
      placeholder: "Digite / para os comandos do bot", optional: "Opcional:",
      no_command: "Nenhum comando corresponde.", no_suggestion: "Nenhuma sugestão.",
      failed: "Esta interação falhou: o bot não respondeu a tempo{0}.",
      pick_command: "Escolha um comando na lista (digite / para vê-los).",
      fill: "Preencha {0}.", unseen: "Você não pode ver esse canal.",
      selection: "Faça uma seleção", choose: "Escolher", at_least: "Escolha pelo menos {0}.",
      cancel: "Cancelar", submit: "Enviar", reply: "↪ em resposta a uma mensagem anterior",
      thread: "🧵 {0} — abrir o tópico", yes: "Verdadeiro", no: "Falso",
    },
  };

  // ------------------------------------------------------------------ helpers

  function el(tag, props = {}, ...children) {
    const node = document.createElement(tag);
    for (const [key, value] of Object.entries(props)) {
      if (value === undefined || value === null || value === false) continue;
      if (key === "class") node.className = value;
      else if (key === "html") node.innerHTML = value;
      else if (key === "text") node.textContent = value;
      else if (key === "style") node.setAttribute("style", value);
      else if (key.startsWith("on")) node.addEventListener(key.slice(2), value);
      else if (key === "dataset") Object.assign(node.dataset, value);
      else node.setAttribute(key, value === true ? "" : value);
    }
    for (const child of children.flat()) {
      if (child === null || child === undefined || child === false) continue;
      node.append(child instanceof Node ? child : document.createTextNode(String(child)));
    }
    return node;
  }

  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  async function api(method, path, body) {
    const response = await fetch(path, {
      method,
      headers: body ? { "Content-Type": "application/json" } : {},
      body: body ? JSON.stringify(body) : undefined,
    });
    let data = null;
    try {
      data = await response.json();
    } catch (_) {
      data = null;
    }
    if (!response.ok) throw new Error((data && data.error) || `${response.status} ${response.statusText}`);
    return data;
  }

  function colourOf(id) {
    let sum = 0;
    for (const ch of String(id)) sum = (sum * 31 + ch.charCodeAt(0)) % 9973;
    return AVATAR_COLOURS[sum % AVATAR_COLOURS.length];
  }

  const hex = (colour) => `#${Number(colour || 0).toString(16).padStart(6, "0")}`;

  function person(id) {
    return state.world.people.find((p) => p.id === id);
  }

  function sizeText(bytes) {
    if (bytes < 1024) return `${bytes} B`;
    if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
    return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  }

  function emoji(e, big) {
    if (!e) return null;
    if (e.id) {
      return el("img", {
        class: big ? "emoji big" : "emoji",
        src: `/emoji/${e.id}`,
        alt: `:${e.name}:`,
        title: `:${e.name}:`,
        draggable: "false",
      });
    }
    return el("span", { class: "emoji-text" }, e.name || "");
  }

  /* Update `from` in place to look like `to` (a freshly drawn message), so that an edit of a
     message keeps its elements: a button under the pointer stays the same button, an image
     that did not change is not loaded again. Controls carry what they do in data attributes
     (the column's click handler reads them), so nothing is bound to a replaced node. */
  function morph(from, to) {
    if (from.nodeType !== to.nodeType || from.nodeName !== to.nodeName) {
      from.replaceWith(to);
      return to;
    }
    if (from.nodeType !== Node.ELEMENT_NODE) {
      if (from.nodeValue !== to.nodeValue) from.nodeValue = to.nodeValue;
      return from;
    }
    const open = from.classList.contains("open");
    for (const attribute of Array.from(from.attributes)) {
      if (!to.hasAttribute(attribute.name)) from.removeAttribute(attribute.name);
    }
    for (const attribute of Array.from(to.attributes)) {
      if (from.getAttribute(attribute.name) !== attribute.value) from.setAttribute(attribute.name, attribute.value);
    }
    if (open && from.classList.contains("dc-select")) from.classList.add("open");
    if ("disabled" in from) from.disabled = to.disabled;
    const olds = Array.from(from.childNodes);
    const news = Array.from(to.childNodes);
    news.forEach((child, index) => {
      if (index < olds.length) morph(olds[index], child);
      else from.append(child);
    });
    for (const extra of olds.slice(news.length)) extra.remove();
    return from;
  }

  function localized(names, fallback, locale) {
    if (!names) return fallback;
    return names[locale] || names[String(locale).split("-")[0]] || fallback;
  }

  // ------------------------------------------------------------------ a column: one person

  class Pane {
    constructor(personId, locale, channel) {
      const template = document.getElementById("pane-template");
      this.root = template.content.firstElementChild.cloneNode(true);
      this.personId = personId;
      this.locale = locale || "en-US";
      this.channel = channel || null;
      this.channels = [];
      this.rendered = new Map();
      this.dismissed = new Set();
      this.command = null;
      this.refreshing = null;
      this.again = false;
      this.jumpTo = null;
      this.q = (sel) => this.root.querySelector(sel);
      this.messages = this.q(".messages");
      this.input = this.q(".command-input");
      this.popup = this.q(".popup");
      this.build();
    }

    get person() {
      return person(this.personId);
    }

    /* One of the app's own words, in this column's language, with {0}, {1}… filled in. */
    word(key, ...values) {
      const words = WORDS[String(this.locale).split("-")[0]] || WORDS.en;
      return (words[key] || WORDS.en[key]).replace(/\{(\d)\}/g, (_, i) => values[Number(i)]);
    }

    /* "/dobro new" as this column's app names it ("/dobro nouvelle" in French). */
    commandName(path) {
      const entry = this.commands().find((c) => `/${c.path}` === path);
      return entry ? this.label(entry) : path;
    }

    get context() {
      return {
        members: state.world.members,
        roles: state.world.roles,
        channels: this.channelNames || state.world.channels,
        me: this.personId,
        locale: this.locale,
      };
    }

    build() {
      const who = this.q(".who");
      for (const p of state.world.people) {
        who.append(el("option", { value: p.id }, p.moderator ? `${p.name} (moderator)` : p.name));
      }
      who.value = this.personId;
      who.addEventListener("change", () => {
        this.personId = who.value;
        this.reset();
        saveLayout();
        this.refresh();
      });
      const lang = this.q(".lang");
      for (const language of state.world.languages) {
        lang.append(el("option", { value: language.locale }, language.name));
      }
      lang.value = this.locale;
      this.input.placeholder = this.word("placeholder");
      lang.addEventListener("change", () => {
        this.locale = lang.value;
        this.input.placeholder = this.word("placeholder");
        this.reset();
        saveLayout();
        this.refresh();
      });
      this.q(".close-pane").addEventListener("click", () => removePane(this));
      this.root.addEventListener("click", (event) => this.onClick(event));
      const form = this.q(".composer");
      form.addEventListener("submit", (event) => {
        event.preventDefault();
        this.send();
      });
      this.input.addEventListener("input", () => this.suggestCommands());
      this.input.addEventListener("focus", () => this.suggestCommands());
      this.input.addEventListener("keydown", (event) => this.popupKeys(event, () => this.chooseHighlighted()));
      this.q(".unchoose").addEventListener("click", () => this.clearCommand());
      // A picture that arrives after its message keeps a column at the bottom at the bottom.
      this.messages.addEventListener(
        "load",
        () => {
          if (this.atBottom) this.messages.scrollTop = this.messages.scrollHeight;
        },
        true,
      );
      this.messages.addEventListener("scroll", () => {
        this.atBottom = this.messages.scrollHeight - this.messages.scrollTop - this.messages.clientHeight < 60;
      });
      this.atBottom = true;
    }

    reset() {
      this.rendered.clear();
      this.messages.replaceChildren();
      this.clearCommand();
      this.atBottom = true;
    }

    // -------------------------------------------------------------- reading

    refresh() {
      // One refresh at a time per column; a change meanwhile asks for one more.
      if (this.refreshing) {
        this.again = true;
        return this.refreshing;
      }
      this.refreshing = (async () => {
        try {
          do {
            this.again = false;
            const channel = this.channel ? `&channel=${this.channel}` : "";
            const view = await api("GET", `/api/view?as=${this.personId}${channel}`);
            this.channelNames = view.channel_names;
            if (view.channel !== this.channel) {
              this.channel = view.channel;
              this.rendered.clear();
              this.messages.replaceChildren();
              saveLayout();
            }
            this.drawChannels(view.channels, view.places, view.members);
            this.drawMessages(view.messages);
            noteViolations(view.violations);
          } while (this.again);
        } catch (error) {
          setStatus(`Cannot read the playground: ${error.message}`, true);
        } finally {
          this.refreshing = null;
        }
      })();
      return this.refreshing;
    }

    drawChannels(channels, places, members) {
      this.channels = channels;
      this.places = places || [];
      const nav = this.q(".channels");
      const menus = (this.person && this.person.apps) || [];
      const items = [
        el("div", { class: "guild-title" }, state.world.guild.name),
        ...channels.map((c) =>
          el(
            "button",
            {
              type: "button",
              class: `channel-item${c.thread ? " thread" : ""}${c.id === this.channel ? " active" : ""}`,
              dataset: { channel: c.id },
              title: c.name,
            },
            c.thread ? (c.private ? "🔒 " : "🧵 ") : "# ",
            c.name,
          ),
        ),
        el("div", { class: "side-title" }, this.word("dms")),
        ...this.places.map((c) =>
          el(
            "button",
            {
              type: "button",
              class: `channel-item place ${c.kind}${c.id === this.channel ? " active" : ""}`,
              dataset: { channel: c.id },
              title: c.name,
            },
            c.kind === "dm" ? "@ " : "👥 ",
            c.name,
          ),
        ),
        // The people here, each with the Apps menu a right click on them opens in Discord.
        (members || []).length && menus.length && !this.place ? el("div", { class: "side-title" }, this.word("members")) : null,
        ...(menus.length && !this.place ? members || [] : []).map((id) =>
          el(
            "div",
            { class: "member", dataset: { member: id } },
            el("button", { type: "button", class: "member-name", dataset: { action: "apps" } }, state.world.members[id] || "someone"),
            el(
              "div",
              { class: `apps-menu${this.appsOpen === id ? "" : " hidden"}`, role: "menu", "aria-label": this.word("apps") },
              el("div", { class: "apps-title" }, this.word("apps")),
              ...menus.map((entry) =>
                el(
                  "button",
                  { type: "button", class: "apps-item", role: "menuitem", dataset: { action: "app", command: entry.name } },
                  localized(entry.local, entry.name, this.locale),
                ),
              ),
            ),
          ),
        ),
      ];
      nav.replaceChildren(...items.filter(Boolean));
      const shown = channels.find((c) => c.id === this.channel);
      const place = this.place;
      this.q(".channel-name").textContent = shown ? shown.name : place ? place.name : "";
      this.q(".hash").textContent = place ? (place.kind === "dm" ? "@" : "👥") : shown && shown.thread ? "🧵" : "#";
      this.input.placeholder = place && !this.commands().length ? this.word("not_installed") : this.word("placeholder");
    }

    /* The DM (with the bot, or a group DM) shown, if one is. */
    get place() {
      return (this.places || []).find((c) => c.id === this.channel) || null;
    }

    drawMessages(messages) {
      const box = this.messages;
      const keep = new Set();
      let previous = null;
      if (!messages.length) {
        const shown = this.channels.find((c) => c.id === this.channel);
        box.replaceChildren(
          el(
            "div",
            { class: "empty" },
            el("div", { class: "md-h2" }, this.place ? this.word("begin", this.place.name) : this.word("welcome", shown ? shown.name : "")),
            el("p", {
              html: MD.escape(this.word("start", "\u0001", "\u0002"))
                .replace("\u0001", `<code>${MD.escape(this.commandName("/dobro new"))}</code>`)
                .replace("\u0002", `<code>${MD.escape(this.commandName("/dobro learn"))}</code>`),
            }),
          ),
        );
        this.rendered.clear();
        return;
      }
      const empty = box.querySelector(".empty");
      if (empty) empty.remove();
      for (const message of messages) {
        if (this.dismissed.has(message.id)) continue;
        keep.add(message.id);
        const key = JSON.stringify(message);
        let entry = this.rendered.get(message.id);
        if (!entry || entry.key !== key) {
          const drawn = drawMessage(this, message);
          const node = entry ? morph(entry.node, drawn) : drawn;
          entry = { key, node };
          this.rendered.set(message.id, entry);
        }
        const wanted = previous ? previous.nextSibling : box.firstChild;
        if (entry.node !== wanted) box.insertBefore(entry.node, wanted);
        previous = entry.node;
      }
      for (const [id, entry] of this.rendered) {
        if (!keep.has(id)) {
          entry.node.remove();
          this.rendered.delete(id);
        }
      }
      if (this.jumpTo && this.rendered.has(this.jumpTo)) {
        const node = this.rendered.get(this.jumpTo).node;
        node.scrollIntoView({ block: "center" });
        node.classList.add("flash");
        setTimeout(() => node.classList.remove("flash"), 1600);
        this.jumpTo = null;
        this.atBottom = false;
      } else if (this.atBottom) {
        box.scrollTop = box.scrollHeight;
      }
    }

    setChannel(id, message) {
      if (id !== this.channel) {
        this.channel = id;
        this.reset();
        saveLayout();
      }
      this.jumpTo = message || null;
      this.refresh();
    }

    onClick(event) {
      const control = event.target.closest("[data-action]");
      if (control && this.root.contains(control) && !control.disabled) {
        this.control(control, event);
        return;
      }
      const channel = event.target.closest("[data-channel]");
      if (channel && this.root.contains(channel)) {
        event.preventDefault();
        const known = [...this.channels, ...(this.places || [])].some((c) => c.id === channel.dataset.channel);
        if (known) this.setChannel(channel.dataset.channel, channel.dataset.message || null);
        else this.toast(this.word("unseen"));
        return;
      }
      const spoiler = event.target.closest(".spoiler");
      if (spoiler) spoiler.classList.add("shown");
      if (!event.target.closest(".dc-select")) closeMenus(this.root);
      if (!event.target.closest(".member")) {
        this.appsOpen = null;
        this.root.querySelectorAll(".apps-menu").forEach((m) => m.classList.add("hidden"));
      }
      if (!event.target.closest(".composer")) this.hidePopup();
    }

    // -------------------------------------------------------------- acting

    /* A control of a message: what it does is in its data attributes. */
    control(node, event) {
      const message = node.closest("[data-message]");
      const messageId = message ? message.dataset.message : null;
      const action = node.dataset.action;
      if (action === "click") {
        this.act("click", { message: messageId, id: node.dataset.customId }, node);
      } else if (action === "apps") {
        const menu = node.parentElement.querySelector(".apps-menu");
        const open = menu.classList.contains("hidden");
        this.root.querySelectorAll(".apps-menu").forEach((m) => m.classList.add("hidden"));
        menu.classList.toggle("hidden", !open);
        this.appsOpen = open ? node.closest("[data-member]").dataset.member : null;
      } else if (action === "app") {
        node.closest(".apps-menu").classList.add("hidden");
        this.appsOpen = null;
        const target = node.closest("[data-member]").dataset.member;
        this.atBottom = true;
        this.act("user-command", { channel: this.channel, command: node.dataset.command, target }, node);
      } else if (action === "dismiss") {
        this.dismissed.add(messageId);
        this.rendered.delete(messageId);
        message.remove();
      } else if (action === "open-select") {
        const box = node.closest(".dc-select");
        const open = !box.classList.contains("open");
        closeMenus(this.root, box);
        box.classList.toggle("open", open);
      } else if (action === "pick") {
        const box = node.closest(".dc-select");
        if (Number(box.dataset.max) === 1) {
          box.querySelectorAll(".dc-option").forEach((o) => o.classList.toggle("selected", o === node));
          this.sendSelect(box, messageId);
          return;
        }
        const picked = box.querySelectorAll(".dc-option.selected").length;
        if (node.classList.contains("selected")) node.classList.remove("selected");
        else if (picked < Number(box.dataset.max)) node.classList.add("selected");
        box.querySelector(".dc-select-text").textContent = selectHead(box);
      } else if (action === "choose") {
        const box = node.closest(".dc-select");
        const picked = box.querySelectorAll(".dc-option.selected").length;
        if (picked < Number(box.dataset.min)) this.toast(this.word("at_least", box.dataset.min));
        else this.sendSelect(box, messageId);
      }
      event.preventDefault();
    }

    sendSelect(box, messageId) {
      box.classList.remove("open");
      const values = Array.from(box.querySelectorAll(".dc-option.selected")).map((o) => JSON.parse(o.dataset.value));
      this.act("select", { message: messageId, id: box.dataset.customId, values }, box.querySelector(".dc-select-head"));
    }

    async act(kind, body, control) {
      if (control) control.classList.add("busy");
      try {
        const answer = await api("POST", `/api/${kind}`, { as: this.personId, locale: this.locale, ...body });
        this.afterAnswer(answer);
        return answer;
      } catch (error) {
        this.toast(error.message);
        return null;
      } finally {
        if (control) control.classList.remove("busy");
        this.atBottom = this.atBottom || kind === "slash" || kind === "user-command";
        this.refresh();
      }
    }

    afterAnswer(answer) {
      if (answer.modal) this.openModal(answer.modal, answer.interaction);
      else if (!answer.answered) {
        const why = answer.errors && answer.errors.length ? ` (${answer.errors.join("; ")})` : "";
        this.toast(this.word("failed", why));
      }
    }

    toast(text) {
      const box = this.q(".toast");
      box.textContent = text;
      box.classList.remove("hidden");
      clearTimeout(this.toastTimer);
      this.toastTimer = setTimeout(() => box.classList.add("hidden"), 5000);
    }

    // -------------------------------------------------------------- forms (modals)

    openModal(modal, interaction) {
      const layer = this.q(".modal-layer");
      const fields = [];
      const form = el("form", { class: "modal", role: "dialog", "aria-label": modal.title || "Form" });
      form.append(el("div", { class: "modal-title" }, modal.title || ""));
      const body = el("div", { class: "modal-body" });
      const field = (component, label, description) => {
        if (component.type === COMPONENT.TEXT_INPUT) {
          const attrs = {
            name: component.custom_id,
            placeholder: component.placeholder,
            minlength: component.min_length,
            maxlength: component.max_length,
            required: component.required !== false,
          };
          const input = component.style === 2 ? el("textarea", { ...attrs, rows: 4 }) : el("input", { ...attrs, type: "text" });
          if (component.value) input.value = component.value;
          fields.push({ id: component.custom_id, read: () => input.value });
          return el("label", { class: "modal-field" }, el("span", { class: "modal-label" }, label || component.label || ""), description ? el("small", {}, description) : null, input);
        }
        if (component.type === COMPONENT.STRING_SELECT) {
          const select = el("select", { name: component.custom_id, multiple: (component.max_values || 1) > 1 });
          for (const option of component.options || []) {
            const node = el("option", { value: option.value }, option.label);
            if (option.default) node.selected = true;
            select.append(node);
          }
          fields.push({ id: component.custom_id, read: () => Array.from(select.selectedOptions).map((o) => o.value) });
          return el("label", { class: "modal-field" }, el("span", { class: "modal-label" }, label || ""), description ? el("small", {}, description) : null, select);
        }
        if (component.type === COMPONENT.TEXT) return el("div", { class: "md", html: MD.render(component.content, this.context) });
        return null;
      };
      for (const top of modal.components || []) {
        if (top.type === COMPONENT.ROW) for (const c of top.components || []) body.append(field(c) || "");
        else if (top.type === COMPONENT.LABEL) body.append(field(top.component, top.label, top.description) || "");
        else body.append(field(top) || "");
      }
      form.append(body);
      const cancel = el("button", { type: "button", class: "dc-button style-2" }, this.word("cancel"));
      const submit = el("button", { type: "submit", class: "dc-button style-1" }, this.word("submit"));
      form.append(el("div", { class: "modal-actions" }, cancel, submit));
      cancel.addEventListener("click", () => layer.classList.add("hidden"));
      form.addEventListener("submit", async (event) => {
        event.preventDefault();
        const values = {};
        for (const f of fields) values[f.id] = f.read();
        layer.classList.add("hidden");
        await this.act("modal", { interaction, values }, null);
      });
      layer.replaceChildren(form);
      layer.classList.remove("hidden");
      const first = form.querySelector("input, textarea, select");
      if (first) first.focus();
    }

    // -------------------------------------------------------------- the command box

    commands() {
      const person = this.person;
      if (!person) return [];
      if (this.place) return (person.places && person.places[this.place.id]) || [];
      return person.commands || [];
    }

    label(entry) {
      return "/" + entry.words.map((w) => localized(w.local, w.name, this.locale)).join(" ");
    }

    suggestCommands() {
      if (this.command) return;
      const text = this.input.value;
      if (!text.startsWith("/")) {
        this.hidePopup();
        return;
      }
      const query = text.slice(1).trim().toLowerCase();
      const found = this.commands().filter((entry) => {
        const words = `${this.label(entry)} /${entry.path}`.toLowerCase();
        return query.split(/\s+/).every((part) => words.includes(part));
      });
      this.showPopup(
        found.slice(0, 40).map((entry) => ({
          title: this.label(entry),
          detail: localized(entry.description_localizations, entry.description, this.locale),
          pick: () => this.chooseCommand(entry),
        })),
        found.length ? null : this.word("no_command"),
      );
    }

    showPopup(items, emptyText) {
      this.popupItems = items;
      this.highlight = 0;
      this.popup.replaceChildren(
        ...items.map((item, index) =>
          el(
            "button",
            {
              type: "button",
              class: `popup-item${index === 0 ? " highlighted" : ""}`,
              onmousedown: (event) => {
                event.preventDefault();
                item.pick();
              },
            },
            el("span", { class: "popup-title" }, item.title),
            item.detail ? el("span", { class: "popup-detail" }, item.detail) : null,
          ),
        ),
      );
      if (!items.length && emptyText) this.popup.append(el("div", { class: "popup-empty" }, emptyText));
      this.popup.classList.toggle("hidden", !items.length && !emptyText);
    }

    hidePopup() {
      this.popup.classList.add("hidden");
      this.popupItems = [];
    }

    popupKeys(event, fallback) {
      const open = !this.popup.classList.contains("hidden") && this.popupItems && this.popupItems.length;
      if (event.key === "Escape") {
        this.hidePopup();
        return;
      }
      if (!open) return;
      if (event.key === "ArrowDown" || event.key === "ArrowUp") {
        event.preventDefault();
        const n = this.popupItems.length;
        this.highlight = (this.highlight + (event.key === "ArrowDown" ? 1 : n - 1)) % n;
        this.popup.querySelectorAll(".popup-item").forEach((node, i) => node.classList.toggle("highlighted", i === this.highlight));
      } else if (event.key === "Enter" || event.key === "Tab") {
        event.preventDefault();
        const item = this.popupItems[this.highlight];
        if (item) item.pick();
        else if (fallback) fallback();
      }
    }

    chooseHighlighted() {
      const item = this.popupItems && this.popupItems[this.highlight];
      if (item) item.pick();
    }

    chooseCommand(entry) {
      this.command = entry;
      this.fields = new Map();
      this.hidePopup();
      this.input.value = "";
      this.input.classList.add("hidden");
      this.q(".chosen").classList.remove("hidden");
      this.q(".chosen-name").textContent = this.label(entry);
      this.q(".options").replaceChildren();
      for (const option of entry.options.filter((o) => o.required)) this.addField(option, false);
      this.drawOptional();
      const first = this.q(".options input, .options select");
      if (first) first.focus();
      else this.q(".send").focus();
    }

    clearCommand() {
      this.command = null;
      this.fields = new Map();
      this.q(".options").replaceChildren();
      this.q(".add-options").replaceChildren();
      this.q(".chosen").classList.add("hidden");
      this.input.classList.remove("hidden");
      this.input.value = "";
      this.hidePopup();
    }

    drawOptional() {
      const box = this.q(".add-options");
      if (!this.command) {
        box.replaceChildren();
        return;
      }
      const optional = this.command.options.filter((o) => !o.required && !this.fields.has(o.name));
      box.replaceChildren(
        ...(optional.length ? [el("span", { class: "add-label" }, this.word("optional"))] : []),
        ...optional.map((option) =>
          el(
            "button",
            {
              type: "button",
              class: "add-option",
              title: localized(option.description_localizations, option.description, this.locale),
              onclick: () => {
                const input = this.addField(option, true);
                this.drawOptional();
                input.focus();
              },
            },
            `+ ${localized(option.name_localizations, option.name, this.locale)}`,
          ),
        ),
      );
    }

    addField(option, removable) {
      const name = localized(option.name_localizations, option.name, this.locale);
      const description = localized(option.description_localizations, option.description, this.locale);
      let input;
      let read;
      const choose = (items, current) => {
        input = el("select", { "aria-label": name, title: description });
        input.append(el("option", { value: "" }, "…"));
        items.forEach(([value, text], index) => input.append(el("option", { value: String(index) }, text)));
        read = () => (input.value === "" ? undefined : items[Number(input.value)][0]);
        if (current !== undefined) input.value = String(current);
      };
      if (option.choices) {
        choose(option.choices.map((c) => [c.value, localized(c.name_localizations, c.name, this.locale)]));
      } else if (option.type === OPTION.BOOLEAN) {
        choose([[true, this.word("yes")], [false, this.word("no")]]);
      } else if (option.type === OPTION.USER || option.type === OPTION.MENTIONABLE) {
        const people = state.world.people.map((p) => [p.id, `@${p.name}`]);
        const roles = option.type === OPTION.MENTIONABLE ? Object.entries(state.world.roles).map(([id, r]) => [id, `@${r.name}`]) : [];
        choose([...people, ...roles]);
      } else if (option.type === OPTION.ROLE) {
        choose(Object.entries(state.world.roles).map(([id, r]) => [id, `@${r.name}`]));
      } else if (option.type === OPTION.CHANNEL) {
        const kinds = option.channel_types;
        const usable = this.channels.filter((c) => !kinds || kinds.includes(c.thread ? (c.private ? 12 : 11) : 0));
        choose(usable.map((c) => [c.id, `#${c.name}`]));
      } else {
        const numeric = option.type === OPTION.INTEGER || option.type === OPTION.NUMBER;
        input = el("input", {
          type: numeric && !option.autocomplete ? "number" : "text",
          "aria-label": name,
          placeholder: description,
          min: option.min_value,
          max: option.max_value,
          step: option.type === OPTION.NUMBER ? "any" : undefined,
          maxlength: option.max_length,
        });
        read = () => {
          const text = input.value.trim();
          if (input.dataset.value !== undefined && input.dataset.shown === input.value) return JSON.parse(input.dataset.value);
          if (text === "") return undefined;
          if (option.type === OPTION.INTEGER) return Number.isInteger(Number(text)) ? Number(text) : text;
          if (option.type === OPTION.NUMBER) return Number.isNaN(Number(text)) ? text : Number(text);
          return input.value;
        };
        if (option.autocomplete) {
          let timer = null;
          const ask = () => {
            clearTimeout(timer);
            timer = setTimeout(() => this.autocomplete(option, input), 120);
          };
          input.addEventListener("input", () => {
            delete input.dataset.value;
            ask();
          });
          input.addEventListener("focus", ask);
          input.addEventListener("keydown", (event) => this.popupKeys(event, null));
        }
      }
      if (input.tagName === "INPUT" && !option.autocomplete) {
        input.addEventListener("keydown", (event) => {
          if (event.key === "Escape") this.clearCommand();
        });
      }
      const chip = el(
        "label",
        { class: `option${option.required ? " required" : ""}`, dataset: { option: option.name } },
        el("span", { class: "option-name", title: description }, `${name}:`),
        input,
        removable
          ? el("button", {
              type: "button",
              class: "remove-option",
              "aria-label": `Remove ${name}`,
              onclick: () => {
                chip.remove();
                this.fields.delete(option.name);
                this.drawOptional();
              },
            }, "×")
          : null,
      );
      this.q(".options").append(chip);
      this.fields.set(option.name, { option, read, input });
      return input;
    }

    currentOptions() {
      const options = {};
      for (const [name, field] of this.fields) {
        const value = field.read();
        if (value !== undefined) options[name] = value;
      }
      return options;
    }

    async autocomplete(option, input) {
      if (document.activeElement !== input) return;
      const options = this.currentOptions();
      options[option.name] = input.value;
      let answer;
      try {
        answer = await api("POST", "/api/autocomplete", {
          as: this.personId,
          locale: this.locale,
          channel: this.channel,
          command: this.command.path,
          focused: option.name,
          options,
        });
      } catch (error) {
        this.toast(error.message);
        return;
      }
      if (document.activeElement !== input) return;
      this.showPopup(
        answer.choices.map((choice) => ({
          title: localized(choice.name_localizations, choice.name, this.locale),
          pick: () => {
            input.value = localized(choice.name_localizations, choice.name, this.locale);
            input.dataset.value = JSON.stringify(choice.value);
            input.dataset.shown = input.value;
            this.hidePopup();
          },
        })),
        answer.choices.length ? null : this.word("no_suggestion"),
      );
    }

    async send() {
      if (!this.command) {
        const text = this.input.value.trim();
        if (!text) return;
        const exact = this.commands().find((c) => this.label(c) === text || `/${c.path}` === text);
        if (exact && !exact.options.some((o) => o.required)) {
          this.chooseCommand(exact);
        } else {
          this.suggestCommands();
          if (this.popupItems && this.popupItems.length === 1) this.popupItems[0].pick();
          else this.toast(this.word("pick_command"));
          return;
        }
      }
      const entry = this.command;
      const options = this.currentOptions();
      const missing = entry.options.filter((o) => o.required && options[o.name] === undefined);
      if (missing.length) {
        this.toast(this.word("fill", missing.map((o) => localized(o.name_localizations, o.name, this.locale)).join(", ")));
        return;
      }
      const button = this.q(".send");
      button.disabled = true;
      this.hidePopup();
      try {
        const answer = await this.act("slash", { channel: this.channel, command: entry.path, options }, button);
        if (answer) this.clearCommand();
      } finally {
        button.disabled = false;
      }
    }
  }

  // ------------------------------------------------------------------ drawing a message

  function mediaUrl(message, url) {
    if (!url) return "";
    if (url.startsWith("attachment://")) {
      const name = url.slice("attachment://".length);
      const found = message.attachments.find((a) => a.filename === name);
      return found ? found.url : "";
    }
    return url;
  }

  function usedAttachments(components, found = new Set()) {
    for (const c of components || []) {
      if (c.type === COMPONENT.THUMBNAIL && c.media) found.add(c.media.url);
      if (c.type === COMPONENT.GALLERY) for (const item of c.items || []) found.add(item.media.url);
      if (c.type === COMPONENT.FILE && c.file) found.add(c.file.url);
      usedAttachments(c.components, found);
      if (c.accessory) usedAttachments([c.accessory], found);
    }
    return found;
  }

  function drawMessage(pane, m) {
    const ctx = pane.context;
    const bot = m.author.bot;
    const name = bot ? "Dobro" : state.world.members[m.author.id] || "someone";
    const mentionsMe = m.notified.includes(pane.personId); // a ping for them, as Discord highlights
    const node = el("article", {
      class: `msg${m.ephemeral ? " ephemeral" : ""}${mentionsMe && !m.ephemeral ? " mentioned" : ""}`,
      id: `m-${pane.uid}-${m.id}`,
      dataset: { message: m.id },
    });
    if (m.invoked) {
      node.append(
        el(
          "div",
          { class: "invoked" },
          el("span", { class: "invoked-arrow" }, "↱"),
          el("span", { class: "mention", dataset: { user: m.invoked.by_id } }, `@${m.invoked.by}`),
          ` ${pane.word("used")} `,
          el("span", { class: "command-name" }, pane.commandName(m.invoked.command)),
        ),
      );
    }
    if (m.reference) {
      node.append(el("a", { class: "reply-line jump", href: "#", dataset: { channel: m.channel_id, message: m.reference } }, pane.word("reply")));
    }
    const time = new Date(m.timestamp);
    node.append(
      el("div", { class: "avatar", style: `background:${bot ? "#5865f2" : colourOf(m.author.id)}` }, bot ? "🃏" : name[0]),
    );
    const body = el("div", { class: "msg-body" });
    body.append(
      el(
        "div",
        { class: "meta" },
        el("span", { class: "author" }, name),
        bot ? el("span", { class: "app-badge" }, "APP") : null,
        el("time", { class: "sent", title: time.toLocaleString(pane.locale) }, time.toLocaleTimeString(pane.locale, { hour: "2-digit", minute: "2-digit" })),
        m.edited ? el("span", { class: "edited" }, pane.word("edited")) : null,
      ),
    );
    if (m.loading) {
      body.append(el("div", { class: "thinking" }, pane.word("thinking"), el("span", { class: "dots" }, "…")));
    }
    if (m.content) body.append(el("div", { class: "md content", html: MD.render(m.content, ctx) }));
    for (const embed of m.embeds) body.append(drawEmbed(pane, m, embed));
    const components = el("div", { class: "components" });
    for (const c of m.components) {
      const drawn = drawComponent(pane, m, c);
      if (drawn) components.append(drawn);
    }
    if (components.childNodes.length) body.append(components);
    const used = usedAttachments(m.components);
    const loose = m.attachments.filter((a) => !used.has(`attachment://${a.filename}`) && !m.v2);
    for (const attachment of loose) body.append(drawAttachment(attachment));
    if (m.thread) {
      body.append(el("button", { type: "button", class: "thread-link", dataset: { channel: m.thread.id } }, pane.word("thread", m.thread.name)));
    }
    if (m.ephemeral) {
      body.append(
        el(
          "div",
          { class: "ephemeral-note" },
          pane.word("only_you"),
          el("button", { type: "button", class: "dismiss", dataset: { action: "dismiss" } }, pane.word("dismiss")),
        ),
      );
    }
    node.append(body);
    return node;
  }

  function drawAttachment(attachment) {
    if ((attachment.content_type || "").startsWith("image/")) {
      return el("a", { class: "attachment-image", href: attachment.url, target: "_blank" }, el("img", { src: attachment.url, alt: attachment.description || attachment.filename }));
    }
    return el(
      "a",
      { class: "dc-file", href: attachment.url, download: attachment.filename },
      el("span", { class: "file-icon" }, "📄"),
      el("span", { class: "file-name" }, attachment.filename),
      el("span", { class: "file-size" }, sizeText(attachment.size)),
    );
  }

  function drawEmbed(pane, m, embed) {
    const ctx = pane.context;
    const box = el("div", { class: "dc-embed", style: `--accent:${embed.color !== undefined ? hex(embed.color) : "#1e1f22"}` });
    if (embed.author && embed.author.name) box.append(el("div", { class: "embed-author" }, embed.author.name));
    if (embed.title) box.append(el("div", { class: "embed-title", html: MD.inline(embed.title, ctx) }));
    if (embed.description) box.append(el("div", { class: "md", html: MD.render(embed.description, ctx) }));
    if (embed.fields && embed.fields.length) {
      box.append(
        el(
          "div",
          { class: "embed-fields" },
          embed.fields.map((f) =>
            el("div", { class: `embed-field${f.inline ? " inline" : ""}` }, el("div", { class: "embed-field-name", html: MD.inline(f.name, ctx) }), el("div", { class: "md", html: MD.render(f.value, ctx) })),
          ),
        ),
      );
    }
    if (embed.image && embed.image.url) box.append(el("img", { class: "embed-image", src: mediaUrl(m, embed.image.url), alt: "" }));
    if (embed.thumbnail && embed.thumbnail.url) box.append(el("img", { class: "embed-thumb", src: mediaUrl(m, embed.thumbnail.url), alt: "" }));
    if (embed.footer && embed.footer.text) box.append(el("div", { class: "embed-footer" }, embed.footer.text));
    return box;
  }

  function drawComponent(pane, m, c) {
    switch (c.type) {
      case COMPONENT.CONTAINER: {
        const box = el("div", {
          class: `dc-container${c.accent_color !== undefined && c.accent_color !== null ? " accented" : ""}${c.spoiler ? " spoiler-box" : ""}`,
          style: c.accent_color !== undefined && c.accent_color !== null ? `--accent:${hex(c.accent_color)}` : undefined,
        });
        for (const child of c.components || []) {
          const drawn = drawComponent(pane, m, child);
          if (drawn) box.append(drawn);
        }
        return box;
      }
      case COMPONENT.TEXT:
        return el("div", { class: "md dc-text", html: MD.render(c.content, pane.context) });
      case COMPONENT.SECTION: {
        const texts = el("div", { class: "dc-section-texts" });
        for (const child of c.components || []) {
          const drawn = drawComponent(pane, m, child);
          if (drawn) texts.append(drawn);
        }
        const accessory = c.accessory ? drawComponent(pane, m, c.accessory) : null;
        return el("div", { class: "dc-section" }, texts, accessory ? el("div", { class: "dc-accessory" }, accessory) : null);
      }
      case COMPONENT.SEPARATOR:
        return el("div", { class: `dc-separator spacing-${c.spacing || 1}${c.divider === false ? " blank" : ""}` });
      case COMPONENT.THUMBNAIL:
        return el("img", { class: "dc-thumbnail", src: mediaUrl(m, c.media && c.media.url), alt: c.description || "" });
      case COMPONENT.GALLERY: {
        const items = c.items || [];
        return el(
          "div",
          { class: `dc-gallery count-${Math.min(items.length, 4)}` },
          items.map((item) => {
            const url = mediaUrl(m, item.media && item.media.url);
            return el("a", { href: url, target: "_blank", class: "gallery-item" }, el("img", { src: url, alt: item.description || "", title: item.description || "" }));
          }),
        );
      }
      case COMPONENT.FILE: {
        const url = c.file && c.file.url;
        const found = m.attachments.find((a) => `attachment://${a.filename}` === url);
        return found ? drawAttachment({ ...found, content_type: "application/octet-stream" }) : null;
      }
      case COMPONENT.ROW:
        return el("div", { class: "dc-row" }, (c.components || []).map((child) => drawComponent(pane, m, child)));
      case COMPONENT.BUTTON:
        return drawButton(pane, m, c);
      default:
        if (SELECTS.has(c.type)) return drawSelect(pane, m, c);
        return el("div", { class: "dc-unknown" }, `(component type ${c.type})`);
    }
  }

  function drawButton(pane, m, c) {
    const content = [emoji(c.emoji), c.label ? el("span", { class: "label" }, c.label) : null];
    if (c.style === 5) {
      return el("a", { class: "dc-button style-5", href: c.url, target: "_blank", rel: "noreferrer noopener" }, content, " ↗");
    }
    return el(
      "button",
      {
        type: "button",
        class: `dc-button style-${c.style || 2}${c.label ? "" : " emoji-only"}`,
        disabled: !!c.disabled,
        dataset: { action: "click", customId: c.custom_id || "" },
        "aria-label": c.label || (c.emoji && c.emoji.name) || "button",
      },
      content,
    );
  }

  function selectOptions(pane, c) {
    if (c.type === COMPONENT.STRING_SELECT) return c.options || [];
    const people = state.world.people.map((p) => ({ value: p.id, label: `@${p.name}` }));
    const roles = Object.entries(state.world.roles).map(([id, r]) => ({ value: id, label: `@${r.name}` }));
    if (c.type === COMPONENT.USER_SELECT) return people;
    if (c.type === COMPONENT.ROLE_SELECT) return roles;
    if (c.type === COMPONENT.MENTIONABLE_SELECT) return [...people, ...roles];
    return pane.channels.filter((ch) => !c.channel_types || c.channel_types.includes(ch.thread ? 11 : 0)).map((ch) => ({ value: ch.id, label: `#${ch.name}` }));
  }

  function closeMenus(root, except) {
    for (const menu of root.querySelectorAll(".dc-select.open")) if (menu !== except) menu.classList.remove("open");
  }

  function selectHead(box) {
    const picked = Array.from(box.querySelectorAll(".dc-option.selected .dc-option-label")).map((n) => n.textContent);
    return picked.length ? picked.join(", ") : box.dataset.placeholder;
  }

  function drawSelect(pane, m, c) {
    const options = selectOptions(pane, c);
    const min = c.min_values === undefined ? 1 : c.min_values;
    const max = c.max_values === undefined ? 1 : c.max_values;
    const box = el("div", {
      class: `dc-select${c.disabled ? " disabled" : ""}`,
      dataset: { customId: c.custom_id, min: String(min), max: String(max), placeholder: c.placeholder || pane.word("selection") },
    });
    const menu = el(
      "div",
      { class: "dc-select-menu", role: "listbox" },
      options.map((option) =>
        el(
          "button",
          { type: "button", class: `dc-option${option.default ? " selected" : ""}`, role: "option", dataset: { action: "pick", value: JSON.stringify(option.value) } },
          emoji(option.emoji),
          el("span", { class: "dc-option-text" }, el("span", { class: "dc-option-label" }, option.label), option.description ? el("span", { class: "dc-option-description" }, option.description) : null),
          max > 1 ? el("span", { class: "check" }, "✓") : null,
        ),
      ),
      max > 1 ? el("button", { type: "button", class: "dc-button style-1 select-done", dataset: { action: "choose" } }, pane.word("choose")) : null,
    );
    box.append(menu);
    const head = el(
      "button",
      { type: "button", class: "dc-select-head", disabled: !!c.disabled, "aria-haspopup": "listbox", dataset: { action: "open-select" } },
      el("span", { class: "dc-select-text" }, selectHead(box)),
      el("span", { class: "chevron" }, "▾"),
    );
    if (!options.some((o) => o.default)) head.classList.add("placeholder");
    box.prepend(head);
    return box;
  }

  // ------------------------------------------------------------------ the page

  function setStatus(text, bad) {
    const status = document.getElementById("status");
    status.textContent = text;
    status.classList.toggle("bad", !!bad);
  }

  /* "Live", with what the bot's requests are checked against for whoever wants to know. */
  function setLive() {
    setStatus("● Live");
    document.getElementById("status").title = `The bot's requests are checked against ${state.world.validation}.`;
  }

  /* How far the playground's clock is ahead of this machine's, after skips. */
  function showClock(seconds) {
    const node = document.getElementById("clock");
    const minutes = Math.round((seconds || 0) / 60);
    const hours = Math.floor(minutes / 60);
    node.textContent = minutes ? `🕒 +${hours ? `${hours} h ` : ""}${minutes % 60} min` : "";
    node.title = minutes ? "The bot's and Discord's clock, ahead of this machine's by the time skipped." : "";
  }

  async function noteViolations(count) {
    if (count === undefined || count === state.violations) return;
    state.violations = count;
    const world = await api("GET", "/api/world");
    const banner = document.getElementById("violations");
    banner.replaceChildren(
      el("b", {}, `The bot sent ${count} request(s) Discord would refuse:`),
      el("ul", {}, world.violations.map((v) => el("li", {}, v))),
    );
    banner.classList.toggle("hidden", count === 0);
  }

  function addPane(personId, locale, channel) {
    if (state.panes.length >= MAX_PANES) return null;
    const pane = new Pane(personId, locale, channel);
    pane.uid = Math.random().toString(36).slice(2, 8);
    state.panes.push(pane);
    document.getElementById("panes").append(pane.root);
    document.getElementById("add-pane").disabled = state.panes.length >= MAX_PANES;
    saveLayout();
    pane.refresh();
    return pane;
  }

  function removePane(pane) {
    if (state.panes.length === 1) return;
    state.panes = state.panes.filter((p) => p !== pane);
    pane.root.remove();
    document.getElementById("add-pane").disabled = false;
    saveLayout();
  }

  function saveLayout() {
    const people = state.panes.map((p) => person(p.personId).username).join(",");
    const params = new URLSearchParams(window.location.search);
    params.set("as", people);
    const langs = state.panes.map((p) => p.locale);
    if (langs.some((l) => l !== "en-US")) params.set("lang", langs.join(","));
    else params.delete("lang");
    window.history.replaceState(null, "", `?${params.toString()}`);
  }

  async function loadWorld() {
    for (;;) {
      try {
        state.world = await api("GET", "/api/world");
        if (state.world.ready) return;
        setStatus("The bot is starting on the offline Discord…");
      } catch (error) {
        setStatus(`Cannot reach the playground (${error.message}): is python -m playground running?`, true);
      }
      await sleep(400);
    }
  }

  async function live() {
    for (;;) {
      try {
        const changes = await api("GET", `/api/changes?since=${state.revision}`);
        if (changes.revision !== state.revision) {
          state.revision = changes.revision;
          await Promise.all(state.panes.map((p) => p.refresh()));
        }
        setLive();
      } catch (error) {
        setStatus("Lost the playground's server: is python -m playground still running?", true);
        await sleep(1500);
      }
    }
  }

  function tick() {
    for (const node of document.querySelectorAll("time.ts[data-f='R']")) {
      const pane = state.panes.find((p) => p.root.contains(node));
      node.textContent = MD.timestamp(Number(node.dataset.t), "R", pane ? pane.locale : undefined);
    }
  }

  async function main() {
    await loadWorld();
    state.revision = state.world.revision;
    setLive();
    document.getElementById("guild-name").textContent = `· ${state.world.guild.name}, an offline Discord`;
    const params = new URLSearchParams(window.location.search);
    const wanted = (params.get("as") || "ana").split(",");
    const langs = (params.get("lang") || "").split(",");
    wanted.forEach((username, index) => {
      const found = state.world.people.find((p) => p.username === username.trim());
      if (found) addPane(found.id, langs[index] || "en-US");
    });
    if (!state.panes.length) addPane(state.world.people[0].id);
    document.getElementById("add-pane").addEventListener("click", () => {
      const shown = new Set(state.panes.map((p) => p.personId));
      const next = state.world.people.find((p) => !shown.has(p.id)) || state.world.people[0];
      const last = state.panes[state.panes.length - 1];
      addPane(next.id, last ? last.locale : "en-US", last ? last.channel : null);
    });
    const help = document.getElementById("help");
    const helpButton = document.getElementById("help-button");
    helpButton.addEventListener("click", () => {
      const hidden = help.classList.toggle("hidden");
      helpButton.setAttribute("aria-expanded", String(!hidden));
    });
    if (!window.localStorage.getItem("dobro-playground-seen")) {
      help.classList.remove("hidden");
      helpButton.setAttribute("aria-expanded", "true");
      window.localStorage.setItem("dobro-playground-seen", "1");
    }
    const skip = document.getElementById("skip-time");
    showClock(state.world.skipped);
    skip.addEventListener("click", async () => {
      skip.disabled = true;
      setStatus("Skipping 15 minutes…");
      try {
        const answer = await api("POST", "/api/skip", { minutes: 15 });
        showClock(answer.skipped);
        setLive();
      } catch (error) {
        setStatus(`Cannot skip: ${error.message}`, true);
      } finally {
        skip.disabled = false;
      }
    });
    setInterval(tick, 1000);
    document.body.dataset.ready = "1";
    live();
  }

  main();
})();
