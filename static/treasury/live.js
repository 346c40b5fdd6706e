/* Treasury live client: one small script for every game page, no build step.

   const table = Treasury.live({
     kind: "auction", plural: "auctions", game: 12, max_card_ids: 500,
     render(detail, log) { ... },   // detail: GET /api/v1/<plural>/<id>/ as this seat sees it
     log: 12,                       // keep the last N log entries, 0 for none
     view: true,                    // false: the page shows no view (the host's): pushes carry none
   });
   table.act({type: "bid", amount: 3});   // over the socket (REST when it is down), with
                                          // expected_version and an Idempotency-Key

   The page reads its view (by reference: the facts of its cards by id, once) and the last log
   entries once. Then every push on the socket is one
   action as this seat may see it, with the patch of this seat's view (a JSON Patch the server
   builds from the seat's own view, cards by id, their facts sent once and kept here): the page
   applies it to the detail it holds and redraws, no request. Only a gap (a push whose patch does
   not start at the version held, or none) makes it read its view again, once. The tapping phone
   gets its own push with the answer. The socket reconnects with backoff after sleep or a lost
   network, asks for what it missed, and the page polls its view every 2 s while it cannot open. */
(function () {
  "use strict";
  const T = (window.Treasury = window.Treasury || {});

  // The app shell from the phone's cache (sw.js beside this file, served for the whole site).
  const script = typeof document === "undefined" ? null : document.currentScript;
  if (script && "serviceWorker" in navigator && window.isSecureContext) {
    navigator.serviceWorker.register(new URL("sw.js", script.src).pathname, { scope: "/" }).catch(() => {});
  }

  // -- small helpers shared by every page ------------------------------------------------
  T.cookie = function (name) {
    const found = document.cookie.split("; ").find((part) => part.startsWith(name + "="));
    return found ? decodeURIComponent(found.slice(name.length + 1)) : "";
  };
  T.csrfToken = function () {
    return T.cookie("csrftoken") || (document.querySelector('meta[name="csrf-token"]') || {}).content || "";
  };
  T.newKey = function () {
    // crypto.randomUUID needs a secure context; phones on a LAN address over http have none.
    if (window.isSecureContext && crypto.randomUUID) return crypto.randomUUID();
    const bytes = new Uint8Array(16);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  };
  const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

  let noticeTimer = null;
  T.notify = function (message, kind, ms) {
    const box = document.getElementById("notice");
    if (!box) return;
    box.textContent = message;
    box.dataset.kind = kind || "info";
    box.hidden = false;
    clearTimeout(noticeTimer);
    noticeTimer = setTimeout(() => { box.hidden = true; }, ms || (kind === "error" ? 6000 : 3000));
  };
  /* A refusal shown no longer once a tap went through: it spoke of a tap that is over. */
  T.clearError = function () {
    const box = document.getElementById("notice");
    if (box && !box.hidden && box.dataset.kind === "error") box.hidden = true;
  };

  /* fetch with the page's cookies and CSRF token. Retries a GET, or a POST that carries an
     Idempotency-Key (the server replays the first answer), when the network drops. Throws an
     Error whose message is the API's `message`, with .status, .code and .body. With opts.etag
     ({value}), sends the ETag of the last answer and keeps the new one: an answer that has not
     changed comes back as T.UNCHANGED, with no body. */
  T.UNCHANGED = Object.freeze({});
  T.request = async function (method, url, body, opts) {
    opts = opts || {};
    const retries = opts.retries === undefined ? 2 : opts.retries;
    const headers = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (method !== "GET") headers["X-CSRFToken"] = T.csrfToken();
    if (opts.key) headers["Idempotency-Key"] = opts.key;
    if (opts.etag && opts.etag.value) headers["If-None-Match"] = opts.etag.value;
    for (let attempt = 0; ; attempt++) {
      let response;
      try {
        response = await fetch(url, {
          method, headers, credentials: "same-origin", cache: "no-store",
          body: body === undefined ? undefined : JSON.stringify(body),
        });
      } catch (networkError) {
        if (attempt < retries && (method === "GET" || opts.key)) {
          await sleep(400 * (attempt + 1));
          continue;
        }
        const error = new Error("No connection: check the network and try again.");
        error.code = "network";
        throw error;
      }
      if (response.status === 304 && opts.etag) return T.UNCHANGED;
      let data = null;
      try { data = await response.json(); } catch (notJson) { data = null; }
      if (response.ok) {
        if (opts.etag) opts.etag.value = response.headers.get("ETag");
        return data;
      }
      const error = new Error((data && data.message) || "The server answered " + response.status + ".");
      error.status = response.status;
      error.code = data && data.code;
      error.body = data;
      throw error;
    }
  };

  /* Set an element's HTML only when it changed: a redraw after every push then lays out and
     paints only what the push changed, so that the next frame paints it. */
  T.html = function (element, html) {
    if (element.treasuryHtml === html) return;
    element.innerHTML = html;
    element.treasuryHtml = html;
  };

  /* Set an element's property (hidden, disabled, min...) or text only when it changed: writing
     the same value again still makes the browser restyle and lay out the element after a push. */
  T.set = function (element, property, value) {
    if (element[property] !== value) element[property] = value;
  };
  T.text = function (element, text) {
    text = String(text);
    const only = element.firstChild;  // a lone text node is changed in place, not replaced
    if (only && only === element.lastChild && only.nodeType === Node.TEXT_NODE) T.set(only, "data", text);
    else T.set(element, "textContent", text);
  };
  T.attr = function (element, name, value) {
    if (element.getAttribute(name) !== value) element.setAttribute(name, value);
  };

  /* "1 card", "3 cards": a count with its word. */
  T.counted = function (n, word) {
    return n + " " + word + (n === 1 ? "" : "s");
  };

  /* A sentence of the log after a colon: "Undo: you kept Opt", not "Undo: You kept Opt". */
  T.midSentence = function (text) {
    return text.replace(/^You\b/, "you");
  };

  T.escape = function (text) {
    return String(text == null ? "" : text).replace(/[&<>"']/g, (c) => (
      { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
  };

  // -- the view as patches ---------------------------------------------------------------
  /* A pointer's parts (RFC 6901). */
  function pointer(path) {
    return path.split("/").slice(1).map((part) => part.replace(/~1/g, "/").replace(/~0/g, "~"));
  }

  /* The ids of the cards a document names by reference ({"$card": id, ...}), each once. */
  T.cardRefs = function (value, found) {
    found = found || new Set();
    if (Array.isArray(value)) for (const item of value) T.cardRefs(item, found);
    else if (value !== null && typeof value === "object") {
      if ("$card" in value) found.add(value.$card);
      for (const key in value) T.cardRefs(value[key], found);
    }
    return found;
  };

  /* A value (a pushed patch's, or a view read by reference) with each card reference back as
     the card's facts. Throws on a card whose facts are not in `cards`. */
  const hydrate = (T.hydrate = function (value, cards) {
    if (Array.isArray(value)) return value.map((item) => hydrate(item, cards));
    if (value === null || typeof value !== "object") return value;
    const out = {};
    if ("$card" in value) {
      const facts = cards[value.$card];
      if (!facts) throw new Error("card " + value.$card + " unknown here");
      Object.assign(out, facts);
    }
    for (const [key, item] of Object.entries(value)) if (key !== "$card") out[key] = hydrate(item, cards);
    return out;
  });

  /* The document a patch (RFC 6902 add/remove/replace) makes of `doc`, which is left as it was:
     the containers on each op's path are copied (once), everything else is shared. Throws when
     an op does not fit the document. */
  T.applyPatch = function (doc, ops, cards) {
    const copied = new Set();
    const own = (container) => {
      if (copied.has(container)) return container;
      const copy = Array.isArray(container) ? container.slice() : Object.assign({}, container);
      copied.add(copy);
      return copy;
    };
    const root = own(doc);
    for (const op of ops) {
      const parts = pointer(op.path);
      if (!parts.length) throw new Error("a patch of the whole document");
      let parent = root;
      for (let i = 0; i < parts.length - 1; i++) {
        const child = parent[parts[i]];
        if (child === null || typeof child !== "object") throw new Error("no " + op.path);
        parent = parent[parts[i]] = own(child);
      }
      const last = parts[parts.length - 1];
      const value = op.op === "remove" ? undefined : hydrate(op.value, cards);
      if (Array.isArray(parent)) {
        const index = last === "-" ? parent.length : Number(last);
        if (!Number.isInteger(index) || index < 0 || index > parent.length) throw new Error("no " + op.path);
        if (op.op === "add") parent.splice(index, 0, value);
        else if (index >= parent.length) throw new Error("no " + op.path);
        else if (op.op === "remove") parent.splice(index, 1);
        else parent[index] = value;
      } else if (op.op === "remove") {
        if (!(last in parent)) throw new Error("no " + op.path);
        delete parent[last];
      } else {
        if (op.op === "replace" && !(last in parent)) throw new Error("no " + op.path);
        parent[last] = value;
      }
    }
    return root;
  };

  // -- the live game -----------------------------------------------------------------------
  const BUSY_FADE_AFTER_MS = 100;  // within it a tap feels instant (and its answer usually shows)
  const ANSWER_TIMEOUT_MS = 10000;  // a command the socket has not answered by then goes over REST
  // Pushes are late (the server's Redis down or slow) when a probe that takes their way has not
  // come back by then; while they are, the page probes this often to see them flow again.
  const PUSHES_LATE_MS = 1500;
  const DELAYED_PROBE_MS = 3000;
  const STATUS_TEXT = {
    connecting: "connecting…", live: "live", delayed: "delayed", reconnecting: "reconnecting…", polling: "polling",
    offline: "offline", closed: "no access",
  };

  T.live = function (options) {
    const { kind, plural, game, render } = options;
    const base = "/api/v1/" + plural + "/" + game + "/";
    const keepLog = options.log || 0;
    const idsPerRead = options.max_card_ids || 1;  // the card facts one read may ask for
    const followsView = options.view !== false;
    const statusEl = options.status || document.getElementById("conn");
    const self = { detail: null, log: [], seq: 0, state: "connecting", busy: false, cards: {} };

    let ws = null;
    let retryTimer = null;
    let pollTimer = null;
    let heartbeat = null;
    let pongDeadline = null;
    let pushesDeadline = null;
    let delayedProbe = null;
    let lastProbe = 0;
    let attempts = 0;
    let stopped = false;
    let refreshing = null;
    let rereadTimer = null;
    let behindTimer = null;
    let again = false;
    let logSeq = 0;
    let lastRendered = "";
    let loaded = null;  // the first read, which a socket's hello waits for
    const viewTag = { value: null };  // the ETag of the last view read
    let refs = 0;
    const waiting = new Map();  // ref -> the command sent on the socket, until its answer

    function setState(state) {
      self.state = state;
      if (statusEl) {
        statusEl.dataset.state = state;
        statusEl.textContent = STATUS_TEXT[state] || state;
      }
      document.documentElement.dataset.live = state;
    }

    function draw() {
      render(self.detail, self.log, self);
      const root = document.documentElement;
      root.dataset.version = String(self.detail.version);
      if (!("drawn" in root.dataset)) root.dataset.drawn = "";
    }

    async function loadLog(version) {
      if (!keepLog || logSeq >= version) return;
      const after = logSeq === 0 ? Math.max(0, version - keepLog) : logSeq;
      const page = await T.request("GET", base + "events/?after=" + after + "&limit=" + Math.max(keepLog, 50));
      for (const entry of page.events) keepEntry(entry);
    }

    function keepEntry(entry) {
      if (!keepLog || entry.seq <= logSeq) return;
      self.log.push(entry);
      logSeq = entry.seq;
      if (self.log.length > keepLog) self.log = self.log.slice(-keepLog);
    }

    /* The view read by reference, with the facts of the cards in it that this page has not kept
       yet read once, by id: a gap or a poll costs the view, not its cards again. A card that left
       the view between the two reads (its facts are then refused) makes it read the view inline. */
    async function readView() {
      const found = await T.request("GET", base + "refs/", undefined, { etag: viewTag });
      if (found === T.UNCHANGED) return found;
      const missing = [...T.cardRefs(found.view)].filter((id) => !(id in self.cards));
      for (let start = 0; start < missing.length; start += idsPerRead) {
        const ids = missing.slice(start, start + idsPerRead).join(",");
        Object.assign(self.cards, (await T.request("GET", base + "cards/?ids=" + ids)).cards);
      }
      try {
        return hydrate(found, self.cards);
      } catch (leftTheView) {
        viewTag.value = null;
        return T.request("GET", base);
      }
    }

    async function load() {
      const detail = await readView();
      if (detail === T.UNCHANGED) return;  // the same answer as the last read (polling)
      await loadLog(detail.version);
      if (self.detail && self.detail.version > detail.version) return;  // patched past it meanwhile
      self.detail = detail;
      self.seq = Math.max(self.seq, detail.version);
      const fingerprint = JSON.stringify([detail, logSeq]);
      if (fingerprint !== lastRendered) {  // polling every 2 s must not redraw for nothing
        lastRendered = fingerprint;
        draw();
      }
    }

    /* Re-read the view. Calls while one is running are folded into one more read after it. */
    function refresh() {
      if (refreshing) {
        again = true;
        return refreshing;
      }
      refreshing = (async () => {
        do {
          again = false;
          try {
            await load();
          } catch (error) {
            if (error.status === 403 || error.status === 404) {
              stop();
              setState("closed");
              T.notify(error.message, "error", 60000);
              if (options.onNoAccess) options.onNoAccess(error);
              return;
            }
            if (error.code === "network") setState(navigator.onLine === false ? "offline" : self.state);
            // A failed re-read (429, 503, the network) must not leave the page on an old
            // state until the next push: read again after Retry-After, or 2 s.
            const seconds = Math.min(10, Number(error.body && error.body.retry_after) || 2);
            clearTimeout(rereadTimer);
            if (!stopped) rereadTimer = setTimeout(refresh, seconds * 1000);
          }
        } while (again);
      })().finally(() => { refreshing = null; });
      return refreshing;
    }
    self.refresh = refresh;

    /* One pushed action: into the log, and its patch onto the view when it starts at the
       version held. A page left behind (a gap, a push without a patch) reads its view once,
       unless a patch that catches up comes first. */
    function onPush(message) {
      const { type: _type, game: _game, patch, ...entry } = message;
      keepEntry(entry);
      self.seq = Math.max(self.seq, message.seq);
      const detail = self.detail;
      let changed = false;
      if (followsView && detail && patch && patch.from === detail.version && message.seq > detail.version) {
        Object.assign(self.cards, patch.cards);
        try {
          self.detail = T.applyPatch(detail, patch.ops, self.cards);
          self.detail.version = message.seq;
          changed = true;
        } catch (misfit) {
          self.detail = detail;
        }
      }
      if ((changed || keepLog) && self.detail) {
        lastRendered = "";
        draw();
      }
      if (options.onPush) options.onPush(message);
      if (followsView && (!self.detail || self.detail.version < self.seq)) {
        clearTimeout(behindTimer);  // still behind in a moment (no patch came to catch up): read
        behindTimer = setTimeout(() => { if (!self.detail || self.detail.version < self.seq) refresh(); }, 150);
      }
    }

    /* A seat taken or freed: its name, and whether it is claimed. The table is told when the host
       frees a seat and when it is taken again, so that a seat changing hands never goes unseen. */
    const freed = new Set();  // the seats freed while this page was open
    function onSeats(message) {
      if (!self.detail) return;
      if (self.detail.you && self.detail.you.role === "spectator") refresh();  // perhaps a seat shares now
      const before = self.detail.seats.find((seat) => seat.number === message.seat);
      const claimed = message.claimed !== false;
      if (options.view !== false && before && before.claimed && !claimed) {
        freed.add(message.seat);
        T.notify("The host freed " + message.name + "'s seat: the join code takes it again.", "info", 8000);
      } else if (options.view !== false && claimed && freed.delete(message.seat)) {
        T.notify(message.name + "'s seat is taken again.", "info", 8000);
      }
      self.detail = Object.assign({}, self.detail, {
        seats: self.detail.seats.map((seat) => seat.number === message.seat
          ? Object.assign({}, seat, { name: message.name, claimed }) : seat),
      });
      lastRendered = "";
      draw();
    }

    // -- the socket ------------------------------------------------------------------------
    function connect() {
      if (stopped || (ws && ws.readyState <= WebSocket.OPEN)) return;
      clearTimeout(retryTimer);
      const scheme = location.protocol === "https:" ? "wss:" : "ws:";
      let sock;
      try {
        // known=view: the page holds the facts of its view's cards (its reads), so pushes carry
        // the facts of only the cards new to it
        sock = new WebSocket(scheme + "//" + location.host + "/ws/" + kind + "/" + game + "/" +
                             (followsView ? "?known=view" : "?view=false"));
      } catch (cannot) {
        startPolling();
        scheduleReconnect();
        return;
      }
      ws = sock;
      let opened = false;
      // Open means "the server said hello": a proxy that takes the upgrade and then drops
      // the socket counts as a socket that cannot open, and the page polls meanwhile. Each try
      // waits longer for the hello (6 s, 12 s, up to 48 s), so a server too busy to answer in 6 s
      // is not left a new socket to open every 6 s, none of which it ever finishes.
      const openTimeout = setTimeout(() => { if (!opened) sock.close(); }, 6000 * 2 ** Math.min(attempts, 3));
      sock.onmessage = (event) => {
        clearTimeout(pongDeadline);
        let message;
        try { message = JSON.parse(event.data); } catch (notJson) { return; }
        if (message.type === "hello") {
          opened = true;
          clearTimeout(openTimeout);
          attempts = 0;
          stopPolling();
          setState("live");
          startHeartbeat();
          probe(true);
          // what happened between the page's read and this socket, from the log, if anything
          loaded.then(() => {
            if (ws === sock && self.seq < message.version) sock.send(JSON.stringify({ type: "resync", after: self.seq }));
          });
          sendKept();
          return;
        }
        if (opened && self.state !== "live" && self.state !== "delayed") setState("live");  // it answered after all
        if (message.type === "action" && typeof message.seq === "number") {
          onPush(message);
          probeSoon();
        } else if (message.type === "result") answered(message);
        else if (message.type === "seats") onSeats(message);
        else if (message.type === "pushes") pushesFlow();
      };
      sock.onclose = (event) => {
        clearTimeout(openTimeout);
        stopHeartbeat();
        if (ws === sock) ws = null;
        for (const [ref, command] of waiting) {  // sent, unanswered: sent again over REST, same key
          waiting.delete(ref);
          command.retry();
        }
        if (event.code === 4403 || event.code === 4404) {
          stop();
          setState("closed");
          T.notify(event.code === 4404 ? "This game does not exist." : "You have no seat at this game: join it first.",
                   "error", 60000);
          return;
        }
        if (stopped) return;
        if (navigator.onLine === false) setState("offline");
        else if (!opened) startPolling();  // the socket cannot open: poll until it can
        else setState("reconnecting");
        scheduleReconnect();
      };
    }

    function scheduleReconnect() {
      if (stopped) return;
      clearTimeout(retryTimer);
      const delay = Math.min(15000, 500 * 2 ** attempts) * (0.5 + Math.random() / 2);
      attempts = Math.min(attempts + 1, 8);
      retryTimer = setTimeout(connect, delay);
    }

    /* A socket can die silently while the phone sleeps: ping, and drop it if nothing answers.
       With `pushes`, the server also sends a message the way pushes come (its channel layer):
       none back soon means pushes are late, and the page says "delayed", not "live". */
    function probe(pushes) {
      if (!ws || ws.readyState !== WebSocket.OPEN) return;
      try { ws.send(JSON.stringify(pushes ? { type: "ping", pushes: true } : { type: "ping" })); } catch (dead) {
        ws.close();
        return;
      }
      clearTimeout(pongDeadline);
      const sock = ws;
      pongDeadline = setTimeout(() => { if (ws === sock) sock.close(); }, 5000);
      if (!pushes) return;
      lastProbe = Date.now();
      if (pushesDeadline === null) {
        pushesDeadline = setTimeout(() => {
          pushesDeadline = null;
          if (ws === sock && self.state === "live") pushesLate();
        }, PUSHES_LATE_MS);
      }
    }
    /* After a push or an answer: whether pushes still flow, at most once in DELAYED_PROBE_MS. */
    function probeSoon() {
      if (Date.now() - lastProbe >= DELAYED_PROBE_MS) probe(true);
    }
    self.probeSoon = probeSoon;
    function pushesLate() {
      setState("delayed");
      clearInterval(delayedProbe);
      delayedProbe = setInterval(() => probe(true), DELAYED_PROBE_MS);
    }
    function pushesFlow() {
      clearTimeout(pushesDeadline);
      pushesDeadline = null;
      if (self.state !== "delayed") return;
      clearInterval(delayedProbe);
      setState("live");
      if (ws && ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: "resync", after: self.seq }));
      refresh();  // what was pushed meanwhile and not resent yet
    }
    function startHeartbeat() {
      stopHeartbeat();
      heartbeat = setInterval(() => { if (!document.hidden) probe(true); }, 25000);
    }
    function stopHeartbeat() {
      clearInterval(heartbeat);
      clearInterval(delayedProbe);
      clearTimeout(pongDeadline);
      clearTimeout(pushesDeadline);
      pushesDeadline = null;
    }

    function startPolling() {
      if (pollTimer || stopped) return;
      setState(navigator.onLine === false ? "offline" : "polling");
      pollTimer = setInterval(() => { if (!document.hidden) refresh(); }, options.pollMs || 2000);
    }
    function stopPolling() {
      clearInterval(pollTimer);
      pollTimer = null;
    }

    function stop() {
      stopped = true;
      stopPolling();
      stopHeartbeat();
      clearTimeout(retryTimer);
      clearTimeout(rereadTimer);
      clearTimeout(behindTimer);
      if (ws) ws.close();
    }
    self.stop = stop;

    function wake() {  // back online, or the page shown again after a sleep
      if (stopped) return;
      attempts = 0;
      sendKept();
      if (ws && ws.readyState === WebSocket.OPEN) {
        probe(true);  // it may have died in the sleep: a pong keeps it, silence drops it
        return;  // a live socket resends what it missed on its own
      }
      if (ws) {  // a socket stuck connecting from before: start again now
        const stuck = ws;
        ws = null;
        stuck.onclose = null;
        stuck.close();
      }
      connect();
      refresh();
    }
    window.addEventListener("online", wake);
    window.addEventListener("offline", () => { if (!stopped) setState("offline"); });
    document.addEventListener("visibilitychange", () => { if (!document.hidden) wake(); });
    window.addEventListener("pageshow", (event) => { if (event.persisted) wake(); });

    // -- acting ----------------------------------------------------------------------------
    function answered(message) {
      const command = waiting.get(message.ref);
      if (!command) return;
      waiting.delete(message.ref);
      if (message.ok) {
        command.resolve(message);
        probeSoon();
        return;
      }
      if (message.code === "throttled") {  // not applied: sent again over REST, same key, after the wait
        setTimeout(command.retry, 1000 * Math.min(10, Number(message.retry_after) || 1));
        return;
      }
      const error = new Error(message.message || "The server refused this.");
      Object.assign(error, { status: message.status, code: message.code, body: message });
      command.reject(error);
    }

    /* Send one command: over the socket when it is live (its own push comes just before the
       answer, so the page is redrawn when this resolves), else over REST (and the view read
       again). Unanswered on the socket (it dropped, or 10 s passed): sent again over REST with
       the same key, which the server answers once. Resolves to the answer; throws the API's error. */
    function send(body, key) {
      const overRest = async () => {
        const answer = await T.request("POST", base + "actions/", body, { key });
        self.seq = Math.max(self.seq, answer.version || 0);
        await refresh();
        return answer;
      };
      const open = ws && ws.readyState === WebSocket.OPEN && (self.state === "live" || self.state === "delayed");
      if (!open) return overRest();
      const ref = "c" + (++refs);
      return new Promise((resolve, reject) => {
        const retry = () => overRest().then(resolve, reject);
        const late = setTimeout(() => { if (waiting.delete(ref)) retry(); }, ANSWER_TIMEOUT_MS);
        waiting.set(ref, {
          resolve: (answer) => { clearTimeout(late); resolve(answer); },
          reject: (error) => { clearTimeout(late); reject(error); },
          retry: () => { clearTimeout(late); retry(); },
        });
        ws.send(JSON.stringify({ type: "action", ref, action: body, idempotency_key: key, view: false }));
      });
    }

    /* One command: a fresh Idempotency-Key (a network retry of this tap cannot act twice) and
       the version the player saw (a table that moved on answers 409, not a surprise). Resolves
       to the answer, or throws the API's error (message, status, code, body). */
    function prepared(payload, opts) {
      const body = Object.assign({}, payload);
      if (self.detail && !(opts && opts.anyVersion)) body.expected_version = self.detail.version;
      return { body, key: T.newKey() };
    }
    /* A tap refused because the table moved on (409) is sent again on the version now played
       when all that happened meanwhile is of the kinds `besides` names: other players' taps made
       at the same moment that change nothing this one means (their own stop votes, consents,
       spends). Anything else, or a refusal three times over, is the refusal itself. `first`
       sends it the first time (a tap kept offline is posted with the key it was made with). */
    async function sendMeant(body, key, besides, first) {
      try {
        return await (first || send)(body, key);
      } catch (error) {
        if (error.code !== "stale_version" || !besides || body.expected_version === undefined) throw error;
        let refused = error;
        for (let tries = 0; tries < 3; tries++) {
          const since = await T.request("GET", base + "events/?after=" + body.expected_version + "&limit=50");
          const entries = since.events;
          const caughtUp = entries.length > 0 && entries[entries.length - 1].seq === since.version;
          if (!caughtUp || !entries.every((entry) => besides.includes(entry.action))) throw refused;
          body = Object.assign({}, body, { expected_version: since.version });
          try {
            return await send(body, T.newKey());
          } catch (again) {
            if (again.code !== "stale_version") throw again;
            refused = again;
          }
        }
        throw refused;
      }
    }
    self.command = function (payload, opts) {
      const { body, key } = prepared(payload, opts);
      return sendMeant(body, key, opts && opts.besides);
    };

    /* Runs `work` (an async function) as the phone's one tap on its way: until it settles,
       `busy` refuses another, and the page's buttons fade if the answer is slow. Only then: most
       answers come within a frame or two, and a fade on and off at every tap redrew every button
       of the tapping phone twice while the other phones drew the push (3-4.5 ms a frame). */
    self.whileBusy = async function (work) {
      self.busy = true;
      const fade = setTimeout(() => { document.documentElement.dataset.busy = "1"; }, BUSY_FADE_AFTER_MS);
      try {
        return await work();
      } finally {
        clearTimeout(fade);
        self.busy = false;
        delete document.documentElement.dataset.busy;
      }
    };

    /* self.command for a tap: one at a time, errors shown. Resolves to the answer, or null. */
    self.act = async function (payload, opts) {
      if (self.busy) return null;
      if (self.kept) {
        T.notify("A tap made offline is waiting for the network: it is sent first.", "error");
        return null;
      }
      return self.whileBusy(() => actNow(payload, opts));
    };
    async function actNow(payload, opts) {
      const { body, key } = prepared(payload, opts);
      try {
        const answer = await sendMeant(body, key, opts && opts.besides);
        T.clearError();
        return answer;
      } catch (error) {
        if (error.code === "network") {
          keepForLater(body, key, opts && opts.besides);
        } else if (error.code === "stale_version") {
          T.notify("The table moved on before your tap: check it and tap again.", "error");
          refresh();
        } else {
          T.notify(error.message, "error");
        }
        return null;
      }
    }

    /* A tap made while the network is down is kept, with its Idempotency-Key and the version
       it was made on, and sent when the network returns: the key makes a copy that did reach
       the server land once, and a table that moved on meanwhile refuses it (409), which the
       page says, unless all that moved it is of the kinds the tap may be sent again past. */
    function keepForLater(body, key, besides) {
      self.kept = { body, key, besides };
      document.documentElement.dataset.kept = "1";
      T.notify("Offline: your tap is kept and sent when the network is back.", "error", 60000);
    }
    async function sendKept() {
      const kept = self.kept;
      if (!kept || self.sendingKept) return;
      self.sendingKept = true;
      try {
        const answer = await sendMeant(kept.body, kept.key, kept.besides,
                                       (body, key) => T.request("POST", base + "actions/", body, { key }));
        self.seq = Math.max(self.seq, answer.version || 0);
        T.notify("Sent the tap you made offline.");
      } catch (error) {
        if (error.code === "network") return;  // still offline: kept for the next try
        T.notify(error.code === "stale_version" ? "Dropped the tap you made offline: the table moved on without it."
          : "Dropped the tap you made offline: " + error.message, "error", 8000);
      } finally {
        self.sendingKept = false;
      }
      self.kept = null;
      delete document.documentElement.dataset.kept;
      refresh();
    }
    self.sendKept = sendKept;

    setState("connecting");
    loaded = refresh();
    connect();
    return self;
  };
})();
