#!/usr/bin/env bash
# Debian's Chromium for the browser tests and the benchmarks (Playwright cannot download its own here).
# `ensure-browser.sh` makes sure of the tests' browser, chromium-headless-shell (or TEST_CHROMIUM_PATH);
# `ensure-browser.sh chromium` of the full browser the benchmarks run (or CHROMIUM_PATH).
# Installs the package when missing; needs root or passwordless sudo, as on CI.
set -euo pipefail
package="${1:-chromium-headless-shell}"
if [ "$package" = chromium ]; then given="${CHROMIUM_PATH:-}"; else given="${TEST_CHROMIUM_PATH:-}"; fi
if [ -n "$given" ] && [ -x "$given" ]; then exit 0; fi
if command -v "$package" >/dev/null 2>&1; then exit 0; fi
echo "[test] installing Debian's $package for the browser tests…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo -n"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "$package" fonts-dejavu-core >/dev/null
command -v "$package" >/dev/null
