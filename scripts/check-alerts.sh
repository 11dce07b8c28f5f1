#!/usr/bin/env bash
# `npm run check:alerts`: Prometheus' own checker over deploy/prometheus/alerts.yml, then the
# rules' unit tests (alerts.test.yml: each alert fires on the series it is for, and not before).
# Uses promtool from PATH, or unpacks it from Debian's `prometheus` package into a temporary
# folder (nothing installed, no service started).
set -euo pipefail
cd "$(dirname "$0")/.."
promtool=$(command -v promtool || true)
if [ -z "$promtool" ]; then
  unpacked=$(mktemp -d)
  trap 'rm -rf "$unpacked"' EXIT
  # A fresh machine may have no package lists yet.
  (cd "$unpacked" && { apt-get download -qq prometheus 2>/dev/null || { apt-get update -qq && apt-get download -qq prometheus 2>/dev/null; }; } && dpkg -x prometheus_*.deb root)
  promtool="$unpacked/root/usr/bin/promtool"
fi
"$promtool" check rules deploy/prometheus/alerts.yml
"$promtool" test rules deploy/prometheus/alerts.test.yml
