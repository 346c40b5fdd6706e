/* The Cube Saga table page. Everything shown comes from the caller's view and legal_actions
   (GET /api/v1/sagas/<id>/), re-read by live.js after every push. What the player is in the
   middle of choosing (the deck being built, cards tapped for a sale or a pick, the market slot
   about to be bought) lives here in the page until it is sent; the deck being built is also kept
   in localStorage, so a reload does not lose it. */
(function () {
  "use strict";
  const T = window.Treasury;
  const config = JSON.parse(document.getElementById("live-config").textContent);
  const saga = JSON.parse(document.getElementById("saga-config").textContent);
  const $ = (id) => document.getElementById(id);
  const esc = T.escape;
  const base = "/api/v1/" + config.plural + "/" + config.game + "/";
  // The rules' numbers (deck minimum, proof-of-concept prices, the thief's fee) come from the view.
  const BASIC_COLORS = { Plains: "W", Island: "U", Swamp: "B", Mountain: "R", Forest: "G", Wastes: "C" };
  const COLOR_ORDER = "WUBRGMCL";

  let table = null;
  let detail = null;
  let view = null;
  let legal = new Set();
  let log = [];
  let shownVersion = -1;
  const known = {};  // every card this page has seen, by id: the log names cards that left the view

  // what the player is choosing now; reset when the step changes
  let choiceKey = "";
  let chosen = [];  // ordered card ids (sales, picks, piles, insurance)
  let slot = null;  // {row, column} of the market
  let single = null;  // one card (forced sale, thief)
  let draft = null;  // {key, deck: [ids], basics: {name: n}, follow: null|bool}
  let problems = [];
  let wasRegistering = null;
  const filters = { color: "", type: "" };  // what the builder's list shows ("": everything)
  const TYPE_FILTERS = ["Creature", "Instant", "Sorcery", "Artifact", "Enchantment", "Planeswalker", "Land"];
  const COLOR_FILTERS = [["W", "White"], ["U", "Blue"], ["B", "Black"], ["R", "Red"], ["G", "Green"],
                         ["M", "Multicolored"], ["C", "Colorless"], ["L", "Land"]];
  const BASIC_OF = { W: "Plains", U: "Island", B: "Swamp", R: "Mountain", G: "Forest" };
  T.faces.lookup = (id) => known[id];

  // -- small helpers -----------------------------------------------------------------------
  function show(element, visible) { element.hidden = !visible; }
  function card(id) { return known[id] || { id, name: "card " + id, types: [], colors: [] }; }
  function cardName(id) { return card(id).name; }
  function nameOf(seat) {
    const player = view && view.players[seat];
    return player ? player.name : "the table";
  }
  function who(seat) { return detail && seat === detail.you.seat ? "You" : nameOf(seat); }
  function names(ids) { return (ids || []).map(cardName).join(", "); }
  function words(type) { return (type || "").replace(/_/g, " "); }
  function signed(n) { return (n > 0 ? "+" : "") + n; }
  function colorKey(c) {
    return (c.types || []).includes("Land") ? "L" : T.colorLetter(c);
  }
  function sortIds(ids) {
    return ids.slice().sort((a, b) => {
      const x = card(a), y = card(b);
      return COLOR_ORDER.indexOf(colorKey(x)) - COLOR_ORDER.indexOf(colorKey(y)) ||
        (x.mana_value || 0) - (y.mana_value || 0) || x.name.localeCompare(y.name);
    });
  }
  function meta(c) {
    const cost = (c.mana_cost || "").replace(/[{}]/g, "");
    return [cost, c.type_line].filter(Boolean).join(" · ");
  }
  /* One card: a button when it can be tapped (role says what a tap does), else a plain line. */
  function cardHtml(id, role, opts) {
    opts = opts || {};
    const c = card(id);
    const inner = '<span><span class="nm">' + esc(c.name) + '</span><span class="meta">' + esc(meta(c)) + "</span></span>" +
        (opts.tag ? '<span class="tag' + (opts.move ? " move" : "") + '" aria-hidden="' + (opts.move ? "true" : "false") + '">' +
        esc(opts.tag) + "</span>" : "");
    if (!role) {
      return '<li><button type="button" class="card static" data-face-tap data-face="' + id + '" data-color="' + colorKey(c) +
        '" data-card="' + id + '">' + inner + "</button></li>";
    }
    // a tap on the card chooses it; its face is the button beside it (table.js T.faceButton)
    return '<li class="tile"><button type="button" class="card" data-role="' + role + '" data-card="' + id +
      '" data-color="' + colorKey(c) +
      '" aria-pressed="' + (opts.pressed ? "true" : "false") + '"' + (opts.disabled ? " disabled" : "") +
      (opts.label ? ' aria-label="' + esc(opts.label) + '"' : "") + ">" + inner + "</button>" + T.faceButton(c) + "</li>";
  }
  function list(element, ids, role, opts, empty) {
    element.innerHTML = ids.length ? ids.map((id) => cardHtml(id, role, opts ? opts(id) : {})).join("")
      : '<li class="muted small">' + esc(empty || "None") + "</li>";
  }
  function myPlayer() {
    const seat = view.seat;
    const player = seat === null || seat === undefined ? null : view.players[seat];
    return player && "deck" in player ? player : null;
  }
  function stipulationNow() {
    return view.theme && view.theme.kind === "stipulation" && view.season === "spring";
  }
  function termsText(theme) {
    const terms = saga.themes[theme.name] || {};
    if (theme.kind === "effect") return terms.always ? "For everyone: " + terms.always + "." : "";
    const parts = [];
    if (terms.reward) parts.push("Followed: " + terms.reward + ".");
    if (terms.penalty) parts.push("Not followed: " + terms.penalty + ".");
    if (!terms.checked) parts.push("Declared by each player (not checked).");
    return parts.join(" ");
  }

  /* A reported result in words: the skirmish's winner or a draw, or a duel game's winner. */
  function reportWords(kind, report) {
    if (kind === "report_skirmish") return report.winner === null ? "the skirmish was a draw" : nameOf(report.winner) + " won the skirmish";
    return nameOf(report.winner) + " won duel game " + (report.game || view.games.length + 1);
  }

  // -- the log in words ------------------------------------------------------------------
  function describeEvent(e) {
    const s = e.seat;
    switch (e.type) {
      case "deck_registered":
        return who(s) + " registered a deck of " + e.size +
          (e.follow_theme === true ? ", following the theme" : e.follow_theme === false ? ", not following the theme" : "");
      case "play_draw_chosen": return who(s) + " chose: " + nameOf(e.play_first) + " plays first";
      case "result_reported": return who(s) + " reported: " + reportWords(e.report, e);
      case "result_confirmed": return who(s) + " confirmed the result";
      case "result_disputed": return who(s) + " disputed the result";
      case "skirmish_reported":
        return who(s) + " reported the skirmish: " + (e.winner === null ? "a draw" : nameOf(e.winner) + " won, +" + view.rules.skirmish_spoils + " gold");
      case "proof_of_concept":
        return who(s) + (e.cards.length ? " sold " + names(e.cards) + " (Proof of Concept)" : " sold nothing (Proof of Concept)");
      case "booster_dealt": return "Fresh Ideas: " + e.count + " cards for " + nameOf(s);
      case "market_dealt": return "The market opened";
      case "bought": return who(s) + " bought " + cardName(e.card) + " for " + e.price;
      case "passed": return who(s) + " passed";
      case "trading_day_over": return "Trading day over: " + e.to_private_collections.length + " cards to the Private Collections";
      case "duel_game_reported": return "Duel game " + e.game + ": " + nameOf(e.winner) + " won";
      case "glory": return nameOf(e.winner) + " won the duel: +" + view.rules.duel_gold[0] + " gold, " + e.vp + " VP";
      case "saga_won": return nameOf(e.winner) + " won the saga";
      case "trending_revealed":
        return nameOf(s) + " trending: " + e.cards.map((pair) => cardName(pair[0]) + " (" + pair[1] + ")").join(", ");
      case "forced_sale": return who(s) + (e.card === null ? " forced no sale" : " forced the sale of " + cardName(e.card));
      case "trending_sold": return who(s) + (e.cards.length ? " sold " + names(e.cards) : " sold no trending card");
      case "theme_revealed": return "Year " + e.year + "'s theme: " + e.name;
      case "solomon_split": return who(s) + " split the Solomon cards";
      case "solomon_chosen": return who(s) + " chose Solomon pile " + e.pile.toUpperCase();
      case "learning_booster_dealt": return "Learning from Mistakes: a booster of " + e.count + " for " + nameOf(s);
      case "picked": return who(s) + " picked " + T.counted(e.count, "card");
      case "booster_passed": return "The booster went on to " + nameOf(s);
      case "booster_leftovers": return "Booster leftovers to the Private Collections";
      case "insured": return who(s) + " insured " + T.counted(e.cards.length, "card");
      case "thief_hired":
        return who(s) + " hired a thief on " + (e.from === "opponent" ? nameOf(1 - s) + "'s sideboard" : "the Private Collections");
      case "card_stolen": {
        const stolen = e.card !== undefined ? e.card : e.secret && e.secret.card;
        return who(s) + " stole " + (stolen !== undefined ? cardName(stolen) : "a card of " + nameOf(1 - s) + "'s sideboard");
      }
      case "insurance_claimed": return nameOf(s) + " gained " + e.gold + " gold: " + cardName(e.card) + " was insured";
      case "thief_declined": return who(s) + " hired no thief";
      case "undone":
        return (e.by_consent ? "By consent, " + nameOf(e.of) + "'s " : who(s) + " took back their ") + words(e.action) +
          " was undone";
      case "undo_proposed": return who(s) + " asked to undo " + nameOf(e.of) + "'s " + words(e.action);
      case "undo_refused": return who(s) + " dropped the undo";
      case "gold_adjustment_proposed":
        return who(s) + " proposed " + nameOf(e.for) + " " + signed(e.delta) + " gold (" + e.reason + ")";
      case "gold_adjusted":
        return nameOf(e.seat) + " " + signed(e.delta) + " gold (" + e.reason + "), agreed by " + nameOf(e.agreed_by);
      case "gold_adjustment_refused": return who(s) + " dropped the gold correction";
      case "pool_refilled": return "A pool was refilled from the Private Collections";
      default: return T.SEAT_CHANGES.has(e.type) ? T.seatChangeWords(e) : e.type.replace(/_/g, " ");
    }
  }
  function describe(entry) {
    const parts = (entry.events || []).map(describeEvent).filter(Boolean);
    return parts.length ? parts.join(" · ") : (entry.action || "").replace(/_/g, " ");
  }

  // -- the choices of this step ------------------------------------------------------------
  function resetChoices() {
    const key = [view.year, view.step, view.waiting_on.join(",")].join("|");
    if (key !== choiceKey) {
      choiceKey = key;
      chosen = [];
      slot = null;
      single = null;
    }
  }
  function draftKey() {
    return "saga-draft:" + config.game + ":" + view.seat + ":" + view.year + ":" + view.season;
  }
  function saveDraft() {
    try { localStorage.setItem(draft.key, JSON.stringify(draft)); } catch (full) { /* private mode: memory only */ }
  }
  function syncDraft(me) {
    const key = draftKey();
    if (!draft || draft.key !== key) {
      let stored = null;
      try { stored = JSON.parse(localStorage.getItem(key) || "null"); } catch (bad) { stored = null; }
      const last = me.registrations.length ? me.registrations[me.registrations.length - 1] : null;
      draft = stored || { key, deck: me.deck.slice(), basics: Object.assign({}, last ? last.basics : {}), follow: null };
      problems = [];
    }
    const pool = new Set(me.deck.concat(me.sideboard));
    draft.deck = draft.deck.filter((id) => pool.has(id));
  }
  function basicsTotal() {
    return Object.values(draft.basics).reduce((sum, n) => sum + n, 0);
  }

  // -- drawing ---------------------------------------------------------------------------
  function render(d, entries) {
    detail = d;
    view = d.view;
    log = entries || log;
    legal = new Set(d.legal_actions);
    for (const [id, c] of Object.entries(view.cards)) known[id] = c;
    resetChoices();
    draw();
  }

  function draw() {
    const me = detail.you.seat;
    const season = view.season.charAt(0).toUpperCase() + view.season.slice(1);
    $("step-line").textContent = "Year " + view.year + " · " + season + " · " + (saga.steps[view.step] || view.step);
    const waiting = $("waiting");
    waiting.textContent = view.waiting_on_text;
    waiting.classList.toggle("you", me !== null && view.waiting_on.includes(me));

    const result = $("result");
    show(result, view.ending !== null);
    if (view.ending !== null) result.textContent = view.ending.reason + ".";

    drawPlayers(me);
    drawTheme();
    drawStage(me);
    drawMarket(me);
    drawPool();
    drawCorrections(me);

    if (detail.version !== shownVersion) {  // a new picture after every change
      shownVersion = detail.version;
      drawTimeline();
    }
    const [help, anchor] = stepHelp();
    $("step-help-text").textContent = help;
    $("step-rules").href = $("step-rules").href.split("#")[0] + "#" + anchor;
    $("step-rules").setAttribute("aria-label", "Rules: " + anchor.replace(/-/g, " "));
    const mine = me !== null && view.ending === null && (view.waiting_on.includes(me) ||
      (view.proposal !== null && (legal.has("consent_undo") || legal.has("consent_adjustment"))));
    const focus = legal.has("register_deck") ? $("pool-panel") : legal.has("buy") || legal.has("pass") ? $("market-panel") :
      !$("stage").hidden ? $("stage") : $("corrections");
    T.turn(mine, { focus, what: (view.waiting_on_text || "").replace(/^Waiting on you to /, "").replace(/\.$/, ""),
                   step: [view.year, view.step, view.decision].join("|"), waitingOn: view.waiting_on });
    $("ledger").innerHTML = view.ledger.slice(-8).reverse().map((entry) =>
      '<li><span class="seq">' + entry.seq + "</span><span>" + esc(nameOf(entry.seat)) + " " +
      (entry.delta > 0 ? "+" : "") + entry.delta + " · " + esc(entry.reason) + "</span></li>").join("");
    $("log").innerHTML = log.slice().reverse().map((entry) =>
      '<li><span class="seq">' + entry.seq + "</span><span>" + esc(describe(entry)) + "</span></li>").join("") ||
      '<li class="muted">Nothing yet</li>';
  }

  /* One line of what the step means, and its section of the rules page. */
  function stepHelp() {
    const step = view.step;
    const r = view.rules;
    const lines = [
      [/register/, "Register: both build at once, a deck of " + r.min_deck + "+ from your pool plus basics; the rest is your sideboard.", "register"],
      [/play_draw/, "Play or draw: the starting player chooses who plays first.", "play-draw"],
      [/fall_skirmish/, "The Skirmish: one game; the winner gains " + r.skirmish_spoils + " gold, a draw gives nothing.", "skirmish"],
      [/proof_of_concept/, "Proof of Concept: sell up to " + r.proof_of_concept_prices.length + " cards that ended outside your library, for " + r.proof_of_concept_prices.join(", ") + " gold.", "proof-of-concept"],
      [/insurance/, "Insurance: " + r.insurance_fee + " gold a card; a stolen insured card pays its owner " + r.insurance_claim + ".", "insurance"],
      [/thief/, "Hire a Thief: " + r.thief_fee + " gold to steal one card from a pile, or decline.", "thief"],
      [/winter_market|summer_fair/, "Market: in turn buy one card (each card shows its price) or pass; two passes in a row end it.", "market"],
      [/spring_duel/, "The Duel: best of three; the winner gains " + r.duel_gold[0] + " gold and 1 VP, the loser " + r.duel_gold[1] + " gold.", "duel"],
      [/force_sale|sells/, "Trending Cards: the loser may force one sale, then each sells what they choose.", "trending"],
      [/solomon/, "Year of Solomon: the opponent splits the " + r.solomon_cards + " cards into two piles; the player takes one.", "solomon"],
      [/picks|learning/, "Learning from Mistakes: the loser picks " + r.learning_picks[0] + " of the booster, then the winner " + r.learning_picks[1] + ".", "learning"],
    ];
    if (view.ending !== null) return ["The saga is over.", "duel"];
    if (view.report) return ["A result was reported: the other player confirms it, or disputes it to report it again.", view.step === "spring_duel" ? "duel" : "skirmish"];
    const found = lines.find(([pattern]) => pattern.test(step));
    return found ? [found[1], found[2]] : ["The table is dealing: nothing to do.", "register"];
  }

  /* Both players' gold across the saga, drawn here at the phone's width in the page's own
     colors (light or dark), with its axis values and each player's last gold and VPs. */
  function drawTimeline() {
    const points = view.timeline.concat([{ year: view.year, season: view.season, step: view.step,
      gold: view.players.map((p) => p.gold), vp: view.players.map((p) => p.vp) }]);
    const box = $("timeline");
    const width = Math.max(260, Math.round(box.clientWidth || 320)), height = 190;
    const left = 34, right = 12, top = 12, bottom = 30;
    const most = Math.max(10, ...points.map((p) => Math.max(...p.gold)));
    const step = most <= 30 ? 10 : most <= 60 ? 20 : 50;
    const ceiling = Math.ceil(most / step) * step;
    const x = (i) => left + (points.length < 2 ? 0 : i * (width - left - right) / (points.length - 1));
    const y = (g) => top + (height - top - bottom) * (1 - g / ceiling);
    const parts = [];
    for (let g = 0; g <= ceiling; g += step) {
      parts.push('<line class="grid" x1="' + left + '" x2="' + (width - right) + '" y1="' + y(g) + '" y2="' + y(g) + '"/>' +
        '<text class="axis" x="' + (left - 5) + '" y="' + (y(g) + 4) + '" text-anchor="end">' + g + "</text>");
    }
    let lastYear = null;
    points.forEach((p, i) => {
      if (p.year !== lastYear) {
        lastYear = p.year;
        parts.push('<line class="year" x1="' + x(i) + '" x2="' + x(i) + '" y1="' + top + '" y2="' + (height - bottom) + '"/>' +
          '<text class="axis" x="' + x(i) + '" y="' + (height - bottom + 16) + '" text-anchor="' + (i ? "middle" : "start") +
          '">Year ' + p.year + "</text>");
      }
    });
    view.players.forEach((player, seat) => {
      const path = points.map((p, i) => (i ? "L" : "M") + x(i).toFixed(1) + " " + y(p.gold[seat]).toFixed(1)).join(" ");
      parts.push('<path class="line p' + seat + '" d="' + path + '"/>');
      const end = points.length - 1;
      parts.push('<circle class="dot p' + seat + '" cx="' + x(end) + '" cy="' + y(points[end].gold[seat]) + '" r="4"/>');
    });
    box.innerHTML = '<svg viewBox="0 0 ' + width + " " + height + '" width="' + width + '" height="' + height +
      '" role="img" aria-labelledby="timeline-legend">' + parts.join("") + "</svg>";
    $("timeline-legend").innerHTML = '<span class="axis-name">Gold, step by step</span>' + view.players.map((p, seat) =>
      '<span class="key p' + seat + '"><span class="swatch" aria-hidden="true"></span>' + esc(p.name) + ": " + p.gold +
      " gold, " + p.vp + " VP</span>").join("");
  }

  function drawPlayers(me) {
    $("players").tBodies[0].innerHTML = view.players.map((p) => {
      const badges = [];
      if (p.seat === me) badges.push('<span class="badge you">you</span>');
      if (p.seat === view.starting_player) badges.push('<span class="badge">starts</span>');
      if (view.waiting_on.includes(p.seat)) badges.push('<span class="badge ok">to act</span>');
      const sub = [(saga.colors[p.primary_color] || p.primary_color) + " primary", "deck " + p.deck_count,
                   "sideboard " + p.sideboard_count];
      if (p.trending.length) sub.push("trending: " + p.trending.map((t) => cardName(t.card) + " (" + t.value + ")").join(", "));
      if (p.insured.length) sub.push(p.insured.length + " insured");
      return '<tr data-seat="' + p.seat + '" class="' + (p.seat === me ? "me" : "") + '"><td><div>' + esc(p.name) + " " +
        badges.join(" ") + '</div><div class="sub">' + esc(sub.join(" · ")) + "</div></td>" +
        '<td class="gold" data-gold="' + p.gold + '">' + p.gold + '</td><td class="vp" data-vp="' + p.vp + '">' + p.vp + "</td></tr>";
    }).join("");
  }

  function themeHtml(theme, label) {
    return '<p class="theme-name">' + esc(label + theme.name) + ' <span class="badge">' + esc(theme.kind) + "</span></p>" +
      '<p class="theme-text">' + esc(theme.text) + "</p>" +
      (termsText(theme) ? '<p class="terms muted">' + esc(termsText(theme)) + "</p>" : "");
  }
  function drawTheme() {
    $("theme").innerHTML = view.theme ? themeHtml(view.theme, "Theme: ") : '<p class="muted theme-none">Theme: none this year.</p>';
    show($("next-theme"), !!view.next_theme);
    if (view.next_theme) $("next-theme").innerHTML = themeHtml(view.next_theme, "Next year: ");
  }

  function drawStage(me) {
    const boxes = ["play-draw", "skirmish", "answer", "duel", "poc", "force", "sell", "picks", "split", "choose", "insure", "thief",
                   "steal"];
    const open = new Set();
    if (legal.has("choose_play_draw")) open.add("play-draw");
    if (legal.has("report_skirmish")) {
      open.add("skirmish");
      for (const seat of [0, 1]) $("skirmish-" + seat).textContent = (seat === me ? "I" : nameOf(seat)) + " won";
    }
    if (view.report && me !== null && view.ending === null) {  // the other phone answers; the reporter sees it wait
      open.add("answer");
      const mine = view.report.by === me;
      $("answer-text").textContent = (mine ? "You report" : nameOf(view.report.by) + " reports") + ": " +
        reportWords(view.report.report.type, view.report.report) + (mine ? ". Waiting for " + nameOf(1 - me) + " to confirm it (Undo takes it back)." :
          ". Is that right?");
      show($("confirm-result"), legal.has("confirm_result"));
      show($("dispute-result"), legal.has("dispute_result"));
    }
    if (legal.has("report_duel_game")) {
      open.add("duel");
      const games = view.games.map((winner, i) => "game " + (i + 1) + ": " + nameOf(winner));
      $("duel-games").textContent = "Duel, best of three. " + (games.length ? games.join(", ") + "." : "No game reported yet.") +
        " Who won game " + (view.games.length + 1) + "?";
      for (const seat of [0, 1]) $("duel-" + seat).textContent = (seat === me ? "I" : nameOf(seat)) + " won";
    }
    const mine = myPlayer();
    if (legal.has("sell_proof_of_concept") && mine) {
      open.add("poc");
      chosen = chosen.filter((id) => mine.deck.includes(id));
      list($("poc-cards"), sortIds(mine.deck), "poc", (id) => {
        const at = chosen.indexOf(id);
        return { pressed: at >= 0, tag: at >= 0 ? "#" + (at + 1) + " · " + view.rules.proof_of_concept_prices[at] + " gold" : "",
                 disabled: at < 0 && chosen.length >= view.rules.proof_of_concept_prices.length };
      }, "Your registered deck is empty.");
      const gold = view.rules.proof_of_concept_prices.slice(0, chosen.length).reduce((a, b) => a + b, 0);
      $("poc-sell").textContent = chosen.length ? "Sell " + chosen.length + " for " + gold + " gold" : "Sell nothing";
    }
    if (legal.has("force_sale")) {
      open.add("force");
      const rival = view.players[1 - me];
      list($("force-cards"), rival.trending.map((t) => t.card), "force", (id) => ({
        pressed: single === id, tag: rival.trending.find((t) => t.card === id).value + " gold" }));
      $("force-none").textContent = single === null ? "Force no sale" : "Force the sale of " + cardName(single);
    }
    if (legal.has("sell_trending") && mine) {
      open.add("sell");
      const values = Object.fromEntries(mine.trending.map((t) => [t.card, t.value]));
      chosen = chosen.filter((id) => id in values);
      list($("sell-cards"), mine.trending.map((t) => t.card), "sell", (id) => ({
        pressed: chosen.includes(id), tag: values[id] + " gold" }));
      const gold = chosen.reduce((sum, id) => sum + values[id], 0);
      $("sell-trending").textContent = chosen.length ? "Sell " + chosen.length + " for " + gold + " gold" : "Sell none";
    }
    if (legal.has("pick") && view.booster) {
      open.add("picks");
      const due = view.picks_due;
      chosen = chosen.filter((id) => view.booster.includes(id));
      $("picks-text").textContent = "Learning from Mistakes: tap " + T.counted(due, "card") + " to add to your sideboard.";
      list($("pick-cards"), sortIds(view.booster), "pick", (id) => ({
        pressed: chosen.includes(id), disabled: !chosen.includes(id) && chosen.length >= due }));
      $("pick").textContent = "Pick " + chosen.length + " of " + due;
      $("pick").disabled = chosen.length !== due;
    }
    if (legal.has("solomon_split")) {
      open.add("split");
      const owner = view.players[1 - me];
      chosen = chosen.filter((id) => owner.solomon_offer.includes(id));
      $("split-text").textContent = "Year of Solomon: split " + owner.name + "'s " + owner.solomon_offer.length + " cards. Tap the cards of pile A; " +
        "the others are pile B. " + owner.name + " then takes one pile.";
      list($("split-cards"), owner.solomon_offer, "split", (id) => ({ pressed: chosen.includes(id),
                                                                      tag: chosen.includes(id) ? "A" : "B" }));
      $("split-submit").textContent = "Split: " + chosen.length + " in A, " + (owner.solomon_offer.length - chosen.length) + " in B";
    }
    if (legal.has("solomon_choose")) {
      open.add("choose");
      const piles = view.players[me].solomon_piles;
      for (const [i, letter] of [[0, "a"], [1, "b"]]) {
        list($("pile-" + letter + "-cards"), piles[i] || [], null, null, "Empty pile");
        $("pile-" + letter).textContent = "Take pile " + letter.toUpperCase() + " (" + (piles[i] || []).length + ")";
      }
    }
    if (legal.has("insure") && mine) {
      open.add("insure");
      const pool = mine.deck.concat(mine.sideboard).filter((id) => !mine.insured.includes(id));
      chosen = chosen.filter((id) => pool.includes(id));
      list($("insure-cards"), sortIds(pool), "insure", (id) => ({ pressed: chosen.includes(id) }));
      $("insure-submit").textContent = chosen.length ? "Insure " + chosen.length + " for " + chosen.length + " gold" : "Insure none";
    }
    if (legal.has("hire_thief")) {
      open.add("thief");
      const gold = view.players[me].gold;
      const rival = view.players[1 - me];
      const poor = gold < view.rules.thief_fee;
      $("thief-text").textContent = poor ? "Hire a Thief costs " + view.rules.thief_fee + " gold; you have " + gold + ". Decline." :
        "Hire a Thief: pay " + view.rules.thief_fee + " gold and choose a pile; you then browse it and pick the card to steal. Or decline.";
      $("hire").textContent = "Private Collections (" + view.private_collections.length + ")";
      $("hire").disabled = poor || !view.private_collections.length;
      $("hire-opponent").textContent = rival.name + "'s sideboard (" + rival.sideboard_count + ")";
      $("hire-opponent").disabled = poor || !rival.sideboard_count;
    }
    if (legal.has("steal") && view.thief && view.thief.cards) {
      open.add("steal");
      const pile = view.thief.from === "opponent" ? view.players[1 - me].name + "'s sideboard" : "the Private Collections";
      $("steal-text").textContent = "Your thief browses " + pile + ": tap the card to steal.";
      // insured cards were revealed when insured: stealing one pays its owner the claim
      const victim = view.thief.from === "opponent" ? view.players[1 - view.seat] : null;
      const insured = new Set(victim ? victim.insured : []);
      list($("steal-cards"), sortIds(view.thief.cards), "thief", (id) => ({
        pressed: single === id,
        tag: insured.has(id) ? "insured: pays " + view.rules.insurance_claim : "",
      }), "Nothing to steal.");
      $("steal-submit").disabled = single === null;
      $("steal-submit").textContent = single === null ? "Tap a card to steal" : "Steal " + cardName(single);
    }
    for (const box of boxes) show($(box), open.has(box));
    show($("stage"), open.size > 0);
  }

  /* Undo alone; undo or gold by consent: the pending proposal, then what this seat may start. */
  function drawCorrections(me) {
    const proposal = view.proposal;
    const undo = view.undo;
    const canAdjust = legal.has("adjust_gold");
    show($("undo-panel"), legal.has("undo"));
    show($("corrections"), legal.has("propose_undo") || !!proposal || canAdjust);
    show($("propose-undo"), legal.has("propose_undo"));
    if (undo) {
      $("undo").textContent = "Undo: " + undoWhat(undo);
      $("propose-undo").textContent = "Ask to undo: " + undoWhat(undo) + (undo.alone ? "" : ", and the deals after it");
    }
    show($("proposal-box"), !!proposal);
    if (proposal) {
      const isUndo = proposal.kind === "undo";
      $("proposal-text").textContent = isUndo
        ? who(proposal.by) + " asked to undo: " + (undo ? T.midSentence(undoWhat(undo)) : "the last action") + "."
        : who(proposal.by) + " proposed: " + nameOf(proposal.seat) + " " + signed(proposal.delta) + " gold (" + proposal.reason + ").";
      const consent = isUndo ? "consent_undo" : "consent_adjustment";
      $("consent").dataset.act = isUndo ? "consent_undo" : "consent_adjustment";
      show($("consent"), legal.has(consent));
      $("refuse").dataset.act = isUndo ? "refuse_undo" : "refuse_adjustment";
      $("refuse").textContent = proposal.by === me ? "Withdraw" : "Refuse";
    }
    show($("adjust-box"), canAdjust);
    const select = $("adjust-seat");
    if (canAdjust && select.options.length !== view.players.length) {
      select.innerHTML = view.players.map((p) => '<option value="' + p.seat + '">' + esc(p.name) + "</option>").join("");
    }
  }

  /* The action an undo takes back, in the log's words when the log still shows it. */
  function undoWhat(undo) {
    const kinds = undo.action === "adjust_gold" ? ["consent_adjustment", "adjust_gold"] : [undo.action];
    for (let i = log.length - 1; i >= 0; i--) {
      const entry = log[i];
      if (kinds.includes(entry.action) && (entry.seat === undo.of || entry.action === "consent_adjustment")) return describe(entry);
    }
    return (undo.of === detail.you.seat ? "your " : nameOf(undo.of) + "'s ") + words(undo.action);
  }

  function adjustGold() {
    const delta = Number($("adjust-delta").value);
    const reason = $("adjust-reason").value.trim();
    if (!Number.isInteger(delta) || delta === 0 || !reason) {
      T.notify("Give a whole number of gold (not 0) and a reason.", "error");
      return null;
    }
    return table.act({ type: "adjust_gold", seat: Number($("adjust-seat").value), delta, reason }).then((answer) => {
      if (answer) {
        $("adjust-delta").value = "";
        $("adjust-reason").value = "";
      }
      return answer;
    });
  }

  function drawMarket(me) {
    const market = view.market;
    const panel = $("market-panel");
    show(panel, market.length > 0);
    if (!market.length) return;
    $("market-title").textContent = view.step === "summer_fair" ? "Summer Fair" : "Winter Market";
    const canBuy = legal.has("buy");
    const gold = me === null ? 0 : view.players[me].gold;
    if (slot && (!market[slot.row] || market[slot.row][slot.column].card === null)) slot = null;
    const cells = ['<span class="head">gold</span><span class="head">row 1</span><span class="head">row 2</span>'];
    const columns = market[0].length;
    for (let column = 0; column < columns; column++) {
      const price = market[0][column].price;
      cells.push('<span class="price" aria-hidden="true">' + price + "</span>");
      for (let row = 0; row < market.length; row++) {
        const id = market[row][column].card;
        if (id === null) {
          cells.push('<span class="empty" data-row="' + row + '" data-column="' + column + '">sold</span>');
          continue;
        }
        const c = card(id);
        const picked = slot && slot.row === row && slot.column === column;
        const buyable = canBuy && price <= gold;  // otherwise a tap reads the card
        cells.push('<span class="tile"><button type="button" class="card" ' +
          (buyable ? 'data-role="market"' : 'data-face-tap data-face="' + id + '"') + ' data-row="' +
          row + '" data-column="' + column + '" data-card="' + id + '" data-color="' + colorKey(c) +
          '" aria-pressed="' + (picked ? "true" : "false") + '"' + (buyable ? "" : ' aria-disabled="true"') +
          ' aria-label="' + esc(c.name + ", " + price + " gold") + '">' +
          '<span class="nm">' + esc(c.name) + '</span><span class="meta">' + esc(meta(c)) + "</span></button>" +
          T.faceButton(c) + "</span>");
      }
    }
    $("market").innerHTML = cells.join("");
    $("market").dataset.turn = canBuy ? "1" : "0";
    const bar = $("buy-bar");
    show(bar, canBuy || legal.has("pass"));
    const buy = $("buy");
    buy.disabled = !slot;
    buy.textContent = slot ? "Buy " + cardName(market[slot.row][slot.column].card) + " · " +
      market[slot.row][slot.column].price + " gold" : "Tap a card first";
    $("pass").disabled = !legal.has("pass");
    $("market-help").textContent = canBuy ? "Your turn: tap a card, then Buy, or Pass. You have " + gold + " gold." :
      "Prices in gold, one line per price.";
  }

  function drawPool() {
    const me = myPlayer();
    show($("pool-panel"), !!me);
    if (!me) return;
    const registering = legal.has("register_deck");
    const last = me.registrations.length ? me.registrations[me.registrations.length - 1] : null;
    const line = $("registered-line");
    if (last) {
      const basics = Object.values(last.basics).reduce((a, b) => a + b, 0);
      line.textContent = "Last registered: year " + last.year + " " + last.season + ", " + last.cards.length + " cards + " +
        basics + " basics" + (last.follow_theme === true ? ", following the theme" : last.follow_theme === false ?
          ", not following the theme" : "") + (last.hand || last.life ? " (hand " + (last.hand >= 0 ? "+" : "") + last.hand +
          ", life " + (last.life >= 0 ? "+" : "") + last.life + ")" : "") + ".";
    } else {
      line.textContent = "No deck registered yet.";
    }
    // why a deck declared as not following the theme does not: a note, not an error
    const themeProblems = last && last.theme_problems ? last.theme_problems : [];
    show($("theme-problems"), themeProblems.length > 0 && !registering);
    T.text($("theme-problems"), "Against the theme: " + themeProblems.join("; ") + ".");

    show($("builder"), registering);
    if (registering !== wasRegistering) {  // open after registering (the player may fold them)
      wasRegistering = registering;
      $("deck-box").open = true;
      $("side-box").open = false;
    }
    show($("deck-box"), !registering);
    show($("side-box"), !registering);
    show($("register-bar"), registering);
    show($("exports"), !registering && !!last);
    if (!registering) {
      draft = null;
      show($("register-problems"), false);
      list($("deck-cards"), sortIds(me.deck), null, null, "No deck registered.");
      list($("side-cards"), sortIds(me.sideboard), null, null, "Empty.");
      $("deck-count").textContent = "(" + me.deck.length + (last ? " + " + basicsOf(last) + " basics" : "") + ")";
      $("side-count").textContent = "(" + me.sideboard.length + ")";
      return;
    }
    syncDraft(me);
    // One list of the whole pool in a fixed order: a tap marks a card in or out of the deck
    // where it stands, so nothing moves under the finger.
    const inDeck = new Set(draft.deck);
    const pool = sortIds(me.deck.concat(me.sideboard));
    const shown = pool.filter((id) => (!filters.color || colorKey(card(id)) === filters.color) &&
      (!filters.type || (card(id).types || []).includes(filters.type)));
    list($("pool-cards"), shown, "build", (id) => ({ pressed: inDeck.has(id), tag: inDeck.has(id) ? "in deck" : "",
      label: cardName(id) + (inDeck.has(id) ? ", in the deck" : ", in the sideboard") }), "No card of this kind.");
    drawFilters(pool);
    drawCurve();
    const total = basicsTotal();
    const size = draft.deck.length + total;
    $("basics-count").textContent = "(" + total + ")";
    $("basics").innerHTML = saga.basics.map((name) => {
      const n = draft.basics[name] || 0;
      return '<div class="basic" data-color="' + BASIC_COLORS[name] + '"><label class="bn" for="basic-' + name + '">' +
        esc(name) + "</label>" +
        '<button type="button" data-basic="' + name + '" data-delta="-1" aria-label="One ' + name + ' less"' +
        (n ? "" : " disabled") + '>−</button><input type="number" inputmode="numeric" min="0" max="60" step="1" id="basic-' +
        name + '" data-basic-box="' + name + '" value="' + n + '">' +
        '<button type="button" data-basic="' + name + '" data-delta="1" aria-label="One ' + name + ' more">+</button></div>';
    }).join("");
    const suggestion = suggestBasics();
    $("basics-hint").textContent = suggestion.total ? "Suggested for " + view.rules.min_deck + " cards: " +
      Object.entries(suggestion.basics).filter(([, n]) => n).map(([name, n]) => n + " " + name).join(", ") +
      " (by the colored symbols of the deck's costs)." : "Your deck has " + view.rules.min_deck +
      " cards or more without basics.";
    const sizeEl = $("register-size");
    sizeEl.textContent = size + " / " + view.rules.min_deck;
    sizeEl.classList.toggle("short", size < view.rules.min_deck);
    $("register").disabled = size < view.rules.min_deck;
    $("register").textContent = size < view.rules.min_deck ? (view.rules.min_deck - size) + " more to register" : "Register deck (" + size + ")";

    // the theme: a stipulation is followed or not (Spring); the Commander year names a commander
    const stip = stipulationNow();
    show($("theme-choice"), !!stip);
    if (stip) {
      const terms = saga.themes[view.theme.name] || {};
      $("follow-legend").textContent = view.theme.name + ": " + view.theme.text;
      $("follow-no-text").textContent = "I do not follow it" + (terms.penalty ? " (" + terms.penalty + ")" : "");
      $("follow-yes").checked = draft.follow === true;
      $("follow-no").checked = draft.follow === false;
      show($("theme-count-box"), view.theme.name === "Year of the Rat" && draft.follow === true);
    }
    const commanderYear = view.theme && view.theme.name === "Year of the Commander";
    show($("commander-box"), !!commanderYear);
    if (commanderYear) {
      const select = $("commander");
      const legends = draft.deck.filter((id) => (card(id).supertypes || []).includes("Legendary") && (card(id).types || []).includes("Creature"));
      const wanted = '<option value="">No commander</option>' + legends.map((id) =>
        '<option value="' + id + '">' + esc(cardName(id)) + "</option>").join("");
      if (select.dataset.options !== wanted) {
        const keep = select.value;
        select.innerHTML = wanted;
        select.dataset.options = wanted;
        select.value = legends.map(String).includes(keep) ? keep : "";
      }
    }
    show($("register-problems"), problems.length > 0);
    $("register-problems").innerHTML = problems.map((p) => "<li>" + esc(p) + "</li>").join("");
  }
  function drawFilters(pool) {
    const count = (test) => pool.filter(test).length;
    const chip = (kind, value, label, n) => '<button type="button" class="chip" data-filter="' + kind + '" data-value="' + value +
      '" aria-pressed="' + (filters[kind] === value ? "true" : "false") + '">' + esc(label) + " " + n + "</button>";
    const colors = [chip("color", "", "All colors", pool.length)].concat(COLOR_FILTERS
      .map(([key, label]) => [key, label, count((id) => colorKey(card(id)) === key)]).filter(([, , n]) => n)
      .map(([key, label, n]) => chip("color", key, label, n)));
    const types = [chip("type", "", "All types", pool.length)].concat(TYPE_FILTERS
      .map((type) => [type, count((id) => (card(id).types || []).includes(type))]).filter(([, n]) => n)
      .map(([type, n]) => chip("type", type, type, n)));
    $("color-filters").innerHTML = colors.join("");
    $("type-filters").innerHTML = types.join("");
  }

  /* The deck's nonland cards by mana value, 0 to 6+, as bars with their counts. */
  function drawCurve() {
    const counts = [0, 0, 0, 0, 0, 0, 0];
    for (const id of draft.deck) {
      const c = card(id);
      if ((c.types || []).includes("Land")) continue;
      counts[Math.min(6, Math.floor(c.mana_value || 0))] += 1;
    }
    const most = Math.max(1, ...counts);
    $("curve").setAttribute("aria-label", "Mana curve: " + counts.map((n, mv) => n + " at " + (mv === 6 ? "6+" : mv)).join(", "));
    $("curve").innerHTML = counts.map((n, mv) => '<span class="bar"><span class="n">' + n + '</span><span class="fill">' +
      '</span><span class="mv">' + (mv === 6 ? "6+" : mv) + "</span></span>").join("");
    // heights through the style property: the page's policy refuses style="" attributes
    $("curve").querySelectorAll(".fill").forEach((fill, mv) => {
      fill.style.height = Math.round(48 * counts[mv] / most) + "px";
    });
  }

  /* Basics to reach the deck minimum, split by the colored mana symbols of the deck's costs. */
  function suggestBasics() {
    const need = Math.max(0, view.rules.min_deck - draft.deck.length);
    const symbols = { W: 0, U: 0, B: 0, R: 0, G: 0 };
    for (const id of draft.deck) {
      for (const symbol of (card(id).mana_cost || "").match(/\{[^}]*\}/g) || []) {
        for (const letter of "WUBRG") if (symbol.includes(letter)) symbols[letter] += 1;
      }
    }
    const all = Object.values(symbols).reduce((a, b) => a + b, 0);
    const basics = {};
    if (need && all) {
      const shares = Object.entries(symbols).map(([letter, n]) => [letter, need * n / all]);
      let given = 0;
      for (const [letter, share] of shares) given += (basics[BASIC_OF[letter]] = Math.floor(share));
      shares.sort((a, b) => (b[1] % 1) - (a[1] % 1));
      for (let i = 0; given < need; i++, given++) basics[BASIC_OF[shares[i % shares.length][0]]] += 1;
    } else if (need) {
      basics.Wastes = need;
    }
    return { total: need, basics };
  }

  function basicsOf(registration) {
    return Object.values(registration.basics).reduce((a, b) => a + b, 0);
  }

  // -- sending ---------------------------------------------------------------------------
  /* Like table.act, but hands the error back (the deck's theme problems are shown in place). Both
     players register at the same time: a deck sent just as the other one's lands is sent again on
     the newer version rather than bounced (live.js, `besides`). */
  async function send(payload) {
    if (table.busy) return { error: null };
    return table.whileBusy(async () => {
      try {
        return { answer: await table.command(payload, { besides: ["register_deck"] }) };
      } catch (error) {
        return { error };
      }
    });
  }

  async function register() {
    const payload = { type: "register_deck", cards: draft.deck.slice(), basics: {} };
    for (const [name, n] of Object.entries(draft.basics)) if (n > 0) payload.basics[name] = n;
    if (stipulationNow()) {
      if (draft.follow === null) {
        problems = ["Say whether you follow " + view.theme.name + "."];
        draw();
        return;
      }
      payload.follow_theme = draft.follow;
      const count = $("theme-count").value;
      if (draft.follow && view.theme.name === "Year of the Rat" && count !== "") payload.theme_count = Number(count);
    }
    if (view.theme && view.theme.name === "Year of the Commander" && $("commander").value) {
      payload.commander = Number($("commander").value);
    }
    const { answer, error } = await send(payload);
    if (answer) {
      try { localStorage.removeItem(draftKey()); } catch (none) { /* nothing kept */ }
      problems = [];
      T.notify("Deck registered: " + (payload.cards.length + basicsTotalOf(payload.basics)) + " cards.");
    } else if (error) {
      if (error.code === "breaks_theme") {
        const text = error.message.slice(error.message.indexOf(": ") + 2);
        problems = ["Your deck breaks " + view.theme.name + ":"].concat(text.split("; "));
      } else {
        problems = [error.message];
      }
      T.notify(error.code === "stale_version" ? "The table moved on: check and tap again." : error.message, "error");
      draw();
    }
  }
  function basicsTotalOf(basics) { return Object.values(basics).reduce((a, b) => a + b, 0); }

  function tapCard(button) {
    const role = button.dataset.role;
    const id = Number(button.dataset.card);
    if (role === "market") {
      const row = Number(button.dataset.row), column = Number(button.dataset.column);
      slot = slot && slot.row === row && slot.column === column ? null : { row, column };
    } else if (role === "build") {
      draft.deck = draft.deck.includes(id) ? draft.deck.filter((c) => c !== id) : draft.deck.concat([id]);
      problems = [];
      saveDraft();
    } else if (role === "force" || role === "thief") {
      single = single === id ? null : id;
    } else {
      chosen = chosen.includes(id) ? chosen.filter((c) => c !== id) : chosen.concat([id]);
    }
    draw();
  }

  function act(button) {
    const kind = button.dataset.act;
    switch (kind) {
      case "choose_play_draw": return table.act({ type: kind, play: button.dataset.play === "1" });
      case "report_skirmish":
        return table.act({ type: kind, winner: button.dataset.winner === "" ? null : Number(button.dataset.winner) });
      case "report_duel_game": return table.act({ type: kind, winner: Number(button.dataset.winner) });
      case "sell_proof_of_concept": case "sell_trending": case "pick": case "insure":
        return table.act({ type: kind, cards: chosen.slice() });
      case "solomon_split": return table.act({ type: kind, pile_a: chosen.slice() });
      case "solomon_choose": return table.act({ type: kind, pile: button.dataset.pile });
      case "force_sale": return table.act({ type: kind, card: single });
      case "hire_thief": return table.act({ type: kind, from: button.dataset.from });
      case "steal": return table.act({ type: kind, card: single });
      case "adjust_gold": return adjustGold();
      case "register_deck": return draft ? register() : null;
      case "buy": {
        if (!slot) return null;
        const target = view.market[slot.row][slot.column];
        const what = cardName(target.card) + " for " + target.price + " gold";
        return table.act({ type: kind, row: slot.row, column: slot.column }).then((answer) => {
          if (answer) T.notify("You bought " + what + ".");
          return answer;
        });
      }
      default: return table.act({ type: kind });
    }
  }

  document.addEventListener("click", (event) => {
    const cardButton = event.target.closest("button.card[data-role]");
    if (cardButton) {
      if (!cardButton.disabled) tapCard(cardButton);
      return;
    }
    const filter = event.target.closest("button[data-filter]");
    if (filter) {
      filters[filter.dataset.filter] = filter.dataset.value;
      draw();
      return;
    }
    const basic = event.target.closest("button[data-basic]");
    if (basic && draft) {
      const name = basic.dataset.basic;
      draft.basics[name] = Math.max(0, (draft.basics[name] || 0) + Number(basic.dataset.delta));
      problems = [];
      saveDraft();
      draw();
      return;
    }
    const button = event.target.closest("button[data-act]");
    if (button && !button.disabled) act(button);
  });
  $("basics").addEventListener("change", (event) => {
    const box = event.target.closest("input[data-basic-box]");
    if (!box || !draft) return;
    const n = Number(box.value);
    draft.basics[box.dataset.basicBox] = Number.isInteger(n) && n >= 0 ? Math.min(n, 60) : 0;
    problems = [];
    saveDraft();
    draw();
  });
  $("suggest-basics").addEventListener("click", () => {
    if (!draft) return;
    draft.basics = suggestBasics().basics;
    problems = [];
    saveDraft();
    draw();
  });
  $("autofill").addEventListener("click", () => {
    const me = myPlayer();
    if (!me || !draft) return;
    const room = view.rules.min_deck - basicsTotal() - draft.deck.length;
    const inDeck = new Set(draft.deck);
    const side = sortIds(me.deck.concat(me.sideboard).filter((id) => !inDeck.has(id)));
    draft.deck = draft.deck.concat(side.slice(0, Math.max(0, room)));
    problems = [];
    saveDraft();
    draw();
  });
  $("clear-deck").addEventListener("click", () => {
    if (!draft) return;
    draft.deck = [];
    problems = [];
    saveDraft();
    draw();
  });
  for (const radio of [$("follow-yes"), $("follow-no")]) {
    radio.addEventListener("change", () => {
      if (!draft) return;
      draft.follow = $("follow-yes").checked;
      problems = [];
      saveDraft();
      draw();
    });
  }

  table = T.live(Object.assign(config, { render, log: 15 }));
  window.treasuryTable = table;
})();
