#!/usr/bin/env bash
# test:deploy runs Debian's nginx in front of two app instances; CI installs it like chromium.
# Only the binary is used (on loopback, with its own prefix); the system service is never started.
set -euo pipefail
if command -v nginx >/dev/null 2>&1; then exit 0; fi
echo "Installing Debian's nginx-light for the deploy test…"
if [ "$(id -u)" -ne 0 ]; then SUDO=sudo; else SUDO=; fi
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq nginx-light >/dev/null
# The package starts its service on port 80; the test does not want it running.
$SUDO systemctl stop nginx 2>/dev/null || $SUDO service nginx stop 2>/dev/null || true
nginx -v
