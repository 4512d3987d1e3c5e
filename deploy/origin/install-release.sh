#!/bin/sh
# Runs before nginx starts in a remote slice's origin image (nginx's /docker-entrypoint.d/).
#
# The image carries one release (PSAR_IMAGE_RELEASES/<releaseId>/); the origin serves the releases
# VOLUME (PSAR_RELEASES_DIR), which keeps every release an earlier image of this slice installed,
# so the registry can roll back to one without a rebuild. This script
#   1. copies the image's release into the volume unless that releaseId is already there (a release
#      is immutable: an existing folder is never touched), by copy-then-rename so nginx never serves
#      half a release;
#   2. rewrites releases.json, newest first by builtAt, from every release.json in the volume.
# Needs jq (installed in the image). Also usable by hand: PSAR_RELEASES_DIR=… install-release.sh
set -eu

releases_dir="${PSAR_RELEASES_DIR:-/srv/releases}"
image_releases="${PSAR_IMAGE_RELEASES:-/opt/psar/release}"
log() { echo "psar-origin: $*" >&2; }

mkdir -p "$releases_dir"

for source in "$image_releases"/*/; do
  [ -f "${source}release.json" ] || continue
  release_id="$(basename "$source")"
  target="$releases_dir/$release_id"
  if [ -e "$target" ]; then
    log "release $release_id is already installed"
    continue
  fi
  incoming="$releases_dir/.incoming-$release_id-$$"
  rm -rf "$incoming"
  cp -R "$source" "$incoming"
  chmod -R a+rX "$incoming"
  mv "$incoming" "$target"
  log "installed release $release_id"
done

# Leftovers of a copy interrupted by a crash (one origin container per volume, so none is in progress).
find "$releases_dir" -mindepth 1 -maxdepth 1 -name '.incoming-*' -exec rm -rf {} +

index="$releases_dir/releases.json"
index_tmp="$releases_dir/.releases.json.$$"
set -- "$releases_dir"/*/release.json
if [ -f "$1" ]; then
  jq -s 'map({releaseId, version, commit, builtAt}) | sort_by([.builtAt, .releaseId]) | reverse' "$@" >"$index_tmp"
else
  echo '[]' >"$index_tmp"
fi
chmod a+r "$index_tmp"
mv "$index_tmp" "$index"
log "releases.json lists $(jq length "$index") release(s); newest: $(jq -r '.[0].releaseId // "none"' "$index")"
