/* The join page (templates/join.html): take the chosen seat, or just watch, then open the table. */
(function () {
  const form = document.getElementById("join-form");
  if (!form) return;
  const error = document.getElementById("join-error");
  const name = document.getElementById("name");  // a spectator's: a seat keeps the name the host gave it
  async function claim(body) {
    error.textContent = "";
    for (const button of form.querySelectorAll("button")) button.disabled = true;
    try {
      await Treasury.request("POST", "/api/v1/join/", Object.assign({ code: form.dataset.code, set_cookie: true }, body),
                             { retries: 0 });
      location.assign(form.dataset.next);
    } catch (failure) {
      error.textContent = failure.message;
      for (const button of form.querySelectorAll("button")) button.disabled = false;
      if (failure.code === "seat_taken") setTimeout(() => location.reload(), 1500);
    }
  }
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const chosen = form.querySelector('input[name="seat"]:checked');
    if (!chosen) { error.textContent = "Pick a free seat, or just watch."; return; }
    claim({ seat: Number(chosen.value) });
  });
  document.getElementById("spectate").addEventListener("click", () => claim({ spectate: true, name: name.value.trim() }));
})();
