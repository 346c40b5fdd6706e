/* The plain page of a kind with no page of its own (templates/game.html): the caller's view, live. */
(function () {
  const config = JSON.parse(document.getElementById("live-config").textContent);
  window.treasuryTable = Treasury.live(Object.assign(config, {
    render(detail) {
      document.getElementById("version").textContent = detail.version;
      document.getElementById("legal").textContent = detail.legal_actions.join(", ") || "nothing now";
      document.getElementById("view").textContent = JSON.stringify(detail.view, null, 2);
    },
  }));
})();
