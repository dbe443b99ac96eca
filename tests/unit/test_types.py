"""mypy over the engine, as pyproject configures it (strict on the public modules): the same check as `make lint`,
run with the tests so a type error fails CI. It takes a few seconds of CPU."""

from __future__ import annotations

from pathlib import Path

from mypy import api

PYPROJECT = Path(__file__).resolve().parents[2] / "pyproject.toml"


def test_the_engine_type_checks():
    report, errors, status = api.run(["--config-file", str(PYPROJECT), "--no-error-summary"])
    assert status == 0, report + errors
