"""The phone's turns at a full table, game by game (check_crowded_layouts.py): each step of the
move is measured at every size (Probe.check) before the phone acts, as a player would, to the end.

Every player has `steps` (the steps that must have been measured) and `play()`; they fill `result`
with what the turn cue and reduced motion did."""
import json

from selenium.common.exceptions import WebDriverException
from selenium.webdriver.common.by import By

from browser import visible


def start_when_ready(driver):
    """The VIP's Start once everyone is ready (a dedicated host); False: keep waiting for the game."""
    buttons = driver.find_elements(By.ID, "start-button")
    hint = driver.find_elements(By.ID, "lobby-hint")
    if buttons and buttons[0].is_displayed() and hint and hint[0].text.startswith("Everyone is ready"):
        buttons[0].click()
    return False


def my_turn_cue(driver):
    """The tab's title and the vibrations so far."""
    return driver.execute_script("return [document.title, window.__vibrations.length]")


class CrazyEights:
    """Taps an eight first when it has one (the suit sheet), else a lifted card, else Draw/Pass;
    on its second turn switches Menu → Quiet on and watches the cue stop."""
    steps = ["move", "suit"]
    MOVE = [".ce-card.playable, .ce-action", ".ce-status.mine", ".ce-top"]
    SUIT = [".ce-suit-choice", ".ce-picker-cancel"]
    QUIET_AFTER = 1

    def __init__(self, driver, probe, wait_for, result):
        self.driver, self.probe, self.wait_for, self.result = driver, probe, wait_for, result
        self.cue = result["cue"] = {"turns": [], "quietAfter": self.QUIET_AFTER}

    def position(self, last):
        """The board's position when it is my move and not `last`; "over" at the end; else None."""
        d = self.driver
        if visible(d, "game-over"):
            return "over"
        status = d.find_elements(By.CSS_SELECTOR, ".ce-status.mine")
        if not status or not status[0].is_displayed():
            return None
        position = d.find_element(By.CSS_SELECTOR, ".ce-board").get_attribute("data-position")
        return position if position != last else None

    def still(self, position):
        """Whether the page still shows my move at `position` (the probe drops what it measured after)."""
        try:
            return self.position(None) == position
        except WebDriverException:
            return False

    def play(self):
        d, last, turns = self.driver, None, 0
        while True:
            position = self.wait_for(lambda: self.position(last), "my Crazy Eights move")
            if position == "over":
                return
            title, vibrations = my_turn_cue(d)
            self.cue["turns"].append({"title": title, "vibrations": vibrations, "quiet": turns > self.QUIET_AFTER})
            if turns == self.QUIET_AFTER:
                # On my turn (its cue came already): the next cue could come only after my move.
                self.quiet()
            self.probe.check("move", self.MOVE, still=lambda: self.still(position))
            last = position
            turns += 1
            try:
                eights = [c for c in d.find_elements(By.CSS_SELECTOR, ".ce-card.playable") if c.get_attribute("data-card").startswith("8")]
                playable = d.find_elements(By.CSS_SELECTOR, ".ce-card.playable")
                (eights or playable or d.find_elements(By.CSS_SELECTOR, ".ce-action"))[0].click()
                if eights:
                    self.wait_for(lambda: visible_all(d, ".ce-suit-choice"), "the suit sheet")
                    self.probe.check("suit", self.SUIT)
                    d.find_elements(By.CSS_SELECTOR, ".ce-suit-choice")[0].click()
            except (WebDriverException, IndexError):
                last = None  # the page re-rendered under the tap: look again

    def quiet(self):
        """Menu → Quiet, then back to the game, as a player at a quiet table would."""
        d = self.driver
        d.find_element(By.ID, "menu-button").click()
        d.find_element(By.ID, "menu-quiet").click()
        self.cue["quietButton"] = [d.find_element(By.ID, "menu-quiet").text,
                                   d.find_element(By.ID, "menu-quiet").get_attribute("aria-pressed")]
        self.cue["stored"] = d.execute_script("return localStorage.getItem('lanparty.quiet')")
        d.find_element(By.ID, "menu-resume").click()


def visible_all(driver, selector):
    nodes = driver.find_elements(By.CSS_SELECTOR, selector)
    return nodes and all(n.is_displayed() for n in nodes)


# Animations running now (CSS animations and transitions); reduced motion must leave none.
RUNNING_JS = "return document.getAnimations().filter((a) => a.playState === 'running').length"


class Quortex:
    """Picks the first tile it may (its best rotation shows on the target cell), then Places."""
    steps = ["pick", "place"]
    PICK = [".qx-face[data-mine=yes] .qx-hand-tile:enabled", ".qx-status", ".qx-board"]
    PLACE = [".qx-preview", ".qx-place", ".qx-rotate", ".qx-choice", ".qx-board", ".qx-hand-tile:enabled"]

    def __init__(self, driver, probe, wait_for, result):
        self.driver, self.probe, self.wait_for, self.result = driver, probe, wait_for, result

    def play(self):
        d = self.driver
        while True:
            state = self.wait_for(lambda: "over" if visible(d, "game-over") else
                                  d.find_elements(By.CSS_SELECTOR, ".qx-face[data-mine=yes] .qx-hand-tile:enabled"),
                                  "my Quortex move")
            if state == "over":
                return
            try:
                turn = d.find_element(By.CSS_SELECTOR, ".qx-face").get_attribute("data-turn")
                if not d.find_elements(By.CSS_SELECTOR, ".qx-hand-tile.selected"):
                    self.probe.check("pick", self.PICK)
                    state[0].click()
                self.wait_for(lambda: d.find_elements(By.CSS_SELECTOR, ".qx-preview")
                              and d.find_element(By.CSS_SELECTOR, ".qx-place").is_enabled(), "the preview")
                self.probe.check("place", self.PLACE)
                if "motion" not in self.result:
                    self.result["motion"] = self.motion()
                d.find_element(By.CSS_SELECTOR, ".qx-place").click()
                self.wait_for(lambda: visible(d, "game-over")
                              or d.find_element(By.CSS_SELECTOR, ".qx-face").get_attribute("data-turn") != turn
                              or d.find_elements(By.CSS_SELECTOR, ".qx-refusal:not(:empty)"), "the placement")
            except WebDriverException:
                continue  # the page re-rendered under us: look again

    def motion(self):
        """Running animations with and without `prefers-reduced-motion: reduce` (your target cell
        pulses until you place)."""
        d = self.driver
        frames = "const done = arguments[0]; requestAnimationFrame(() => requestAnimationFrame(done));"
        normal = d.execute_script(RUNNING_JS)
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": "reduce"}]})
        d.execute_async_script(frames)
        reduced = d.execute_script(RUNNING_JS)
        d.execute_cdp_cmd("Emulation.setEmulatedMedia", {"features": [{"name": "prefers-reduced-motion", "value": ""}]})
        d.execute_async_script(frames)
        return {"running": normal, "runningReduced": reduced}


class SketchDuel:
    """Measures the drawer's round and the guesser's (the first of each), then waits for the end."""
    steps = ["draw", "guess"]
    DRAW = [".sd-canvas", ".sd-word", ".sd-swatch", ".sd-width", ".sd-undo", ".sd-clear", ".sd-clock"]
    GUESS = [".sd-canvas", ".sd-pattern", ".sd-guess-input", ".sd-guess-send", ".sd-clock"]
    # The guesser is measured with the widest pattern of the stock word lists ("traffic light", 25
    # characters once spaced) in place of this round's, built as face.js builds one (a box per
    # word): a long word must fit as well as whichever word the round happened to draw.
    WIDEST_PATTERN = '<span class="sd-pattern-word">_ _ _ _ _ _ _</span>   <span class="sd-pattern-word">_ _ _ _ _</span>'
    WIDEST_JS = "for (const n of document.querySelectorAll('.sd-pattern')) n.innerHTML = %s;\n" % json.dumps(WIDEST_PATTERN)

    def __init__(self, driver, probe, wait_for, result):
        self.driver, self.probe, self.wait_for, self.result = driver, probe, wait_for, result

    def play(self):
        d, seen = self.driver, set()
        while len(seen) < 2:
            role = self.wait_for(lambda: "over" if visible(d, "game-over") else
                                 next((r for r in ("draw", "guess") if r not in seen
                                       and d.find_elements(By.CSS_SELECTOR, ".sd-face[data-role=%s]" % r)), None),
                                 "a drawing or guessing round")
            if role == "over":
                return
            # A round can run out on its clock while it is measured: then it is measured at the next.
            still = lambda: bool(d.find_elements(By.CSS_SELECTOR, ".sd-face[data-role=%s]" % role)) and not visible(d, "game-over")
            before = len(self.probe.checked)
            if role == "draw":
                self.probe.check(role, self.DRAW, still=still)
            else:
                self.probe.check(role, self.GUESS, still=still, before=self.WIDEST_JS)
            if not any(c.get("movedOn") for c in self.probe.checked[before:]):
                seen.add(role)
        # The rounds run out on their clock; the caller waits for the end.


PLAYERS = {"crazy-eights": CrazyEights, "quortex": Quortex, "sketch-duel": SketchDuel}
