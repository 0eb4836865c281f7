#!/usr/bin/env python3
"""Fill unfinished messages of a TS file from a TSV: context<TAB>source<TAB>translation.

For the texts a change adds: write them in the TSV, run this after lupdate. Sources are matched
exactly (as lupdate writes them, unescaped). Prints the pairs it did not find."""
import re
import sys


def unescape(text):
    return (text.replace('&lt;', '<').replace('&gt;', '>').replace('&quot;', '"')
            .replace('&apos;', "'").replace('&amp;', '&'))


def escape(text):
    return text.replace('&', '&amp;').replace('<', '&lt;').replace('>', '&gt;')


def main():
    ts_path, tsv_path = sys.argv[1], sys.argv[2]
    wanted = {}
    with open(tsv_path, encoding='utf-8') as f:
        for line in f:
            line = line.rstrip('\n')
            if not line or line.startswith('#'):
                continue
            context, source, translation = line.split('\t')
            wanted[(context, source)] = translation
    with open(ts_path, encoding='utf-8') as f:
        ts = f.read()
    used = set()

    def context_block(match):
        block = match.group(0)
        name = unescape(re.search(r'<name>(.*?)</name>', block, re.S).group(1))

        def message(m):
            text = m.group(0)
            source = unescape(re.search(r'<source>(.*?)</source>', text, re.S).group(1))
            key = (name, source)
            if key not in wanted:
                return text
            used.add(key)
            return re.sub(r'<translation[^>]*?(/>|>.*?</translation>)',
                          lambda _: '<translation>' + escape(wanted[key]) + '</translation>',
                          text, count=1, flags=re.S)
        return re.sub(r'<message>.*?</message>', message, block, flags=re.S)

    ts = re.sub(r'<context>.*?</context>', context_block, ts, flags=re.S)
    with open(ts_path, 'w', encoding='utf-8') as f:
        f.write(ts)
    for key in wanted:
        if key not in used:
            print('not found: %s | %s' % key)


if __name__ == '__main__':
    main()
