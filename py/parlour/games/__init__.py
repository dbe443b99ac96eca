"""One package a game: its rules, its data, its bots. Each package defines ``GAME`` (see parlour.engine)."""
