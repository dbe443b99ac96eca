"""Make sure the browser tests have a Chromium: Debian's if present or installable, else Playwright's own.

Prints which one the tests will use. Debian's `/usr/bin/chromium` is preferred because Playwright's browser
downloads are blocked on some networks (and on the CI machines of this project).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys

DEBIAN_CHROMIUM = "/usr/bin/chromium"


def main() -> None:
    if os.path.exists(DEBIAN_CHROMIUM):
        print(f"Browser tests use {DEBIAN_CHROMIUM}")
        return
    if shutil.which("apt-get") and os.geteuid() == 0:
        subprocess.run(["apt-get", "update", "-qq"], check=True)
        quiet_install = {**os.environ, "DEBIAN_FRONTEND": "noninteractive"}
        subprocess.run(["apt-get", "install", "-y", "-qq", "chromium"], check=True, env=quiet_install)
        print(f"Installed Debian's Chromium; browser tests use {DEBIAN_CHROMIUM}")
        return
    print("No Debian Chromium: installing Playwright's own Chromium for the browser tests")
    subprocess.run([sys.executable, "-m", "playwright", "install", "chromium"], check=True)


if __name__ == "__main__":
    main()
