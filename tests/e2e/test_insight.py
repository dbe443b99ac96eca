"""The result sheet looks back over the match: a chart for Odin and Roll to the Top, whether a failed Crew
mission could have been won and how. (The word games' best words are checked where tests/e2e/test_table_layout.py
plays them to their end.)"""

from __future__ import annotations

import re

import pytest
from playwright.sync_api import Page, expect

from tests.e2e import crew_play, test_odin, test_rolltothetop

pytestmark = pytest.mark.browser


def chart_lines(page: Page, count: int) -> None:
    chart = page.get_by_test_id("result-sheet").get_by_test_id("insight-chart")
    expect(chart).to_be_visible(timeout=30_000)
    expect(chart.locator("[data-testid^=chart-line-]")).to_have_count(count)
    expect(chart.locator("svg[role=img]").first).to_have_attribute("aria-label", re.compile("At the end: "))


CLASHES = """async ({ labels, values }) => {
  const { lineChart } = await import("./js/ui/insight.js");
  const figure = lineChart({ title: "Points", x: "hand", labels,
    series: values.map((v, n) => ({ name: `P${n}`, values: v })) });
  document.body.append(figure);
  const svg = figure.querySelector("svg[role=img]");
  const width = svg.viewBox.baseVal.width;
  const markers = [...svg.querySelectorAll("[data-testid^=chart-line-] :not(polyline)")].map((m) => m.getBBox());
  const clash = (a, b) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  const ticks = [...svg.querySelectorAll(".chart-tick")].map((t) => [t.textContent, t.getBBox()]);
  const found = ticks
    .filter(([text, box]) => box.x < 0 || box.x + box.width > width || markers.some((m) => clash(box, m))
      || ticks.some(([other, them]) => other !== text && clash(box, them)))
    .map(([text]) => text);
  figure.remove();
  return found;
}"""


def test_the_chart_labels_stay_whole_and_clear_of_the_points_and_of_each_other(page):
    """Long labels at the ends of the axis ("hand 2" was cut at the right edge), five players' markers on the first
    points (they covered the top value's label), and a long game's labels at a phone's size (12 px now, against 10:
    "hand 6" and "hand 7" would run into each other)."""
    values = [[0, 4, 9], [0, 6, 12], [0, 3, 12], [0, 12, 5], [0, 1, 2]]
    assert page.evaluate(CLASHES, {"labels": ["start", "hand 1", "hand 2"], "values": values}) == []
    for hands in range(3, 13):
        labels = ["start"] + [f"hand {n}" for n in range(1, hands + 1)]
        values = [[n * 3 % 17 for n in range(hands + 1)], [n * 5 % 13 for n in range(hands + 1)]]
        assert page.evaluate(CLASHES, {"labels": labels, "values": values}) == [], f"{hands} hands"


X_LABELS = """async (labels) => {
  const { lineChart } = await import("./js/ui/insight.js");
  const figure = lineChart({ title: "Cards", x: "play", labels, series: [{ name: "P", values: labels.map(() => 1) }] });
  const height = figure.querySelector("svg").viewBox.baseVal.height;
  const ticks = [...figure.querySelectorAll(".chart-tick")].filter((t) => Number(t.getAttribute("y")) === height - 8);
  return ticks.map((t) => t.textContent);
}"""


def test_the_chart_axis_keeps_one_spacing_to_its_last_label_where_one_fits(page):
    # A game of 20 plays was labelled 0, 3 … 15 and then 20: 18 made way for the last label.
    assert page.evaluate(X_LABELS, [str(n) for n in range(21)]) == ["0", "4", "8", "12", "16", "20"]
    assert page.evaluate(X_LABELS, [str(n) for n in range(22)]) == ["0", "3", "6", "9", "12", "15", "18", "21"]
    # 23 divides by nothing near: the spacing stays, and the label before the last makes way for it
    assert page.evaluate(X_LABELS, [str(n) for n in range(24)]) == ["0", "3", "6", "9", "12", "15", "18", "23"]


def test_odin_charts_the_cards_left_in_hand(page):
    test_odin.set_up(page, ["person", "bot:easy"])
    test_odin.play_to_the_end(page)
    chart_lines(page, 2)
    expect(page.get_by_test_id("play-again")).to_be_in_viewport()


def test_roll_to_the_top_charts_the_empty_boxes(page):
    test_rolltothetop.set_up(page, ["person"], board="Great Wall")
    test_rolltothetop.climb_to_the_end(page)
    chart_lines(page, 1)


def test_a_failed_crew_mission_says_whether_it_could_have_been_won(context, site_url):
    page = crew_play.open_with_seed(context, site_url, "take-back")
    crew_play.set_up(page, ["person", "bot:easy", "bot:easy"], mission=10, practice=True)
    for _ in range(200):
        crew_play.wait_ready(page)
        if page.get_by_test_id("crew-result").count():
            break
        crew_play.ordinary_step(page)
    text = page.get_by_test_id("insight-text")
    if page.get_by_test_id("crew-result").inner_text().count("accomplished"):
        pytest.skip("this deal was won: nothing to look back on")
    expect(text).to_contain_text("With every hand open, this deal could", timeout=30_000)
    if "could be won" in text.inner_text():
        expect(page.get_by_test_id("insight-steps").locator("li").first).to_contain_text("Trick 1: ")
