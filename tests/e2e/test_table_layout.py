"""The table at every screen size: every game played to its end while the page checks, after every redraw, that the
player's own area (prompt, hand, every enabled button) is in view, that nothing is wider than the screen and that the
page never scrolled; then the result sheet with Play again is in view. At a phone's and a laptop's size the same play
has axe-core scan the table in its phases; at a tablet's size the play is the game's guided first game, so the guide
is followed to its end in every game and its panel is held to the same layout. And the table's motion."""

from __future__ import annotations

import re
from functools import partial
from itertools import pairwise

import pytest
from playwright.sync_api import expect

from tests.browser import act, choose_seats, confine, wait_for_engine
from tests.e2e import crew_play, test_crew, test_hardback, test_lettertycoon, test_odin, test_rolltothetop
from tests.e2e.a11y import assert_clean
from tests.e2e.layout import SIZES, layout_problems
from tests.e2e.test_guide import through_the_intro

pytestmark = pytest.mark.browser
SCANNED = ("phone", "laptop")  # the sizes at which a play has axe-core scan the table
GUIDED = "tablet"  # the size at which a play is the game's guided first game (Odin's has a test of its own)


def begin(page, game: str, guided: bool, set_up) -> None:
    """Start the play: the game's guided first game from its tile, through the guide's tour of the table; or the
    match ``set_up`` makes."""
    if not guided:
        set_up()
        return
    page.get_by_test_id(f"guided-{game}").click()
    expect(page.get_by_test_id("guide-text")).to_be_visible(timeout=30_000)
    assert len(through_the_intro(page)) >= 2
    # the guided game's player is "You": not "You (you)"
    expect(page.get_by_test_id("players")).not_to_contain_text(re.compile(r"You\s*\(you\)"))


def guide_ended(page, game_title: str) -> None:
    expect(page.get_by_test_id("guide-text")).to_contain_text(f"That was your first game of {game_title}")


def assert_fits(page) -> None:
    checks, problems = layout_problems(page)
    assert checks > 3, "the layout watch saw no table"
    assert not problems, "\n".join(problems[:10])


def assert_result_in_view(page) -> None:
    """The result sheet and its buttons in view; folded, it is a bar below the player's area, not over its foot (it hid
    the last row of a phone's hand), and it unfolds again."""
    sheet = page.get_by_test_id("result-sheet")
    again = page.get_by_test_id("play-again").or_(page.get_by_test_id("result-home")).first
    expect(sheet).to_be_in_viewport(ratio=1)
    expect(again).to_be_in_viewport(ratio=1)
    fold = page.get_by_test_id("result-fold")
    fold.click()
    expect(fold).to_have_attribute("aria-expanded", "false")
    own = page.get_by_test_id("own").bounding_box()
    if own:  # a game may leave the area empty at its end
        assert sheet.bounding_box()["y"] >= own["y"] + own["height"] - 1, (sheet.bounding_box(), own)
    fold.click()
    expect(again).to_be_in_viewport(ratio=1)


def play_odin(page, scan, guided: bool) -> None:
    test_odin.set_up(page, ["person", "bot:easy", "bot:hard"])
    assert test_odin.my_turn(page) == "turn"
    scan("Odin, a turn")
    test_odin.play_to_the_end(page)
    scan("Odin, the result")


def play_the_crew(page, scan, guided: bool) -> None:
    begin(page, "crew", guided, lambda: crew_play.set_up(page, ["person", "bot:easy", "bot:easy", "bot:easy"]))
    crew_play.wait_ready(page)
    panels = page.get_by_test_id("players").locator(":scope > li")
    expect(panels).not_to_have_count(0)
    for panel in panels.all():  # the whole crew in view: on a phone a row scrolled sideways hid a panel
        expect(panel).to_be_in_viewport(ratio=1)
    scan("The Crew, the first decision")
    test_crew.play_to_the_end(page)
    expect(page.get_by_test_id("crew-result")).to_be_in_viewport(ratio=1)
    scan("The Crew, the mission result")
    if guided:
        guide_ended(page, "The Crew")


def play_roll_to_the_top(page, scan, guided: bool) -> None:
    great_wall = partial(test_rolltothetop.set_up, page, ["person", "bot:easy"], board="Great Wall")
    begin(page, "rolltothetop", guided, great_wall)
    assert test_rolltothetop.situation(page) == "write"
    test_rolltothetop.write_one(page)
    scan("Roll to the Top, a number written")
    test_rolltothetop.climb_to_the_end(page)
    scan("Roll to the Top, the end")
    if guided:
        guide_ended(page, "Roll to the Top")


def best_words_in_view(page) -> None:
    """The word games' look back: each turn's word beside the best one, on the result sheet."""
    table = page.get_by_test_id("result-sheet").get_by_test_id("insight-table")
    expect(table.locator("th")).to_have_count(3, timeout=60_000)
    expect(table.locator("tbody tr").first).to_be_attached()


def play_hardback(page, scan, guided: bool) -> None:
    begin(page, "hardback", guided, lambda: test_hardback.set_up(page, ["person", "bot:easy"]))
    seen: set[str] = set()
    bought: list[int] = []
    for _ in range(test_hardback.MAX_STEPS):
        state = test_hardback.situation(page)
        if state not in seen:
            scan(f"Hardback, {state}")
            seen.add(state)
        if state == "over":
            break
        test_hardback.take_turn(page, state, bought)
    assert {"spell", "buy", "over"} <= seen, seen
    best_words_in_view(page)
    if guided:
        guide_ended(page, "Hardback")


def play_letter_tycoon(page, scan, guided: bool) -> None:
    seats = ["person", "bot:easy"]
    begin(page, "lettertycoon", guided, lambda: test_lettertycoon.set_up(page, seats, names=LONG_NAMES[: len(seats)]))
    assert test_lettertycoon.situation(page) == "play"
    scan("Letter Tycoon, spelling")
    test_lettertycoon.play_to_the_end(page)
    scan("Letter Tycoon, the end")
    # The final scores' five columns beside a long name: on a phone the Total, which decides the game, was cut off.
    breakdown = page.get_by_test_id("result-sheet").get_by_test_id("breakdown")
    widths = breakdown.evaluate("(el) => [el.scrollWidth, el.clientWidth]")
    assert widths[0] <= widths[1], f"the final scores are cut off at the side: {widths} {breakdown.inner_text()!r}"
    best_words_in_view(page)
    if guided:
        guide_ended(page, "Letter Tycoon")


PLAYS = {
    "odin": play_odin,
    "crew": play_the_crew,
    "rolltothetop": play_roll_to_the_top,
    "hardback": play_hardback,
    "lettertycoon": play_letter_tycoon,
}


# Every game at every size, each pair once and as a test of its own. No size stands in for another: a phone keeps the
# player's area at the bottom under a table scaled to the room left, a small phone has the least of that room, a
# tablet is a tall touch screen at the width where the layouts change, a laptop is short and wide, and a wide screen
# has the log beside the table; and each game fills the regions in its own way. One play of a game at a size sees
# every phase of it there (the checks run after every redraw), so no pair is played twice: at a phone and a laptop the
# same play has axe-core scan the table in its phases, where the accessibility tests used to play every game again
# (ten plays more). Each pair is its own test so that the test processes share the plays out.
@pytest.mark.parametrize("game", PLAYS)
@pytest.mark.parametrize("sized_page", SIZES, indirect=True)
def test_every_game_fits_every_screen_to_the_end(sized_page, game, request):
    def scan(screen: str) -> None:
        if size in SCANNED:
            assert_clean(sized_page, screen)

    size = request.node.callspec.params["sized_page"]
    PLAYS[game](sized_page, scan, guided=size == GUIDED and game != "odin")
    assert_result_in_view(sized_page)
    assert_fits(sized_page)


@pytest.mark.parametrize("sized_page", ["phone"], indirect=True)
def test_the_log_is_a_drawer_on_a_phone_that_never_moves_the_page(sized_page):
    page = sized_page
    test_odin.set_up(page, ["person", "bot:easy"])
    log = page.get_by_test_id("log")
    expect(log).not_to_be_in_viewport()
    page.get_by_test_id("log-toggle").tap()
    expect(log).to_be_in_viewport()
    expect(log.locator("li").first).to_contain_text("Hand 1 is dealt")
    page.get_by_role("button", name="Close the log").tap()
    expect(log).not_to_be_in_viewport()
    # A turn and the bots' replies, with the log's new lines: the matrix above plays Odin to its end on a phone.
    assert test_odin.my_turn(page) == "turn"
    test_odin.take_turn(page)
    assert test_odin.my_turn(page) in ("turn", "over")
    assert page.evaluate("scrollY") == 0
    assert_fits(page)


@pytest.mark.parametrize("sized_page", ["small-phone"], indirect=True)
def test_panels_taller_than_a_short_phone_scroll_and_leave_the_players_area_on_screen(sized_page):
    # A crew of four laid out three to a row with their tasks and radio tokens took 320 of a 640 px phone and pushed
    # the player's area and the folded result bar past the screen's foot. Two to a row they fit now; the panels are
    # grown here past the room, as a crew's can grow, to hold the table to it.
    page = sized_page
    crew_play.set_up(page, ["person", "bot:easy", "bot:easy", "bot:easy"])
    crew_play.wait_ready(page)
    panels = page.get_by_test_id("players").locator(":scope > li")
    expect(panels).to_have_count(4)
    boxes = [panel.bounding_box() for panel in panels.all()]
    assert [round(b["x"]) for b in boxes[2:]] == [round(b["x"]) for b in boxes[:2]], boxes  # two to a row
    test_crew.play_to_the_end(page)
    fold = page.get_by_test_id("result-fold")
    fold.click()
    expect(fold).to_have_attribute("aria-expanded", "false")
    page.add_style_tag(content="[data-testid=players] > li:first-child { padding-bottom: 800px; }")  # outlasts redraws
    players = page.get_by_test_id("players-region")
    room = players.evaluate("(el) => [el.scrollHeight, el.clientHeight]")
    assert room[0] > room[1] + 500, f"the panels did not give way: {room}"
    expect(page.get_by_test_id("own")).to_be_in_viewport(ratio=1)
    expect(page.get_by_test_id("result-fold")).to_be_in_viewport(ratio=1)
    assert_fits(page)


@pytest.mark.parametrize("sized_page", ["small-phone"], indirect=True)
def test_the_crew_communicates_from_the_hand_itself_in_two_rows_on_a_short_phone(sized_page):
    # The choice of a card to communicate stood above a second copy of the hand: 21 cards for a hand of 13, and the
    # player's area took 304 of a 640 px phone, leaving the table 48 px.
    page = sized_page
    crew_play.set_up(page, ["person", "bot:easy", "bot:easy"])
    for _ in range(20):
        crew_play.wait_ready(page)
        if page.get_by_test_id("communicate").count():
            break
        crew_play.ordinary_step(page)
    choice = page.get_by_test_id("communicate")
    expect(choice.locator("[data-testid^=communicate-]").first).to_be_visible()
    own = page.get_by_test_id("own")
    hand = crew_play.hand_cards(page)
    assert len(hand) in (13, 14) and len(set(hand)) == len(hand)
    expect(own.locator(".card-face")).to_have_count(len(hand))  # each card once
    rows = choice.get_by_test_id("hand").evaluate("(el) => new Set([...el.children].map((c) => c.offsetTop)).size")
    assert rows <= 2, f"the hand of {len(hand)} takes {rows} rows"
    expect(own).to_be_in_viewport(ratio=1)
    crew_play.answered(page, choice.get_by_test_id("skip").click)
    expect(page.get_by_test_id("communicate")).to_have_count(0)
    assert_fits(page)


@pytest.mark.parametrize("sized_page", ["phone", "laptop"], indirect=True)
def test_the_crews_felt_fills_the_table_down_to_the_players_area(sized_page):
    # Before the first trick the felt was one line ("No trick yet."), and a bare gap of 268 px on a phone and 282 px
    # on a laptop opened between it and the player's area at the screen's foot.
    page = sized_page
    crew_play.set_up(page, ["person", "bot:easy", "bot:easy", "bot:easy"])
    crew_play.wait_ready(page)
    # Measured from what comes last on the table: a note only this player knows may follow the felt. One read, one
    # layout: the bots' moves may redraw the table in between two.
    gap = """() => document.querySelector("[data-testid=own]").getBoundingClientRect().top
                   - document.querySelector(".crew-table").lastElementChild.getBoundingClientRect().bottom"""
    for _ in range(2):  # the task picks, then the first trick
        assert page.evaluate(gap) <= 20, f"{page.evaluate(gap):.0f} px between the table and the player's area"
        while page.get_by_test_id("table").get_by_text("No trick yet.").count():
            crew_play.ordinary_step(page)
            crew_play.wait_ready(page)


@pytest.mark.parametrize("sized_page", ["phone"], indirect=True)
def test_a_chosen_card_in_a_hands_second_row_clears_the_row_above(sized_page):
    # It rose 12 px into a 5 px gap and covered the corner symbols of the cards above.
    page = sized_page
    test_odin.set_up(page, ["person", "bot:easy", "bot:easy"])
    assert test_odin.my_turn(page) == "turn"
    cards = page.get_by_test_id("hand").locator(".card")
    last = cards.last
    last.click()
    expect(last).to_have_attribute("aria-pressed", "true")
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")
    boxes = cards.evaluate_all("els => els.map((e) => e.getBoundingClientRect()).map((r) => [r.top, r.bottom])")
    above = [bottom for top, bottom in boxes if bottom <= boxes[0][1] + 1]
    assert len(above) < len(boxes), "the hand fits one row: nothing to check"
    assert boxes[-1][0] >= max(above), boxes


@pytest.mark.parametrize("sized_page", ["laptop"], indirect=True)
def test_a_bots_move_shows_on_its_panel_in_words_that_name_colours_by_symbol_too(sized_page):
    page = sized_page
    test_odin.set_up(page, ["person", "bot:easy"])
    log = page.get_by_test_id("log")
    for _ in range(20):
        if "Ben plays" in log.inner_text():
            break
        assert test_odin.my_turn(page) == "turn"
        test_odin.take_turn(page)
        expect(page.get_by_test_id("last-move-1")).to_be_visible()
    plays = [line for line in log.locator("li").all_inner_texts() if line.startswith("Ben plays")]
    assert plays and all(any(glyph in line for glyph in "●▲◆✚■★") for line in plays), plays
    # the panel's line is the log's without the name the panel shows above it, so a short phone's one line keeps the
    # card ("Ben plays the…" lost it)
    # Ben's newest move may be a pass: "passes." has no space after the verb
    assert test_odin.my_turn(page) in ("turn", "over")
    moved = page.get_by_test_id("last-move-1")
    expect(moved).to_have_text(re.compile(r"^(plays|passes|picks up)\b"))
    assert f"Ben {moved.inner_text()}" in log.locator("li").all_inner_texts()
    expect(page.get_by_test_id("last-move-0")).to_have_count(0)  # one's own move is not repeated on one's panel


@pytest.mark.parametrize("sized_page", ["small-phone"], indirect=True)
def test_a_table_taller_than_its_room_fades_out_at_its_foot_until_scrolled_to_its_end(sized_page):
    # Hardback's offer row cut in half by the player's area gave no sign that the table scrolls.
    page = sized_page
    test_hardback.set_up(page, ["person", "bot:easy"])
    assert test_hardback.situation(page) == "spell"
    region = page.get_by_test_id("table-region")
    assert region.evaluate("(el) => el.scrollHeight > el.clientHeight + 50"), "the table fits: nothing to test here"
    expect(region).to_have_attribute("data-more-below", "")
    fade = "(el) => ['content', 'backgroundImage'].map((k) => getComputedStyle(el, '::after')[k])"
    content, background = region.evaluate(fade)
    assert content != "none" and "gradient" in background, (content, background)
    region.hover()
    page.mouse.wheel(0, 2000)
    expect(region).not_to_have_attribute("data-more-below", "")
    assert region.evaluate("(el) => getComputedStyle(el, '::after').content") == "none"


@pytest.mark.parametrize("sized_page", ["phone"], indirect=True)
def test_letter_tycoons_patents_come_into_view_when_the_player_may_buy_one(sized_page):
    # Four players' panels and the word just played left the patents below the table's foot on a phone, though they
    # are what the choice after a word is about.
    page = sized_page
    test_lettertycoon.set_up(page, ["person", "bot:easy", "bot:easy", "bot:easy"], names=LONG_NAMES[:4])
    room = """() => {
      const region = document.querySelector("[data-testid=table-region]");
      const room = region.getBoundingClientRect();
      const box = document.querySelector("[data-testid=patents]").getBoundingClientRect();
      const scrolls = region.scrollHeight > region.clientHeight;
      return {above: box.top - room.top, below: room.bottom - box.bottom, scrolls};
    }"""
    for _ in range(12):
        state = test_lettertycoon.situation(page)
        if state == "patent":
            seen = page.evaluate(room)
            assert seen["scrolls"], "the table fits: nothing to test here"
            assert seen["above"] >= 0 and seen["below"] >= 0, f"the patents are not all in the table's view: {seen}"
            assert page.evaluate("scrollY") == 0
            return
        if state == "play" and (options := test_lettertycoon.known_words(page)):
            test_lettertycoon.type_word(page, options[0])
            act(page, lambda: page.keyboard.press("Enter"))
        elif state == "play":
            act(page, page.get_by_test_id("pass").click)
        else:  # a discard: keep the hand
            act(page, lambda: page.keyboard.press("Enter"))
    pytest.fail("no patent to buy in 12 steps")


@pytest.mark.parametrize("sized_page", ["laptop"], indirect=True)
def test_hardbacks_offer_cards_stay_whole_in_view_on_a_laptop_while_spelling(sized_page):
    # The word spelled last took a row of its own above the offer row, and a laptop's 768 px cut the offer's cards
    # off at the table's foot, their benefits with them, while the player spelled (and planned what to buy).
    page = sized_page
    test_hardback.set_up(page, ["person", "bot:easy"])
    bought: list[int] = []
    for _ in range(12):
        state = test_hardback.situation(page)
        if state == "spell" and page.get_by_test_id("table-region").get_by_test_id("last-word").count():
            break
        test_hardback.take_turn(page, state, bought)
    else:
        pytest.fail("no word of the other player's on the table in 12 steps")
    for size in ({"width": 1366, "height": 768}, {"width": 1280, "height": 720}):  # the room, then a smaller laptop's
        page.set_viewport_size(size)
        seen = page.evaluate("""() => {
          const room = document.querySelector("[data-testid=table-region]").getBoundingClientRect();
          const box = document.querySelector("[data-testid=offer] .hb-offer-cards").getBoundingClientRect();
          return {above: box.top - room.top, below: room.bottom - box.bottom};
        }""")
        assert seen["above"] >= 0 and seen["below"] >= 0, f"the offer's cards are not all in view at {size}: {seen}"


@pytest.mark.parametrize("sized_page", ["phone"], indirect=True)
def test_six_players_panels_on_a_phone_sit_in_two_rows_with_names_on_one_line(sized_page):
    # In one row of six, each panel was ~58 px: "Ben (leads)" broke over two lines and the last moves over four.
    page = sized_page
    test_odin.set_up(page, ["person"] + ["bot:easy"] * 5)
    assert test_odin.my_turn(page) == "turn"
    panels = page.get_by_test_id("players").locator(":scope > li")
    tops = sorted(panels.evaluate_all("(els) => els.map((el) => el.getBoundingClientRect().top)"))
    rows = 1 + sum(below - above > 10 for above, below in pairwise(tops))
    assert rows == 2, f"the six panels are in {rows} rows: {tops}"
    lines = """(el, till) => {
      const range = document.createRange();
      range.setStartBefore(el.firstChild);
      till ? range.setEndBefore(el.querySelector(till)) : range.setEndAfter(el.lastChild);
      return new Set([...range.getClientRects()].map((r) => Math.round(r.bottom))).size;
    }"""
    for panel in panels.all():
        assert panel.evaluate(lines, ".score") == 1, f"{panel.inner_text()!r}: the name line breaks"
        score = panel.locator(".score")
        assert score.evaluate(lines, None) <= 2, f"{score.inner_text()!r} takes more than two lines"


LONG_NAMES = [
    "Konstantinopoulos Alexa",
    "Maximiliana Wolfensteins",
    "Bartholomew Fitzwilliam",
    "Christopher Montgomery",
]


@pytest.mark.parametrize(
    ("sized_page", "game"),
    [("phone", game) for game in ("lettertycoon", "odin", "hardback", "crew", "rolltothetop")] + [("laptop", "crew")],
    indirect=["sized_page"],
)
def test_long_names_are_cut_short_and_their_marks_stay_whole(sized_page, game):
    """On a phone Letter Tycoon's "(you)" beside a long name stood a letter a line and Odin's names broke anywhere
    ("Bartholo/mew Fitzwillia/m"); on a laptop The Crew cut "▶ to play" off behind a long name. A name too long for
    its panel is cut short with an ellipsis, and its marks keep one line in view."""
    page = sized_page
    names = [*LONG_NAMES, "Eve"] if game == "crew" else LONG_NAMES  # a laptop has room for four of these names
    choose_seats(page, game, ["person", *["bot:easy"] * (len(names) - 1)], names)
    page.get_by_test_id("start").click()
    ready = {
        "lettertycoon": test_lettertycoon.situation,
        "odin": test_odin.my_turn,
        "hardback": test_hardback.situation,
        "crew": crew_play.wait_ready,
        "rolltothetop": test_rolltothetop.situation,
    }
    ready[game](page)  # the bots have moved
    page.wait_for_function("!document.getAnimations().length")
    expect(page.get_by_test_id("players").locator(":scope > li")).to_have_count(len(names))
    # measured in one go: Roll to the Top's bots write on while the test looks, and a list drawn again between two
    # of the test's calls, or between finding it and measuring it, reads as one that has no box at all
    heads = page.evaluate(PANEL_HEADS)
    for head in heads:
        assert head["name"]["inside"], f"{head['name']['text']!r} overflows its panel"
        assert head["name"]["lines"] == 1, f"{head['name']['text']!r} breaks"
        for mark in head["marks"]:
            assert mark["ems"] < 2, f"{mark['text']!r} takes more than a line"
            assert mark["inside"], f"{mark['text']!r} overflows its panel"
    assert any(head["name"]["cut"] for head in heads), "no name was long enough to be cut short"
    assert [head["name"]["title"] for head in heads] == names
    if game != "crew":  # whose own panel is lit instead
        assert "(you)" in [mark["text"] for mark in heads[0]["marks"]], "the player's own panel is not marked"
    # the panels start right under the match bar: a list's default margin left 16 px bare above three games' panels
    gap = page.evaluate("""() => document.querySelector("[data-testid=players]").getBoundingClientRect().top
                                - document.querySelector(".match-bar").getBoundingClientRect().bottom""")
    assert gap <= 2, f"{gap:.0f} px between the match bar and the players' panels"


PANEL_HEADS = """() => [...document.querySelectorAll("[data-testid=players] > li")].map((panel) => {
  const right = panel.getBoundingClientRect().right;
  const box = (el) => ({ text: el.textContent, inside: el.getBoundingClientRect().right <= right });
  const name = panel.querySelector(".seat-name");
  return {
    name: {
      ...box(name), lines: name.getClientRects().length, cut: name.scrollWidth > name.clientWidth, title: name.title,
    },
    marks: [...panel.querySelectorAll(".seat-head > :not(.seat-name)")].map((mark) => ({
      ...box(mark), ems: mark.getBoundingClientRect().height / parseFloat(getComputedStyle(mark).fontSize),
    })),
  };
})"""


COUNT_ANIMATIONS = """
window.__animations = 0;
const animate = Element.prototype.animate;
Element.prototype.animate = function (...args) {
  window.__animations += 1;
  return animate.apply(this, args);
};
"""


@pytest.mark.parametrize("motion", ["reduce", "no-preference"])
def test_moves_glide_unless_the_player_asked_for_reduced_motion(browser, site_url, motion):
    ctx = browser.new_context(**SIZES["laptop"], reduced_motion=motion)
    notes = confine(ctx)
    ctx.add_init_script(COUNT_ANIMATIONS)
    page = ctx.new_page()
    page.goto(site_url + "?botDelay=0")
    wait_for_engine(page)
    test_odin.set_up(page, ["person", "bot:easy", "bot:easy"])
    for _ in range(3):  # the bots' cards fly from their panels to the table, the played cards leave the hand
        assert test_odin.my_turn(page) == "turn"
        test_odin.take_turn(page)
    animations = page.evaluate("window.__animations")
    ctx.close()
    assert not notes["errors"], notes["errors"]
    if motion == "reduce":
        assert animations == 0
    else:
        assert animations > 3


DICE_DURING_A_TUMBLE = """() => [...document.querySelectorAll("[data-testid=dice] [data-roll]")].map((die) => ({
  value: die.dataset.value ?? null,
  name: die.querySelector("svg").getAttribute("aria-label"),
  number: die.querySelector("[data-faces]").textContent,
  flicker: [...die.querySelectorAll(".die-body text:not([data-faces])")]
    .map((t) => [t.textContent, t.getAttribute("aria-hidden")]),
}))"""


def test_new_dice_tumble_with_their_real_numbers_in_the_page_from_the_start(browser, site_url):
    ctx = browser.new_context(**SIZES["laptop"])
    notes = confine(ctx)
    page = ctx.new_page()
    page.goto(site_url + "?botDelay=0")
    wait_for_engine(page)
    page.evaluate("localStorage.setItem('parlour.speed', 'slow')")  # read when the table opens
    test_rolltothetop.set_up(page, ["person"], board="Great Wall")
    assert test_rolltothetop.situation(page) == "write"
    test_rolltothetop.write_one(page)
    act(page, page.get_by_test_id("confirm").click)
    if test_rolltothetop.situation(page) == "adjust":
        test_rolltothetop.resolve_action_die(page)
    page.wait_for_function("document.getAnimations().some((a) => a.id === 'tumble' && a.playState === 'running')")
    page.evaluate("document.getAnimations().forEach((a) => a.pause())")  # hold the dice mid-tumble
    dice = page.evaluate(DICE_DURING_A_TUMBLE)
    assert len(dice) >= 3  # the pool's dice and the action die
    for die in dice:
        if die["value"]:
            assert die["number"] == die["value"] and f"showing {die['value']}" in die["name"], die
        else:  # the action die: a symbol, named in words
            assert die["name"].startswith("Action die: "), die
        shown = die["number"]
        assert die["flicker"] and all(hidden == "true" and face != shown for face, hidden in die["flicker"]), die
    expect(page.get_by_test_id("roll-info")).to_have_text("Roll 2")
    page.evaluate("document.getAnimations().forEach((a) => a.finish())")
    assert all(not die["flicker"] for die in page.evaluate(DICE_DURING_A_TUMBLE))  # the faces drawn over are gone
    ctx.close()
    assert not notes["errors"], notes["errors"]


def take_back_record() -> tuple[dict, list[str]]:
    """A two-player Odin record stopped where Ana (seat 0, to play) can beat a play of two or more cards; and
    that play of hers. Playing it opens the take-back, whose cards glide from the table into her area."""
    import parlour
    from parlour.games.odin import cards as C

    odin = parlour.game("odin")
    bot = parlour.bots("odin")["easy"]
    for attempt in range(500):
        record = {"game": "odin", "players": ["Ana", "Ben"], "options": {"length": 0, "goat": False}}
        record.update(seed=f"take-{attempt}", moves=[])
        state = odin.setup(record["players"], record["options"], record["seed"])
        while odin.outcome(state) is None:
            (seat,) = odin.to_act(state)
            view = odin.view(state, seat)
            table = view["table"]
            if seat == 0 and view["phase"] == "play" and table and len(table["cards"]) >= 2:
                plays = [p for p in C.beating_sets(view["hand"], table["cards"]) if len(p) < len(view["hand"])]
                if plays:
                    return record, plays[0]
            move = bot.choose(view)
            record["moves"].append({"seat": seat, "move": move})
            state, _ = odin.apply(state, seat, move)
    raise AssertionError("no take-back position found")


HOLD_THE_FLIGHT_EARLY = """card => {
  for (const a of document.getAnimations()) {
    a.pause();
    a.currentTime = 0.1 * a.effect.getTiming().duration;
  }
  const place = card.getBoundingClientRect();
  const near = (a, b) => Math.abs(a - b) < 1;
  const likeness = [...document.querySelectorAll(".motion-ghost")]
    .find((g) => near(parseFloat(g.style.left), place.left) && near(parseFloat(g.style.top), place.top));
  if (!likeness) return null;
  const seen = likeness.getBoundingClientRect();
  const ownTop = document.querySelector("[data-testid=own]").getBoundingClientRect().top;
  const x = seen.left + seen.width / 2, y = (seen.top + Math.min(seen.bottom, ownTop)) / 2;
  return { x, y, above_own_area: seen.top < ownTop - 8, on_top: likeness.contains(document.elementFromPoint(x, y)) };
}"""


def test_a_click_on_a_card_while_it_glides_is_played(browser, site_url):
    ctx = browser.new_context(**SIZES["laptop"])
    notes = confine(ctx)
    page = ctx.new_page()
    page.goto(site_url + "?botDelay=0")
    wait_for_engine(page)
    page.evaluate("localStorage.setItem('parlour.speed', 'slow')")  # the player's setting, read after the reload
    record, play = take_back_record()
    seats = [{"name": "Ana", "kind": "person"}, {"name": "Ben", "kind": "bot", "level": "easy"}]
    test_odin.save_and_reload(page, {**record, "id": "glide", "seats": seats, "created": 0})
    assert test_odin.my_turn(page) == "turn"
    for card in play:
        page.get_by_test_id(f"card-{card}").click()
    expect(page.get_by_test_id("play")).to_be_enabled()
    page.get_by_test_id("play").click()
    # The cards of the play Ana beat fly from the table into her area (a slow flight). The test stops the flight as
    # soon as it starts (a busy machine could otherwise let it land first) and holds it early, while a card is still
    # over the shared table, above her area: it must be seen there, not cut off by her area's scroll box, and a press
    # on it there, where a person sees it, must take it.
    page.wait_for_function(
        "document.querySelector('.motion-ghost') && !document.getAnimations().forEach((a) => a.pause())"
    )
    take = page.get_by_test_id("take").locator(".card").first
    seen = take.evaluate(HOLD_THE_FLIGHT_EARLY)
    assert seen and seen["above_own_area"] and seen["on_top"], seen
    taken = take.get_attribute("data-testid").removeprefix("take-")
    takes_before = sum(
        line.startswith("Ana picks up") for line in page.get_by_test_id("log").locator("li").all_text_contents()
    )
    # The press begins in the flight and ends after the landing: the likeness, taken away as it landed, took the
    # click with it
    page.mouse.move(seen["x"], seen["y"])
    page.mouse.down()
    page.evaluate("document.getAnimations().forEach((a) => a.finish())")
    expect(page.locator(".motion-ghost")).to_have_count(0)
    page.mouse.up()
    expect(page.get_by_test_id("log").locator("li", has_text="Ana picks up")).to_have_count(takes_before + 1)
    expect(page.get_by_test_id("hand").get_by_test_id(f"card-{taken}")).to_be_visible()  # in her hand now
    ctx.close()
    assert not notes["errors"], notes["errors"]


@pytest.mark.parametrize("sized_page", ["phone"], indirect=True)
def test_a_long_press_shows_the_whole_card_and_does_not_also_choose_it(sized_page):
    page = sized_page
    test_odin.set_up(page, ["person", "bot:easy"])
    assert test_odin.my_turn(page) == "turn"
    card = page.get_by_test_id("hand").locator(".card").first
    box = card.bounding_box()
    touch = page.context.new_cdp_session(page)
    point = [{"x": box["x"] + box["width"] / 2, "y": box["y"] + box["height"] / 2}]
    touch.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": point})
    detail = page.get_by_test_id("card-detail")
    expect(detail).to_be_visible()  # while the finger is still down
    touch.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    expect(page.get_by_test_id("card-detail-text")).to_have_text(card.get_attribute("aria-label"))
    expect(detail).to_be_in_viewport(ratio=1)
    expect(card).to_have_attribute("aria-pressed", "false")  # the long press did not select the card
    page.get_by_test_id("card-detail-close").tap()
    expect(detail).to_be_hidden()
    card.tap()  # an ordinary tap still selects
    expect(card).to_have_attribute("aria-pressed", "true")


@pytest.mark.parametrize("sized_page", ["laptop"], indirect=True)
def test_a_right_click_or_the_menu_key_shows_a_hardback_card_with_its_effects(sized_page):
    page = sized_page
    test_hardback.set_up(page, ["person", "bot:easy"])
    test_hardback.situation(page)
    offer = page.get_by_test_id("offer").locator("svg[role=img]").first
    offer.click(button="right")
    text = page.get_by_test_id("card-detail-text")
    expect(text).to_contain_text("costs")
    assert text.inner_text() == offer.get_attribute("aria-label")
    page.keyboard.press("Escape")
    expect(page.get_by_test_id("card-detail")).to_be_hidden()
    hand_card = page.get_by_test_id("hand").locator("button").first
    hand_card.focus()
    page.keyboard.press("Shift+F10")
    expect(text).to_have_text(hand_card.locator("svg[role=img]").get_attribute("aria-label"))
