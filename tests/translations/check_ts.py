#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the app's Qt Linguist files: every entry finished, none vanished or obsolete, the same placeholders as
the source, the language's number of plural forms, and (with --lupdate) nothing in the sources that the files
do not hold yet.

  check_ts.py [--lupdate LUPDATE --sources-list FILE --include DIR...] nobox_de.ts nobox_ja.ts
"""
import argparse
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

PLURAL_FORMS = {"de": 2, "ja": 1}
PLACEHOLDER = re.compile(r"%(?:L?\d+|n)")


def where(context, message):
    source = message.findtext("source") or ""
    comment = message.findtext("comment")
    return f"[{context}] \"{source}\"" + (f" ({comment})" if comment else "")


def check_file(path):
    problems = []
    root = ET.parse(path).getroot()
    language = (root.get("language") or "").split("_")[0]
    forms = PLURAL_FORMS.get(language)
    if forms is None:
        return [f"{path}: unknown language '{language}'"]
    for context in root.iter("context"):
        name = context.findtext("name")
        for message in context.iter("message"):
            translation = message.find("translation")
            label = where(name, message)
            kind = translation.get("type") if translation is not None else "missing"
            if kind in ("unfinished", "vanished", "obsolete", "missing"):
                problems.append(f"{path}: {kind}: {label}")
                continue
            source = message.findtext("source") or ""
            wanted = sorted(set(PLACEHOLDER.findall(source)))
            if message.get("numerus") == "yes":
                texts = [form.text or "" for form in translation.iter("numerusform")]
                if len(texts) != forms:
                    problems.append(f"{path}: {len(texts)} plural forms instead of {forms}: {label}")
            else:
                texts = [translation.text or ""]
            for text in texts:
                if not text.strip():
                    problems.append(f"{path}: empty translation: {label}")
                elif sorted(set(PLACEHOLDER.findall(text))) != wanted:
                    problems.append(f"{path}: placeholders {sorted(set(PLACEHOLDER.findall(text)))} "
                                    f"instead of {wanted}: {label}")
    return problems


def new_in_sources(lupdate, sources_list, includes, path):
    """What lupdate would add to (or mark vanished in) a copy of `path`."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, os.path.basename(path))
        shutil.copy(path, copy)
        with open(sources_list, encoding="utf-8") as listing:
            sources = [line.strip() for line in listing if line.strip()]
        flags = [f"-I{directory}" for directory in includes]
        subprocess.run([lupdate, "-silent", "-no-obsolete", "-locations", "none", *flags, *sources, "-ts", copy],
                       check=True, stdout=subprocess.DEVNULL)
        return [p.replace(copy, path) + "  (run the update_translations target)"
                for p in check_file(copy) if ": unfinished:" in p or ": vanished:" in p]


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--lupdate")
    parser.add_argument("--sources-list")
    parser.add_argument("--include", action="append", default=[], help="where lupdate finds the headers")
    parser.add_argument("files", nargs="+")
    args = parser.parse_args()
    problems = []
    for path in args.files:
        problems += check_file(path)
        if args.lupdate:
            problems += new_in_sources(args.lupdate, args.sources_list, args.include, path)
    for problem in problems:
        print(problem)
    print(f"{len(problems)} problem(s) in {len(args.files)} file(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    sys.exit(main())
