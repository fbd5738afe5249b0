#!/bin/sh
# Runs a command ("$@") with a keyring of its own: a GNOME Keyring
# daemon (its Secret Service) in a D-Bus session of its own, in a new
# home, its login keyring made and unlocked with a password given on
# standard input, so nothing asks anyone anything.  The player's own
# keyring is never seen.  Without dbus-run-session or the daemon the
# command is skipped (TAP), except under CI, where it fails.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -eu

if ! command -v dbus-run-session >/dev/null 2>&1 || ! command -v gnome-keyring-daemon >/dev/null 2>&1; then
  if [ -n "${CI:-}" ]; then
    echo "with-keyring: dbus-run-session or gnome-keyring-daemon is not installed" >&2
    exit 1
  fi
  echo "1..0 # SKIP gnome-keyring or dbus is not installed (build-aux/setup-deps.sh installs them)"
  exit 0
fi

home=$(mktemp -d "${TMPDIR:-/tmp}/kaiser-keyring-XXXXXX")
trap 'rm -rf "$home"' EXIT
export HOME="$home"
export XDG_DATA_HOME="$home/data"      # the keyrings: $XDG_DATA_HOME/keyrings
export XDG_CONFIG_HOME="$home/config"
export XDG_CACHE_HOME="$home/cache"
export XDG_RUNTIME_DIR="$home/run"     # the daemon's control socket
mkdir -p "$XDG_DATA_HOME" "$XDG_CONFIG_HOME" "$XDG_CACHE_HOME"
mkdir -m 700 "$XDG_RUNTIME_DIR"
unset GNOME_KEYRING_CONTROL SSH_AUTH_SOCK DBUS_SESSION_BUS_ADDRESS

status=0
# --unlock: the password read on standard input makes the login keyring
# (the default collection) when there is none, and unlocks it; the daemon
# ends with the session's bus, and runs without the tests' G_DEBUG and
# MALLOC_ checks (fatal-warnings: a warning of its own, at the first item
# stored, would end it with the question unanswered).  It takes the Secret Service's name on the
# bus a moment after: asked before, the bus would start a second daemon,
# which finds the first and goes without answering.
dbus-run-session -- sh -c '
  printf %s kaiser-test | env -u G_DEBUG -u MALLOC_CHECK_ -u MALLOC_PERTURB_ gnome-keyring-daemon --unlock --components=secrets >/dev/null || exit 1
  for _ in $(seq 100); do
    gdbus call --session --dest org.freedesktop.DBus --object-path /org/freedesktop/DBus \
      --method org.freedesktop.DBus.NameHasOwner org.freedesktop.secrets 2>/dev/null | grep -q true && exec "$@"
    sleep 0.1
  done
  echo "with-keyring: the keyring daemon did not start" >&2
  exit 1' with-keyring "$@" || status=$?
exit $status
