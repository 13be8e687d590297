#!/usr/bin/env bash
# Makes the spreadsheet fixtures from campaign.fods (OpenDocument's flat
# XML, written by hand) with LibreOffice, headless: the workbook as Calc
# saves it (campaign.xlsx: formulas with their values, the dropdowns, the
# label's hyperlink, merged cells, dates), and its first sheet as Calc
# exports CSV with ';' (campaign-semicolon.csv) and as UTF-16 "Unicode"
# text with tabs (campaign-unicode.txt). Needs soffice
# (Debian: libreoffice-calc-nogui). Read the diff before committing.
set -euo pipefail
cd "$(dirname "$0")"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
lo() { soffice --headless --norestore "-env:UserInstallation=file://$tmp/profile" "$@" >/dev/null; }
lo --convert-to xlsx --outdir "$tmp" campaign.fods
lo --convert-to 'csv:Text - txt - csv (StarCalc):59,34,76,1' --outdir "$tmp/semicolon" campaign.fods
lo --convert-to 'csv:Text - txt - csv (StarCalc):9,34,65535,1' --outdir "$tmp/unicode" campaign.fods
cp "$tmp/campaign.xlsx" campaign.xlsx
cp "$tmp/semicolon/campaign.csv" campaign-semicolon.csv
cp "$tmp/unicode/campaign.csv" campaign-unicode.txt
