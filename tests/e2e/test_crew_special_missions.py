"""The Crew's special missions in the browser, clicked as a person does: the commander's question, JARVIS,
a dead zone, the task-token swap and move, the five-player handover and the distress signal. Each page deals
from a seed whose deal was looked up with the engine in CPython (the comments say what it holds), so the
person's seat has what the scenario needs whatever the bots do."""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import expect

from parlour.games.crew.cards import describe
from tests.browser import take_the_device
from tests.e2e.crew_play import (
    answered,
    card_title,
    hand_cards,
    on_screen,
    open_with_seed,
    ordinary_step,
    set_up,
    wait_ready,
)

pytestmark = pytest.mark.browser
MAX_STEPS = 60
BOTS = ["bot:easy", "bot:easy", "bot:easy"]


def test_the_commanders_question_answered_and_decided_in_hot_seat(context, site_url: str):
    # crew3, four players: Cleo holds rocket 4 and is the commander. Ana and Cleo share this device.
    page = open_with_seed(context, site_url, "crew3")
    set_up(page, ["person", "bot:easy", "person", "bot:easy"], mission=5, practice=True, distress=False)
    wait_ready(page)
    assert on_screen(page) == 0
    question = page.get_by_test_id("question")
    expect(question.get_by_test_id("question-text")).to_contain_text("Cleo, the commander, asks:")
    expect(question.get_by_test_id("question-text")).to_contain_text("good or bad for winning no trick")
    # The bots have answered already, Ana not yet; the commander does not answer.
    expect(question.get_by_test_id("reply-0")).to_have_text("Ana: …")
    expect(question.get_by_test_id("reply-1")).to_have_text(re.compile(r"Ben: (good|bad)"))
    expect(question.get_by_test_id("reply-2")).to_have_count(0)
    answered(page, page.get_by_test_id("answer-bad").click)
    expect(page.get_by_test_id("log")).to_contain_text("Ana: bad.")

    # Cleo takes the device: she sees every answer, also on the names she may choose from, and not her own.
    take_the_device(page)
    assert on_screen(page) == 2
    question = page.get_by_test_id("question")
    expect(question.get_by_test_id("reply-0")).to_have_text("Ana: bad")
    expect(page.get_by_test_id("designate-0")).to_have_text("Ana — bad")
    expect(page.get_by_test_id("answer-of-0")).to_contain_text("bad")
    for p, name in ((1, "Ben"), (3, "Dev")):
        reply = question.get_by_test_id(f"reply-{p}")
        expect(reply).to_have_text(re.compile(rf"{name}: (good|bad)"))
        answer = reply.inner_text().split(": ")[1]
        expect(page.get_by_test_id(f"designate-{p}")).to_have_text(f"{name} — {answer}")
    expect(page.get_by_test_id("designate-2")).to_have_count(0)
    answered(page, page.get_by_test_id("designate-0").click)
    expect(page.get_by_test_id("requirement")).to_contain_text("Ana must win no trick at all.")
    expect(page.get_by_test_id("log")).to_contain_text("Ana must win no trick at all.")
    expect(page.get_by_test_id("question")).to_have_count(0)


def test_two_players_and_jarvis(context, site_url: str):
    # crew1, two players: Ana is the commander (she decides for JARVIS) and holds g2 g3 g9; Ben holds g4 g8;
    # JARVIS's face-up cards are g6 b6 g7 p2 r2 p6 g5, over y8 p9 g1 b8 b5 y9 b4 (the one task is b4).
    page = open_with_seed(context, site_url, "crew1")
    set_up(page, ["person", "bot:easy"], distress=False)
    expect(page.get_by_test_id("player-2")).to_contain_text("JARVIS")
    jarvis = page.get_by_test_id("jarvis")
    expect(jarvis.locator(".card-face")).to_have_count(7)
    expect(jarvis.locator(".crew-down")).to_have_count(7)
    expect(page.get_by_test_id("hand").locator(".card")).to_have_count(13)
    for _ in range(MAX_STEPS):  # take the task, let the communication window pass, lead the green 2
        wait_ready(page)
        if page.get_by_test_id("card-g2").count() and page.get_by_test_id("card-g2").is_enabled():
            break
        ordinary_step(page)
    # While Ana plays for herself, JARVIS's cards are not hers to play.
    expect(jarvis.locator(".card:not(:disabled)")).to_have_count(0)
    answered(page, page.get_by_test_id("card-g2").click)
    wait_ready(page)  # Ben follows, then it is JARVIS's turn: Ana chooses its card
    expect(page.get_by_test_id("prompt")).to_contain_text("for JARVIS")
    expect(page.get_by_test_id("prompt")).to_contain_text("follow green ✚")
    expect(jarvis.locator(".card:not(:disabled)")).to_have_count(3)  # its face-up greens: 6, 7, 5
    expect(page.get_by_test_id("hand").locator(".card:not(:disabled)")).to_have_count(0)
    answered(page, page.get_by_test_id("card-g6").click)
    expect(page.get_by_test_id("log")).to_contain_text("JARVIS plays the green ✚ 6.")
    # the trick's cards on the felt, who won it under them; once the next is led, the trick in words
    lying = page.get_by_test_id("last-trick-cards").get_by_test_id("trick-g6").filter(has_text="JARVIS")
    told = page.get_by_test_id("last-trick").filter(has_text="JARVIS green ✚ 6")
    expect(lying.or_(told)).to_be_visible()
    on_felt, words = page.evaluate(  # one look: Ben may lead the next trick at any moment
        "() => [Boolean(document.querySelector('[data-testid=last-trick-cards] [data-testid=trick-g6]')),"
        " document.querySelector('[data-testid=last-trick]').textContent]"
    )
    assert re.fullmatch(r"\w+ won trick \d+\." if on_felt else r"Trick \d+: .*JARVIS green ✚ 6.* won\.", words), words
    # The trick is over: the card under the green 6 turned face up.
    expect(page.get_by_test_id("jarvis-column-0").get_by_test_id("card-y8")).to_be_visible()
    expect(jarvis.locator(".crew-down")).to_have_count(6)


def test_a_dead_zone_hides_the_kind_of_a_communication(context, site_url: str):
    # Mission 6 in hot-seat (Ana and Ben on this device): what Ana communicates reaches Ben without its kind.
    page = open_with_seed(context, site_url, "crew2")
    set_up(page, ["person", "person", "bot:easy", "bot:easy"], mission=6, practice=True, distress=False)
    expect(page.get_by_test_id("dead-zone")).to_be_visible()
    sent = None
    for _ in range(MAX_STEPS):
        wait_ready(page)
        me = None if page.get_by_test_id("handoff").count() else on_screen(page)
        if sent and me == 1:
            break
        if me == 0 and not sent and page.get_by_test_id("communicate").count():
            option = page.get_by_test_id("communicate").locator("[data-testid^=communicate-]").first
            expect(option).to_contain_text("kind hidden")
            assert not re.search("highest|lowest|only", option.inner_text())
            sent = option.get_attribute("data-testid").removeprefix("communicate-")
            answered(page, option.click)
        else:
            ordinary_step(page)
    else:
        pytest.fail("Ben never got the device after Ana communicated")
    radio = page.get_by_test_id("radio-0")
    expect(radio.locator(f"[title='{card_title(sent)}']")).to_be_visible()
    expect(radio.get_by_test_id("radio-token")).to_have_text("kind hidden")
    expect(radio.locator("[data-token=hidden] .crew-radio-dot.middle")).to_be_visible()
    assert not re.search("highest|lowest|only", radio.inner_text())
    said = page.get_by_test_id("log").locator("li", has_text=f"Ana communicates {describe(sent)}")
    expect(said).to_contain_text("kind hidden by the dead zone")


def test_the_commander_swaps_and_moves_task_tokens(context, site_url: str):
    # crew2, four players: Ana is the commander. Mission 23's tasks: g1 (1) g2 (2) y2 (3) y7 (4) g7 (5).
    page = open_with_seed(context, site_url, "crew2")
    set_up(page, ["person", *BOTS], mission=23, practice=True, distress=False)
    wait_ready(page)
    tokens = page.get_by_test_id("tokens")
    confirm = tokens.get_by_test_id("tokens-confirm")
    expect(confirm).to_be_disabled()
    tokens.get_by_test_id("token-task-g1").click()
    expect(tokens.get_by_test_id("token-task-g1")).to_have_attribute("aria-pressed", "true")
    expect(confirm).to_be_disabled()
    tokens.get_by_test_id("token-task-y7").click()
    expect(confirm).to_have_text("Swap the tokens of the green ✚ 1 and the yellow ★ 7")
    answered(page, confirm.click)
    expect(page.get_by_test_id("log")).to_contain_text("The crew swaps the tokens of the green ✚ 1 and the yellow ★ 7.")
    tasks = page.get_by_test_id("open-tasks")
    expect(tasks.get_by_test_id("task-g1").get_by_test_id("token")).to_have_text("4")
    expect(tasks.get_by_test_id("task-y7").get_by_test_id("token")).to_have_text("1")

    # Mission 40 (same deal): tokens 1 2 3 on g1 g2 y2, none on y7 g7 p8 b7 b9. Move token 2 onto the b9.
    page.get_by_test_id("leave").click()
    set_up(page, ["person", *BOTS], mission=40, practice=True, distress=False)
    wait_ready(page)
    tokens = page.get_by_test_id("tokens")
    expect(tokens.get_by_test_id("token-task-y7")).to_be_disabled()  # first the token to move
    tokens.get_by_test_id("token-task-g2").click()
    expect(tokens.get_by_test_id("token-task-g1")).to_be_disabled()  # then a task without a token
    tokens.get_by_test_id("token-task-b9").click()
    expect(tokens.get_by_test_id("tokens-confirm")).to_have_text("Move token 2 onto the blue ● 9")
    answered(page, tokens.get_by_test_id("tokens-confirm").click)
    expect(page.get_by_test_id("log")).to_contain_text("The crew moves token 2 onto the blue ● 9.")
    tasks = page.get_by_test_id("open-tasks")
    expect(tasks.get_by_test_id("task-b9").get_by_test_id("token")).to_have_text("2")
    expect(tasks.get_by_test_id("task-g2").get_by_test_id("token")).to_have_count(0)


def test_the_five_player_handover(context, site_url: str):
    # crew1, mission 25 with five players: Ana takes the green 7 (token >>); the bots decide first and keep theirs.
    page = open_with_seed(context, site_url, "crew1")
    set_up(page, ["person", *BOTS, "bot:easy"], mission=25, practice=True, distress=False)
    for _ in range(MAX_STEPS):
        wait_ready(page)
        if page.get_by_test_id("handover").count():
            break
        ordinary_step(page)
    handover = page.get_by_test_id("handover")
    expect(handover.get_by_test_id("skip")).to_have_text("Nobody hands over")
    expect(handover.get_by_role("button")).to_have_count(1 + 4)  # one task, four crew members to give it to
    answered(page, handover.get_by_test_id("handover-g7-2").click)
    expect(page.get_by_test_id("log")).to_contain_text("Ana hands the green ✚ 7 (token >>) to Cleo.")
    expect(page.get_by_test_id("player-2").get_by_test_id("task-g7")).to_be_visible()
    expect(page.get_by_test_id("player-0").get_by_test_id("task-g7")).to_have_count(0)
    expect(page.get_by_test_id("handover")).to_have_count(0)

    # crew2: Eli, a bot whose hand fits the yellow 7 worse than a random hand would, hands it to Ana, who
    # had the fewest tasks; the crew's one handover is then made and Ana is not asked.
    page.get_by_test_id("leave").click()
    page = open_with_seed(context, site_url, "crew2")
    set_up(page, ["person", *BOTS, "bot:easy"], mission=25, practice=True, distress=False)
    for _ in range(MAX_STEPS):
        wait_ready(page)
        if "Eli hands the yellow ★ 7 to Ana." in page.get_by_test_id("log").inner_text():
            break
        assert not page.get_by_test_id("handover").count()
        ordinary_step(page)
    expect(page.get_by_test_id("player-0").get_by_test_id("task-y7")).to_be_visible()
    expect(page.get_by_test_id("player-0").get_by_test_id("task-g1")).to_be_visible()


def test_the_distress_signal_passes_a_card(context, site_url: str):
    page = open_with_seed(context, site_url, "crew653")
    set_up(page, ["person", *BOTS], distress=True)
    for _ in range(MAX_STEPS):
        wait_ready(page)
        if page.get_by_test_id("distress-left").count():
            break
        ordinary_step(page)
    answered(page, page.get_by_test_id("distress-left").click)
    expect(page.get_by_test_id("distress-state")).to_contain_text("Distress signal sent")
    direction = re.search(r"\((left|right)\)", page.get_by_test_id("distress-state").inner_text())[1]
    receiver, giver = ("Ben", "Dev") if direction == "left" else ("Dev", "Ben")
    expect(page.get_by_test_id("prompt")).to_have_text(f"Choose a card to pass to {receiver} (not a rocket).")
    hand = hand_cards(page)
    expect(page.get_by_test_id("card-r4")).to_be_disabled()  # rockets are never passed
    answered(page, page.get_by_test_id("card-b5").click)
    expect(page.get_by_test_id("log")).to_contain_text(f"Ana passes a card to {receiver}.")
    expect(page.get_by_test_id("log")).to_contain_text(f"{giver} passes a card to Ana.")
    notes = page.get_by_test_id("notes")
    expect(notes).to_contain_text(f"You passed the blue ● 5 to {receiver} (distress signal).")
    expect(notes).to_contain_text(f"from {giver} (distress signal)")
    suit, value = re.search(r"You received the (\w+) [◆●✚★] (\d)", notes.inner_text()).groups()
    received = f"{suit} {value}"
    after = hand_cards(page)
    assert "b5" not in after and len(after) == len(hand) == 10
    assert any(card_title(c) == received for c in after)
