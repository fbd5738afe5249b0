#!/usr/bin/env bash
# A real prosody for the online tests, on 127.0.0.1 only, in a folder of
# its own: its configuration, data, a self-signed certificate (TLS is
# required, as for players) and test accounts.
#
#   build-aux/prosody-test.sh start DIR [OPTION …] [USER:PASSWORD …]   prints the port
#   --no-tls                 a server offering no encryption, which clients must refuse
#   --registration           accounts may be created in-band (XEP-0077)
#   --registration-fields F  … asking more than a name and password: prosody's
#                            additional_registration_fields, "email+" (+: required)
#   --password-length N      … refusing a password shorter than N characters
#                            (not-acceptable, as a server's password policy does)
#
# With $KAISER_PROSODY_OWNER set to a process id, the server is stopped
# when that process is gone, however it ended (a test that aborts leaves
# no server behind).
#   build-aux/prosody-test.sh stop DIR
#
# The domain is "localhost", the group chat service "rooms.localhost";
# c2s on a free port, no s2s, no network beyond the loopback.
#
# SPDX-License-Identifier: GPL-3.0-or-later
set -euo pipefail

cmd=${1:?start or stop}
dir=${2:?a folder}
shift 2

free_port () {
  python3 -c 'import socket; s=socket.socket(); s.bind(("127.0.0.1", 0)); print(s.getsockname()[1]); s.close()'
}

case $cmd in
start)
  tls=true
  registration=false
  fields=
  password_length=0
  while [ $# -gt 0 ] && [ "${1#--}" != "$1" ]; do
    case $1 in
    --no-tls) tls=false ;;
    --registration) registration=true ;;
    --registration-fields) fields=${2:?fields}; shift ;;
    --password-length) password_length=${2:?a length}; shift ;;
    *) echo "prosody-test: unknown option $1" >&2; exit 2 ;;
    esac
    shift
  done
  mkdir -p "$dir/data" "$dir/certs" "$dir/plugins"
  # a password policy, as servers have one (prosody-modules'
  # mod_password_policy answers alike): a short password not acceptable
  cat > "$dir/plugins/mod_kaiser_password_length.lua" <<'LUA'
local length = module:get_option_number("kaiser_password_length", 8);
module:hook("user-registering", function (event)
	if #(event.password or "") < length then
		event.allowed = false;
		event.error_type, event.error_condition = "modify", "not-acceptable";
		event.reason = ("Password is too short (minimum %d characters)"):format(length);
	end
end);
LUA
  dir=$(cd "$dir" && pwd)
  port=$(free_port)
  openssl req -x509 -newkey rsa:2048 -nodes -days 2 -subj "/CN=localhost" \
    -addext "subjectAltName=DNS:localhost,DNS:rooms.localhost" \
    -keyout "$dir/certs/localhost.key" -out "$dir/certs/localhost.crt" 2>/dev/null
  cat > "$dir/prosody.cfg.lua" <<CFG
pidfile = "$dir/prosody.pid"
data_path = "$dir/data"
log = { { levels = { min = "info" }, to = "file", filename = "$dir/prosody.log" } }
interfaces = { "127.0.0.1" }
local_interfaces = { "127.0.0.1" }
c2s_ports = { $port }
s2s_ports = { }
http_ports = { }
https_ports = { }
c2s_require_encryption = $tls
allow_unencrypted_plain_auth = $( [ $tls = true ] && echo false || echo true )
authentication = "internal_hashed"
allow_registration = $registration
$( [ -n "$fields" ] && echo "additional_registration_fields = { $(printf '"%s", ' $fields) }" )
plugin_paths = { "$dir/plugins" }
kaiser_password_length = $password_length
certificates = "$dir/certs"
modules_enabled = { "roster", "saslauth", $( [ $tls = true ] && echo '"tls",' ) "disco", "ping", "register", "posix",
                    $( [ "$password_length" -gt 0 ] && echo '"kaiser_password_length",' ) }
modules_disabled = { "s2s" }
daemonize = true
VirtualHost "localhost"
$( [ $tls = true ] && echo "  ssl = { certificate = \"$dir/certs/localhost.crt\", key = \"$dir/certs/localhost.key\" }" || echo '  modules_disabled = { "tls" }' )
Component "rooms.localhost" "muc"
  modules_enabled = { "muc_mam" }
  restrict_room_creation = "local"
CFG
  # prosodyctl and prosody, started as root, run as the prosody user
  if [ "$(id -u)" = 0 ]; then
    chown -R prosody:prosody "$dir"
  fi
  for account in "$@"; do
    prosodyctl --config "$dir/prosody.cfg.lua" register "${account%%:*}" localhost "${account#*:}" >>"$dir/prosody.out" 2>&1
  done
  # never as root: as the prosody user when started by root (CI)
  as=()
  if [ "$(id -u)" = 0 ]; then
    as=(runuser -u prosody --)
  fi
  "${as[@]}" prosody --config "$dir/prosody.cfg.lua" -D </dev/null >>"$dir/prosody.out" 2>&1
  if [ -n "${KAISER_PROSODY_OWNER:-}" ]; then
    # in a session of its own: a signal to the owner's process group
    # (timeout, meson's test timeout) does not stop the watch
    setsid bash -c 'while kill -0 "$1" 2>/dev/null && [ -f "$2/prosody.cfg.lua" ]; do sleep 1; done
                    [ -f "$2/prosody.pid" ] && kill "$(cat "$2/prosody.pid")" 2>/dev/null; exit 0' \
      watch "$KAISER_PROSODY_OWNER" "$dir" </dev/null >/dev/null 2>&1 &
  fi
  for _ in $(seq 50); do
    if python3 -c "import socket,sys; s=socket.create_connection(('127.0.0.1', $port), 0.2)" 2>/dev/null; then
      echo "port=$port"
      exit 0
    fi
    sleep 0.1
  done
  echo "prosody did not start: see $dir/prosody.log" >&2
  exit 1
  ;;
stop)
  if [ -f "$dir/prosody.pid" ]; then
    kill "$(cat "$dir/prosody.pid")" 2>/dev/null || true
  fi
  ;;
*)
  echo "usage: $0 start|stop DIR [OPTION …] [USER:PASSWORD …]" >&2
  exit 2
  ;;
esac
