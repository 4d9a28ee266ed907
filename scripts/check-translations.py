#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks the Qt Linguist files under translations/ before they are released.

For every message: translated (no type="unfinished"), the same placeholders as the source (%1, %n, %L1, ...),
the same HTML tags, one accelerator (&) where the source has one, the language's quotation marks and the number
of plural forms the language has. Then lrelease must compile the file without a word of warning. With
--lupdate, also that the files are in step with the sources: lupdate on a copy adds or drops nothing.

Usage: scripts/check-translations.py [--lupdate LUPDATE --sources-list FILE --include DIR ...] [file.ts ...]
       (default files: translations/*.ts; the test Translation.FilesCompleteAndInStepWithTheSources runs it)
Exit status 0 when every file is clean.
"""
import argparse
import shutil
import collections
import glob
import os
import re
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

LRELEASE = os.environ.get('LRELEASE', '/usr/lib/qt6/bin/lrelease')
# Plural forms per language, as Qt counts them (qtbase/src/corelib/kernel/qtranslator numerus rules).
NUMERUS_FORMS = {'de': 2, 'en': 2, 'ja': 1}
PLACEHOLDER = re.compile(r'%L?(?:\d+|n)')
# HTML tags only: <game>:<level> in a usage line is text.
TAG = re.compile(r'</?(a|b|br|code|div|em|h[1-6]|i|li|ol|p|s|span|strong|sub|sup|table|td|th|tr|tt|u|ul)\b[^>]*>')
ACCELERATOR = re.compile(r'&(?!&)(?=\S)')


def accelerators(text):
    return len(ACCELERATOR.findall(text.replace('&&', '')))


def quote_problem(language, text):
    """German quotes „like this“, Japanese 「like this」; never the English or typewriter ones."""
    if language == 'de' and ('"' in text or '”' in text or text.count('„') != text.count('“')):
        return 'German quotes must be „…“'
    if language == 'ja' and any(mark in text for mark in '"“”„'):
        return 'Japanese quotes must be 「…」'
    return None


def check_file(path):
    problems = []
    try:
        root = ET.parse(path).getroot()
    except ET.ParseError as error:
        return ['%s: not well-formed XML: %s' % (path, error)]
    language = (root.get('language') or '').split('_')[0]
    forms_wanted = NUMERUS_FORMS.get(language)
    count = 0
    for context in root.iter('context'):
        name = context.findtext('name')
        for message in context.iter('message'):
            count += 1
            source = message.findtext('source') or ''
            where = '%s: [%s] %r' % (path, name, source[:60])
            translation = message.find('translation')
            if translation is None:
                problems.append(where + ': no <translation>')
                continue
            if translation.get('type') in ('unfinished', 'vanished', 'obsolete'):
                problems.append(where + ': type="%s"' % translation.get('type'))
            if message.get('numerus') == 'yes':
                texts = [form.text or '' for form in translation.findall('numerusform')]
                if forms_wanted is not None and len(texts) != forms_wanted:
                    problems.append(where + ': %d plural forms, %s has %d' % (len(texts), language, forms_wanted))
            else:
                texts = [translation.text or '']
            want_places = set(PLACEHOLDER.findall(source))
            want_tags = collections.Counter(TAG.findall(source))
            want_accel = accelerators(source)
            for text in texts:
                if not text.strip():
                    problems.append(where + ': empty translation')
                    continue
                places = set(PLACEHOLDER.findall(text))
                if places != want_places:
                    problems.append(where + ': placeholders %s, source has %s'
                                    % (sorted(places), sorted(want_places)))
                if collections.Counter(TAG.findall(text)) != want_tags:
                    problems.append(where + ': HTML tags differ from the source')
                if accelerators(text) != want_accel:
                    problems.append(where + ': %d accelerators (&), source has %d' % (accelerators(text), want_accel))
                quotes = quote_problem(language, text)
                if quotes:
                    problems.append(where + ': ' + quotes)
    with tempfile.TemporaryDirectory() as tmp:
        qm = os.path.join(tmp, 'out.qm')
        run = subprocess.run([LRELEASE, path, '-qm', qm], capture_output=True, text=True)
        noise = [line for line in (run.stdout + run.stderr).splitlines()
                 if line.strip() and not line.startswith(('Updating ', '    Generated ', '    Ignored '))]
        if run.returncode != 0 or noise:
            problems.append('%s: lrelease says: %s' % (path, ' | '.join(noise) or 'exit %d' % run.returncode))
        for line in (run.stdout + run.stderr).splitlines():
            if 'untranslated' in line or 'Ignored' in line:
                problems.append('%s: lrelease: %s' % (path, line.strip()))
    print('%s: %d messages, %d problems' % (path, count, len(problems)))
    return problems


def new_in_sources(lupdate, sources_list, includes, path):
    """What lupdate would add to (or mark vanished in) a copy of `path`."""
    with tempfile.TemporaryDirectory() as tmp:
        copy = os.path.join(tmp, os.path.basename(path))
        shutil.copy(path, copy)
        with open(sources_list, encoding='utf-8') as listing:
            sources = [line.strip() for line in listing if line.strip()]
        flags = ['-I' + directory for directory in includes]
        subprocess.run([lupdate, '-silent', '-no-obsolete', '-locations', 'none', *flags, *sources, '-ts', copy],
                       check=True, stdout=subprocess.DEVNULL)
        return [problem.replace(copy, path) + '  (run the update_translations target)'
                for problem in check_file(copy) if 'type="unfinished"' in problem or 'type="vanished"' in problem]


def main(argv):
    parser = argparse.ArgumentParser()
    parser.add_argument('--lupdate')
    parser.add_argument('--sources-list')
    parser.add_argument('--include', action='append', default=[], help='where lupdate finds the headers')
    parser.add_argument('files', nargs='*')
    args = parser.parse_args(argv[1:])
    here = os.path.dirname(os.path.abspath(__file__))
    files = args.files or sorted(glob.glob(os.path.normpath(os.path.join(here, '..', 'translations', '*.ts'))))
    problems = []
    for path in files:
        problems += check_file(path)
        if args.lupdate:
            problems += [problem for problem in new_in_sources(args.lupdate, args.sources_list, args.include, path)
                         if problem.split('  (run')[0] not in problems]
    for problem in problems:
        print(problem)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main(sys.argv))
