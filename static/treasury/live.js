/* Treasury live client: one small script for every game page, no build step.

   const table = Treasury.live({
     kind: "auction", plural: "auctions", game: 12,
     render(detail, log) { ... },   // detail: GET /api/v1/<plural>/<id>/ as this seat sees it
     log: 12,                       // keep the last N log entries (GET .../events/), 0 for none
   });
   table.act({type: "bid", amount: 3});   // POST .../actions/ with expected_version + Idempotency-Key

   Every push on the socket means "something changed": the page re-reads its own view from
   the detail endpoint (never trusting pushed data for state, so nothing leaks and no gap is
   missed). The socket reconnects with backoff after sleep or a lost network, asks to resync
   from the last seq, and the page polls the detail endpoint every 2 s while it cannot open. */
(function () {
  "use strict";
  const T = (window.Treasury = window.Treasury || {});

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

  /* fetch with the page's cookies and CSRF token. Retries a GET, or a POST that carries an
     Idempotency-Key (the server replays the first answer), when the network drops. Throws an
     Error whose message is the API's `message`, with .status, .code and .body. */
  T.request = async function (method, url, body, opts) {
    opts = opts || {};
    const retries = opts.retries === undefined ? 2 : opts.retries;
    const headers = { Accept: "application/json" };
    if (body !== undefined) headers["Content-Type"] = "application/json";
    if (method !== "GET") headers["X-CSRFToken"] = T.csrfToken();
    if (opts.key) headers["Idempotency-Key"] = opts.key;
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
      let data = null;
      try { data = await response.json(); } catch (notJson) { data = null; }
      if (response.ok) return data;
      const error = new Error((data && data.message) || "The server answered " + response.status + ".");
      error.status = response.status;
      error.code = data && data.code;
      error.body = data;
      throw error;
    }
  };

  T.escape = function (text) {
    return String(text == null ? "" : text).replace(/[&<>"']/g, (c) => (
      { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" }[c]));
  };

  // -- the live game -----------------------------------------------------------------------
  const STATUS_TEXT = {
    connecting: "connecting…", live: "live", reconnecting: "reconnecting…", polling: "polling",
    offline: "offline", closed: "no access",
  };

  T.live = function (options) {
    const { kind, plural, game, render } = options;
    const base = "/api/v1/" + plural + "/" + game + "/";
    const keepLog = options.log || 0;
    const statusEl = options.status || document.getElementById("conn");
    const self = { detail: null, log: [], seq: 0, state: "connecting", busy: false };

    let ws = null;
    let retryTimer = null;
    let pollTimer = null;
    let heartbeat = null;
    let pongDeadline = null;
    let attempts = 0;
    let stopped = false;
    let refreshing = null;
    let rereadTimer = null;
    let again = false;
    let logSeq = 0;
    let lastRendered = "";

    function setState(state) {
      self.state = state;
      if (statusEl) {
        statusEl.dataset.state = state;
        statusEl.textContent = STATUS_TEXT[state] || state;
      }
      document.documentElement.dataset.live = state;
    }

    async function loadLog(version) {
      if (!keepLog || logSeq >= version) return;
      const after = logSeq === 0 ? Math.max(0, version - keepLog) : logSeq;
      const page = await T.request("GET", base + "events/?after=" + after + "&limit=" + Math.max(keepLog, 50));
      for (const entry of page.events) {
        if (entry.seq > logSeq) {
          self.log.push(entry);
          logSeq = entry.seq;
        }
      }
      self.log = self.log.slice(-keepLog);
    }

    async function load() {
      const detail = await T.request("GET", base);
      await loadLog(detail.version);
      self.detail = detail;
      self.seq = Math.max(self.seq, detail.version);
      const fingerprint = JSON.stringify([detail, logSeq]);
      if (fingerprint !== lastRendered) {  // polling every 2 s must not redraw for nothing
        lastRendered = fingerprint;
        render(detail, self.log, self);
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

    // -- the socket ------------------------------------------------------------------------
    function connect() {
      if (stopped || (ws && ws.readyState <= WebSocket.OPEN)) return;
      clearTimeout(retryTimer);
      const scheme = location.protocol === "https:" ? "wss:" : "ws:";
      let sock;
      try {
        sock = new WebSocket(scheme + "//" + location.host + "/ws/" + kind + "/" + game + "/");
      } catch (cannot) {
        startPolling();
        scheduleReconnect();
        return;
      }
      ws = sock;
      let opened = false;
      const openTimeout = setTimeout(() => { if (!opened) sock.close(); }, 6000);
      // Open means "the server said hello": a proxy that takes the upgrade and then drops
      // the socket counts as a socket that cannot open, and the page polls meanwhile.
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
          sock.send(JSON.stringify({ type: "resync", after: self.seq }));
          startHeartbeat();
          refresh();
          sendKept();
          return;
        }
        if (opened && self.state !== "live") setState("live");  // it answered after all
        if (typeof message.seq === "number") {  // a commit: re-read our view
          refresh();
          if (options.onPush) options.onPush(message);
        } else if (message.type === "seats") {  // a seat taken: the names and who is seated
          refresh();
        }
      };
      sock.onclose = (event) => {
        clearTimeout(openTimeout);
        stopHeartbeat();
        if (ws === sock) ws = null;
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

    /* A socket can die silently while the phone sleeps: ping, and drop it if nothing answers. */
    function probe() {
      if (!ws || ws.readyState !== WebSocket.OPEN) return;
      try { ws.send(JSON.stringify({ type: "ping" })); } catch (dead) { ws.close(); return; }
      clearTimeout(pongDeadline);
      const sock = ws;
      pongDeadline = setTimeout(() => { if (ws === sock) sock.close(); }, 5000);
    }
    function startHeartbeat() {
      stopHeartbeat();
      heartbeat = setInterval(() => { if (!document.hidden) probe(); }, 25000);
    }
    function stopHeartbeat() {
      clearInterval(heartbeat);
      clearTimeout(pongDeadline);
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
      if (ws) ws.close();
    }
    self.stop = stop;

    function wake() {  // back online, or the page shown again after a sleep
      if (stopped) return;
      attempts = 0;
      sendKept();
      if (ws && ws.readyState === WebSocket.OPEN) {
        probe();  // it may have died in the sleep: a pong keeps it, silence drops it
      } else {
        if (ws) {  // a socket stuck connecting from before: start again now
          const stuck = ws;
          ws = null;
          stuck.onclose = null;
          stuck.close();
        }
        connect();
      }
      refresh();
    }
    window.addEventListener("online", wake);
    window.addEventListener("offline", () => { if (!stopped) setState("offline"); });
    document.addEventListener("visibilitychange", () => { if (!document.hidden) wake(); });
    window.addEventListener("pageshow", (event) => { if (event.persisted) wake(); });

    // -- acting ----------------------------------------------------------------------------
    /* One tap, one command: a fresh Idempotency-Key (a network retry of this tap cannot act
       twice) and the version the player saw (a table that moved on answers 409, not a
       surprise). Resolves to the response body, or null after showing the error. */
    self.act = async function (payload, opts) {
      if (self.busy) return null;
      if (self.kept) {
        T.notify("A tap made offline is waiting for the network: it is sent first.", "error");
        return null;
      }
      self.busy = true;
      document.documentElement.dataset.busy = "1";
      const body = Object.assign({}, payload);
      if (self.detail && !(opts && opts.anyVersion)) body.expected_version = self.detail.version;
      const key = T.newKey();
      try {
        const answer = await T.request("POST", base + "actions/", body, { key });
        self.seq = Math.max(self.seq, answer.version || 0);
        return answer;
      } catch (error) {
        if (error.code === "network") {
          keepForLater(body, key);
        } else if (error.code === "stale_version") {
          T.notify("The table moved on before your tap: check it and tap again.", "error");
        } else {
          T.notify(error.message, "error");
        }
        return null;
      } finally {
        self.busy = false;
        delete document.documentElement.dataset.busy;
        await refresh();
      }
    };

    /* A tap made while the network is down is kept, with its Idempotency-Key and the version
       it was made on, and sent when the network returns: the key makes a copy that did reach
       the server land once, and a table that moved on meanwhile refuses it (409), which the
       page says. */
    function keepForLater(body, key) {
      self.kept = { body, key };
      document.documentElement.dataset.kept = "1";
      T.notify("Offline: your tap is kept and sent when the network is back.", "error", 60000);
    }
    async function sendKept() {
      const kept = self.kept;
      if (!kept || self.sendingKept) return;
      self.sendingKept = true;
      try {
        const answer = await T.request("POST", base + "actions/", kept.body, { key: kept.key });
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
    refresh();
    connect();
    return self;
  };
})();
