#!/usr/bin/env bash
# The Debian programs `npm test` runs for real, installed when missing: Chromium and its headless
# shell (what a visitor does; docs/decisions/023-tests-in-the-headless-shell.md), poppler-utils
# (the legal PDFs' text), redis-server and nginx (several processes behind nginx sharing one Redis),
# prometheus with promtool (the metrics scraped, the alert rules checked),
# knot, knot-dnsutils, unbound and openssl (the e-mail checker's DNSSEC-signed zones, resolver and CA),
# postfix (in front of the DMARC report intake; installed unconfigured, so no system Postfix takes port 25),
# request-tracker5 with its SQLite database and standalone server, postgresql and libdbd-pg-perl
# (RT on PostgreSQL, its production database, in a cluster of the test's own), and clamav-daemon (the
# support request's helpdesk and virus scanner; none is started as the machine's own service by the tests),
# zip and 7zip (archives locked with a password, as a sender's archiver writes them).
# As root it runs apt-get itself, as `npx playwright install --with-deps` does; elsewhere it stops
# at once, naming the one command to run. CHROMIUM_PATH stands in for Debian's Chromium and its shell.
set -euo pipefail

# One line per program: the file that shows it is installed (a pattern where the path holds a
# version or an architecture), and its Debian package.
tools=(
  "/usr/bin/chromium chromium"
  "/usr/bin/chromium-headless-shell chromium-headless-shell"
  "/usr/bin/pdftotext poppler-utils"
  "/usr/bin/redis-server redis-server"
  "/usr/sbin/nginx nginx-light"
  "/usr/bin/prometheus prometheus"
  "/usr/bin/promtool prometheus"
  "/usr/sbin/knotd knot"
  "/usr/bin/kdig knot-dnsutils"
  "/usr/sbin/unbound unbound"
  "/usr/bin/openssl openssl"
  "/usr/sbin/postfix postfix"
  "/usr/share/request-tracker5/libexec/rt-server request-tracker5"
  "/var/lib/dbconfig-common/sqlite3/request-tracker5/rtdb rt5-db-sqlite"
  "/usr/share/perl5/Starlet.pm rt5-standalone"
  "/usr/bin/rt-mailgate-5 rt5-clients"
  "/usr/lib/postgresql/*/bin/initdb postgresql"
  "/usr/lib/*/perl5/*/DBD/Pg.pm libdbd-pg-perl"
  "/usr/sbin/clamd clamav-daemon"
  "/usr/bin/sigtool clamav"
  "/usr/bin/zip zip"
  "/usr/bin/7zz 7zip"
)

missing() {
  local line file package
  for line in "${tools[@]}"; do
    read -r file package <<<"$line"
    case "$package" in chromium*) [ -n "${CHROMIUM_PATH:-}" ] && continue ;; esac
    # A file, not only a program: a few are a program's files (a Perl module, RT's database).
    compgen -G "$file" >/dev/null || echo "$package"
  done | sort -u | paste -sd ' '
}

packages=$(missing)
[ -z "$packages" ] && exit 0
command="apt-get update && apt-get install -y $packages"
if [ "$(id -u)" != 0 ] || ! command -v apt-get >/dev/null; then
  echo "npm test needs Debian's $packages. Run as root, then npm test again:" >&2
  echo "  $command" >&2
  exit 1
fi
echo "Installing Debian's $packages for the tests"
# Postfix as "No configuration": its package then starts no mail server of the machine's own, on the
# port 25 the e-mail lab's peers listen on; the test runs its own with a configuration in a temporary folder.
echo "postfix postfix/main_mailer_type select No configuration" | debconf-set-selections
apt-get update -qq
# shellcheck disable=SC2086 # one word per package
DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null
packages=$(missing)
if [ -n "$packages" ]; then
  echo "apt-get installed, but $packages still missing; run: $command" >&2
  exit 1
fi
