/* The create-a-table page (templates/new.html): seats within the kind's bounds, the cubes listed,
   the kind's options (a battler's over its preset), then the table created and its host token
   kept in the seat cookie. */
(function () {
  const form = document.getElementById("new-form");
  const seats = document.getElementById("seats");
  const cube = document.getElementById("cube");
  const error = document.getElementById("new-error");
  const names = ["Ann", "Bob", "Cy", "Di", "Eve", "Fay", "Gus", "Hal"];
  let cubes = [];
  const kind = () => form.querySelector('input[name="kind"]:checked');
  const optionsOf = (k) => form.querySelector('fieldset.options[data-kind="' + k.value + '"]');
  const presetOf = (box) => { const preset = box.querySelector("#preset"); return preset ? preset.value : ""; };
  const defaultOf = (input, preset) => JSON.parse(input.dataset.defaults)[preset];

  // The options show the chosen preset's values (or the defaults) until the host changes them.
  function showDefaults(box) {
    const preset = presetOf(box);
    box.querySelectorAll("[data-option]").forEach((input) => {
      const value = defaultOf(input, preset);
      if (input.type === "checkbox") input.checked = value;
      else input.value = value === null ? "" : String(value);
    });
  }
  function optionValue(input) {
    if (input.type === "checkbox") return input.checked;
    if (input.tagName === "SELECT") return input.value;
    if (input.value.trim() === "") {
      if ("optional" in input.dataset) return null;
      throw new Error("Give " + form.querySelector('label[for="' + input.id + '"]').firstChild.textContent.trim() +
                      " a whole number.");
    }
    return Number(input.value);
  }
  // Only what differs from the preset (or the defaults) is sent: the rest is the preset's own.
  function chosenSettings(k) {
    const box = optionsOf(k);
    if (!box) return undefined;
    const preset = presetOf(box);
    const settings = preset ? { preset: preset } : {};
    box.querySelectorAll("[data-option]").forEach((input) => {
      const value = optionValue(input);
      if (value !== defaultOf(input, preset)) settings[input.dataset.option] = value;
    });
    return settings;
  }

  function addSeat() {
    const n = seats.children.length;
    const item = document.createElement("li");
    item.innerHTML = '<label class="sr-only" for="seat-' + n + '">Seat ' + (n + 1) + ' name</label>' +
      '<input id="seat-' + n + '" name="seat" maxlength="40" required placeholder="Seat ' + (n + 1) + '">';
    item.querySelector("input").value = names[n] || "";
    seats.appendChild(item);
  }
  // The seats stay within the kind's bounds; the usual number is offered only when a kind is
  // chosen, so that the host can still remove seats below it.
  function fitSeats() {
    const k = kind();
    const min = Number(k.dataset.min), max = Number(k.dataset.max);
    while (seats.children.length < min) addSeat();
    while (seats.children.length > max) seats.lastElementChild.remove();
    document.getElementById("add-seat").disabled = seats.children.length >= max;
    document.getElementById("remove-seat").disabled = seats.children.length <= min;
  }
  function pickDemoCube() {
    const word = { auction: "auction", saga: "saga", battler: "battler" }[kind().value];
    const match = cubes.find((c) => c.is_demo && c.name.toLowerCase().includes(word));
    if (match) cube.value = String(match.id);
  }
  function chooseKind() {
    const k = kind();
    const wanted = { auction: 3, battler: 4 }[k.value] || 0;  // every battler preset seats 4
    while (seats.children.length < Math.min(Number(k.dataset.max), wanted)) addSeat();
    fitSeats();
    form.querySelectorAll("fieldset.options").forEach((box) => { box.hidden = box.dataset.kind !== k.value; });
    pickDemoCube();
  }
  document.getElementById("add-seat").addEventListener("click", () => { addSeat(); fitSeats(); });
  document.getElementById("remove-seat").addEventListener("click", () => { seats.lastElementChild.remove(); fitSeats(); });
  form.addEventListener("change", (event) => {
    if (event.target.name === "kind") chooseKind();
    if (event.target.id === "preset") showDefaults(event.target.closest("fieldset"));
  });

  Treasury.request("GET", "/api/v1/cubes/?page_size=200").then((page) => {
    cubes = page.results;
    cube.innerHTML = cubes.map((c) => '<option value="' + c.id + '">' + Treasury.escape(c.name) +
                                      (c.is_demo ? " (demo)" : "") + "</option>").join("");
    pickDemoCube();
  }).catch((failure) => { error.textContent = failure.message; });
  chooseKind();

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    error.textContent = "";
    const k = kind();
    const body = {
      title: document.getElementById("title").value.trim(),
      seats: Array.from(seats.querySelectorAll("input"), (input) => input.value.trim()),
      cube: Number(cube.value),
    };
    const link = document.getElementById("cubecobra").value.trim();
    if (body.seats.some((name) => !name)) { error.textContent = "Give every seat a name."; return; }
    if (!body.cube && !link) { error.textContent = "Pick a cube."; return; }
    try {
      const settings = chosenSettings(k);
      if (settings) body.settings = settings;
    } catch (failure) { error.textContent = failure.message; return; }
    const button = document.getElementById("create");
    button.disabled = true;
    try {
      if (link) {
        error.textContent = "Reading the cube from CubeCobra…";
        let job = await Treasury.request("POST", "/api/v1/cubes/", { cubecobra: link }, { retries: 0 });
        // The server reads it in a job (202): its status page says how it goes until it ends.
        for (let polls = 1; job.status === "queued" || job.status === "running"; polls++) {
          error.textContent = "Reading the cube from CubeCobra… (" + job.status + ", " + polls + " s)";
          await new Promise((resolve) => setTimeout(resolve, 1000));
          job = await Treasury.request("GET", job.status_url);
        }
        if (job.status === "failed") throw new Error(job.error.message);
        body.cube = job.result.cube.id;
        error.textContent = "";
      }
      const created = await Treasury.request("POST", "/api/v1/" + k.dataset.plural + "/", body,
                                             { retries: 0 });
      // The host token goes into the HttpOnly seat cookie, never into the URL.
      const kept = await Treasury.request("POST", "/games/" + created.id + "/seat/", { token: created.host_token });
      location.assign(kept.next);
    } catch (failure) {
      error.textContent = failure.message;
      button.disabled = false;
    }
  });
})();
