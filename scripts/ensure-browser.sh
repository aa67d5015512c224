#!/usr/bin/env bash
# The browsers of the tests and benchmarks, from Debian's packages (Playwright cannot download its own here).
# `ensure-browser.sh` makes sure of the test run's three engines: chromium-headless-shell (or
# TEST_CHROMIUM_PATH) for Chromium, firefox-esr (or FIREFOX_PATH) for Firefox, and webkit2gtk-driver with
# Xvfb for WebKit (the MiniBrowser has no headless mode; docs/adr/0017-every-engine.md), and what the
# staging project runs in front of the shop: nginx, and openssl for its test certificates (docs/testing.md).
# `ensure-browser.sh chromium` makes sure of the full browser the benchmarks run (or CHROMIUM_PATH).
# Installs what is missing in one apt-get run; needs root or passwordless sudo, as on CI.
set -euo pipefail

# Each entry: the command that shows the engine is there, and the packages that bring it.
if [ "${1:-}" = chromium ]; then
  wanted=("${CHROMIUM_PATH:-chromium}|chromium")
else
  wanted=(
    "${TEST_CHROMIUM_PATH:-chromium-headless-shell}|chromium-headless-shell"
    "${FIREFOX_PATH:-firefox-esr}|firefox-esr"
    "WebKitWebDriver|webkit2gtk-driver"
    "Xvfb|xvfb"
    "/usr/sbin/nginx|nginx"
    "openssl|openssl"
  )
fi

missing=()
for entry in "${wanted[@]}"; do
  command="${entry%%|*}"
  package="${entry#*|}"
  if [ -x "$command" ] || command -v "$command" >/dev/null 2>&1; then continue; fi
  missing+=("$package")
done
[ "${#missing[@]}" -eq 0 ] && exit 0

echo "[test] installing Debian's ${missing[*]} for the browser tests…"
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo -n"; fi
export DEBIAN_FRONTEND=noninteractive
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core >/dev/null
for entry in "${wanted[@]}"; do
  command="${entry%%|*}"
  [ -x "$command" ] || command -v "$command" >/dev/null
done
