"""Hardback played as a person does: building a word by clicking, dragging and typing (with a wild for a
missing letter), reading the preview's earnings before spelling, answering benefit prompts, choosing cards to buy
(and changing one's mind) before buying them, and short games (40 prestige) to their end against a bot and,
co-operatively, against Penny Dreadful; and a big discard pile to trash from, on a phone."""

from __future__ import annotations

import re
from collections import Counter

import pytest
from playwright.sync_api import Page, expect

from tests.browser import act, choose_seats, wait_for_engine
from tests.e2e.test_odin import save_and_reload

pytestmark = pytest.mark.browser
MAX_STEPS = 300
SHORT = "40 prestige (short)"
COOP = "Co-operative Anthology / solo against Penny Dreadful (1–4 players)"

# Words a person might try, all in the common list; longest first when several fit the hand.
WORD_TEXT = """\
at an as in is it to so no on or be by do go he me we us up of if my ad ah am ax ay eh hi ho id la lo ma mi mu
nu oh ox pa pi re ta ti ye yo ate eat tea sea set sat sit tin tan ten net nit rat tar art ear era are ire lie
lit let lei nil sin sun rut run urn nut tun sue use rain rein tire tier tile lite line lint nest rest rent tent
lane lean real rail liar list slit silt salt last lest lets nets tens ants rats star tars arts ears eras sear
seal sale tale teal late rate tear tare east eats seat teas site ties tins snit nail lain rise sire tries tires
tiers rites inert inter stern terns rents saint stain satin train trail trial slate least steal stale tales
teals riles liars rails laser earls snail nails slain alien lens lent earn near snare earns nears saner raise
arise aisle alert alter later tiler liter islet tiles stile lines liens inlet listen silent tinsel enlist inlets
entail retail retains retinal latrines cat cab can cap car cot cut dog dot den din dye dry hat hen hit hot hut
map mat men met mop mud nap pan pen pet pin pit pot put tab tap tip top toy tub yes you bat bet bit but bed bad
bid bud die due dig dug gas gel get gin got gum gun had has him his hog hop hue hum mad pad peg pod pub pug pun
bird burn dear date debt dice dirt dish dogs done door dose drop dust hand hard hate heat hide hint hold home
hope hose hunt made main mane mate meat mind mine mint mist moth much nose note open page pain pale palm park
part path pear pint plan plot plus pond pose post pour push rich ride road robe rope rose ruby rude rush sand
shop song soup spin spot stop such tame tape team them then they time tiny tone toss tour toys tube tune type
unit upon used user yard year
"""
WORDS = sorted(WORD_TEXT.split(), key=len, reverse=True)


def set_up(page: Page, seats: list[str], mode: str | None = None) -> None:
    """Open Hardback's setup: seats ("person" or "bot:<level>"), the short game, and the mode."""
    choose_seats(page, "hardback", seats)
    if mode:
        page.get_by_test_id("option-mode").select_option(label=mode)
    page.get_by_test_id("option-target").select_option(label=SHORT)
    page.get_by_test_id("start").click()


def situation(page: Page) -> str:
    """Wait until the person can act or the game is over: "spell", "resolve", "buy" or "over"."""
    page.wait_for_function(
        """() => document.querySelector('[data-testid=outcome]')
              || document.querySelector('[data-testid=word-input]:not(:disabled)')
              || document.querySelector('[data-testid=resolve] .actions button')
              || document.querySelector('[data-testid=end-turn]:not(:disabled)')""",
        timeout=30_000,
    )
    if page.get_by_test_id("outcome").count():
        return "over"
    if page.get_by_test_id("word-input").count():
        return "spell"
    if page.locator("[data-testid=resolve] .actions button").count():
        return "resolve"
    return "buy"


def drag_onto(page: Page, source, target, across: float) -> None:
    """Drag ``source`` (a card or a letter) with the mouse onto ``target``, ``across`` of its width from its left
    edge. Both are measured once the letters have glided into place, where they stay."""
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")
    start, goal = source.bounding_box(), target.bounding_box()
    page.mouse.move(start["x"] + start["width"] / 2, start["y"] + start["height"] / 2)
    page.mouse.down()
    page.mouse.move(goal["x"] + goal["width"] * across, goal["y"] + goal["height"] / 2, steps=8)
    page.mouse.up()


def hand_letters(page: Page) -> list[str]:
    return page.locator("[data-testid=hand] button[data-letter]").evaluate_all("els => els.map(e => e.dataset.letter)")


def choose_word(letters: list[str]) -> str | None:
    """The longest listed word the hand spells, else the longest that needs one wild (a spare card left)."""
    have = Counter(letters)
    for missing_allowed in (0, 1):
        for word in WORDS:
            need = Counter(word) - have
            if sum(need.values()) == missing_allowed and len(word) <= len(letters):
                return word
    return None


def spell_by_typing(page: Page, word: str) -> bool:
    """Type `word`; give a missing letter a wild card; spell it if the preview says it is legal."""
    box = page.get_by_test_id("word-input")
    box.click()
    page.keyboard.type(word)
    expect(box).to_have_value(word)
    offer = page.locator("[data-testid^=wild-from-]")
    if offer.count():
        offer.first.click()
        expect(page.locator("[data-testid^=tile-][data-wild=true]")).to_have_count(1)
    preview = page.get_by_test_id("preview")
    expect(preview).to_have_attribute("data-legal", re.compile("true|false"))
    if preview.get_attribute("data-legal") != "true":
        page.get_by_test_id("reset").click()
        return False
    expect(page.get_by_test_id("preview-earnings")).to_have_text(re.compile(r"^\d+¢ and \d+ prestige$"))
    act(page, page.get_by_test_id("spell").click)
    return True


def take_turn(page: Page, state: str, bought: list[int]) -> None:
    """One step of a person's turn: spell (or skip), answer a prompt with its first choice, buy the first
    card the page offers until one is bought, then end the turn."""
    if state == "spell":
        word = choose_word(hand_letters(page))
        if not (word and spell_by_typing(page, word)):
            act(page, page.get_by_test_id("skip").click)
    elif state == "resolve":
        act(page, page.locator("[data-testid=resolve] .actions button").first.click)
    else:
        buys = page.locator("[data-testid=offer] [data-testid^=buy-][aria-pressed=false]:not(:disabled)")
        if not bought and buys.count():
            bought.append(choose_and_buy(page, buys))
            return
        act(page, page.get_by_test_id("end-turn").click)


def choose_and_buy(page: Page, buys) -> int:
    """Choose the first card the offer row lets the person buy, change their mind about a second one, and buy:
    the choice is an unfinished move, so nothing is bought (nor the row refilled) until Buy."""
    log = page.get_by_test_id("log").locator("li")
    logged = log.count()
    first = buys.first
    card = int(first.get_attribute("data-card"))
    first.click()
    expect(page.get_by_test_id(f"buy-{card}")).to_have_attribute("aria-pressed", "true")
    expect(page.get_by_test_id("chosen")).to_contain_text("Chosen to buy:")
    if buys.count():  # another card the coins left still buy (the others are disabled): chosen, then left out
        other = page.get_by_test_id(f"buy-{buys.first.get_attribute('data-card')}")
        other.click()
        expect(other).to_have_attribute("aria-pressed", "true")
        other.click()
        expect(other).to_have_attribute("aria-pressed", "false")
    assert log.count() == logged
    act(page, page.get_by_test_id("buy-chosen").click)
    expect(page.get_by_test_id(f"offer-{card}")).to_have_count(0)
    return card


def play_to_the_end(page: Page, bought: list[int]) -> None:
    for _ in range(MAX_STEPS):
        state = situation(page)
        if state == "over":
            return
        take_turn(page, state, bought)
    raise AssertionError("the game did not end")


def test_a_person_builds_a_word_spells_buys_and_finishes_against_a_bot(page):
    set_up(page, ["person", "bot:easy"])
    expect(page.get_by_test_id("players").locator("li")).to_have_count(2)
    while situation(page) != "spell":  # the bot may begin: let it play its turn
        pass
    hand = page.locator("[data-testid=hand] button[data-letter]")
    expect(hand).to_have_count(5)
    expect(page.get_by_test_id("offer").locator("[data-testid^=offer-]")).to_have_count(7)

    # Click to add, click the tile to take it out, drag to reorder.
    first, second = hand.nth(0), hand.nth(1)
    letters = [first.get_attribute("data-letter"), second.get_attribute("data-letter")]
    first.click()
    second.click()
    box = page.get_by_test_id("word-input")
    expect(box).to_have_value("".join(letters))
    drag_onto(page, page.get_by_test_id("tile-0-0"), page.get_by_test_id("tile-0-1"), 0.9)
    expect(box).to_have_value("".join(reversed(letters)))
    page.get_by_test_id("tile-0-0").click()
    expect(box).to_have_value(letters[0])
    page.get_by_test_id("reset").click()
    expect(page.locator("[data-testid^=tile-]")).to_have_count(0)
    # Backspace outside the typing field takes the last letter out too.
    first.click()
    expect(box).to_have_value(letters[0])
    page.keyboard.press("Backspace")
    expect(box).to_have_value("")

    # Type a letter the hand lacks: the page offers a wild for it.
    absent = next(c for c in "qzjxvkwf" if c not in hand_letters(page))
    box.click()
    page.keyboard.type(absent)
    expect(page.get_by_test_id("wild-offer")).to_contain_text(f"No free card shows {absent.upper()}")
    page.keyboard.press("Escape")
    expect(box).to_have_value("")

    # A reload finds the word begun in this turn again (it came back empty).
    second.click()
    first.click()
    expect(box).to_have_value("".join(reversed(letters)))
    page.reload()
    wait_for_engine(page)
    assert situation(page) == "spell"
    expect(box).to_have_value("".join(reversed(letters)))
    page.get_by_test_id("reset").click()
    expect(box).to_have_value("")

    # Type a real word: the preview shows what it earns before it is spelled.
    word = choose_word(hand_letters(page))
    assert word, hand_letters(page)
    assert spell_by_typing(page, word)
    expect(page.get_by_test_id("log")).to_contain_text(f"Ana spells {word.upper()}")

    bought: list[int] = []
    play_to_the_end(page, bought)
    assert bought, "the person never had a card to buy"
    expect(page.get_by_test_id("log")).to_contain_text("Ana buys")
    expect(page.get_by_test_id("outcome")).to_contain_text(re.compile(r"wins|share the win"))
    expect(page.get_by_test_id("prompt")).to_contain_text(re.compile(r"wins|share the win"))
    scores = [int(page.get_by_test_id(f"prestige-{i}").inner_text().split()[0]) for i in range(2)]
    assert max(scores) >= 40


def test_a_cooperative_game_against_penny_reaches_its_result(page):
    set_up(page, ["person", "bot:easy"], mode=COOP)
    expect(page.get_by_test_id("penny")).to_contain_text("Penny Dreadful")
    expect(page.get_by_test_id("race-team")).to_have_text(re.compile(r"^\d+ / 80$"))  # 40 per author
    expect(page.get_by_test_id("race-penny")).to_have_text(re.compile(r"^\d+ / 80$"))
    bought: list[int] = []
    play_to_the_end(page, bought)
    outcome = page.get_by_test_id("outcome")
    expect(outcome).to_contain_text(re.compile(r"The authors (beat|lose to) Penny Dreadful, \d+ to \d+"))
    expect(outcome.locator("[data-testid^=rank-]")).to_have_count(0)  # one team: no "1 Ana" under a loss
    penny = int(page.get_by_test_id("race-penny").inner_text().split(" / ")[0])
    team = int(page.get_by_test_id("race-team").inner_text().split(" / ")[0])
    assert max(penny, team) >= 80


def big_discard_record() -> dict:
    """A 2-player match record, played by easy bots, stopped where seat 0 may trash one of 7 or more discards."""
    import parlour

    hardback = parlour.game("hardback")
    bot = parlour.bots("hardback")["easy"]
    for attempt in range(50):
        record = {"game": "hardback", "players": ["Ana", "Ben"], "options": {}, "seed": f"trash-{attempt}", "moves": []}
        state = hardback.setup(record["players"], record["options"], record["seed"])
        while hardback.outcome(state) is None:
            (seat,) = hardback.to_act(state)
            view = hardback.view(state, seat)
            prompt = view["turn"].get("prompt") or {"kind": None, "options": []}
            discards = sum(option.get("pick") == "trash" for option in prompt["options"])
            if seat == 0 and prompt["kind"] == "trash_discard" and discards >= 7:
                return record
            move = bot.choose(view)
            record["moves"].append({"seat": seat, "move": move})
            state, _ = hardback.apply(state, seat, move)
    raise AssertionError("no big discard pile to trash from")


@pytest.mark.parametrize("sized_page", ["phone"], indirect=True)
def test_a_big_discard_pile_to_trash_from_is_laid_out_in_rows_of_cards_big_enough_to_tap(sized_page):
    page = sized_page
    seats = [{"name": "Ana", "kind": "person"}, {"name": "Ben", "kind": "bot", "level": "easy"}]
    save_and_reload(page, {**big_discard_record(), "id": "trash", "seats": seats, "created": 0})
    cards = page.get_by_test_id("resolve").locator("button.card")
    expect(cards.first).to_be_visible()
    widths = cards.evaluate_all("els => els.map((e) => e.getBoundingClientRect().width)")
    assert len(widths) >= 7 and min(widths) >= 36, widths  # one row squeezed 16 cards to 15 px each
    chosen = cards.last
    chosen.scroll_into_view_if_needed()
    testid = chosen.get_attribute("data-testid")
    act(page, chosen.click)
    expect(page.get_by_test_id(testid)).to_have_count(0)
    assert "Ana trashes" in page.get_by_test_id("log").locator("li").last.text_content()


@pytest.mark.parametrize("sized_page", ["small-phone"], indirect=True)
def test_choosing_a_card_to_buy_on_a_small_phone_does_not_grow_the_players_area(sized_page, site_url):
    # The chosen cards' buttons and the coins chip took a second row: the area grew and covered more of the table.
    page = sized_page
    page.goto(site_url + "?botDelay=0&seed=hb1")  # a deal whose first word pays for a card
    wait_for_engine(page)
    set_up(page, ["person", "bot:easy"])
    for _ in range(MAX_STEPS):
        if (state := situation(page)) == "buy":
            break
        take_turn(page, state, [])
    buys = page.locator("[data-testid=offer] [data-testid^=buy-]:not(:disabled)")
    assert buys.count(), "the deal's first word pays for a card"
    own = page.get_by_test_id("own")
    height = "(el) => el.getBoundingClientRect().height"
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")
    before = own.evaluate(height)
    buys.first.click()
    expect(page.get_by_test_id("buy-chosen")).to_be_visible()
    # no taller (shorter where the flush, which only comes before buying, gives way)
    assert own.evaluate(height) <= before
    chosen = page.locator("[data-testid=offer] [aria-pressed=true]")
    assert chosen.evaluate("(el) => el.scrollWidth <= el.clientWidth"), f"{chosen.inner_text()!r} is cut"
