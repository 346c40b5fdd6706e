/* The battler table page (Treasure Battler, AutoBattler Cube, Bar Battler). Everything shown
   comes from the caller's view and legal_actions (GET /api/v1/battlers/<id>/), re-read by
   live.js after every push: the page never shows a card the view does not give this seat.

   Taps select (cards of the pack, pool, table or augment offer; basics on steppers) and one
   button per action sends it, with its cost on the button. Selections live here, across
   redraws, and are trimmed to the cards still there. A panel that closes is emptied too, so
   the page never keeps a card the view no longer gives (a Rochester pick, a pack after the
   draft).

   Everyone shops, chooses a hand and reports at the same time, so the page's own moves are
   sent without expected_version (the engine checks each against the state it reaches, and a
   neighbour's tap must not bounce ours). Answering an opponent's report is sent with it: a
   confirm must be of the report the player read. */
(function () {
  "use strict";
  const T = window.Treasury;
  const config = JSON.parse(document.getElementById("live-config").textContent);
  const $ = (id) => document.getElementById(id);
  const esc = T.escape;
  const BASIC_NAMES = { W: "Plains", U: "Island", B: "Swamp", R: "Mountain", G: "Forest" };

  let detail = null;
  let view = null;
  let legal = new Set();
  let me = null;          // my seat, or null for a host or spectator
  let mine = null;        // my player entry (with pool, pack, hand)
  let table = null;
  const sel = { pool: [], pack: [], hand: [], table: [], augment: [] };
  let handKey = "";       // which prepare phase the hand selection belongs to
  let chosenBasics = {};  // the start-of-game choice
  let shiftBasics = null; // the basics as the player wants them after a shift or swap
  let shiftFrom = "";
  let reportKey = "";

  // -- words -------------------------------------------------------------------------------
  const costText = (n) => (n === 0 ? "free" : T.counted(n, "treasure"));
  function nameOf(seat) {
    const player = view && view.players[seat];
    return player ? player.name : "seat " + seat;
  }
  function who(seat) { return seat === me ? "You" : nameOf(seat); }
  function card(id) { return view.cards[String(id)] || null; }
  const known = {};  // faces of the cards this phone has seen
  T.faces.lookup = (id) => known[id] || (view && card(id));
  function cardName(id) { const c = card(id); return c ? c.name : "a card"; }
  function basicLabel(name) { return BASIC_NAMES[name] || name; }
  function aBasic(name) { return (/^[aeiou]/i.test(basicLabel(name)) ? "an " : "a ") + basicLabel(name); }
  function basicsHtml(basics) {
    const names = Object.keys(basics || {}).filter((n) => basics[n] > 0);
    if (!names.length) return '<span class="muted">none</span>';
    return names.map((n) => '<span class="basic" data-basic="' + esc(n) + '" title="' + esc(basicLabel(n)) + '">' +
      (basics[n] > 1 ? basics[n] + "\u00a0" : "") + esc(n) +
      '<span class="sr-only"> ' + esc(basicLabel(n)) + "</span></span>").join("");
  }
  function basicsCount(basics) { return Object.values(basics || {}).reduce((a, b) => a + b, 0); }
  function damageText(n) {
    return view.settings.life === "poison" ? n + " poison" : n + " damage";
  }
  function lifeWords(life) {
    return view.settings.life === "poison" ? life + " poison" : life + " HP";
  }
  function lifeText(life) {
    const s = view.settings;
    return s.life === "poison" ? "Poison " + life + "/" + s.life_limit : "HP " + life;
  }
  function manaValue(c) {
    const mv = Number.isInteger(c.mana_value) ? c.mana_value : Number(c.mana_value).toFixed(1);
    return "MV " + mv + (c.mana_cost ? " · " + c.mana_cost : "");
  }
  function resultWords(pairing) {
    const r = pairing.reporter;
    const winner = pairing.result === "win" ? r : pairing.result === "draw" ? null : pairing.seats.find((s) => s !== r);
    if (pairing.result === "draw") return "a draw";
    if (pairing.result === "cannot") return "no winner can be decided";
    const verb = winner === me ? "you won" : nameOf(winner) + " won";
    const loser = pairing.seats.find((s) => s !== winner);
    // where the cards left in the loser's hand add to the damage, the player confirming reads them
    const left = view.settings.damage === "level_plus_hand" && loser >= 0
      ? ", " + T.counted(pairing.cards_left || 0, "card") + " left in " +
        (loser === me ? "your" : nameOf(loser) + "'s") + " hand"
      : "";
    return verb + (pairing.result === "concede" ? " (" + (r === me ? "you" : nameOf(r)) + " conceded)" : "") + left;
  }

  // -- cards as tiles ----------------------------------------------------------------------
  /* A card as a tile: a button that a tap chooses (with the face button beside it, never over
     it), or, where a tap chooses nothing, one that shows the face. */
  function tile(id, zone, opts) {
    const c = card(id);
    if (!c) return "";
    const selectable = opts && opts.selectable;
    const words = T.cardImageHtml(c) + '<span class="card-name">' + esc(c.name) + "</span>" +
      '<span class="card-type">' + esc(c.type_line) + "</span>" +
      '<span class="card-mv">' + esc(manaValue(c)) + "</span>";
    const common = ' class="card" data-card="' + id + '" data-color="' + T.colorLetter(c) + '"';
    if (!selectable) {
      return '<button type="button"' + common + ' data-zone="static" data-face-tap data-face="' + id + '">' + words +
        "</button>";
    }
    return '<div class="tile"><button type="button"' + common + ' data-zone="' + zone + '" aria-pressed="' +
      (sel[zone] || []).includes(id) + '">' + words + "</button>" + T.faceButton(c) + "</div>";
  }
  /* Drawn only when they changed: a push that leaves this phone's cards as they were replaces
     no tile under a finger. */
  function tiles(element, ids, zone, opts, empty) {
    const html = ids.map((id) => tile(id, zone, opts)).join("");
    T.html(element, html || '<p class="empty">' + esc(empty || "No cards") + "</p>");
  }
  function keepSelected(zone, ids) {
    sel[zone] = sel[zone].filter((id) => ids.includes(id));
  }

  // -- basics steppers ---------------------------------------------------------------------
  function steppers(element, counts, editor, canAdd, canRemove) {
    element.innerHTML = view.settings.basic_names.map((n) => {
      const count = counts[n] || 0;
      return '<div class="stepper" role="group" aria-label="' + esc(basicLabel(n)) + '">' +
        '<button type="button" data-step="-1" data-basic="' + esc(n) + '" data-editor="' + editor + '" aria-label="One ' +
        esc(basicLabel(n)) + ' less"' + (canRemove(n, count) ? "" : " disabled") + ">−</button>" +
        '<output><span class="basic" data-basic="' + esc(n) + '">' + esc(n) + "</span> " + count + "</output>" +
        '<button type="button" data-step="1" data-basic="' + esc(n) + '" data-editor="' + editor + '" aria-label="One ' +
        esc(basicLabel(n)) + ' more"' + (canAdd(n, count) ? "" : " disabled") + ">+</button></div>";
    }).join("");
  }
  function basicsDiff(from, to) {
    const give = {};
    const take = {};
    for (const n of new Set([...Object.keys(from), ...Object.keys(to)])) {
      const d = (to[n] || 0) - (from[n] || 0);
      if (d < 0) give[n] = -d;
      if (d > 0) take[n] = d;
    }
    return { give, take, moved: basicsCount(take) };
  }

  // -- the log in words ------------------------------------------------------------------
  function describeEvent(e) {
    const s = e.seat;
    switch (e.type) {
      case "basics_chosen": return who(s) + " chose basics";
      case "picked": return who(s) + " picked " + cardName(e.card);
      case "traded": return who(s) + " traded a card";
      case "picked_from_pack": return who(s) + " took a card from the pack";
      case "rerolled": return who(s) + " re-rolled";
      case "basics_changed": return who(s) + " changed basics";
      case "trashed": return who(s) + " trashed " + (e.cards || []).map(cardName).join(", ");
      case "undone": return who(s) + " undid a shop action";
      case "done_shopping": return who(s) + (s === me ? " are" : " is") + " done shopping";
      case "hand_selected": return who(s) + " chose a hand";
      case "paired": return "Pairings: " + (e.pairings || []).map((p) => p.seats.map(nameOf).join(" v ")).join(", ") +
        (e.d20 ? " (d20: " + e.d20 + ")" : "");
      case "result_reported":
        return who(s) + " reported " + ({ concede: "a concession", cannot: "that no winner can be decided" }[e.result] ||
          "a " + e.result);
      case "result_confirmed": return who(s) + " confirmed the result";
      case "result_disputed": return who(s) + " disputed the result";
      case "result":
        return e.winner === null || e.winner === undefined
          ? e.seats.map(nameOf).join(" and ") + " drew (" + damageText(e.damage) + ")"
          : nameOf(e.winner) + " beat " + nameOf(e.seats.find((x) => x !== e.winner)) + " (" + damageText(e.damage) + ")";
      case "eliminated": return nameOf(s) + " is out";
      case "draft_started": return "The draft began";
      case "draft_ended": return "The draft ended";
      case "carousel": return "Carousel: " + (e.cards || []).length + " cards";
      case "augments_dealt": return who(s) + (s === me ? " were" : " was") + " dealt augments";
      case "augment_chosen": return who(s) + " chose " + cardName(e.augment);
      case "replay": return "A draw is played again";
      case "no_winner": return e.seats.map(nameOf).join(" and ") + " could not decide it: both at " + lifeWords(e.life);
      case "playoff": return "Playoff for the last seat";
      case "playoff_won": return nameOf(s) + " won the playoff";
      case "ghost_rule": return nameOf(s) + " stays at " + e.life;
      case "game_over": return nameOf(e.winner) + " wins the game";
      case "pack_dealt": return "";
      default: return T.SEAT_CHANGES.has(e.type) ? T.seatChangeWords(e) : e.type.replace(/_/g, " ");
    }
  }
  function describe(entry) {
    const parts = (entry.events || []).map(describeEvent).filter(Boolean);
    return parts.length ? parts.join(" · ") : (entry.action || "").replace(/_/g, " ");
  }

  // -- drawing ---------------------------------------------------------------------------
  const show = (element, visible) => { element.hidden = !visible; };
  const enable = (button, allowed) => { button.disabled = !allowed; };

  function counterItems() {
    const c = view.counters;
    const s = view.settings;
    const items = [];
    const label = { stage: "Stage", energy: "Energy", round: "Round" }[s.level_name];
    items.push([label, c[s.level_name]]);
    if (c.round !== undefined && s.level_name !== "round") items.push(["Round", c.round]);
    if (c.match !== undefined) items.push(["Match", c.match]);
    if (s.level_name === "energy") items.push(["Game", c.games + 1]);
    items.push(["Hand", view.hand_size]);
    return items;
  }

  function phaseLine() {
    const s = view.settings;
    const waiting = (detail.waiting_on || view.waiting_on || []).filter((x) => x !== me).map(nameOf);
    const still = waiting.length ? " Waiting on " + waiting.join(", ") + "." : "";
    if (me === null && view.phase !== "finished") {  // a spectator or the host: told what the table does
      const step = { basics: "Choosing basics", draft: "Shopping", prepare: "Choosing hands", fight: "Playing the games",
                     augment: "Choosing augments", rochester: "Rochester draft", carousel: "Carousel" }[view.phase];
      return [(step || view.phase) + "." + still, false];
    }
    switch (view.phase) {
      case "rochester":
      case "carousel": {
        const next = view.pick_order[0];
        const kind = view.phase === "rochester" ? "Rochester draft" : "Carousel";
        return [kind + ": " + (next === me ? "your pick" : nameOf(next) + " picks"), next === me];
      }
      case "basics":
        return legal.has("choose_basics") ? ["Choose " + T.counted(s.start_basics, "basic") + " to start", true]
          : ["Basics chosen." + still, false];
      case "draft":
        return legal.has("done_shopping") ? ["Shop, then tap Done shopping", true] : ["Done shopping." + still, false];
      case "prepare":
        return mine && mine.hand_ready ? ["Hand chosen." + still, false]
          : ["Choose a hand of " + Math.min(view.hand_size, mine ? mine.pool.length : view.hand_size), me !== null];
      case "fight":
        if (legal.has("confirm_result")) return ["Your opponent reported: confirm or dispute", true];
        if (legal.has("report_result")) return ["Play your game, then report the result", true];
        return ["Result in." + still, false];
      case "augment":
        return legal.has("choose_augment") ? ["Choose an augment", true] : ["Augments being chosen." + still, false];
      case "finished":
        return ["Game over: " + (winnerOf(view) === me ? "you win!" : nameOf(winnerOf(view)) + " wins"), winnerOf(view) === me];
      default:
        return [view.phase, false];
    }
  }

  /* The last player standing: the one winner of the game's ending. */
  const winnerOf = (v) => v.ending.winners[0];

  function render(d, log) {
    detail = d;
    view = d.view;
    for (const [id, c] of Object.entries(view.cards)) known[id] = Object.assign({ id: Number(id) }, c);
    legal = new Set(d.legal_actions);
    me = d.you.seat;
    mine = me === null ? null : view.players[me];
    const s = view.settings;
    const phase = view.phase;

    $("counters").innerHTML = counterItems().map(([label, value]) =>
      "<li>" + esc(label) + " <strong>" + esc(value) + "</strong></li>").join("");
    const [line, yours] = phaseLine();
    $("phase-line").textContent = line;
    $("phase-line").classList.toggle("you", !!yours);
    const [help, anchor] = stepHelp();
    $("step-help-text").textContent = help;
    $("step-rules").href = $("step-rules").href.split("#")[0] + "#" + anchor;
    $("step-rules").setAttribute("aria-label", "Rules: " + anchor);

    const banner = $("banner");
    const myPairing = me === null ? null : view.pairings.find((p) => p.seats.includes(me));
    if (phase === "finished") {
      banner.textContent = "Game over: " + (winnerOf(view) === me ? "you win!" : nameOf(winnerOf(view)) + " wins.");
    } else if (myPairing && myPairing.status === "disputed") {
      banner.textContent = "The result is disputed: talk it over, then report it again.";
    } else if (mine && !mine.alive && !view.in_play.includes(me)) {
      banner.textContent = "You are out: you can still follow the table.";
    }
    show(banner, phase === "finished" || !!(myPairing && myPairing.status === "disputed") ||
      !!(mine && !mine.alive && !view.in_play.includes(me)));

    // me
    show($("me"), !!mine);
    if (mine) {
      $("my-treasures").textContent = mine.treasures;
      $("my-treasures-word").textContent = mine.treasures === 1 ? "treasure" : "treasures";
      $("my-life").textContent = lifeText(mine.life);
      $("my-basics").innerHTML = basicsHtml(mine.basics);
    }

    renderBasicsChoice();
    renderTableDraft();
    renderAugments();
    renderPairing(myPairing);
    renderHand();
    renderShop();

    // the pool, read only, when no panel above is using it
    const poolInUse = phase === "draft" || (phase === "prepare" && legal.has("select_hand"));
    show($("pool-box"), !!mine && !poolInUse);
    if (!mine || poolInUse) {
      T.html($("hand-static"), "");
      T.html($("pool-static"), "");
    } else {
      const hand = mine.hand || [];
      const rest = mine.pool.filter((id) => !hand.includes(id));
      $("pool-box-title").textContent = "Your pool (" + mine.pool.length + ")";
      for (const id of ["hand-static-title", "hand-static", "rest-static-title"]) show($(id), hand.length > 0);
      $("hand-static-title").textContent = "Your hand (" + hand.length + ")";
      $("rest-static-title").textContent = "The rest of your pool (" + rest.length + ")";
      tiles($("hand-static"), hand, "static");
      tiles($("pool-static"), rest, "static");
    }

    // players: public facts only
    $("life-head").textContent = s.life === "poison" ? "Poison" : "HP";
    $("players").tBodies[0].innerHTML = view.players.map((p) => {
      const badges = [];
      if (p.seat === me) badges.push('<span class="badge you">you</span>');
      if (!p.alive) badges.push('<span class="badge">out</span>');
      if (phase === "draft" && view.in_play.includes(p.seat)) badges.push(p.done ? '<span class="badge ok">done</span>' : '<span class="badge">shopping</span>');
      if (phase === "prepare" && view.in_play.includes(p.seat)) badges.push(p.hand_ready ? '<span class="badge ok">hand ready</span>' : '<span class="badge">choosing</span>');
      if (phase === "basics" && basicsCount(p.basics)) badges.push('<span class="badge ok">ready</span>');
      if (p.streak >= 2) badges.push('<span class="badge">' + p.streak + " wins</span>");
      if (p.streak <= -2) badges.push('<span class="badge">' + -p.streak + " losses</span>");
      const sub = "Pool " + p.pool_count + (p.pack_count ? " · pack " + p.pack_count : "") +
        (p.augments.length ? " · " + p.augments.map(cardName).join(", ") : "");
      return '<tr data-seat="' + p.seat + '" class="' + [p.seat === me && "me", !p.alive && "dead"].filter(Boolean).join(" ") +
        '"><td><div>' + esc(p.name) + " " + badges.join(" ") + '</div><div class="sub">' + esc(sub) + "</div></td>" +
        '<td class="num treasures" data-treasures="' + p.treasures + '">' + p.treasures + "</td>" +
        '<td class="basics-cell"><span class="basics-list">' + basicsHtml(p.basics) + "</span></td>" +
        '<td class="num life" data-life="' + p.life + '">' + p.life + (s.life === "poison" ? "" : "") + "</td></tr>";
    }).join("");

    // standings
    $("standings").innerHTML = view.standings.map((row) =>
      '<li class="' + (row.seat === me ? "me" : "") + '" data-seat="' + row.seat + '"><span class="place">' + row.place +
      "</span><span>" + esc(row.name) + (row.alive ? "" : ' <span class="badge">out</span>') + '</span><span class="num">' +
      esc(lifeText(row.life)) + "</span></li>").join("");

    // log and the face-up pile (public)
    $("log").innerHTML = log.slice().reverse().map((entry) =>
      '<li><span class="seq">' + entry.seq + "</span><span>" + esc(describe(entry)) + "</span></li>").join("") ||
      '<li class="muted">Nothing yet</li>';
    $("yard-count").textContent = view.pack_yard.length;
    $("yard").textContent = view.pack_yard.map(cardName).join(", ") || "Empty";

    const focus = ["choose-basics", "table-draft", "augments", "pairing", "hand-select", "shop"].map($)
      .find((section) => !section.hidden);
    T.turn(me !== null && !!yours && phase !== "finished" && legal.size > 0,
           { focus, what: line, waitingOn: detail.waiting_on || view.waiting_on });
  }

  /* One line of what the phase means, and its section of the rules page. */
  function stepHelp() {
    switch (view.phase) {
      case "basics": return ["Basics: choose your starting basic lands; they are public.", "basics"];
      case "rochester": case "carousel": return ["Cards lie face up: each player takes one in the order shown.", "rochester"];
      case "augment": return ["Augments: keep one; it sits beside your pool and counts toward no limit.", "augments"];
      case "draft": return ["Shop: each button shows its cost in treasures; tap Done shopping when finished.", "shop"];
      case "prepare": return ["Choose your hand for the next game from your pool.", "hand"];
      case "fight": return ["Play your game in paper; one player reports, the other confirms or disputes.", "play"];
      case "finished": return ["The game is over.", "ghost"];
      default: return ["", "play"];
    }
  }

  function renderBasicsChoice() {
    const open = legal.has("choose_basics");
    show($("choose-basics"), open);
    if (!open) { chosenBasics = {}; return; }
    const wanted = view.settings.start_basics;
    const total = basicsCount(chosenBasics);
    $("choose-basics-title").textContent = "Choose " + T.counted(wanted, "basic");
    $("basics-count").textContent = total + " of " + wanted;
    $("basics-count").classList.toggle("full", total === wanted);
    steppers($("basics-steppers"), chosenBasics, "choose", () => total < wanted, (n, count) => count > 0);
    enable($("confirm-basics"), total === wanted);
  }

  function renderTableDraft() {
    const open = (view.phase === "rochester" || view.phase === "carousel") && view.table.length > 0;
    show($("table-draft"), open);
    if (!open) { sel.table = []; T.html($("table-cards"), ""); return; }
    const act = view.phase === "rochester" ? "rochester_pick" : "carousel_pick";
    const mineToPick = legal.has(act);
    $("table-draft-title").textContent = view.phase === "rochester" ? "Rochester draft" : "Carousel";
    const order = view.pick_order.slice(0, 8).map((x) => (x === me ? "you" : nameOf(x)));
    const more = view.pick_order.length > order.length ? " … (" + view.pick_order.length + " picks)" : "";
    $("table-order").textContent = (mineToPick ? "Your pick. " : "") + "Order: " + order.join(", ") + more;
    keepSelected("table", view.table);
    tiles($("table-cards"), view.table, "table", { selectable: mineToPick });
    const button = $("table-pick");
    button.dataset.act = view.phase === "rochester" ? "rochester_pick" : "carousel_pick";
    show(button, mineToPick);
    enable(button, mineToPick && sel.table.length === 1);
    button.textContent = sel.table.length ? "Pick " + cardName(sel.table[0]) : "Tap a card to pick it";
  }

  function renderAugments() {
    const offer = mine ? mine.augment_offer || [] : [];
    const open = legal.has("choose_augment") && offer.length > 0;
    show($("augments"), open);
    if (!open) { sel.augment = []; T.html($("augment-cards"), ""); return; }
    keepSelected("augment", offer);
    tiles($("augment-cards"), offer, "augment", { selectable: true });
    enable($("choose-augment"), sel.augment.length === 1);
    $("choose-augment").textContent = sel.augment.length ? "Choose " + cardName(sel.augment[0]) : "Tap an augment";
  }


  function renderPairing(pairing) {
    show($("pairing"), !!pairing || (view.pairings.length > 0 && me === null));
    const others = view.pairings.filter((p) => p !== pairing);
    const statusWord = { playing: "playing", reported: "reported", disputed: "disputed", confirmed: "done" };
    $("other-pairings").innerHTML = others.map((p) => "<li>" + esc(p.seats.map(nameOf).join(" v ")) + " · " +
      esc(statusWord[p.status]) + "</li>").join("");
    $("pairing-title").textContent = pairing ? "Your game" : "Games";
    if (!pairing) {
      $("versus").textContent = "";
      $("first-player").textContent = "";
      show($("report"), false);
      return;
    }
    const rival = pairing.seats.find((x) => x !== me);
    $("versus").textContent = "You v " + nameOf(rival) + (pairing.playoff ? " · playoff" : "") +
      (pairing.replay ? " · replay" : "");
    let first = "";
    if (pairing.first !== null && pairing.first !== undefined) {
      first = pairing.first === me ? "You go first." : nameOf(pairing.first) + " goes first.";
    } else if (pairing.chooser !== null && pairing.chooser !== undefined) {
      first = pairing.chooser === me ? "You choose who goes first." : nameOf(pairing.chooser) + " chooses who goes first.";
    }
    $("first-player").textContent = first;

    const canReport = legal.has("report_result");
    const canAnswer = legal.has("confirm_result");
    const fighting = view.phase === "fight";
    show($("report"), fighting);
    if (!fighting) return;
    let text = "Report the result when your game is over.";
    if (pairing.status === "reported" && pairing.reporter === me) {
      text = "You reported: " + resultWords(pairing) + ". Waiting for " + nameOf(rival) + " to confirm (you can still change it).";
    } else if (pairing.status === "reported") {
      text = nameOf(rival) + " reported: " + resultWords(pairing) + ". Is that right?";
    } else if (pairing.status === "disputed") {
      text = "Disputed: agree on the result and report it again.";
    } else if (pairing.status === "confirmed") {
      text = "Confirmed: " + resultWords(pairing) + ".";
    }
    $("report-text").textContent = text;
    const s = view.settings;
    show($("cards-left-box"), canReport && s.damage === "level_plus_hand");
    $("cards-left").max = String(view.hand_size);
    show($("treasures-left").parentElement, canReport || canAnswer);
    const key = [view.counters.games, pairing.status, pairing.reporter].join(":");
    if (key !== reportKey && document.activeElement !== $("treasures-left")) {
      reportKey = key;
      $("treasures-left").value = mine ? String(mine.treasures) : "";
      $("cards-left").value = "0";
    }
    for (const result of ["win", "loss", "draw", "concede"]) {
      const button = $("report-" + result);
      show(button, canReport && (result !== "concede" || s.concessions));
    }
    show($("answer-buttons"), canAnswer);
    // A replay is played until it has a winner; the players may say they cannot decide it.
    const canGiveUp = legal.has("cannot_decide");
    show($("cannot-decide"), canGiveUp);
    show($("replay-hint"), canGiveUp);
    $("replay-hint").textContent = !canGiveUp ? "" : pairing.playoff
      ? "A drawn playoff is played again until someone wins. If you cannot decide it, a coin will."
      : "A draw would have knocked you both out: play again until someone wins. If you cannot, you both go to " +
        lifeWords(s.life === "poison" ? s.life_limit - 1 : 1) + ".";
  }

  function renderHand() {
    const open = legal.has("select_hand") && !!mine;
    show($("hand-select"), open);
    if (!open) { T.html($("hand-cards"), ""); return; }
    const key = view.counters.games + ":" + view.phase;
    if (key !== handKey) {
      handKey = key;
      sel.hand = mine.hand.slice();
    }
    keepSelected("hand", mine.pool);
    const size = Math.min(view.hand_size, mine.pool.length);
    $("hand-title").textContent = "Choose your hand of " + size;
    $("hand-count").textContent = sel.hand.length + " of " + size;
    $("hand-count").classList.toggle("full", sel.hand.length === size);
    $("hand-hint").textContent = mine.hand_ready
      ? "Your hand is in. You can change it until everyone is ready."
      : "Tap cards of your pool to put them in your hand.";
    tiles($("hand-cards"), mine.pool, "hand", { selectable: true });
    const same = mine.hand_ready && sel.hand.length === mine.hand.length && sel.hand.every((id) => mine.hand.includes(id));
    const button = $("select-hand");
    enable(button, sel.hand.length === size && !same);
    button.textContent = same ? "Hand chosen" : mine.hand_ready ? "Change hand" : "Play this hand";
  }

  function renderShop() {
    const s = view.settings;
    const open = view.phase === "draft" && !!mine && view.in_play.includes(me);
    show($("shop"), open);
    if (!open) {
      sel.pool = [];
      sel.pack = [];
      shiftBasics = null;
      T.html($("pack"), "");
      T.html($("pool"), "");
      return;
    }
    const shopping = legal.has("done_shopping");
    keepSelected("pool", mine.pool);
    keepSelected("pack", mine.pack);
    const packTaps = shopping && (legal.has("trade") || legal.has("pick"));
    const poolTaps = shopping && (legal.has("trade") || legal.has("trash"));
    if (!packTaps) sel.pack = [];
    if (!poolTaps) sel.pool = [];
    $("pack-title").textContent = "Your pack (" + mine.pack.length + ")";
    $("pool-title").textContent = "Your pool (" + mine.pool.length + (view.pool_cap ? " of " + view.pool_cap : "") + ")";
    tiles($("pack"), mine.pack, "pack", { selectable: packTaps }, "Your pack is empty");
    tiles($("pool"), mine.pool, "pool", { selectable: poolTaps }, "Your pool is empty");

    // the hint: what a tap will do
    let hint;
    if (!shopping) {
      const waiting = (view.waiting_on || []).filter((x) => x !== me).map(nameOf);
      hint = "You are done shopping." + (waiting.length ? " Waiting on " + waiting.join(", ") + "." : "");
    } else if (s.shop === "trade") {
      hint = sel.pool.length === 1 && sel.pack.length === 1
        ? "Trade " + cardName(sel.pool[0]) + " for " + cardName(sel.pack[0]) + "."
        : "Tap a pool card and a pack card to swap them.";
    } else {
      hint = sel.pack.length ? "Take " + cardName(sel.pack[0]) + " into your pool." : "Tap a pack card to take it.";
      if (s.trash_cards) hint += " Tap " + s.trash_cards + " pool cards to trash them.";
    }
    $("shop-hint").textContent = hint;

    const trade = $("trade");
    show(trade, s.shop === "trade");
    enable(trade, legal.has("trade") && sel.pool.length === 1 && sel.pack.length === 1);
    const pick = $("pick");
    show(pick, s.shop === "pick");
    $("pick-cost").textContent = s.free_picks
      ? (s.extra_pick_cost === null ? "free" : s.free_picks + " free, then " + costText(s.extra_pick_cost))
      : costText(s.extra_pick_cost || 0);
    enable(pick, legal.has("pick") && sel.pack.length === 1);
    const trash = $("trash");
    show(trash, s.trash_cards !== null);
    $("trash-n").textContent = s.trash_cards;
    enable(trash, legal.has("trash") && sel.pool.length === s.trash_cards && sel.pack.length === 0);
    $("reroll-cost").textContent = costText(s.reroll_cost);
    enable($("reroll"), legal.has("reroll"));
    $("reroll").setAttribute("aria-label", "Re-roll your pack for " + costText(s.reroll_cost));
    enable($("undo"), legal.has("undo"));

    // basics: shift (Treasure, AutoBattler) or swap one (Bar), on steppers
    const shiftCost = s.shift_basics_cost;
    const swapCost = s.swap_basic_cost;
    const editable = shiftCost !== null || swapCost !== null;
    show($("basics-shop"), editable);
    if (editable) {
      const from = JSON.stringify(mine.basics);
      if (from !== shiftFrom || !shiftBasics) {
        shiftFrom = from;
        shiftBasics = Object.assign({}, mine.basics);
      }
      const owned = basicsCount(mine.basics);
      const can = shopping && (legal.has("shift_basics") || legal.has("swap_basic"));
      steppers($("shift-steppers"), shiftBasics, "shift", () => can && basicsCount(shiftBasics) < owned,
        (n, count) => can && count > 0);
      const diff = basicsDiff(mine.basics, shiftBasics);
      const useShift = shiftCost !== null;
      const button = $("shift-basics");
      button.dataset.act = useShift ? "shift_basics" : "swap_basic";
      button.firstChild.textContent = useShift ? "Shift basics " : "Swap a basic ";
      $("shift-cost").textContent = costText(useShift ? shiftCost : swapCost);
      const balanced = diff.moved > 0 && basicsCount(shiftBasics) === owned && (useShift || diff.moved === 1);
      enable(button, can && balanced);
      $("shift-title").textContent = "Your basics: tap − then + to " + (useShift ? "shift them" : "swap one");
    }
    const buyBox = $("buy-box");
    show(buyBox, mine.buy_basic_cost !== null);
    if (mine.buy_basic_cost !== null) {
      const cost = mine.buy_basic_cost;  // from the view: the rule lives in the engine
      $("buy-cost").textContent = costText(cost);
      const allowed = legal.has("buy_basic");
      $("buy-buttons").innerHTML = s.basic_names.map((n) =>
        '<button type="button" data-act="buy_basic" data-basic="' + esc(n) + '" aria-label="Buy ' + esc(aBasic(n)) +
        " for " + costText(cost) + '"' + (allowed ? "" : " disabled") + '><span class="basic" data-basic="' + esc(n) + '">' +
        esc(n) + "</span></button>").join("");
    }
    enable($("done-shopping"), shopping);
    $("done-shopping").textContent = shopping ? "Done shopping" : "Done: waiting for the others";
  }

  function rerender() {
    if (detail) render(detail, table.log);
  }

  // -- taps ------------------------------------------------------------------------------
  function tapCard(zone, id) {
    const list = sel[zone];
    const at = list.indexOf(id);
    if (at >= 0) {
      list.splice(at, 1);
    } else if (zone === "hand") {
      const size = Math.min(view.hand_size, mine.pool.length);
      if (list.length >= size) {
        T.notify("Your hand has " + size + " cards: tap one to take it out first.", "error");
        return;
      }
      list.push(id);
    } else {
      const s = view.settings;
      const limit = zone === "pool" && legal.has("trash") && s.trash_cards ? Math.max(1, s.trash_cards) : 1;
      list.push(id);
      while (list.length > limit) list.shift();
      if (zone === "pool" && s.shop === "pick") sel.pack = [];
      if (zone === "pack" && s.shop === "pick") sel.pool = [];
    }
    rerender();
  }

  function step(editor, name, delta) {
    const counts = editor === "choose" ? chosenBasics : shiftBasics;
    if (!counts) return;
    counts[name] = Math.max(0, (counts[name] || 0) + delta);
    if (!counts[name]) delete counts[name];
    rerender();
  }

  function wholeNumber(input) {
    const text = input.value.trim();
    if (text === "") return null;
    const n = Number(text);
    return Number.isInteger(n) && n >= 0 ? n : NaN;
  }

  async function send(payload, versioned) {
    return table.act(payload, versioned ? undefined : { anyVersion: true });
  }

  async function onAct(button) {
    const act = button.dataset.act;
    let answer;
    switch (act) {
      case "choose_basics":
        answer = await send({ type: act, basics: chosenBasics });
        if (answer) chosenBasics = {};
        break;
      case "rochester_pick":
      case "carousel_pick":
        answer = await send({ type: act, card: sel.table[0] });
        if (answer) sel.table = [];
        break;
      case "choose_augment":
        answer = await send({ type: act, augment: sel.augment[0] });
        if (answer) sel.augment = [];
        break;
      case "trade":
        answer = await send({ type: act, pool_card: sel.pool[0], pack_card: sel.pack[0] });
        if (answer) { sel.pool = []; sel.pack = []; }
        break;
      case "pick":
        answer = await send({ type: act, card: sel.pack[0] });
        if (answer) sel.pack = [];
        break;
      case "trash":
        answer = await send({ type: act, cards: sel.pool.slice() });
        if (answer) sel.pool = [];
        break;
      case "shift_basics":
      case "swap_basic": {
        const diff = basicsDiff(mine.basics, shiftBasics || {});
        const payload = act === "shift_basics" ? { type: act, give: diff.give, take: diff.take }
          : { type: act, give: Object.keys(diff.give)[0], take: Object.keys(diff.take)[0] };
        answer = await send(payload);
        if (answer) shiftBasics = null;
        break;
      }
      case "buy_basic":
        answer = await send({ type: act, basic: button.dataset.basic });
        if (answer) T.notify("You bought " + aBasic(button.dataset.basic) + ".");
        break;
      case "select_hand":
        answer = await send({ type: act, cards: sel.hand.slice() });
        break;
      case "report_result": {
        const cardsLeft = $("cards-left-box").hidden ? 0 : wholeNumber($("cards-left"));
        const treasures = wholeNumber($("treasures-left"));
        if (Number.isNaN(cardsLeft) || Number.isNaN(treasures)) {
          T.notify("Type whole numbers of cards and treasures.", "error");
          return;
        }
        answer = await send({ type: act, result: button.dataset.result, cards_left: cardsLeft || 0, treasures });
        break;
      }
      case "confirm_result": {
        const treasures = wholeNumber($("treasures-left"));
        if (Number.isNaN(treasures)) {
          T.notify("Type a whole number of treasures.", "error");
          return;
        }
        answer = await send({ type: act, treasures }, true);
        break;
      }
      case "dispute_result":
        answer = await send({ type: act }, true);
        break;
      case "cannot_decide": {
        const treasures = wholeNumber($("treasures-left"));
        if (Number.isNaN(treasures)) {
          T.notify("Type a whole number of treasures.", "error");
          return;
        }
        answer = await send({ type: act, treasures });
        break;
      }
      default:
        answer = await send({ type: act });
    }
    if (answer) rerender();
  }

  document.addEventListener("click", (event) => {
    const stepper = event.target.closest("button[data-step]");
    if (stepper) {
      if (!stepper.disabled) step(stepper.dataset.editor, stepper.dataset.basic, Number(stepper.dataset.step));
      return;
    }
    const tileButton = event.target.closest("button.card[data-card]");
    if (tileButton) {
      if (tileButton.dataset.zone !== "static") tapCard(tileButton.dataset.zone, Number(tileButton.dataset.card));
      return;
    }
    const button = event.target.closest("button[data-act]");
    if (!button || button.disabled) return;
    onAct(button);
  });

  table = T.live(Object.assign(config, { render, log: 10 }));
  window.treasuryTable = table;
})();
