#!/usr/bin/env bash
# Regenerates drawer.png, the picture every screen shows, with ImageMagick. Made for this project.
set -euo pipefail
cd "$(dirname "$0")"
convert -size 240x240 xc:none \
 -fill '#F4A259' -draw "roundrectangle 4,4 235,235 44,44" \
 -fill '#FFF6E8' -draw "roundrectangle 40,40 199,92 12,12" -draw "roundrectangle 40,100 199,152 12,12" -draw "roundrectangle 40,160 199,212 12,12" \
 -fill '#8C4A2F' -draw "roundrectangle 96,60 143,72 6,6" -draw "roundrectangle 96,120 143,132 6,6" -draw "roundrectangle 96,180 143,192 6,6" \
 PNG32:drawer.png
