/* Discord's markdown, drawn as Discord's app draws it: headers (#, ##, ###), subtext (-#),
   quotes, lists, code, bold, italics, underline, strikethrough, spoilers, links, mentions of
   people, roles and channels, custom emojis (<:name:id>, shown as their picture) and
   timestamps (<t:1700000000:R>, in the reader's language). Text is escaped before anything is
   drawn: nothing the bot sends can become HTML. */
"use strict";

window.DiscordMarkdown = (() => {
  const ESCAPES = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" };
  const escape = (text) => String(text).replace(/[&<>"']/g, (c) => ESCAPES[c]);

  // One regex for every inline token; the first alternative that matches at a position wins.
  const INLINE = [
      /\\([^A-Za-z0-9\s])/.source, // 1 an escaped character
      /`([^`]+)`/.source, // 2 code
      /<(a?):(\w{2,32}):(\d+)>/.source, // 3-5 a custom emoji
      /<@!?(\d+)>/.source, // 6 a person
      /<@&(\d+)>/.source, // 7 a role
      /<#(\d+)>/.source, // 8 a channel
      /<t:(-?\d+)(?::([tTdDfFR]))?>/.source, // 9-10 a timestamp
      /\[([^\]\n]+)\]\(<?(https?:\/\/[^\s)>]+)>?\)/.source, // 11-12 a link with a text
      /<?(https?:\/\/[^\s<>]*[^\s<>.,:;"')\]])>?/.source, // 13 a bare link
      /\*\*([\s\S]+?)\*\*(?!\*)/.source, // 14 bold
      /__([\s\S]+?)__(?!_)/.source, // 15 underline
      /\*(?![\s*])([\s\S]*?[^\s\\])\*(?!\*)/.source, // 16 italics
      /(?<![A-Za-z0-9])_(?!\s)([^_\n]+?)_(?![A-Za-z0-9])/.source, // 17 italics
      /~~([\s\S]+?)~~/.source, // 18 strikethrough
      /\|\|([\s\S]+?)\|\|/.source, // 19 spoiler
  ].join("|");

  const JUMP = /^https:\/\/(?:\w+\.)?discord(?:app)?\.com\/channels\/(\d+|@me)\/(\d+)(?:\/(\d+))?$/;

  function timestamp(seconds, style, locale) {
    const when = new Date(seconds * 1000);
    const lang = locale || undefined;
    const time = { hour: "2-digit", minute: "2-digit" };
    const day = { day: "numeric", month: "long", year: "numeric" };
    switch (style) {
      case "t":
        return when.toLocaleTimeString(lang, time);
      case "T":
        return when.toLocaleTimeString(lang, { ...time, second: "2-digit" });
      case "d":
        return when.toLocaleDateString(lang, { day: "2-digit", month: "2-digit", year: "numeric" });
      case "D":
        return when.toLocaleDateString(lang, day);
      case "F":
        return when.toLocaleString(lang, { weekday: "long", ...day, ...time });
      case "R":
        return relative(when, lang);
      default:
        return when.toLocaleString(lang, { ...day, ...time });
    }
  }

  function relative(when, lang) {
    const seconds = Math.round((when.getTime() - Date.now()) / 1000);
    const format = new Intl.RelativeTimeFormat(lang, { numeric: "auto" });
    const steps = [
      [60, 1, "second"],
      [3600, 60, "minute"],
      [86400, 3600, "hour"],
      [86400 * 30, 86400, "day"],
      [86400 * 365, 86400 * 30, "month"],
    ];
    for (const [limit, size, unit] of steps) {
      if (Math.abs(seconds) < limit) return format.format(Math.round(seconds / size), unit);
    }
    return format.format(Math.round(seconds / (86400 * 365)), "year");
  }

  function emojiImage(id, name, animated) {
    const alt = escape(`:${name}:`);
    return `<img class="emoji" src="/emoji/${id}" alt="${alt}" title="${alt}" draggable="false"${animated ? ' data-animated="1"' : ""}>`;
  }

  function link(url, text, ctx) {
    const jump = JUMP.exec(url);
    if (jump) {
      const [, , channel, message] = jump;
      return `<a class="jump" href="#" data-channel="${channel}" data-message="${message || ""}">${text}</a>`;
    }
    return `<a href="${escape(url)}" target="_blank" rel="noreferrer noopener">${text}</a>`;
  }

  /* Inline markdown of one piece of text, as HTML. */
  function inline(text, ctx) {
    let html = "";
    let last = 0;
    const tokens = new RegExp(INLINE, "g"); // one per call: the calls nest (bold in a link…)
    for (let m = tokens.exec(text); m !== null; m = tokens.exec(text)) {
      html += escape(text.slice(last, m.index));
      last = tokens.lastIndex;
      if (m[1] !== undefined) html += escape(m[1]);
      else if (m[2] !== undefined) html += `<code>${escape(m[2])}</code>`;
      else if (m[5] !== undefined) html += emojiImage(m[5], m[4], m[3] === "a");
      else if (m[6] !== undefined) {
        const name = (ctx.members && ctx.members[m[6]]) || "unknown-user";
        const mine = m[6] === ctx.me ? " me" : "";
        html += `<span class="mention${mine}" data-user="${m[6]}">@${escape(name)}</span>`;
      } else if (m[7] !== undefined) {
        const role = (ctx.roles && ctx.roles[m[7]]) || { name: "unknown-role" };
        html += `<span class="mention role">@${escape(role.name)}</span>`;
      } else if (m[8] !== undefined) {
        const name = (ctx.channels && ctx.channels[m[8]]) || "unknown";
        html += `<a class="mention channel jump" href="#" data-channel="${m[8]}" data-message="">#${escape(name)}</a>`;
      } else if (m[9] !== undefined) {
        const style = m[10] || "f";
        const when = new Date(Number(m[9]) * 1000);
        html += `<time class="ts" data-t="${m[9]}" data-f="${style}" title="${escape(when.toLocaleString(ctx.locale))}">${escape(timestamp(Number(m[9]), style, ctx.locale))}</time>`;
      } else if (m[11] !== undefined) html += link(m[12], inline(m[11], ctx), ctx);
      else if (m[13] !== undefined) html += link(m[13], escape(m[13]), ctx);
      else if (m[14] !== undefined) html += `<strong>${inline(m[14], ctx)}</strong>`;
      else if (m[15] !== undefined) html += `<u>${inline(m[15], ctx)}</u>`;
      else if (m[16] !== undefined) html += `<em>${inline(m[16], ctx)}</em>`;
      else if (m[17] !== undefined) html += `<em>${inline(m[17], ctx)}</em>`;
      else if (m[18] !== undefined) html += `<s>${inline(m[18], ctx)}</s>`;
      else if (m[19] !== undefined) html += `<span class="spoiler" tabindex="0">${inline(m[19], ctx)}</span>`;
      if (m[0].length === 0) tokens.lastIndex += 1; // never loop on an empty match
    }
    return html + escape(text.slice(last));
  }

  /* A whole text (a message's content, a text display), block by block, as HTML. */
  function render(text, ctx) {
    const lines = String(text || "").split("\n");
    const out = [];
    let paragraph = [];
    const flush = () => {
      if (paragraph.length) out.push(`<div class="md-p">${paragraph.join("<br>")}</div>`);
      paragraph = [];
    };
    for (let i = 0; i < lines.length; i += 1) {
      const line = lines[i];
      const fence = /^```(\w*)\s*$/.exec(line.trim());
      if (fence || line.trim().startsWith("```")) {
        flush();
        const body = [];
        let rest = line.trim().slice(3);
        if (fence) rest = "";
        if (rest.endsWith("```")) {
          out.push(`<pre class="md-code">${escape(rest.slice(0, -3))}</pre>`);
          continue;
        }
        if (rest) body.push(rest);
        for (i += 1; i < lines.length && !lines[i].trim().endsWith("```"); i += 1) body.push(lines[i]);
        if (i < lines.length) {
          const end = lines[i].trim().slice(0, -3);
          if (end) body.push(end);
        }
        out.push(`<pre class="md-code">${escape(body.join("\n"))}</pre>`);
        continue;
      }
      let m = /^(#{1,3}) (.*)$/.exec(line);
      if (m) {
        flush();
        out.push(`<div class="md-h${m[1].length}">${inline(m[2], ctx)}</div>`);
        continue;
      }
      m = /^-# (.*)$/.exec(line);
      if (m) {
        flush();
        out.push(`<div class="md-sub">${inline(m[1], ctx)}</div>`);
        continue;
      }
      if (line.startsWith(">>> ")) {
        flush();
        const rest = [line.slice(4), ...lines.slice(i + 1)].join("\n");
        out.push(`<blockquote>${render(rest, ctx)}</blockquote>`);
        break;
      }
      if (/^> ?/.test(line) && (line.startsWith("> ") || line === ">")) {
        flush();
        const quoted = [];
        for (; i < lines.length && (lines[i].startsWith("> ") || lines[i] === ">"); i += 1) {
          quoted.push(lines[i].slice(2));
        }
        i -= 1;
        out.push(`<blockquote>${render(quoted.join("\n"), ctx)}</blockquote>`);
        continue;
      }
      m = /^(\s*)([-*]|\d+\.) (.*)$/.exec(line);
      if (m) {
        flush();
        const items = [];
        const ordered = /\d/.test(m[2]);
        for (; i < lines.length; i += 1) {
          const item = /^(\s*)([-*]|\d+\.) (.*)$/.exec(lines[i]);
          if (!item || /\d/.test(item[2]) !== ordered) break;
          const depth = Math.min(3, Math.floor(item[1].length / 2));
          const number = ordered ? ` value="${parseInt(item[2], 10)}"` : "";
          items.push(`<li class="depth-${depth}"${number}>${inline(item[3], ctx)}</li>`);
        }
        i -= 1;
        const tag = ordered ? "ol" : "ul";
        out.push(`<${tag} class="md-list">${items.join("")}</${tag}>`);
        continue;
      }
      paragraph.push(inline(line, ctx));
    }
    flush();
    return out.join("");
  }

  return { render, inline, escape, timestamp };
})();
