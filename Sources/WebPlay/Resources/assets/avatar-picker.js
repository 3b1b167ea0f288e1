/* The join form's avatar picker: a symbol and a colour (avatars.js), as two groups of radio
 * buttons drawn as badges. Until the player picks, it shows the avatar derived from the name being
 * typed (what the host would give them anyway); a pick is kept in this browser for next time. */
(function (global) {
  "use strict";
  const Avatars = global.LanPartyAvatars;
  const KEY = "lanparty.avatar";

  /** Builds the picker in `fieldset`, following `nameInput`; returns {current(name)}. */
  function mount(fieldset, nameInput, store) {
    let picked = Avatars.parse(store.getItem(KEY));
    const shown = () => picked || Avatars.derived(nameInput.value.trim());
    fieldset.textContent = "";
    const legend = document.createElement("legend");
    legend.textContent = "Your avatar";
    const preview = document.createElement("span");
    preview.id = "avatar-preview";
    legend.append(" ", preview);
    const symbols = group("avatar-symbols", "Symbol"), colors = group("avatar-colors", "Colour");
    fieldset.append(legend, symbols, colors);

    // Each group of radio buttons is a fieldset of its own with its legend (read, not shown): one
    // fieldset holding both groups is "unrelated inputs" to a screen reader, and to axe-core.
    function group(className, label) {
      const node = document.createElement("fieldset");
      node.className = "avatar-group " + className;
      const caption = document.createElement("legend");
      caption.className = "avatar-group-legend";
      caption.textContent = label;
      node.append(caption);
      return node;
    }

    function choice(name, value, label, avatar) {
      const wrap = document.createElement("label");
      wrap.className = "avatar-choice";
      const input = document.createElement("input");
      input.type = "radio"; input.name = name; input.value = value;
      input.setAttribute("aria-label", label);
      input.addEventListener("change", () => {
        const now = shown();
        picked = name === "avatar-symbol" ? { symbol: value, color: now.color } : { symbol: now.symbol, color: value };
        store.setItem(KEY, picked.symbol + ":" + picked.color);
        draw();
      });
      wrap.append(input, Avatars.badge(avatar));
      return wrap;
    }

    /** Every choice drawn in the other half of the avatar shown, the shown one checked. */
    function draw() {
      const now = shown();
      for (const node of [symbols, colors]) node.querySelectorAll(".avatar-choice").forEach((choice) => choice.remove());
      for (const symbol of Avatars.SYMBOLS) symbols.append(choice("avatar-symbol", symbol, symbol, { symbol: symbol, color: now.color }));
      for (const color of Object.keys(Avatars.COLORS)) colors.append(choice("avatar-color", color, color, { symbol: now.symbol, color: color }));
      for (const input of fieldset.querySelectorAll("input")) input.checked = input.value === now.symbol || input.value === now.color;
      preview.textContent = now.symbol + ", " + now.color + (picked ? "" : " (from your name)");
      fieldset.dataset.avatar = now.symbol + ":" + now.color;
    }

    nameInput.addEventListener("input", () => { if (!picked) draw(); });
    draw();
    // What to join with: the pick, else the avatar of the name joined with.
    return { current: (name) => picked || Avatars.derived(name != null ? name : nameInput.value.trim()) };
  }

  global.LanPartyAvatarPicker = { mount: mount };
})(typeof self !== "undefined" ? self : this);
