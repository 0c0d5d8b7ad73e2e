#!/usr/bin/env python3
"""Gives `package` access to the declarations of the given Swift files that have no access
level (internal), so that the sibling modules of the package can use them, as StoreCore uses
the insides of the port's value types (Sources/PurchasePort). Declarations inside function
bodies, protocols and enum cases are left alone; `private`, `fileprivate`, `public` and
`package` ones too. Idempotent: re-run it over the port after a merge.
    python3 Scripts/package-members.py Sources/PurchasePort/**/*.swift
"""
import re, sys

DECL = re.compile(r'^(\s*)((?:@[\w.]+(?:\([^)]*\))?\s+)*)((?:(?:private\(set\)|fileprivate\(set\)|static|class|mutating|nonmutating|final|override|lazy|nonisolated|convenience|required|indirect|borrowing|consuming)\s+)*)(let|var|func|init|subscript|struct|enum|class|typealias|protocol|actor)\b')
ACCESS = re.compile(r'\b(public|private|fileprivate|package|internal|open)\b(?!\((?:set)\))')
TYPE_OPEN = re.compile(r'^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|package|internal|private|fileprivate|final|indirect)\s+)*(struct|enum|class|actor|extension|protocol)\b')

def strip(line):
    # drop comments and string contents, to count braces
    line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
    return line.split('//')[0]

for path in sys.argv[1:]:
    lines = open(path).read().split('\n')
    stack = []  # kind of each open brace: 'type', 'protocol', 'other'
    structs = []  # per open brace: None, or the struct's {stored: [(name, type, has_default)], has_init, indent}
    out = []
    for line in lines:
        code0 = strip(line)
        if structs and structs[-1] is not None and len(stack) == structs[-1]['depth']:
            info = structs[-1]
            pm = re.match(r'^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|package|private\(set\)|fileprivate\(set\)|internal)\s+)*(let|var)\s+(\w+)\s*:\s*([^={]+?)\s*(=.*)?$', code0)
            if pm and not re.match(r'^\s*(?:.*\s)?(static|private|fileprivate)\s', code0.replace('private(set)', '').replace('fileprivate(set)', '')):
                info['stored'].append((pm.group(2), pm.group(3).strip(), pm.group(4) is not None or (pm.group(1) == 'var' and pm.group(3).strip().endswith('?'))))
            elif pm is None and re.match(r'^\s*(?:@[\w.]+(?:\([^)]*\))?\s+)*(?:(?:public|package|private|fileprivate|internal|convenience|required)\s+)*init\b', code0):
                info['has_init'] = True
        if structs and structs[-1] is not None and len(stack) == structs[-1]['depth'] and code0.strip().startswith('}'):
            info = structs[-1]
            if not info['has_init'] and not info['private']:
                params = [(n, t) for (n, t, d) in info['stored'] if not d]
                ind = info['indent'] + '    '
                if params:
                    sig = ', '.join('%s: %s%s' % (n, '@escaping ' if ('->' in t or t.endswith('Factory')) else '', t) for n, t in params)
                    body = ''.join('%s    self.%s = %s\n' % (ind, n, n) for n, t in params)
                    out.append('')
                    out.append('%s/// The memberwise initializer, for the package.' % ind)
                    out.append('%spackage init(%s) {\n%s%s}' % (ind, sig, body, ind))
                else:
                    out.append('')
                    out.append('%spackage init() {}' % ind)
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
                if t and t.group(1) == 'struct':
                    structs.append({'stored': [], 'has_init': False, 'depth': len(stack) + 1,
                                    'indent': re.match(r'^\s*', line).group(0),
                                    'private': bool(re.search(r'\b(private|fileprivate)\b', code.split('{')[0].replace('private(set)', '')))})
                else:
                    structs.append(None)
                if t:
                    kind = 'protocol' if t.group(1) == 'protocol' else 'type'
                    if re.search(r'\b(private|fileprivate)\b', code.split('{')[0]):
                        kind = 'other'
                    stack.append(kind); t = None
                else:
                    stack.append('other')
            elif ch == '}':
                if stack: stack.pop()
                if structs: structs.pop()
        line = line.replace('internal(set)', 'package(set)')
        out.append(line)
    new = '\n'.join(out)
    if new != '\n'.join(lines):
        open(path, 'w').write(new)
        print('package access in', path)
