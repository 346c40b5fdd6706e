/* The Auction Magic table page. Everything shown comes from the caller's view and
   legal_actions (GET /api/v1/auctions/<id>/), re-read by live.js after every push. The page
   updates its elements in place (no re-layout of inputs), so typing a bid is never lost. Every
   action the server accepts has its control here (tests/pages check it against the engine). */
(function () {
  "use strict";
  const T = window.Treasury;
  const config = JSON.parse(document.getElementById("live-config").textContent);
  const $ = (id) => document.getElementById(id);
  const esc = T.escape;
  const ZONES = ["hand", "battlefield", "graveyard", "exile", "command"];
  const ZONE_WORDS = { hand: "hand", battlefield: "battlefield", graveyard: "graveyard", exile: "exile",
                       command: "command zone" };
  const UNDO_FAMILY = new Set(["undo", "propose_undo", "consent_undo", "refuse_undo"]);

  let detail = null;
  let table = null;
  let log = [];
  const known = {};  // every card this page has seen, by id (faces, and the log's names)
  let look = null;  // {key, top: [ids], bottom: [ids]} while this phone looks at the top
  let lot = [];  // own cards tapped for an auction
  /* What a part of the page was last drawn from. A push's patch copies only the objects on its
     paths (live.js), so an unchanged player is the same object as before: a bid, which changes
     no player, redraws none of their cards (late in a game, thousands of elements). */
  const drawnFrom = new WeakMap();
  function unchanged(element, ...inputs) {
    const before = drawnFrom.get(element);
    if (before && before.length === inputs.length && before.every((input, i) => input === inputs[i])) return true;
    drawnFrom.set(element, inputs);
    return false;
  }

  T.faces.lookup = (id) => known[id];

  function nameOf(seat) {
    const player = detail && detail.view.players[seat];
    return player ? player.name : "the table";
  }
  function who(seat) {
    return seat === detail.you.seat ? "You" : nameOf(seat);
  }
  function names(list) {
    return (list || []).join(", ");
  }
  function manaLine(card) {
    const parts = ["Mana value " + (Number.isInteger(card.mana_value) ? card.mana_value : card.mana_value.toFixed(1))];
    if (card.mana_cost) parts.push(card.mana_cost);
    return parts.join(" · ");
  }
  function ref(card) {
    return T.cardRef(card);
  }

  // -- the log in words ------------------------------------------------------------------
  function describeEvent(event) {
    const s = event.seat;
    switch (event.type) {
      case "auction_opened":
        if (event.kind === "owned") return nameOf(event.seller) + " auctions " + names(event.names);
        if (event.kind === "commander_sale") return nameOf(event.seller) + " auctions their commander " + names(event.names);
        if (event.kind === "commander") return "Commander auction: " + names(event.names);
        if (event.kind === "deck") return nameOf(event.by) + " auctions the top of the deck: " + names(event.names);
        return "Up for auction: " + names(event.names);
      case "revealed": return event.names && event.names.length ? "Revealed " + names(event.names) : "";
      case "bid": return who(s) + " bid " + event.amount;
      case "declined": return who(s) + " declined";
      case "sold":
        return who(s) + " bought " + names(event.names) + " for " + event.price +
          (event.seller !== null && event.seller !== undefined ? " from " + nameOf(event.seller) : "");
      case "unsold": return "Nobody bid: " + names(event.names) + " went to the bottom";
      case "cast": return who(s) + " cast " + event.name;
      case "kept": return who(s) + " kept " + event.name;
      case "turn_ended": return who(s) + " ended turn " + event.turn + ": everyone +" + event.income + " gold";
      case "turn_began": return "Turn " + event.turn + ": " + nameOf(s) + "'s upkeep";
      case "auction_step_began": return who(s) + " began the auction step";
      case "gold_spent": return who(s) + " spent " + event.amount + " gold for " + event.reason;
      case "gold_adjusted":
        return nameOf(event.by) + " changed " + (event.by === s ? "their own" : nameOf(s) + "'s") + " gold by " +
          (event.delta > 0 ? "+" : "") +
          event.delta + " (" + event.reason + ")";
      case "stop_vote": return who(s) + " voted to stop auctioning";
      case "stop_vote_withdrawn": return who(s) + " wants to keep auctioning";
      case "auctioning_stopped": return "Auctioning stopped for this turn";
      case "auction_step_ended": return "A creature was bought: the auction step is over";
      case "drew": return who(s) + " drew " + (event.names ? names(event.names) : T.counted((event.cards || []).length, "card"));
      case "milled": return who(s) + " milled " + names(event.names);
      case "deck_shuffled": return who(s) + " shuffled the deck";
      case "looked_at_top":
        return who(s) + " looked at the top " + event.count + (event.secret ? ": " + names(event.secret.names) : "");
      case "reordered_top": return who(s) + " put back " + event.on_top + " on top and " + event.on_bottom + " at the bottom";
      case "put_on_deck": return who(s) + " put " + event.name + " on the " + event.where + " of the deck";
      case "card_moved":
        return who(s) + " moved " + event.name + " to " + nameOf(event.to_seat) + "'s " + ZONE_WORDS[event.to_zone];
      case "revealed_until_creature":
        return who(s) + " revealed " + (event.creature_name ? "until " + event.creature_name : "no creature") +
          (event.names && event.names.length ? " (to the bottom: " + names(event.names) + ")" : "");
      case "commander_taken": return who(s) + " took " + event.name + " as commander for " + event.price;
      case "commanders_exchanged": return "Commanders exchanged";
      case "undo_proposed": return who(s) + " asked to undo the last action";
      case "undo_consented": return who(s) + " agreed to undo";
      case "undo_refused": return who(s) + " refused to undo";
      case "undone": return who(s) + " undid the last action" + (event.by_consent ? " (all agreed)" : "");
      case "result_reported": return who(s) + " reported: " + resultWords(event);
      case "result_confirmed": return who(s) + " confirmed the result";
      case "result_disputed": return who(s) + " disputed the result";
      case "player_lost": return nameOf(s) + " lost: " + event.reason;
      case "game_over": return "Game over: " + event.reason;
      case "deck_ran_out": return "The auction deck ran out";
      default:
        if (T.SEAT_CHANGES.has(event.type)) return T.seatChangeWords(event);
        return event.type.replace(/_/g, " ") + (s !== undefined && s !== null ? " (" + nameOf(s) + ")" : "");
    }
  }
  /* A reported result in words: "Ann wins" (among several winners, the most gold wins), or "Bob is out". */
  function resultWords(report) {
    const winners = (report.winners || []).map(nameOf), losers = (report.losers || []).map(nameOf);
    if (winners.length) return names(winners) + (winners.length > 1 ? " win (the most gold among them)" : " wins");
    return names(losers) + (losers.length > 1 ? " are out (the least gold among them)" : " is out");
  }
  function describe(entry) {
    const parts = (entry.events || []).map(describeEvent).filter(Boolean);
    return parts.length ? parts.join(" · ") : (entry.action || "").replace(/_/g, " ");
  }
  /* The action an undo would take back: the last one in the log that is no undo itself. */
  function lastUndoable() {
    for (let i = log.length - 1; i >= 0; i--) {
      if (!UNDO_FAMILY.has(log[i].action) && !T.SEAT_CHANGES.has(log[i].action)) return log[i];
    }
    return null;
  }

  // -- one line per step ------------------------------------------------------------------
  function stepHelp(view, me) {
    const auction = view.auction;
    if (view.phase === "over") return ["The game is over.", "end"];
    if (me !== null && view.players[me].out) return ["You are out: you can still follow the table to the end.", "end"];
    if (view.report) return ["A result was reported: another player still in the game confirms it, or disputes it to report again.", "end"];
    if (view.phase === "commander") {
      return ["Commander auctions: bid on the legendary creature; the high bidder takes it as commander.", "commander"];
    }
    if (auction && auction.kind !== "step") {
      return ["An auction of cards out of the deck: the high bidder pays " +
              (auction.seller !== null && auction.seller !== undefined ? "the seller" : "the bank") +
              " and takes the lot into hand.", "owned"];
    }
    if (auction && view.settings.correspondence_bidding) {
      return ["Correspondence bidding: each player bids once, in turn order (raise the high bid or decline); after the last, the high bidder pays and takes the card.", "correspondence"];
    }
    if (auction) return ["Bidding: raise the high bid or decline; when all the others decline in a row, the high bidder pays and takes the card.", "bidding"];
    if (view.purchase) return ["Cast or Keep: cast the card now for free, or keep it in hand to cast later for free.", "cast-or-keep"];
    if (view.phase === "auction") {
      return ["Next card: a noncreature was bought, so another card goes up until a creature is bought. Stop: when everyone votes, the step ends.", "next-card"];
    }
    if (view.phase === "upkeep") return ["Upkeep: use upkeep effects and gold now; the active player then reveals the first card.", "upkeep"];
    return ["Main phase: play your cards in paper, spending gold for their mana; ending the turn gives everyone " +
            view.settings.income + " gold.", "main"];
  }

  // -- drawing ---------------------------------------------------------------------------
  function show(element, visible) {
    T.set(element, "hidden", !visible);
  }
  function enable(element, allowed) {
    T.set(element, "disabled", !allowed);
  }

  function showCards(cards, placeholder) {
    const img = $("card-image");
    const text = $("card-text");
    if (!cards.length) {
      T.html($("card-name"), esc(placeholder));
      T.text($("card-type"), "\u00a0");
      T.text($("card-mv"), "\u00a0");
      show(text, false);
      show(img, false);
      return;
    }
    const first = cards[0];
    T.html($("card-name"), cards.map(ref).join(" + "));
    T.text($("card-type"), first.type_line || " ");
    T.text($("card-mv"), manaLine(first));
    T.text(text, cards.map((c) => c.oracle_text || "").filter(Boolean).join("\n\n"));
    show(text, !!text.textContent);
    const picture = T.cardImage(first);  // from Treasury (table.js): shown once it has loaded, never a broken one
    if (picture) {
      if (img.getAttribute("src") !== picture) {
        img.hidden = true;
        img.src = picture;
      }
      T.set(img, "alt", first.name);
    } else {
      show(img, false);
      if (img.hasAttribute("src")) img.removeAttribute("src");
    }
  }

  function options(select, items) {
    const html = items.map((item) => '<option value="' + esc(item.value) + '">' + esc(item.label) + "</option>").join("");
    if (select.treasuryOptions === html) return;
    const keep = select.value;
    select.innerHTML = html;
    select.treasuryOptions = html;
    if (items.some((item) => String(item.value) === keep)) select.value = keep;
  }

  function render(d, entries) {
    detail = d;
    log = entries || log;
    const view = d.view;
    const legal = new Set(d.legal_actions);
    const me = d.you.seat;
    const player = me === null ? null : view.players[me];
    const auction = view.auction;
    const purchase = view.purchase;
    const playing = me !== null;
    if (!unchanged(known, view.players)) {
      for (const p of view.players) for (const zone of ZONES) for (const c of p[zone]) known[c.id] = c;
    }
    for (const c of (auction ? auction.lot : []).concat(purchase ? purchase.cards : [],
                                                         view.looking && view.looking.cards || [])) known[c.id] = c;

    T.text($("turn-line"), view.phase === "over" ? "Game over" :
      "Turn " + view.turn + " · " + (view.active === me ? "your turn" : nameOf(view.active) + "'s turn") + " · " +
      (view.phase === "auction" ? "auction step" : view.phase === "main" ? "main phase" :
        view.phase === "commander" ? "commander auctions" : view.phase) + " · deck " + view.deck_size);
    const [help, anchor] = stepHelp(view, me);
    T.text($("step-help-text"), help);
    T.set($("step-rules"), "href", $("step-rules").href.split("#")[0] + "#" + anchor);
    T.attr($("step-rules"), "aria-label", "Rules: " + anchor.replace(/-/g, " "));

    // result and undo proposal
    const result = $("result");
    if (view.ending) {
      const winners = view.ending.winners.map(nameOf).join(", ");
      const reason = view.ending.reason;  // a sentence after the winner's
      const said = reason.charAt(0).toUpperCase() + reason.slice(1) + (/[.!?]$/.test(reason) ? "" : ".");
      T.text(result, winners ? "Winner: " + winners + ". " + said : said);
    }
    show(result, !!view.ending);
    const proposal = view.undo_proposal;
    const undoable = lastUndoable();
    show($("undo-box"), !!proposal);
    if (proposal) {
      T.text($("undo-text"), who(proposal.by) + " asked to undo: " +
        (undoable ? T.midSentence(describe(undoable)) : "the last action") + " (" + proposal.consents.length + " of " +
        view.players.filter((p) => !p.out).length + " agreed).");
      show($("consent-undo"), legal.has("consent_undo"));
      show($("refuse-undo"), legal.has("refuse_undo"));
    }

    // a result reported, waiting for another player's word
    const report = view.report;
    show($("report-waiting"), !!report);
    if (report) {
      const mine = report.by === me;
      $("report-waiting-text").textContent = (mine ? "You report" : nameOf(report.by) + " reports") + ": " +
        resultWords(report.report) + (mine ? ". Waiting for another player to confirm it (Undo takes it back)." :
          legal.has("confirm_result") ? ". Is that right?" : ".");
      show($("confirm-result"), legal.has("confirm_result"));
      show($("dispute-result"), legal.has("dispute_result"));
    }

    // the stage: the lot, or the bought cards, or the main phase
    if (auction) showCards(auction.lot, "");
    else if (purchase) showCards(purchase.cards, "");
    else showCards([], view.phase === "main" ? "Auction step over" :
      view.phase === "upkeep" ? "No card revealed yet" : view.phase === "over" ? "The game is over" : "No card up for auction");

    show($("bidding"), !!auction);
    if (auction) {
      T.text($("high-bid"), auction.high_bid);
      T.text($("high-bid-near"), auction.high_bid);
      T.text($("high-bidder"), auction.high_bidder === null ? "no bid yet" : "by " + (auction.high_bidder === detail.you.seat ? "you" : nameOf(auction.high_bidder)));
      const toBid = $("to-bid");
      T.text(toBid, auction.to_bid === me ? "Your bid" : nameOf(auction.to_bid) + " to bid");
      toBid.classList.toggle("you", auction.to_bid === me);
      const gold = player ? player.gold : 0;
      T.text($("my-gold"), gold);
      show($("purse"), playing);
      for (const raise of [1, 2, 5]) {
        const button = $("bid-" + raise);
        const amount = auction.high_bid + raise;
        T.attr(button, "data-amount", String(amount));
        if (!button.querySelector(".amt")) button.innerHTML = '<span class="amt"></span><span class="raise">+' + raise + "</span>";
        T.text(button.firstChild, "Bid " + amount);
        T.attr(button, "aria-label", "Bid " + amount + " gold");
        enable(button, legal.has("bid") && amount <= gold);
        show(button, playing);
      }
      const input = $("bid-amount");
      T.set(input, "min", String(auction.high_bid + 1));
      T.set(input, "max", String(gold));
      T.set(input, "placeholder", legal.has("bid") ? auction.high_bid + 1 + " to " + gold : "Amount");
      enable(input, legal.has("bid"));
      enable($("bid-custom"), legal.has("bid"));
      show($("custom-bid"), playing);
      enable($("decline"), legal.has("decline"));
      show($("decline"), playing);
    }

    show($("purchase"), !!purchase);
    if (purchase) {
      T.text($("purchase-text"), purchase.buyer === me ? "You bought it: cast or keep each card"
        : nameOf(purchase.buyer) + " is casting or keeping what they bought");
      T.html($("purchase-cards"), purchase.cards.map((card) =>
        '<li class="purchase-card"><span class="card-line">' + ref(card) + ' <span class="muted small">' +
        esc(card.type_line) + "</span></span>" +
        (purchase.buyer === me
          ? '<button type="button" class="primary" data-act="cast" data-card="' + card.id + '"' +
            (legal.has("cast") ? "" : " disabled") + ">Cast now</button>" +
            '<button type="button" data-act="keep" data-card="' + card.id + '"' +
            (legal.has("keep") ? "" : " disabled") + ">Keep in hand</button>"
          : "") + "</li>").join(""));
    }

    const mainText = $("main-text");
    show(mainText, !auction && !purchase && view.phase === "main");
    T.text(mainText, view.active === me ? "Main phase: play your cards, then end your turn"
      : "Main phase: " + nameOf(view.active) + " is playing");

    // The upkeep (90X.4a): everyone may act before the reveal; the active player moves on.
    const upkeepText = $("upkeep-text");
    show(upkeepText, view.phase === "upkeep" && !auction);
    T.text(upkeepText, view.active === me
      ? "Upkeep: use upkeep effects and gold now, then reveal the first card"
      : "Upkeep: act now; " + nameOf(view.active) + " reveals the first card when ready");
    show($("begin-auction"), legal.has("begin_auction_step"));
    show($("next-auction"), legal.has("next_auction"));
    // One stop/keep-auctioning button, there (disabled) all through the auction step: a bid
    // landing greys it out rather than taking its room away.
    const stop = $("stop-auctioning");
    const voted = legal.has("resume_auctioning");
    show(stop, playing && view.phase === "auction");
    T.attr(stop, "data-act", voted ? "resume_auctioning" : "stop_auctioning");
    T.text(stop, (voted ? "Keep auctioning" : "Stop auctioning") + " (" + view.stop_votes.length + "/" +
      view.players.filter((p) => !p.out).length + " to stop)");
    enable(stop, legal.has("stop_auctioning") || voted);

    drawPlayers(view, me, legal, auction, purchase);

    // the turn's own steps, while the game goes on (its last action is no one's to undo then)
    show($("my-turn"), playing && !view.ending);
    T.text($("my-turn-title"), view.active === me ? "Your turn" : "Your gold");
    enable($("spend"), legal.has("spend_gold"));
    enable($("spend-amount"), legal.has("spend_gold"));
    if (player) T.set($("spend-amount"), "max", String(player.gold));
    enable($("end-turn"), legal.has("end_turn"));
    // Undo alone when the last action was mine and showed no card; otherwise ask everyone.
    const undo = $("undo");
    const ask = !legal.has("undo") && legal.has("propose_undo");
    T.attr(undo, "data-act", ask ? "propose_undo" : "undo");
    const what = undoable ? ": " + T.midSentence(describe(undoable)) : "";
    T.text(undo, (ask ? "Ask to undo" : "Undo") + what);
    enable(undo, legal.has("undo") || ask);

    if (lowerPanelsDrawn) drawLowerPanelsLater();
    else drawLowerPanels();  // the first draw shows the whole page at once: nothing grows after it

    // the game waits on this phone: a bid, a purchase to settle, the turn, or an undo to answer
    const waiting = playing && !view.ending && ((d.waiting_on || []).includes(me) ||
      (proposal !== null && legal.has("consent_undo")));
    const answering = legal.has("confirm_result");
    const focus = answering ? $("report-waiting") : proposal && legal.has("consent_undo") ? $("undo-box") :
      auction ? $("bidding") :
      purchase ? $("purchase") : view.phase === "upkeep" ? $("begin-auction") : $("my-turn");
    T.turn(waiting, { focus, what: answering ? "confirm the result" : auction ? "bid" :
      purchase ? "cast or keep" : "your turn", waitingOn: d.waiting_on });
  }

  /* What lies below the turn's controls, out of the screen while a table plays (the effects, the
     table's admin, the log), is drawn after a push once the frame that shows it has painted, from
     the newest detail: the bid, the players and the turn's controls reach the screen first. A tap
     in those panels (a card for one's lot, the look's order) redraws them at once. */
  let lowerPanelsWanted = false;
  let lowerPanelsDrawn = false;
  function drawLowerPanelsLater() {
    if (lowerPanelsWanted) return;
    lowerPanelsWanted = true;
    T.later(() => {
      lowerPanelsWanted = false;
      drawLowerPanels();
    });
  }
  function drawLowerPanels() {
    lowerPanelsDrawn = true;
    const legal = new Set(detail.legal_actions);
    drawEffects(detail.view, detail.you.seat, legal);
    drawAdmin(detail.view, detail.you.seat, legal);
    drawLog();
  }

  /* The log, newest first: each entry's line is made once and kept, so a push adds a line and
     the oldest leaves, rather than every line being made again. A line's words are written again
     only when the players they name changed (a name). */
  const logLines = new Map();  // seq -> its line
  function drawLog() {
    const list = $("log");
    if (!log.length) {
      logLines.clear();
      T.html(list, '<li class="muted">Nothing yet</li>');
      return;
    }
    list.treasuryHtml = null;  // its lines are kept here, not by T.html
    let next = list.firstElementChild;
    for (let i = log.length - 1; i >= 0; i--) {
      const entry = log[i];
      let line = logLines.get(entry.seq);
      if (!line) {
        line = document.createElement("li");
        line.dataset.seq = String(entry.seq);
        const seq = document.createElement("span");
        seq.className = "seq";
        seq.textContent = String(entry.seq);
        line.append(seq, document.createElement("span"));
        logLines.set(entry.seq, line);
      }
      if (!unchanged(line, entry, detail.view.players)) T.text(line.lastChild, describe(entry));
      if (line === next) next = next.nextElementSibling;
      else list.insertBefore(line, next);
    }
    while (next) {
      const after = next.nextElementSibling;
      logLines.delete(Number(next.dataset.seq));
      next.remove();
      next = after;
    }
  }

  function drawPlayers(view, me, legal, auction, purchase) {
    const bidder = auction ? auction.to_bid : null;
    const body = $("players").tBodies[0];
    // A row per player, made once; a push redraws only the parts that changed (a bid moves the
    // bidder's mark, not every player's cards: late in a game they are thousands of elements).
    while (body.rows.length > view.players.length) body.deleteRow(-1);
    while (body.rows.length < view.players.length) {
      body.insertRow().innerHTML = '<td><div><span></span> <span class="sr-only"></span> <span></span></div>' +
        '<div class="zones"></div></td><td class="gold"></td><td class="gold"></td>';
    }
    view.players.forEach((p, index) => {
      const badges = [];
      if (p.seat === me) badges.push('<span class="badge you">you</span>');
      const turn = p.seat === view.active && !view.ending;  // an ended game is nobody's turn
      if (turn) badges.push('<span class="badge">turn</span>');
      if (p.out) badges.push('<span class="badge">out</span>');
      const classes = [turn && "active", p.seat === me && "me", p.seat === bidder && "bidding"];
      const row = body.rows[index];
      const className = classes.filter(Boolean).join(" ");
      if (row.className !== className) row.className = className;
      if (row.dataset.seat !== String(p.seat)) row.dataset.seat = String(p.seat);
      const [who, gold, life] = row.cells;
      // the name, "(bidding)" for screen readers (the mark is drawn by the row's class) and the
      // badges, each its own element: a bid changes one text, it parses no HTML
      const [name, bidding, marks] = who.firstChild.children;
      T.text(name, p.name);
      T.text(bidding, p.seat === bidder ? "(bidding)" : "");
      T.html(marks, badges.join(" "));
      drawZones(who.lastChild, p, p.seat === me, legal.has("cast"));
      T.attr(gold, "data-gold", String(p.gold));
      T.text(gold, p.gold);
      T.text(life, p.life);
    });
  }

  /* A player's zones, one line each (hidden when empty, but the hand), each redrawn only when its
     list of cards changed: a purchase redraws the buyer's hand, not every card the player has. One's
     own hand holds a cast button for each card, shown by the line's class while casting is legal:
     an auction opening or closing redraws no card. */
  function drawZones(box, p, own, castable) {
    if (box.children.length !== ZONES.length) box.innerHTML = ZONES.map(() => '<div class="zone"></div>').join("");
    ZONES.forEach((zone, index) => {
      const line = box.children[index];
      const cards = p[zone];
      show(line, zone === "hand" || cards.length > 0);
      const cast = own && zone === "hand";
      if (cast) line.classList.toggle("castable", castable);
      if (unchanged(line, cards, cast, p.commander)) return;
      const refs = cards.map((c) => {
        const button = cast
          ? '<span class="cast"> <button type="button" class="small" data-act="cast" data-card="' + c.id +
            '" aria-label="Cast ' + esc(c.name) + '">cast</button></span>' : "";
        const commander = p.commander === c.id ? ' <span class="badge">commander</span>' : "";
        return T.cardRef(c, true) + commander + button;
      });
      const word = zone === "hand" ? "Hand (" + cards.length + ")" : ZONE_WORDS[zone].charAt(0).toUpperCase() +
        ZONE_WORDS[zone].slice(1);
      T.html(line, word + ": " + (refs.join(", ") || "empty"));
    });
  }

  function drawEffects(view, me, legal) {
    const playing = me !== null;
    show($("effects"), playing && !view.ending);
    if (!playing) return;
    for (const [id, act] of [["deck-draw", "draw"], ["deck-mill", "mill"], ["deck-look", "look_at_top"],
                             ["deck-auction", "auction_from_deck"], ["deck-reveal", "reveal_until_creature"],
                             ["deck-shuffle", "shuffle_deck"]]) {
      enable($(id), legal.has(act));
    }

    // the look: this phone's order of the top cards, until it puts them back
    const looking = view.looking && view.looking.seat === me && view.looking.cards ? view.looking : null;
    show($("looking"), !!looking);
    if (looking) {
      const ids = looking.cards.map((c) => c.id);
      const key = ids.join(",");
      if (!look || look.key !== key) look = { key, top: ids.slice(), bottom: [] };
      const row = (id, where, index) => '<li class="look-card"><span>' + (where === "top" ? index + 1 + ". " : "bottom: ") +
        ref(known[id]) + "</span>" +
        (where === "top" && index > 0 ? '<button type="button" data-look="up" data-card="' + id + '" aria-label="Move ' +
          esc(known[id].name) + ' up">Up</button>' : "") +
        '<button type="button" data-look="' + (where === "top" ? "bottom" : "top") + '" data-card="' + id + '">' +
        (where === "top" ? "To the bottom" : "Back on top") + "</button></li>";
      $("look-cards").innerHTML = look.top.map((id, i) => row(id, "top", i)).join("") +
        look.bottom.map((id, i) => row(id, "bottom", i)).join("");
      enable($("put-back"), legal.has("reorder_top"));
    } else {
      look = null;
    }

    // moving a card: every card on the table, named with where it is
    let onTable = 0;
    for (const p of view.players) for (const zone of ZONES) onTable += p[zone].length;
    if (!unchanged($("move-card"), ...view.players.flatMap((p) => [p.name, ...ZONES.map((zone) => p[zone])]))) {
      const choices = [];
      for (const p of view.players) {
        for (const zone of ZONES) {
          for (const c of p[zone]) choices.push({ value: c.id, label: c.name + " (" + p.name + "'s " + ZONE_WORDS[zone] + ")" });
        }
      }
      options($("move-card"), choices.length ? choices : [{ value: "", label: "No card on the table" }]);
    }
    if (!unchanged($("move-seat"), view.players, me)) {
      options($("move-seat"), view.players.map((p) => ({ value: p.seat, label: p.seat === me ? "you" : p.name })));
    }
    if (!$("move-seat").dataset.touched) T.set($("move-seat"), "value", String(me));
    enable($("to-top"), legal.has("put_on_top") && onTable > 0);
    enable($("to-bottom"), legal.has("put_on_bottom") && onTable > 0);
    enable($("move"), legal.has("move_card") && onTable > 0);

    // auctioning one's own cards (90X.6/7) and one's commander (90Y.6)
    const mine = view.players[me];
    const ownFrom = [...ZONES.map((zone) => mine[zone]), mine.commander];  // not the gold: a purchase changes it
    if (!unchanged($("own-cards"), ...ownFrom, lot.join(","))) {
      const owned = [];
      for (const zone of ZONES) {
        for (const c of mine[zone]) if (c.owner === me && c.id !== mine.commander) owned.push(c);
      }
      lot = lot.filter((id) => owned.some((c) => c.id === id));
      unchanged($("own-cards"), ...ownFrom, lot.join(","));  // what it is drawn from, the lot as kept
      T.html($("own-cards"), owned.map((c) => '<li class="tile"><button type="button" class="pick" data-lot="' + c.id +
        '" aria-pressed="' + (lot.includes(c.id) ? "true" : "false") + '">' + esc(c.name) + "</button>" + T.faceButton(c) +
        "</li>").join("") ||
        '<li class="muted small">You own no card on the table.</li>');
    }
    const own = $("auction-own");
    enable(own, legal.has("auction_card") && lot.length > 0);
    T.text(own, lot.length ? "Auction " + lot.length + " card" + (lot.length > 1 ? "s" : "") + " as one lot" :
      "Tap cards for the lot");
    show($("auction-commander"), view.settings.commander);
    enable($("auction-commander"), legal.has("auction_commander"));
  }

  function drawAdmin(view, me, legal) {
    show($("table-admin"), me !== null && !view.ending);
    if (me === null) return;
    enable($("adjust"), legal.has("adjust_gold"));
    enable($("report"), legal.has("report_result"));
    if (unchanged($("table-admin"), ...view.players.flatMap((p) => [p.name, p.out]))) return;
    options($("adjust-seat"), view.players.map((p) => ({ value: p.seat, label: p.name })));
    for (const side of ["winners", "losers"]) {
      const box = $("report-" + side);
      const html = view.players.filter((p) => !p.out).map((p) => '<label class="choice"><input type="checkbox" name="' +
        side + '" value="' + p.seat + '"> <span>' + esc(p.name) + "</span></label>").join("");
      if (box.dataset.html !== html) {
        box.innerHTML = html;
        box.dataset.html = html;
      }
    }
  }

  // -- taps ------------------------------------------------------------------------------
  async function bid(amount) {
    if (!Number.isInteger(amount) || amount < 1) {
      T.notify("Type a bid: a whole number of gold, 1 or more.", "error");
      return;
    }
    const answer = await table.act({ type: "bid", amount });
    if (answer) $("bid-amount").value = "";
  }
  function count() {
    const n = Number($("deck-count").value);
    if (!Number.isInteger(n) || n < 1) {
      T.notify("Type a whole number of cards (1 or more).", "error");
      return null;
    }
    return n;
  }
  function checked(side) {
    return [...document.querySelectorAll('input[name="' + side + '"]:checked')].map((box) => Number(box.value));
  }

  /* Taps that players make at the same moment as each other, and what the others' taps may have
     done meanwhile without changing what this one means: such a tap is sent again on the newer
     version rather than bounced (live.js, `besides`). A bid, a reveal or a move always is. */
  const VOTES = ["stop_auctioning", "resume_auctioning"];
  const ALONGSIDE = {
    stop_auctioning: VOTES.concat(["spend_gold"]),
    resume_auctioning: VOTES.concat(["spend_gold"]),
    spend_gold: VOTES.concat(["spend_gold", "consent_undo"]),
    consent_undo: ["consent_undo"],
    refuse_undo: ["consent_undo"],
  };
  const alongside = (kind) => (ALONGSIDE[kind] ? { besides: ALONGSIDE[kind] } : undefined);

  async function act(button) {
    const kind = button.dataset.act;
    switch (kind) {
      case "bid": return bid(Number(button.dataset.amount));
      case "cast": case "keep": return table.act({ type: kind, card: Number(button.dataset.card) });
      case "draw": case "mill": case "look_at_top": case "auction_from_deck": {
        const n = count();
        return n === null ? null : table.act({ type: kind, count: n });
      }
      case "reorder_top": {
        if (!look) return null;
        const answer = await table.act({ type: kind, order: look.top, bottom: look.bottom });
        if (answer) look = null;
        return answer;
      }
      case "put_on_top": case "put_on_bottom":
        return table.act({ type: kind, card: Number($("move-card").value) });
      case "move_card":
        return table.act({ type: kind, card: Number($("move-card").value), to_zone: $("move-zone").value,
                           to_seat: Number($("move-seat").value) });
      case "auction_card": {
        const answer = await table.act({ type: kind, cards: lot.slice() });
        if (answer) lot = [];
        return answer;
      }
      case "adjust_gold": {
        const delta = Number($("adjust-delta").value);
        const reason = $("adjust-reason").value.trim();
        if (!Number.isInteger(delta) || delta === 0 || !reason) {
          T.notify("Give a whole number of gold (not 0) and a reason.", "error");
          return null;
        }
        const answer = await table.act({ type: kind, seat: Number($("adjust-seat").value), delta, reason });
        if (answer) {
          $("adjust-delta").value = "";
          $("adjust-reason").value = "";
          // what was booked: gold stops at 0, so taking 20 from 8 takes 8
          const booked = (answer.events || []).find((event) => event.type === "gold_adjusted");
          const moved = booked ? booked.delta : delta;
          T.notify("Gold changed: " + (moved > 0 ? "+" : "") + moved + " (" + reason + ")" +
                   (moved !== delta ? ", not " + delta + ": gold stops at 0." : "."));
        }
        return answer;
      }
      case "report_result": {
        const winners = checked("winners"), losers = checked("losers");
        if (!winners.length && !losers.length) {
          T.notify("Tick the winners, or the losers.", "error");
          return null;
        }
        return table.act({ type: kind, winners, losers });
      }
      default: return table.act({ type: kind }, alongside(kind));
    }
  }

  document.addEventListener("click", (event) => {
    const lookButton = event.target.closest("button[data-look]");
    if (lookButton && look) {
      const id = Number(lookButton.dataset.card);
      const move = lookButton.dataset.look;
      if (move === "up") {
        const at = look.top.indexOf(id);
        look.top.splice(at - 1, 0, look.top.splice(at, 1)[0]);
      } else {
        look.top = look.top.filter((c) => c !== id);
        look.bottom = look.bottom.filter((c) => c !== id);
        (move === "top" ? look.top : look.bottom).push(id);
      }
      drawLowerPanels();
      return;
    }
    const pick = event.target.closest("button[data-lot]");
    if (pick) {
      const id = Number(pick.dataset.lot);
      lot = lot.includes(id) ? lot.filter((c) => c !== id) : lot.concat([id]);
      drawLowerPanels();
      return;
    }
    const button = event.target.closest("button[data-act]");
    if (!button || button.disabled || button.type === "submit") return;
    act(button);
  });
  $("move-seat").addEventListener("change", () => { $("move-seat").dataset.touched = "1"; });
  $("custom-bid").addEventListener("submit", (event) => {
    event.preventDefault();
    bid(Number($("bid-amount").value));
  });
  $("spend-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const amount = Number($("spend-amount").value);
    const reason = $("spend-for").value.trim() || "mana";
    if (!Number.isInteger(amount) || amount < 1) {
      T.notify("Type the gold to spend: a whole number, 1 or more.", "error");
      return;
    }
    const answer = await table.act({ type: "spend_gold", amount, for: reason }, alongside("spend_gold"));
    if (answer) T.notify("Spent " + amount + " gold for " + reason + ".");
  });

  table = T.live(Object.assign(config, { render, log: 12 }));
  window.treasuryTable = table;
})();
