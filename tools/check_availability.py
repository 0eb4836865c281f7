#!/usr/bin/env python3
"""Checks resources/data/availability.yaml against resources/data/accelerators.yaml.

A maintainer's tool (the C++ loader is the authority when the app reads the file); run it after
editing either file:

    tools/check_availability.py [--accelerators FILE ...] [AVAILABILITY]

Errors (exit 1):
  - a field missing or of the wrong form (ids, dates, enums, settled, non-empty texts and sources);
  - the same accelerator and market twice; a rule id cited but not defined, or defined twice;
  - an accelerator of the catalog without a cn-mainland entry;
  - a China-specific, domestic or cloud-only accelerator without a global entry;
  - an export_control text in accelerators.yaml that does not start with the cn-mainland state
    ("Mainland China: licence required" ...) or, for an unsettled entry, lacks "unsettled";
  - a note that quotes a TPP differing from the catalog's tpp by more than 1 %, or a Chinese note
    that does not quote the same TPP;
  - a catalog tpp that differs by more than 1 % from its dense rates x bit length (the rule's
    TPP: 2 x MacTOPS x bit length, the maximum over formats);
  - a source in either file that names a local path instead of a public citation.
Warnings: an availability entry for an accelerator the catalog does not have (it may arrive in a
later file, as for providers.yaml), a rule no entry cites.
"""

import argparse
import re
import sys
from pathlib import Path

import yaml

ROOT = Path(__file__).resolve().parent.parent
STATUS = {
    "available": "available",
    "stock_only": "stock only",
    "licence_required": "licence required",
    "not_offered": "not offered",
}
MARKETS = {"cn-mainland", "global"}
CONFIDENCE = {"A", "B", "C"}
ID = re.compile(r"^[a-z0-9][a-z0-9-]*$")
DATE = re.compile(r"^\d{4}-\d{2}(-\d{2})?$")
LOCAL = re.compile(r"(/work/|\.\./shared|GPUS\.md|corpus id)")
TPP_EN = re.compile(r"TPP (?:of |is only |about |~)?(\d{1,3}(?:,\d{3})+|\d+)")
BITS = {"fp16": 16, "bf16": 16, "fp16_fp16acc": 16, "fp8": 8, "int8": 8, "fp4": 4, "fp32": 32}


class Report:
    def __init__(self):
        self.errors = 0

    def error(self, where, text):
        self.errors += 1
        print(f"{where}: error: {text}")

    @staticmethod
    def warning(where, text):
        print(f"{where}: warning: {text}")


def derived_tpp(acc):
    rates = acc.get("tflops") or {}
    return max(((rates.get(k) or 0) * b for k, b in BITS.items()), default=0)


def check_rules(doc, rep, where):
    ids = set()
    for rule in doc.get("rules") or []:
        rid = rule.get("id", "")
        at = f"{where}: rule {rid or '?'}"
        if not ID.match(rid):
            rep.error(at, "id must be lower-case letters, digits and dashes")
        if rid in ids:
            rep.error(at, "defined twice")
        ids.add(rid)
        if not DATE.match(str(rule.get("date", ""))):
            rep.error(at, "date must be YYYY-MM-DD or YYYY-MM")
        if not str(rule.get("url", "")).startswith("https://"):
            rep.error(at, "url must be an https:// public citation")
        for key in ("title_en", "title_zh", "summary_en", "summary_zh"):
            if not str(rule.get(key) or "").strip():
                rep.error(at, f"{key} missing")
    return ids


def check_entry(entry, rule_ids, rep, at):
    if entry.get("market") not in MARKETS:
        rep.error(at, f"market must be one of {sorted(MARKETS)}")
    if entry.get("status") not in STATUS:
        rep.error(at, f"status must be one of {sorted(STATUS)}")
    if not DATE.match(str(entry.get("since", ""))):
        rep.error(at, "since must be YYYY-MM-DD or YYYY-MM")
    if not isinstance(entry.get("settled"), bool):
        rep.error(at, "settled must be true or false")
    if entry.get("confidence") not in CONFIDENCE:
        rep.error(at, "confidence must be A, B or C")
    if not isinstance(entry.get("rules"), list):
        rep.error(at, "rules must be a list (may be empty)")
    for rid in entry.get("rules") or []:
        if rid not in rule_ids:
            rep.error(at, f"rule {rid} is not defined under rules")
    for key in ("note_en", "note_zh"):
        if not str(entry.get(key) or "").strip():
            rep.error(at, f"{key} missing")
    sources = entry.get("sources") or []
    if not sources:
        rep.error(at, "at least one source")
    for s in sources:
        if LOCAL.search(str(s)):
            rep.error(at, f"source names a local path: {s}")


def check_tpp_quote(entry, acc, rep, at):
    m = TPP_EN.search(entry.get("note_en", ""))
    if not m or acc is None or not acc.get("tpp"):
        return
    quoted = int(m.group(1).replace(",", ""))
    if abs(quoted - acc["tpp"]) > 0.01 * acc["tpp"]:
        rep.error(at, f"note quotes TPP {quoted}, accelerators.yaml has {acc['tpp']}")
    if m.group(1) not in entry.get("note_zh", ""):
        rep.error(at, f"note_zh does not quote the TPP {m.group(1)} of note_en")


def check_catalog(catalog, cn, has_global, rep, where):
    for acc in catalog.values():
        aid = acc["id"]
        at = f"{where}: {aid}"
        for s in acc.get("sources") or []:
            if LOCAL.search(str(s)):
                rep.error(at, f"source names a local path: {s}")
        tpp, derived = acc.get("tpp"), derived_tpp(acc)
        if tpp and derived and abs(tpp - derived) > 0.01 * derived:
            rep.error(at, f"tpp {tpp} but dense rates x bit length give {derived:.0f}")
        entry = cn.get(aid)
        if entry is None:
            rep.error(at, "no cn-mainland entry in availability.yaml")
            continue
        special = (acc.get("availability") in ("china-variant", "cloud-only")
                   or acc.get("domestic"))
        if special and aid not in has_global:
            rep.error(at, "China-specific, domestic or cloud-only: needs a global entry")
        text = str(acc.get("export_control") or "")
        prefix = "Mainland China: " + STATUS.get(entry.get("status"), "?")
        if not text.startswith(prefix):
            rep.error(at, f"export_control must start with \"{prefix}\" (availability.yaml)")
        if entry.get("settled") is False and "unsettled" not in text:
            rep.error(at, "export_control must say 'unsettled' like its availability entry")


def main():
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("availability", nargs="?",
                    default=str(ROOT / "resources/data/availability.yaml"))
    ap.add_argument("--accelerators", action="append",
                    help="accelerators.yaml (repeatable; later files add or replace ids)")
    args = ap.parse_args()
    rep = Report()

    catalog = {}
    for path in args.accelerators or [str(ROOT / "resources/data/accelerators.yaml")]:
        for acc in yaml.safe_load(open(path, encoding="utf-8")).get("accelerators") or []:
            catalog[acc["id"]] = acc

    where = args.availability
    doc = yaml.safe_load(open(where, encoding="utf-8"))
    rule_ids = check_rules(doc, rep, where)
    cn, has_global, cited, seen = {}, set(), set(), set()
    for entry in doc.get("availability") or []:
        aid, market = entry.get("accelerator", ""), entry.get("market", "")
        at = f"{where}: {aid} ({market})"
        if (aid, market) in seen:
            rep.error(at, "the same accelerator and market twice")
        seen.add((aid, market))
        check_entry(entry, rule_ids, rep, at)
        cited.update(entry.get("rules") or [])
        if aid not in catalog:
            rep.warning(at, "accelerator not in the catalog (left out until it arrives)")
        check_tpp_quote(entry, catalog.get(aid), rep, at)
        if market == "cn-mainland":
            cn[aid] = entry
        elif market == "global":
            has_global.add(aid)
    for rid in sorted(rule_ids - cited):
        rep.warning(f"{where}: rule {rid}", "cited by no entry")

    check_catalog(catalog, cn, has_global, rep, "accelerators.yaml")
    counts = {}
    for entry in doc.get("availability") or []:
        key = (entry.get("market"), entry.get("status"))
        counts[key] = counts.get(key, 0) + 1
    summary = ", ".join(f"{m} {s}: {n}" for (m, s), n in sorted(counts.items()))
    print(f"{len(catalog)} accelerators, {len(seen)} entries ({summary}); {rep.errors} error(s)")
    return 1 if rep.errors else 0


if __name__ == "__main__":
    sys.exit(main())
