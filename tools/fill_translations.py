#!/usr/bin/env python3
"""After lupdate: fill unfinished messages whose source text has a translation elsewhere.

A text that moved to another context (a rule described once, in a new place) keeps its
translation: lupdate only matches within a context. Usage:
    tools/fill_translations.py TS_FILE [OLD_TS_FILE...]
OLD_TS_FILE defaults to the TS file as committed (git show HEAD:PATH). Prints what is still
unfinished, as context | source, one per line.
"""
import subprocess
import sys
import xml.etree.ElementTree as ET


def translations(root):
    found = {}
    for message in root.iter('message'):
        source = message.findtext('source')
        tr = message.find('translation')
        if tr is not None and tr.get('type') != 'unfinished' and (tr.text or '').strip():
            found.setdefault(source, tr.text)
    return found


def main():
    path = sys.argv[1]
    olds = sys.argv[2:]
    known = {}
    if olds:
        for old in olds:
            known.update(translations(ET.parse(old).getroot()))
    else:
        text = subprocess.run(['git', 'show', 'HEAD:' + path], capture_output=True,
                              text=True, check=True).stdout
        known.update(translations(ET.fromstring(text)))
    with open(path, encoding='utf-8') as f:
        ts = f.read()
    tree = ET.fromstring(ts)
    known.update(translations(tree))
    # Edit the text in place: ElementTree would rewrite lupdate's formatting.
    out, pos, filled, left = [], 0, 0, []
    for context in tree.iter('context'):
        name = context.findtext('name')
        for message in context.iter('message'):
            tr = message.find('translation')
            if tr is None or tr.get('type') != 'unfinished':
                continue
            source = message.findtext('source')
            if source in known:
                filled += 1
            else:
                left.append(f'{name} | {source}')
    import re
    def replace(match):
        nonlocal filled
        block = match.group(0)
        src = re.search(r'<source>(.*?)</source>', block, re.S)
        if not src:
            return block
        source = (src.group(1).replace('&lt;', '<').replace('&gt;', '>')
                  .replace('&quot;', '"').replace('&apos;', "'").replace('&amp;', '&'))
        if source not in known:
            return block
        value = (known[source].replace('&', '&amp;').replace('<', '&lt;')
                 .replace('>', '&gt;'))
        return re.sub(r'<translation type="unfinished">.*?</translation>|'
                      r'<translation type="unfinished"/>',
                      lambda _: f'<translation>{value}</translation>', block, flags=re.S)
    ts = re.sub(r'<message>.*?</message>', lambda m: replace(m) if 'type="unfinished"' in m.group(0) else m.group(0), ts, flags=re.S)
    with open(path, 'w', encoding='utf-8') as f:
        f.write(ts)
    print(f'filled {filled}', file=sys.stderr)
    for line in left:
        print(line)


if __name__ == '__main__':
    main()
