/* On plain http (a LAN address) the browser offers no service worker, install or notifications:
   say so once, in words, until the player dismisses it (templates/base.html #plain-http). */
(function () {
  "use strict";
  const SEEN = "treasury-plain-http-seen";
  const note = document.getElementById("plain-http");
  if (!note || window.isSecureContext) return;
  try { if (localStorage.getItem(SEEN) === "1") return; } catch (none) { /* shown each time then */ }
  note.hidden = false;
  document.getElementById("plain-http-ok").addEventListener("click", () => {
    note.hidden = true;
    try { localStorage.setItem(SEEN, "1"); } catch (none) { /* dismissed for this page only */ }
  });
})();
