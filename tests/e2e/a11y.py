"""axe-core (npm, for the tests only) run on the page as it is: the serious and critical findings, in words, with
WCAG 2.2's rule that every control is a 24 px target (or has that much room around it)."""

from __future__ import annotations

from tests.browser import ROOT

AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"


def serious_findings(page, where: str = "document") -> list[str]:
    """What axe-core finds serious or critical on the page now (``where``: a CSS selector or "document")."""
    # axe measures what is drawn: a card still gliding into place is scaled down and would fail target-size
    page.wait_for_function("() => document.getAnimations().every((a) => a.playState !== 'running')")
    if not page.evaluate("typeof window.axe === 'object'"):
        page.add_script_tag(path=str(AXE))
    results = page.evaluate(
        """async (where) => {
             const scope = where === "document" ? document : document.querySelector(where);
             // target-size (WCAG 2.2's 24 px targets) is off in axe by default
             const rules = { "target-size": { enabled: true } };
             const { violations } = await axe.run(scope, { resultTypes: ["violations"], rules });
             return violations
               .filter((v) => v.impact === "serious" || v.impact === "critical")
               .map((v) => {
                 const where = v.nodes.slice(0, 3).map((n) => n.target.join(" ")).join(" | ");
                 const more = v.nodes.length > 3 ? ` and ${v.nodes.length - 3} more` : "";
                 return `${v.id} (${v.impact}): ${v.help} — ${where}${more}`;
               });
           }""",
        where,
    )
    return results


def assert_clean(page, screen: str) -> None:
    """No serious or critical finding on the page now; ``screen`` names it in the failure."""
    findings = serious_findings(page)
    assert not findings, f"{screen}:\n" + "\n".join(findings)
