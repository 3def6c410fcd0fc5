#!/bin/sh
# Debian's Chromium as Playwright launches it, with the omnibox's two pop-ups turned off. Headless,
# every new window still renders them (chrome://omnibox-popup.top-chrome), in a renderer of its own
# that took an eighth of the browser suite's CPU (152 of 1,241 core-seconds) and shows nothing a
# page can see. Chromium reads only the last --disable-features it is given: the two join
# Playwright's list rather than replace it.
set -eu
OFF=WebUIOmniboxPopup,WebUIOmniboxAimPopup
found=
for arg; do
  shift
  case $arg in
    --disable-features=*) arg="$arg,$OFF" found=1 ;;
  esac
  set -- "$@" "$arg"
done
[ -n "$found" ] || set -- "$@" "--disable-features=$OFF"
exec "${CHROMIUM_PATH:?scripts/chromium.mjs names the Chromium to run}" "$@"
