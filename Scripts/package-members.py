#!/usr/bin/env python3
"""Gives `package` access to the declarations of the given Swift files that have no access
level (internal), so that the sibling modules of the package can use them, as StoreCore uses
the insides of the port's value types (Sources/PurchasePort). Declarations inside function
bodies, protocols and enum cases are left alone; `private`, `fileprivate`, `public` and
`package` ones too. Idempotent: re-run it over the port after a merge.
    python3 Scripts/package-members.py Sources/PurchasePort/**/*.swift
"""
import re, sys

DECL = re.compile(r'^(\s*)((?:@[\w.]+(?:\([^)]*\))?\s+)*)((?:(?:static|class|mutating|nonmutating|final|override|lazy|nonisolated|convenience|required|indirect|borrowing|consuming)\s+)*)(let|var|func|init|subscript|struct|enum|class|typealias|protocol|actor)\b')
ACCESS = re.compile(r'\b(public|private|fileprivate|package|internal|open)\b')
TYPE_OPEN = re.compile(r'^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*(struct|enum|class|actor|extension|protocol)\b')

def strip(line):
    # drop comments and string contents, to count braces
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    return line.split('//')[0]

for path in sys.argv[1:]:
    lines = open(path).read().split('\n')
    stack = []  # kind of each open brace: 'type', 'protocol', 'extension-public', 'other'
    out = []
    for line in lines:
        code = strip(line)
        scope = stack[-1] if stack else 'top'
        m = DECL.match(line)
        if m and scope in ('top', 'type') and not ACCESS.search(code.split('=')[0].split('{')[0].split('(')[0] if m.group(4) in ('func', 'init', 'subscript') else code.split('=')[0].split('{')[0]):
            if not (m.group(4) == 'case'):
                line = line[:m.start(2)] + m.group(2) + 'package ' + line[m.end(2):]
                code = strip(line)
        t = TYPE_OPEN.match(code)
        for ch in code:
            if ch == '{':
                if t:
                    kind = 'protocol' if t.group(1) == 'protocol' else 'type'
                    if re.search(r'\b(private|fileprivate)\b', code.split('{')[0]):
                        kind = 'other'
                    stack.append(kind); t = None
                else:
                    stack.append('other')
            elif ch == '}':
                if stack: stack.pop()
        line = line.replace('internal(set)', 'package(set)')
        out.append(line)
    new = '\n'.join(out)
    if new != '\n'.join(lines):
        open(path, 'w').write(new)
        print('package access in', path)
