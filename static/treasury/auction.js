/* The Auction Magic table page. Everything shown comes from the caller's view and
   legal_actions (GET /api/v1/auctions/<id>/), re-read by live.js after every push. The page
   updates its elements in place (no re-layout of inputs), so typing a bid is never lost. */
(function () {
  "use strict";
  const T = window.Treasury;
  const config = JSON.parse(document.getElementById("live-config").textContent);
  const $ = (id) => document.getElementById(id);
  const esc = T.escape;

  let detail = null;
  let table = null;

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

  // -- the log in words ------------------------------------------------------------------
  function describeEvent(event) {
    const s = event.seat;
    switch (event.type) {
      case "auction_opened":
        if (event.kind === "owned") return nameOf(event.seller) + " auctions " + names(event.names);
        if (event.kind === "commander") return "Commander auction: " + names(event.names);
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
        return nameOf(event.by) + " changed " + nameOf(s) + "'s gold by " + (event.delta > 0 ? "+" : "") +
          event.delta + " (" + event.reason + ")";
      case "stop_vote": return who(s) + " voted to stop auctioning";
      case "stop_vote_withdrawn": return who(s) + " wants to keep auctioning";
      case "auctioning_stopped": return "Auctioning stopped for this turn";
      case "auction_step_ended": return "A creature was bought: the auction step is over";
      case "drew": return who(s) + " drew " + (event.names ? names(event.names) : (event.cards || []).length + " card(s)");
      case "milled": return who(s) + " milled " + names(event.names);
      case "deck_shuffled": return who(s) + " shuffled the deck";
      case "commander_taken": return who(s) + " took " + event.name + " as commander for " + event.price;
      case "undo_proposed": return who(s) + " asked to undo the last action";
      case "undo_consented": return who(s) + " agreed to undo";
      case "undo_refused": return who(s) + " refused to undo";
      case "undone": return who(s) + " undid the last action" + (event.by_consent ? " (all agreed)" : "");
      case "player_lost": return nameOf(s) + " lost: " + event.reason;
      case "game_over": return "Game over: " + event.reason;
      case "deck_ran_out": return "The auction deck ran out";
      default: return event.type.replace(/_/g, " ") + (s !== undefined && s !== null ? " (" + nameOf(s) + ")" : "");
    }
  }
  function describe(entry) {
    const parts = (entry.events || []).map(describeEvent).filter(Boolean);
    return parts.length ? parts.join(" · ") : (entry.action || "").replace(/_/g, " ");
  }

  // -- drawing ---------------------------------------------------------------------------
  function show(element, visible) {
    element.hidden = !visible;
  }
  function enable(button, allowed) {
    button.disabled = !allowed;
  }

  function showCards(cards, placeholder) {
    const img = $("card-image");
    if (!cards.length) {
      $("card-name").textContent = placeholder;
      $("card-type").innerHTML = "&nbsp;";
      $("card-mv").innerHTML = "&nbsp;";
      $("card-text").textContent = "";
      img.hidden = true;
      return;
    }
    const first = cards[0];
    $("card-name").textContent = cards.map((c) => c.name).join(" + ");
    $("card-type").textContent = first.type_line || " ";
    $("card-mv").textContent = manaLine(first);
    $("card-text").textContent = cards.map((c) => c.oracle_text || "").filter(Boolean).join("\n\n");
    if (first.image_url) {
      if (img.getAttribute("src") !== first.image_url) img.src = first.image_url;
      img.alt = first.name;
      img.hidden = false;
    } else {
      img.hidden = true;
      img.removeAttribute("src");
    }
  }

  function render(d, log) {
    detail = d;
    const view = d.view;
    const legal = new Set(d.legal_actions);
    const me = d.you.seat;
    const player = me === null ? null : view.players[me];
    const auction = view.auction;
    const purchase = view.purchase;
    const playing = me !== null;

    $("turn-line").textContent = view.phase === "over" ? "Game over" :
      "Turn " + view.turn + " · " + (view.active === me ? "your turn" : nameOf(view.active) + "'s turn") + " · " +
      (view.phase === "auction" ? "auction step" : view.phase === "main" ? "main phase" : view.phase) +
      " · deck " + view.deck_size;

    // result and undo proposal
    const result = $("result");
    if (view.result) {
      const winners = view.result.winners.map(nameOf).join(", ");
      result.textContent = (winners ? "Winner: " + winners + ". " : "") + view.result.reason;
    }
    show(result, !!view.result);
    const proposal = view.undo_proposal;
    show($("undo-box"), !!proposal);
    if (proposal) {
      $("undo-text").textContent = who(proposal.by) + " asked to undo the last action (" +
        proposal.consents.length + " agreed).";
      show($("consent-undo"), legal.has("consent_undo"));
      show($("refuse-undo"), legal.has("refuse_undo"));
    }

    // the stage: the lot, or the bought cards, or the main phase
    if (auction) showCards(auction.lot, "");
    else if (purchase) showCards(purchase.cards, "");
    else showCards([], view.phase === "main" ? "Auction step over" :
      view.phase === "upkeep" ? "No card revealed yet" : "No card up for auction");

    show($("bidding"), !!auction);
    if (auction) {
      $("high-bid").textContent = auction.high_bid;
      $("high-bidder").textContent = auction.high_bidder === null ? "no bid yet" : "by " + who(auction.high_bidder);
      const toBid = $("to-bid");
      toBid.textContent = auction.to_bid === me ? "Your bid" : nameOf(auction.to_bid) + " to bid";
      toBid.classList.toggle("you", auction.to_bid === me);
      const gold = player ? player.gold : 0;
      for (const raise of [1, 2, 5]) {
        const button = $("bid-" + raise);
        const amount = auction.high_bid + raise;
        button.dataset.amount = String(amount);
        button.setAttribute("aria-label", "Bid " + amount + " gold");
        button.title = "Bid " + amount;
        enable(button, legal.has("bid") && amount <= gold);
        show(button, playing);
      }
      const input = $("bid-amount");
      input.min = String(auction.high_bid + 1);
      input.max = String(gold);
      input.placeholder = legal.has("bid") ? auction.high_bid + 1 + " to " + gold : "Amount";
      enable(input, legal.has("bid"));
      enable($("bid-custom"), legal.has("bid"));
      show($("custom-bid"), playing);
      enable($("decline"), legal.has("decline"));
      show($("decline"), playing);
    }

    show($("purchase"), !!purchase);
    if (purchase) {
      $("purchase-text").textContent = purchase.buyer === me ? "You bought it: cast or keep each card"
        : nameOf(purchase.buyer) + " is casting or keeping what they bought";
      $("purchase-cards").innerHTML = purchase.cards.map((card) =>
        '<li class="purchase-card"><span class="card-line"><strong>' + esc(card.name) + '</strong> <span class="muted small">' +
        esc(card.type_line) + "</span></span>" +
        (purchase.buyer === me
          ? '<button type="button" class="primary" data-act="cast" data-card="' + card.id + '"' +
            (legal.has("cast") ? "" : " disabled") + ">Cast</button>" +
            '<button type="button" data-act="keep" data-card="' + card.id + '"' +
            (legal.has("keep") ? "" : " disabled") + ">Keep</button>"
          : "") + "</li>").join("");
    }

    const mainText = $("main-text");
    show(mainText, !auction && !purchase && view.phase === "main");
    mainText.textContent = view.active === me ? "Main phase: play your cards, then end your turn"
      : "Main phase: " + nameOf(view.active) + " is playing";

    // The upkeep (90X.4a): everyone may act before the reveal; the active player moves on.
    const upkeepText = $("upkeep-text");
    show(upkeepText, view.phase === "upkeep" && !auction);
    upkeepText.textContent = view.active === me
      ? "Upkeep: use upkeep effects and gold now, then reveal the first card"
      : "Upkeep: act now; " + nameOf(view.active) + " reveals the first card when ready";
    show($("begin-auction"), legal.has("begin_auction_step"));
    show($("next-auction"), legal.has("next_auction"));
    // One stop/keep-auctioning button, there (disabled) all through the auction step: a bid
    // landing greys it out rather than taking its room away.
    const stop = $("stop-auctioning");
    const voted = legal.has("resume_auctioning");
    show(stop, playing && view.phase === "auction");
    stop.dataset.act = voted ? "resume_auctioning" : "stop_auctioning";
    stop.textContent = (voted ? "Keep auctioning" : "Stop auctioning") + " (" + view.stop_votes.length + "/" +
      view.players.filter((p) => !p.out).length + " to stop)";
    enable(stop, legal.has("stop_auctioning") || voted);

    // players: gold, life, every hand (hands are public)
    const bidder = auction ? auction.to_bid : null;
    $("players").tBodies[0].innerHTML = view.players.map((p) => {
      const badges = [];
      if (p.seat === me) badges.push('<span class="badge you">you</span>');
      if (p.seat === view.active) badges.push('<span class="badge">turn</span>');

      if (p.out) badges.push('<span class="badge">out</span>');
      const hand = p.hand.map((c) => {
        const cast = p.seat === me && legal.has("cast") && !purchase
          ? ' <button type="button" class="small" data-act="cast" data-card="' + c.id + '" aria-label="Cast ' +
            esc(c.name) + '">cast</button>' : "";
        return esc(c.name) + cast;
      });
      const board = p.battlefield.map((c) => esc(c.name));
      const classes = [p.seat === view.active && "active", p.seat === me && "me", p.seat === bidder && "bidding"];
      return '<tr data-seat="' + p.seat + '" class="' + classes.filter(Boolean).join(" ") + '"><td><div>' +
        esc(p.name) + (p.seat === bidder ? ' <span class="sr-only">(bidding)</span>' : "") + " " + badges.join(" ") +
        "</div>" +
        '<div class="hand">Hand (' + p.hand.length + "): " + (hand.join(", ") || "empty") + "</div>" +
        (board.length ? '<div class="hand">Battlefield: ' + board.join(", ") + "</div>" : "") +
        '</td><td class="gold" data-gold="' + p.gold + '">' + p.gold + '</td><td class="gold">' + p.life + "</td></tr>";
    }).join("");

    // the turn's own steps
    show($("my-turn"), playing);
    $("my-turn-title").textContent = view.active === me ? "Your turn" : "Your gold";
    enable($("spend"), legal.has("spend_gold"));
    enable($("spend-amount"), legal.has("spend_gold"));
    if (player) $("spend-amount").max = String(player.gold);
    enable($("end-turn"), legal.has("end_turn"));
    // Undo alone when the last action was mine and showed no card; otherwise ask everyone.
    const undo = $("undo");
    const ask = !legal.has("undo") && legal.has("propose_undo");
    undo.dataset.act = ask ? "propose_undo" : "undo";
    undo.textContent = ask ? "Ask to undo" : "Undo";
    enable(undo, legal.has("undo") || ask);

    $("log").innerHTML = log.slice().reverse().map((entry) =>
      '<li><span class="seq">' + entry.seq + "</span><span>" + esc(describe(entry)) + "</span></li>").join("") ||
      '<li class="muted">Nothing yet</li>';
  }

  // -- taps ------------------------------------------------------------------------------
  async function bid(amount) {
    if (!Number.isInteger(amount) || amount < 1) {
      T.notify("Type a whole number of gold.", "error");
      return;
    }
    const answer = await table.act({ type: "bid", amount });
    if (answer) $("bid-amount").value = "";
  }

  document.addEventListener("click", (event) => {
    const button = event.target.closest("button[data-act]");
    if (!button || button.disabled || button.type === "submit") return;
    const act = button.dataset.act;
    if (act === "bid") bid(Number(button.dataset.amount));
    else if (act === "cast" || act === "keep") table.act({ type: act, card: Number(button.dataset.card) });
    else if (act === "end_turn") table.act({ type: "end_turn" });
    else table.act({ type: act });
  });
  $("custom-bid").addEventListener("submit", (event) => {
    event.preventDefault();
    bid(Number($("bid-amount").value));
  });
  $("spend-form").addEventListener("submit", async (event) => {
    event.preventDefault();
    const amount = Number($("spend-amount").value);
    const reason = $("spend-for").value.trim() || "mana";
    if (!Number.isInteger(amount) || amount < 1) {
      T.notify("Type a whole number of gold.", "error");
      return;
    }
    const answer = await table.act({ type: "spend_gold", amount, for: reason });
    if (answer) T.notify("Spent " + amount + " gold for " + reason + ".");
  });

  table = T.live(Object.assign(config, { render, log: 12 }));
  window.treasuryTable = table;
})();
