#!/usr/bin/env bash
# Install the build and test dependencies of Three-Spot on Debian 12.
# Does nothing if everything is already installed.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

cd "$(dirname "${BASH_SOURCE[0]}")/.."

packages=(
  meson
  ninja-build
  pkg-config
  gcc
  libglib2.0-dev
  libglib2.0-bin
  libjson-glib-dev
  libgtk-4-dev
  libadwaita-1-dev
  librsvg2-dev
  libstrophe-dev
  libsecret-1-dev
  prosody
  gnome-keyring
  dbus-daemon
  openssl
  gettext
  desktop-file-utils
  libxml2-utils
  appstream
  xvfb
  xauth
  xdotool
  imagemagick
  dbus-x11
  at-spi2-core
)

if ! command -v dpkg-query >/dev/null 2>&1; then
  echo "setup-deps: dpkg-query not found; this script supports Debian 12 only." >&2
  echo "setup-deps: please install the equivalent of: ${packages[*]}" >&2
  exit 1
fi

missing=()
for pkg in "${packages[@]}"; do
  status=$(dpkg-query -W -f='${Status}' "$pkg" 2>/dev/null || true)
  if [ "$status" != "install ok installed" ]; then
    missing+=("$pkg")
  fi
done

if [ "${#missing[@]}" -eq 0 ]; then
  exit 0
fi

echo "setup-deps: installing missing packages: ${missing[*]}"

sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then
    sudo=(sudo)
  else
    echo "setup-deps: not root and sudo is not available; please install: ${missing[*]}" >&2
    exit 1
  fi
fi

${sudo[@]+"${sudo[@]}"} env DEBIAN_FRONTEND=noninteractive apt-get update
${sudo[@]+"${sudo[@]}"} env DEBIAN_FRONTEND=noninteractive \
  apt-get install -y --no-install-recommends "${missing[@]}" </dev/null
