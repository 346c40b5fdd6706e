/* The host's page (templates/host.html): the seats as they are claimed, live, and a new join code. */
(function () {
  const config = JSON.parse(document.getElementById("live-config").textContent);
  const list = document.getElementById("seats");
  const table = Treasury.live(Object.assign(config, {
    view: false,  // the seats only: pushes need carry no view
    render(detail) {
      const claimed = detail.seats.filter((s) => s.claimed).length;
      document.getElementById("claimed-count").textContent = "(" + claimed + " of " + detail.seats.length + " joined)";
      list.innerHTML = detail.seats.map((s) =>
        '<li data-seat="' + s.number + '"><span class="seat-name">' + Treasury.escape(s.name) + "</span>" +
        '<span class="badge' + (s.claimed ? " ok" : "") + '">' + (s.claimed ? "joined" : "waiting") + "</span>" +
        (s.claimed ? ' <button type="button" class="small" data-release="' + s.number + '" aria-label="Free seat ' +
          (s.number + 1) + " (" + Treasury.escape(s.name) + ')">Free</button>' : "") + "</li>"
      ).join("");
      if (detail.join_code && detail.join_code !== document.getElementById("join-code").textContent) location.reload();
      // A seat taken or freed meanwhile: the server draws the seats this phone may take again.
      const free = detail.seats.filter((s) => !s.claimed).map((s) => String(s.number));
      const picker = document.getElementById("host-seat");
      const offered = picker ? [...picker.options].map((option) => option.value) : [];
      const playing = document.getElementById("open-my-seat") !== null;
      if (!playing && !(picker && picker.form.dataset.sent) && offered.join() !== free.join()) location.reload();
    },
  }));
  const seatForm = document.getElementById("host-seat-form");
  if (seatForm) seatForm.addEventListener("submit", () => { seatForm.dataset.sent = "1"; });
  document.getElementById("renew").addEventListener("click", async () => {
    if (!confirm("Make a new join code? The old one stops working.")) return;
    try {
      await Treasury.request("POST", "/games/" + config.game + "/host/join-code/");
      location.reload();  // the QR code is drawn by the server
    } catch (failure) { Treasury.notify(failure.message, "error"); }
  });
  // A phone lost or replaced: its seat freed, the join code takes it again (the list redraws from the push).
  list.addEventListener("click", async (event) => {
    const button = event.target.closest("button[data-release]");
    if (!button) return;
    const name = button.closest("li").querySelector(".seat-name").textContent;
    if (!confirm("Free " + name + "'s seat? The phone that holds it loses it; the join code takes it again.")) return;
    try {
      await Treasury.request("POST", "/games/" + config.game + "/host/seats/" + button.dataset.release + "/release/");
      Treasury.notify(name + "'s seat is free: join it again with the join code.");
    } catch (failure) { Treasury.notify(failure.message, "error"); }
  });
  window.treasuryTable = table;
})();
