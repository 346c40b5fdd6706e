/* What every game page shares beyond the live connection (live.js): a card's face on a tap of its
   name or its face button, the alert when the game waits on this phone, and the optional sound.

   Treasury.faces.lookup = (id) => card   // the page says where its cards' facts are
   <button class="cardref" data-face="12">Name</button>   // a tap shows the face
   <button data-face-tap data-face="12">                  // a tap shows the face (a card that cannot act)
   Treasury.faceButton(card)                              // the face control beside a card a tap chooses
   Treasury.turn(waiting, {focus: element, what: "bid"})  // after every render */
(function () {
  "use strict";
  const T = (window.Treasury = window.Treasury || {});
  const esc = (text) => T.escape(text);

  // -- a card's face --------------------------------------------------------------------
  const catalogue = new Map();  // name -> facts from /api/v1/cards/faces/ (or null: not known there)
  const STORE = "treasury-face:";

  function storedFace(name) {
    if (catalogue.has(name)) return catalogue.get(name);
    try {
      const kept = localStorage.getItem(STORE + name);
      if (kept) {
        const face = JSON.parse(kept);
        catalogue.set(name, face);
        return face;
      }
    } catch (unreadable) { /* private mode: memory only */ }
    return undefined;
  }

  /* The catalogue's facts of a name (power and toughness, the text and image the table's copy
     may lack): asked once per name while online, then kept on the phone. */
  async function catalogueFace(name) {
    const known = storedFace(name);
    if (known !== undefined || navigator.onLine === false) return known || null;
    try {
      const answer = await T.request("GET", "/api/v1/cards/faces/?name=" + encodeURIComponent(name), undefined,
                                     { retries: 0 });
      const face = answer.faces[0] || null;
      catalogue.set(name, face);
      try { localStorage.setItem(STORE + name, JSON.stringify(face)); } catch (full) { /* memory only */ }
      return face;
    } catch (offline) {
      return null;
    }
  }

  /* The letter a card's tile is colored by: W, U, B, R or G for one color, M for several, C for
     none, and C for anything else an imported game's facts say (it is written into an attribute). */
  T.colorLetter = function (card) {
    const colors = (card && card.colors) || [];
    if (colors.length > 1) return "M";
    return colors.length && "WUBRG".includes(colors[0]) && colors[0].length === 1 ? colors[0] : "C";
  };

  /* A card's picture comes from Treasury alone (cards/online/images.py: fetched from Scryfall once,
     kept on the server), so a table without internet sees it and no image host learns what a
     phone shows: "" for a card with no Scryfall id. */
  const SCRYFALL_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
  T.cardImage = function (card) {
    const id = card && card.scryfall_id;
    return id && SCRYFALL_ID.test(id) ? "/api/v1/cards/" + id + "/image/" : "";
  };
  /* An <img> of the card's picture. One not yet shown keeps its box, unseen, while it loads
     (data-loading), so that no tile moves under a finger when it comes. One that fails to load
     (never fetched, Scryfall unreachable) keeps that box too: closing it then would move the tiles
     after it at a moment no change of the game explains, under a finger on its way. It is not
     drawn again until the page is loaded anew, so the card shows its words with no empty box from
     the next redraw of its zone on, when its tiles are drawn anew anyway. */
  const shownImages = new Set();  // pictures this page has shown: drawn at once the next time
  const failedImages = new Set();  // pictures that failed here: the card's words alone from then on
  T.cardImageHtml = function (card) {
    const url = T.cardImage(card);
    if (!url || failedImages.has(url)) return "";
    return '<img src="' + esc(url) + '" alt="" data-card-image' + (shownImages.has(url) ? "" : " data-loading") + ">";
  };
  document.addEventListener("load", (event) => {
    const image = event.target;
    if (!image.matches || !image.matches("img[data-card-image]")) return;
    shownImages.add(image.getAttribute("src"));
    image.removeAttribute("data-loading");
    image.hidden = false;
  }, true);
  document.addEventListener("error", (event) => {
    const image = event.target;
    if (!image.matches || !image.matches("img[data-card-image]")) return;
    if (image.getAttribute("src")) failedImages.add(image.getAttribute("src"));
    if (image.hasAttribute("data-loading")) image.dataset.failed = "";  // its box kept until its zone is drawn anew
    else image.hidden = true;
  }, true);

  function dialog() {
    let box = document.getElementById("card-face");
    if (box) return box;
    box = document.createElement("dialog");
    box.id = "card-face";
    box.className = "face-dialog";
    box.setAttribute("aria-labelledby", "face-name");
    box.innerHTML = '<article class="face"><img id="face-image" alt="" data-card-image hidden>' +
      '<h2 id="face-name" class="face-name"></h2><p id="face-cost" class="face-cost"></p>' +
      '<p id="face-type" class="face-type"></p><p id="face-text" class="face-text"></p>' +
      '<p id="face-pt" class="face-pt"></p><div id="face-parts" class="face-parts"></div></article>' +
      '<form method="dialog" class="face-close"><button type="submit" class="big" id="face-close">Close</button></form>';
    document.body.appendChild(box);
    // A tap beside the face closes it (the backdrop is the dialog's own box): the face never
    // stays over the page taking the taps meant for it.
    box.addEventListener("click", (event) => { if (event.target === box) box.close(); });
    return box;
  }

  // How the faces of a card of two are named on its face.
  const PART_WORDS = { adventure: ["Creature", "Adventure"], split: ["Left half", "Right half"],
    flip: ["Unflipped", "Flipped"], transform: ["Front face", "Back face"], modal_dfc: ["Front face", "Back face"] };

  function strength(face) {
    if (face.power !== undefined && face.power !== null && face.power !== "") {
      return "Power/toughness " + face.power + "/" + face.toughness;
    }
    return face.loyalty ? "Loyalty " + face.loyalty : "";
  }

  function partHtml(part, word) {
    const pt = strength(part);
    return '<section class="face-part"><h3>' + esc(part.name) + (word ? ' <span class="muted small">' + esc(word) +
      "</span>" : "") + "</h3>" + (part.mana_cost ? '<p class="face-cost">Cost ' + esc(part.mana_cost) + "</p>" : "") +
      (part.type_line ? '<p class="face-type">' + esc(part.type_line) + "</p>" : "") +
      (part.oracle_text ? '<p class="face-text">' + esc(part.oracle_text) + "</p>" : "") +
      (pt ? '<p class="face-pt">' + esc(pt) + "</p>" : "") + "</section>";
  }

  function fill(card, extra) {
    const face = Object.assign({}, extra || {}, card);  // the table's copy of a fact wins
    for (const key of ["oracle_text", "mana_cost", "type_line", "scryfall_id", "power", "toughness", "loyalty",
      "layout"]) {
      if (!face[key] && extra && extra[key]) face[key] = extra[key];
    }
    if (!(face.faces || []).length && extra && extra.faces) face.faces = extra.faces;
    const $ = (id) => document.getElementById(id);
    const parts = face.faces || [];
    const two = parts.length > 1;
    $("face-name").textContent = face.name;
    $("face-cost").textContent = face.mana_cost ? "Cost " + face.mana_cost : "No mana cost";
    $("face-type").textContent = face.type_line || "";
    const text = $("face-text");
    text.textContent = face.oracle_text || "No rules text known for this card.";
    text.classList.toggle("unknown", !face.oracle_text);
    // A card of two faces shows each (its name, cost, type, text, strength) below the whole card's.
    for (const id of ["face-cost", "face-type", "face-text"]) $(id).hidden = two && id !== "face-type";
    const pt = two ? "" : strength(face);
    $("face-pt").textContent = pt;
    $("face-pt").hidden = !pt;
    const words = PART_WORDS[face.layout] || [];
    $("face-parts").innerHTML = two ? parts.map((part, i) => partHtml(part, words[i])).join("") : "";
    const image = $("face-image");
    const url = T.cardImage(face);
    if (url) {
      image.alt = face.name;  // asked for only when the face opens: a hidden lazy image would never load
      if (image.getAttribute("src") !== url) {
        image.hidden = true;  // shown by its load: no empty box while it comes, nor when it cannot
        image.src = url;
      }
    } else {
      image.hidden = true;
      image.removeAttribute("src");
    }
  }

  T.faces = {
    lookup: null,
    async open(id) {
      const card = T.faces.lookup && T.faces.lookup(Number(id));
      if (!card) return;
      const box = dialog();
      fill(card, storedFace(card.name));
      box.dataset.card = String(card.id);
      if (!box.open) box.showModal();
      const extra = await catalogueFace(card.name);
      if (extra && box.open && box.dataset.card === String(card.id)) fill(card, extra);
    },
  };

  /* The face opens from a face control only: a .cardref (a card's name) or an element with
     data-face-tap (a card that cannot act, or the face button beside a card a tap chooses), on a
     tap or its context menu (a long-press the browser itself measures, or a right click). A
     control that a tap chooses never opens one: a long-press timed on the page fired while a
     push's render held the phone, opening faces unasked and eating the tap (issue 39). */
  document.addEventListener("contextmenu", (event) => {
    const target = event.target.closest("[data-face]");
    if (!target) return;
    event.preventDefault();
    T.faces.open(target.dataset.face);
  });
  document.addEventListener("click", (event) => {
    const ref = event.target.closest(".cardref[data-face], [data-face-tap][data-face]");
    if (ref) {
      event.preventDefault();
      T.faces.open(ref.dataset.face);
    }
  }, true);

  /* The face control beside a card that a tap chooses: distinct from it, never over it. */
  T.faceButton = function (card) {
    return '<button type="button" class="face-button" data-face-tap data-face="' + card.id + '" aria-label="' +
      esc(card.name) + ': read the card">i</button>';
  };

  /* A seat freed by the host, taken again after that, or moved to another phone: entries of the
     table in every format's log, which change no card or gold. */
  T.SEAT_CHANGES = new Set(["seat_released", "seat_taken", "seat_moved"]);
  T.seatChangeWords = function (e) {
    if (e.type === "seat_released") return "The host freed " + e.name + "'s seat";
    if (e.type === "seat_moved") return e.name + "'s seat moved to another phone";
    if (e.type === "seat_taken") {
      return e.name + "'s seat was taken again" + (e.report_waiting ? ", while a reported result waited on it" : "");
    }
    return "";
  };

  /* A card's name, tapped for its face: a button; or, with `inline`, text with a button's role
     (focusable, Enter and Space open the face) that flows with the words around it. The players'
     rows hold hundreds of cards late in a game, and a button is a box of its own that every frame
     lays out and paints: the inline name is two layout objects where the button is three. */
  T.cardRef = function (card, inline) {
    if (inline) {
      return '<span class="cardref" role="button" tabindex="0" data-face="' + card.id + '">' + esc(card.name) +
        "</span>";
    }
    return '<button type="button" class="cardref" data-face="' + card.id + '">' + esc(card.name) + "</button>";
  };
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Enter" && event.key !== " ") return;
    const ref = event.target.closest && event.target.closest('span.cardref[role="button"][data-face]');
    if (!ref) return;
    event.preventDefault();  // Space would scroll the page
    T.faces.open(ref.dataset.face);
  });

  // -- the game waits on this phone ----------------------------------------------------
  const SOUND = "treasury-sound";
  const baseTitle = document.title;
  let waitingBefore = null;

  T.soundOn = function () {
    try { return localStorage.getItem(SOUND) === "1"; } catch (none) { return false; }
  };
  function beep() {
    const Context = window.AudioContext || window.webkitAudioContext;
    if (!Context) return;
    try {
      const context = new Context();
      const tone = context.createOscillator();
      const volume = context.createGain();
      tone.frequency.value = 880;
      volume.gain.setValueAtTime(0.15, context.currentTime);
      volume.gain.exponentialRampToValueAtTime(0.001, context.currentTime + 0.35);
      tone.connect(volume).connect(context.destination);
      tone.start();
      tone.stop(context.currentTime + 0.35);
      tone.onended = () => context.close();
    } catch (blocked) { /* no sound before the first tap: the browser's rule */ }
  }

  /* Call after every render: `waiting` is whether the game waits on this phone now. When a
     step starts to wait on it, the phone vibrates (where the browser allows), plays the sound if
     it is on, brings `focus` into view, and the title says so until the wait ends. A step starts
     to wait on it when it was not waited on, and also when it still was but the step changed:
     `opts.step` (by default `opts.what`) names another step, or `opts.waitingOn` (the seats
     waited on) took in a seat again, as a simultaneous step after one this seat acted last in.
     None of that is drawn in the page, so it is done once the update is painted, when idle. */
  let titleWanted = null;
  let stepBefore = null;
  let waitingOnBefore = [];
  T.turn = function (waiting, opts) {
    opts = opts || {};
    const root = document.documentElement;
    if (waiting) T.attr(root, "data-your-turn", "1");
    else if (root.hasAttribute("data-your-turn")) root.removeAttribute("data-your-turn");
    if (titleWanted === null) later(() => { T.set(document, "title", titleWanted); titleWanted = null; });
    titleWanted = waiting ? "● Your move" + (opts.what ? ": " + opts.what : "") + " · " + baseTitle : baseTitle;
    const step = String(opts.step === undefined ? opts.what : opts.step);
    const waitingOn = opts.waitingOn || [];
    const newStep = step !== stepBefore || waitingOn.some((seat) => !waitingOnBefore.includes(seat));
    const started = waiting && (waitingBefore === false || (waitingBefore === true && newStep));
    waitingBefore = waiting;
    stepBefore = step;
    waitingOnBefore = waitingOn;
    if (!started) return;
    T.turnAlerts = (T.turnAlerts || 0) + 1;
    const focus = opts.focus;
    later(() => {
      if (navigator.vibrate) {
        try { navigator.vibrate([180, 80, 180]); } catch (notAllowed) { /* no vibration before a tap */ }
      }
      if (T.soundOn()) beep();
      if (focus) bringIntoView(focus);
    });
  };

  /* After the frame that shows the update, when the phone is idle (at most 200 ms later; a page
     in the background runs it too, where a frame never comes). */
  function later(work) {
    if (window.requestIdleCallback) requestIdleCallback(work, { timeout: 200 });
    else setTimeout(work, 0);
  }
  T.later = later;
  function bringIntoView(element) {
    if (element.hidden || !element.isConnected) return;
    const box = element.getBoundingClientRect();
    // At once, not smoothly: a smooth scroll paints frame after frame for a third of a second.
    if (box.top < 0 || box.bottom > window.innerHeight) element.scrollIntoView({ block: "center", behavior: "instant" });
  }

  function drawSoundToggle(button) {
    const on = T.soundOn();
    button.setAttribute("aria-pressed", on ? "true" : "false");
    button.textContent = on ? "Sound on" : "Sound off";
  }
  // -- turn notifications (Web Push), where the server has VAPID keys -------------------
  function keyBytes(base64url) {
    const text = atob(base64url.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - base64url.length % 4) % 4));
    return Uint8Array.from(text, (c) => c.charCodeAt(0));
  }
  async function pushSubscription(config) {
    // the site-wide worker live.js registers (scope "/"): one registered here with its default
    // scope (/static/treasury/) would not be active yet when subscribe asks for it
    await navigator.serviceWorker.register("/static/treasury/sw.js", { scope: "/" });
    const registration = await navigator.serviceWorker.ready;
    return (await registration.pushManager.getSubscription()) ||
      registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(config.push_key) });
  }
  async function togglePush(button, config) {
    const on = button.getAttribute("aria-pressed") === "true";
    try {
      if (!on && (await Notification.requestPermission()) !== "granted") {
        T.notify("Notifications are blocked for this site: allow them in the browser's settings.", "error");
        return;
      }
      const subscription = await pushSubscription(config);
      // toJSON() holds expirationTime too, which the API does not take
      const { endpoint, keys } = subscription.toJSON();
      const body = { game: config.game, endpoint, keys };
      await T.request(on ? "DELETE" : "POST", "/api/v1/push/", body);
      button.setAttribute("aria-pressed", on ? "false" : "true");
      button.textContent = on ? "Notify me" : "Notifying";
      T.notify(on ? "No more notifications from this game." : "This phone is told when the game waits on you.");
    } catch (failure) {
      T.notify("Notifications could not be set: " + failure.message, "error");
    }
  }
  document.addEventListener("DOMContentLoaded", () => {
    const button = document.getElementById("push-toggle");
    const holder = document.getElementById("live-config");
    if (!button || !holder) return;
    const config = JSON.parse(holder.textContent);
    const possible = config.push_key && config.role === "player" && window.isSecureContext &&
      "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
    button.hidden = !possible;
    if (possible) button.addEventListener("click", () => togglePush(button, config));
  });

  document.addEventListener("DOMContentLoaded", () => {
    const button = document.getElementById("sound-toggle");
    if (!button) return;
    drawSoundToggle(button);
    button.addEventListener("click", () => {
      try { localStorage.setItem(SOUND, T.soundOn() ? "0" : "1"); } catch (none) { /* stays off */ }
      drawSoundToggle(button);
      if (T.soundOn()) beep();  // the tap unlocks audio, and says what it sounds like
    });
  });
})();
