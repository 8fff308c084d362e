#!/usr/bin/env bash
# deploy/roll.sh RELEASE_DIR [PORT...]: a release without dropped requests on a machine with nginx
# and systemd instances (docs/deploy.md). Builds the release, migrates once, points
# /srv/bihe/current at it, then per instance: out of nginx's upstream, restart, ready, back in.
# With instances on other machines, run the same steps there (ssh) and the nginx steps here.
set -euo pipefail
UPSTREAMS=${BIHE_UPSTREAMS:-/etc/nginx/snippets/bihe-upstreams.conf}

# Marks the instance on PORT down (or up again) and reloads nginx: new requests go to the others,
# while nginx's old workers finish the ones they hold.
upstream() {
  local port=$1 state=$2
  [ -f "$UPSTREAMS" ] || return 0
  local line="^(server 127\\.0\\.0\\.1:$port( [^;]*)?)"
  sed -i -E "s/$line down;/\1;/" "$UPSTREAMS"
  [ "$state" = down ] && sed -i -E "s/$line;/\1 down;/" "$UPSTREAMS"
  nginx -t -q && nginx -s reload
  sleep 1
}
release=$(realpath "$1")
shift
if [ $# -gt 0 ]; then ports=("$@"); else ports=(3001 3002); fi

cd "$release"
npm install --no-audit --no-fund
npm run build
# Pages still open in browsers load the old release's split files: keep them beside the new ones.
if [ -d /srv/bihe/current/apps/web/dist/assets ]; then
  cp -n /srv/bihe/current/apps/web/dist/assets/* apps/web/dist/assets/ 2>/dev/null || true
fi
# The release step: migrations that the running (old) instances can live with, once.
set -a; . /etc/bihe/bihe.env; set +a
npm run migrate

ln -sfn "$release" /srv/bihe/current.new && mv -T /srv/bihe/current.new /srv/bihe/current

for port in "${ports[@]}"; do
  echo "restarting bihe@$port"
  upstream "$port" down
  # SIGTERM: /api/ready turns 503, the instance serves what still reaches it through its grace
  # period, then exits; the new one starts on the new release.
  systemctl restart "bihe@$port"
  for _ in $(seq 1 120); do
    if curl -fsS "http://127.0.0.1:$port/api/ready" >/dev/null 2>&1; then break; fi
    sleep 1
  done
  curl -fsS "http://127.0.0.1:$port/api/ready" >/dev/null || { echo "bihe@$port is not ready: stopping the roll"; exit 1; }
  upstream "$port" up
  # A moment of traffic on the new instance before the next one stops.
  sleep 5
done
echo "rolled ${ports[*]} to $release"
