"""A small scanner for Swift declarations, shared by scripts/check-stub-signatures and
scripts/lint-availability.

It is not a parser: it reads the declarations of Swift interface files (one declaration a line,
bodies only for inlinable code) and of plainly formatted source (the SwiftUI stub), well enough to
compare their shapes and their availability. Comments and string contents are blanked first, so
braces in them do not count.
"""

import re

# ---------------------------------------------------------------------------------------------
# Text preparation


def blank_comments_and_strings(text):
    """Returns (text, directives): comments and string contents replaced by spaces (newlines kept,
    so offsets and line numbers stay), and the `// signature-check: ...` directives by line."""
    out = []
    directives = {}
    i, n, line = 0, len(text), 1
    while i < n:
        c = text[i]
        if text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j == -1 else j
            comment = text[i:j]
            m = re.match(r"//\s*signature-check:\s*(.*)", comment)
            if m:
                directives[line] = m.group(1).strip()
            out.append(" " * (j - i))
            i = j
        elif text.startswith("/*", i):
            depth, j = 1, i + 2
            while j < n and depth:
                if text.startswith("/*", j):
                    depth, j = depth + 1, j + 2
                elif text.startswith("*/", j):
                    depth, j = depth - 1, j + 2
                else:
                    j += 1
            chunk = text[i:j]
            line += chunk.count("\n")
            out.append(re.sub(r"[^\n]", " ", chunk))
            i = j
        elif text.startswith('"""', i):
            j = text.find('"""', i + 3)
            j = n if j == -1 else j + 3
            chunk = text[i:j]
            line += chunk.count("\n")
            out.append('"' + re.sub(r"[^\n]", " ", chunk[1:-1]) + '"')
            i = j
        elif c == '"':
            j = i + 1
            while j < n and text[j] != '"' and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            out.append('"' + " " * (j - i - 1) + '"')
            i = j + 1
        else:
            if c == "\n":
                line += 1
            out.append(c)
            i += 1
    return "".join(out), directives


def drop_conditional_lines(text):
    """Blanks `#if`/`#else`/`#endif` lines of interface files (both branches stay)."""
    return re.sub(r"(?m)^[ \t]*#(if|elseif|else|endif)\b.*$", lambda m: " " * len(m.group(0)), text)


# ---------------------------------------------------------------------------------------------
# Declarations

TYPE_KINDS = ("struct", "class", "enum", "protocol", "extension", "actor")
DECL_KINDS = TYPE_KINDS + ("func", "init", "var", "let", "subscript", "typealias", "case", "associatedtype")
MODIFIERS = {
    "public", "open", "internal", "private", "fileprivate", "package", "static", "class", "final",
    "mutating", "nonmutating", "nonisolated", "override", "convenience", "required", "indirect",
    "dynamic", "optional", "lazy", "weak", "unowned", "prefix", "postfix", "infix", "consuming",
    "borrowing", "distributed",
}
CONTINUATION_END = (",", "(", "[", "->", ":", "=", "&", "<", "where", "throws", "async")
CONTINUATION_START = ("->", "where", "{", "throws", "async", "rethrows", ")", "&", ",", "]", ">")


class Decl:
    """One declaration: its kind, name, header text, attributes, modifiers and enclosing ones."""

    def __init__(self, header, parent, line, body, directive):
        self.header = header
        self.parent = parent
        self.line = line
        self.body = body
        self.directive = directive
        self.attributes, self.modifiers, self.kind, self.rest = split_header(header)
        self.name = declared_name(self.kind, self.rest)

    def chain(self):
        d, out = self, []
        while d is not None:
            out.append(d)
            d = d.parent
        return list(reversed(out))

    def context(self):
        """The qualified name of the enclosing type ("View", "DragGesture.Value"), and the where
        clause of the enclosing extension, normalized."""
        names, where = [], ""
        for d in self.chain()[:-1]:
            if d.kind == "extension":
                base, clause = split_where(d.rest)
                names = [strip_modules(base).split(":")[0].strip()]
                where = normalize_constraints(clause)
            else:
                names.append(d.name)
        return ".".join(names), where

    def is_public(self):
        if "public" in self.modifiers or "open" in self.modifiers:
            return True
        parent = self.parent
        if parent is not None and parent.kind == "protocol" and not self.modifiers & {"private", "fileprivate", "internal", "package"}:
            return parent.is_public()
        if self.kind in ("case", "associatedtype"):
            return parent is not None and parent.is_public()
        if self.kind == "extension":
            return True
        return False

    def availability(self):
        """Platform → introduced version or "unavailable", from this declaration's `@available`
        attributes over its enclosing ones."""
        result = {}
        for d in self.chain():
            for platform, value in parse_availability(d.attributes).items():
                result[platform] = value
        return result


def split_header(header):
    """(attributes, modifiers, kind, rest) of a declaration header."""
    attributes, modifiers = [], set()
    i, n = 0, len(header)
    while i < n:
        while i < n and header[i].isspace():
            i += 1
        if i >= n:
            break
        if header[i] == "@":
            m = re.match(r"@[\w.]+", header[i:])
            j = i + m.end()
            if j < n and header[j] == "(":
                j = matching(header, j, "(", ")") + 1
            attributes.append(re.sub(r"\s+", " ", header[i:j]))
            i = j
            continue
        m = re.match(r"(\w+)(\(\w+\))?", header[i:])
        if not m:
            break
        word = m.group(1)
        if word == "class" and not re.match(r"class\s+(func|var|let|subscript|override|final)\b", header[i:]):
            return attributes, modifiers, "class", header[i + len(word):].strip()
        if word in MODIFIERS:
            modifiers.add(word + (m.group(2) or ""))
            i += m.end()
            continue
        if word in DECL_KINDS:
            return attributes, modifiers, word, header[i + len(word):].strip()
        break
    return attributes, modifiers, None, header[i:].strip()


def declared_name(kind, rest):
    if kind is None:
        return None
    if kind == "init":
        return "init" + ("?" if rest.startswith("?") else "")
    if kind == "subscript":
        return "subscript"
    m = re.match(r"([`\w]+|[^\s(<]+)", rest)
    return m.group(1).strip("`") if m else None


def matching(text, i, open_c, close_c):
    depth = 0
    for j in range(i, len(text)):
        if text[j] == open_c:
            depth += 1
        elif text[j] == close_c:
            depth -= 1
            if depth == 0:
                return j
    return len(text) - 1


def scan(text, keep_bodies=False):
    """Every declaration in `text`, in order, with its enclosing declarations.

    `text` must already have comments and strings blanked (see blank_comments_and_strings)."""
    decls = []
    line_of = _line_index(text)
    _scan_container(text, 0, len(text), None, decls, line_of, {})
    return decls


def scan_source(raw):
    text, directives = blank_comments_and_strings(raw)
    text = drop_conditional_lines(text)
    decls = []
    _scan_container(text, 0, len(text), None, decls, _line_index(text), directives)
    return decls


def _line_index(text):
    starts = [0]
    for m in re.finditer("\n", text):
        starts.append(m.end())

    def line_of(offset):
        lo, hi = 0, len(starts) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if starts[mid] <= offset:
                lo = mid
            else:
                hi = mid - 1
        return lo + 1

    return line_of


def _directive_for(directives, line):
    for l in (line - 1, line - 2):
        if l in directives:
            return directives[l]
    return None


def _scan_container(text, start, end, parent, decls, line_of, directives):
    i = start
    while i < end:
        while i < end and (text[i].isspace() or text[i] == ";"):
            i += 1
        if i >= end:
            return
        if text[i] == "}":
            return
        header_start = i
        depth = 0
        j = i
        while j < end:
            c = text[j]
            if c in "([":
                depth += 1
            elif c in ")]":
                depth -= 1
            elif c == "{" and depth == 0:
                break
            elif c == "}" and depth == 0:
                break
            elif c == ";" and depth == 0:
                break
            elif c == "\n" and depth == 0:
                so_far = text[header_start:j].strip()
                following = text[j:end].lstrip()
                only_attributes = re.fullmatch(r"(@[\w.]+(\([^()]*(\([^()]*\)[^()]*)*\))?\s*)+", so_far) is not None
                if so_far and not only_attributes and not so_far.endswith(CONTINUATION_END) and not following.startswith(CONTINUATION_START):
                    break
            j += 1
        header = re.sub(r"\s+", " ", text[header_start:j]).strip()
        line = line_of(header_start)
        body = None
        if j < end and text[j] == "{":
            close = matching(text, j, "{", "}")
            body = text[j + 1 : close]
            decl = Decl(header, parent, line, body, _directive_for(directives, line))
            if decl.kind in DECL_KINDS:
                decls.append(decl)
                if decl.kind in TYPE_KINDS:
                    _scan_container(text, j + 1, close, decl, decls, line_of, directives)
            i = close + 1
        else:
            if header:
                decl = Decl(header, parent, line, None, _directive_for(directives, line))
                if decl.kind in DECL_KINDS:
                    if decl.kind == "case":
                        for name in split_top(decl.rest, ","):
                            case = Decl(header, parent, line, None, decl.directive)
                            case.name = re.match(r"`?(\w+)", name.strip()).group(1)
                            case.rest = name.strip()
                            decls.append(case)
                    else:
                        decls.append(decl)
            i = j + (1 if j < end and text[j] == ";" else 0)
            if j < end and text[j] == "}":
                return


# ---------------------------------------------------------------------------------------------
# Normalization

MODULES = r"\b(?:SwiftUICore|SwiftUI|Swift|CoreFoundation|CoreGraphics|Foundation|_Concurrency|Observation)\.(?=[A-Z_a-z])"


def strip_modules(text):
    return re.sub(MODULES, "", text)


def squeeze(text):
    """Whitespace removed except between two word characters."""
    text = re.sub(r"\s+", " ", text.strip())
    return re.sub(r"(?<=[^\w]) | (?=[^\w])", "", text)


def split_top(text, sep):
    parts, depth, cur = [], 0, []
    i = 0
    while i < len(text):
        c = text[i]
        if c in "([{<":
            if not (c == "<" and i > 0 and text[i - 1] in "-=" ):
                depth += 1
        elif c in ")]}>":
            if not (c == ">" and i > 0 and text[i - 1] == "-"):
                depth -= 1
        if c == sep and depth == 0:
            parts.append("".join(cur))
            cur = []
        else:
            cur.append(c)
        i += 1
    if "".join(cur).strip():
        parts.append("".join(cur))
    return parts


def split_where(text):
    """(text before the top-level `where`, the where clause)."""
    depth = 0
    for m in re.finditer(r"[()\[\]<>]|\bwhere\b", text):
        t = m.group(0)
        if t in "([<":
            depth += 1
        elif t in ")]>":
            if not (t == ">" and m.start() > 0 and text[m.start() - 1] == "-"):
                depth -= 1
        elif depth == 0:
            return text[: m.start()].strip(), text[m.end() :].strip()
    return text.strip(), ""


def normalize_type(text, isolation=True):
    t = strip_modules(text)
    t = re.sub(r"\bSelf\.", "", t)
    t = re.sub(r"MainActor\(unsafe\)", "MainActor", t)
    # Labels in function types are not part of the type: `(_ oldValue: V) -> Void` is `(V) -> Void`.
    t = re.sub(r"\b_\s+\w+\s*:\s*", "", t)
    t = re.sub(r"\(\s*\)\s*$", "Void", t) if t.strip() == "()" else t
    if not isolation:
        t = re.sub(r"@(Sendable|MainActor|isolated\(any\)|_inheritActorContext|preconcurrency)\s*", "", t)
    # Attributes of a parameter or closure type, in a fixed order.
    m = re.match(r"((?:@[\w]+(?:\([^)]*\))?\s*)+)(.*)", t.strip(), re.S)
    if m:
        attributes = sorted(re.findall(r"@[\w]+(?:\([^)]*\))?", m.group(1)))
        t = " ".join(attributes) + " " + m.group(2)
    return squeeze(t)


def normalize_constraints(clause, isolation=True):
    if not clause:
        return ""
    parts = [squeeze(normalize_type(p, isolation)) for p in split_top(clause, ",")]
    return ",".join(sorted(parts))


def parse_params(text, kind, isolation=True):
    """[(label, type, default)] of a parameter list (without its parentheses)."""
    params = []
    for p in split_top(strip_modules(text), ","):
        p = p.strip()
        if not p:
            continue
        default = ""
        pieces = split_top(p, "=")
        if len(pieces) > 1:
            p, default = pieces[0], "=".join(pieces[1:])
        attrs = " ".join(re.findall(r"@[\w.]+(?:\([^)]*\))?", p.split(":")[0]))
        head = re.sub(r"@[\w.]+(?:\([^)]*\))?\s*", "", p.split(":")[0]).split()
        type_text = ":".join(p.split(":")[1:])
        if kind == "subscript":
            label = head[0] if len(head) == 2 else "_"
        else:
            label = head[0] if head else "_"
        params.append((label, normalize_type((attrs + " " + type_text).strip(), isolation), squeeze(strip_modules(default))))
    return params


def generic_clause(rest):
    """(generic parameter list text, rest after it) for `name<...>(...)` or `<...>(...)`."""
    m = re.match(r"\s*([`\w?]*)\s*<", rest)
    if m:
        start = m.end() - 1
        end = matching(rest, start, "<", ">")
        return rest[start + 1 : end], rest[:start] + rest[end + 1 :]
    return "", rest


def signature(decl, isolation=True):
    """A canonical text of what a declaration's shape is, without its attributes."""
    kind, rest = decl.kind, decl.rest
    if kind in ("func", "init", "subscript"):
        generics, remainder = generic_clause(rest)
        name = decl.name
        pstart = remainder.find("(")
        pend = matching(remainder, pstart, "(", ")")
        params = parse_params(remainder[pstart + 1 : pend], kind, isolation)
        tail = remainder[pend + 1 :]
        tail, where = split_where(tail)
        effects = " ".join(w for w in ("async", "throws", "rethrows") if re.search(r"\b%s\b" % w, tail.split("->")[0]))
        result = normalize_type(tail.split("->", 1)[1], isolation) if "->" in tail else "Void"
        constraints = []
        names = []
        for g in split_top(generics, ","):
            g = g.strip()
            if ":" in g:
                n, c = g.split(":", 1)
                names.append(squeeze(n))
                constraints.append(squeeze(normalize_type(n.strip() + ":" + c.strip(), isolation)))
            elif g:
                names.append(squeeze(g))
        where_parts = [squeeze(normalize_type(p, isolation)) for p in split_top(where, ",")] if where else []
        all_constraints = sorted(set(constraints + where_parts))
        plist = ",".join("%s:%s%s" % (l, t, ("=" + d) if d else "") for l, t, d in params)
        head = "%s%s" % (name, "<" + ",".join(names) + ">" if names else "")
        text = "%s(%s)%s->%s" % (head, plist, (" " + effects) if effects else "", result)
        if all_constraints:
            text += " where " + ",".join(all_constraints)
        return text
    if kind in ("var", "let"):
        m = re.match(r"([`\w]+)\s*:\s*(.*?)(\s*=.*)?$", rest)
        type_text = normalize_type(m.group(2), isolation) if m else "?"
        return "var %s:%s{%s}" % (decl.name, type_text, accessors(decl))
    if kind == "typealias":
        generics, remainder = generic_clause(rest)
        rhs = remainder.split("=", 1)[1] if "=" in remainder else ""
        return "typealias %s=%s" % (decl.name, normalize_type(rhs, isolation))
    if kind == "associatedtype":
        return "associatedtype " + squeeze(normalize_type(rest, isolation))
    if kind == "case":
        return "case " + squeeze(strip_modules(rest))
    if kind in TYPE_KINDS:
        generics, remainder = generic_clause(rest)
        base, where = split_where(remainder)
        names = [squeeze(g.split(":")[0]) for g in split_top(generics, ",") if g.strip()]
        return "%s %s%s" % (kind, decl.name, "<" + ",".join(names) + ">" if names else "")
    return squeeze(rest)


def accessors(decl):
    """The accessors a property has: "get", "get set" or "get nonmutating set"."""
    if decl.kind == "let":
        return "get"
    if decl.body is None:
        return "get set"  # A stored property.
    if re.search(r"\bnonmutating\s+set\b", decl.body):
        return "get nonmutating set"
    if re.search(r"\b(set|_modify)\b", decl.body):
        return "get set"
    return "get"


def type_conformances(decl):
    """The inheritance list of a type or extension declaration, normalized."""
    generics, remainder = generic_clause(decl.rest)
    base, _ = split_where(remainder)
    if ":" not in base:
        return set()
    listing = base.split(":", 1)[1]
    return {squeeze(normalize_type(p)) for p in split_top(listing, ",") if p.strip()}


# ---------------------------------------------------------------------------------------------
# Availability

PLATFORM_NAMES = {"iOS": "iOS", "macOS": "macOS", "tvOS": "tvOS", "watchOS": "watchOS", "visionOS": "visionOS", "xrOS": "visionOS"}


def parse_availability(attributes):
    result = {}
    for a in attributes:
        m = re.match(r"@available\((.*)\)$", a)
        if not m:
            continue
        args = [x.strip() for x in m.group(1).split(",")]
        if args and args[0] == "*":
            if "unavailable" in args:
                for p in ("iOS", "macOS", "tvOS", "watchOS", "visionOS"):
                    result[p] = "unavailable"
            continue
        if args and args[0] in PLATFORM_NAMES and len(args) > 1 and not re.match(r"[\d.]+$", args[0]):
            platform = PLATFORM_NAMES[args[0]]
            if "unavailable" in args[1:]:
                result[platform] = "unavailable"
            for x in args[1:]:
                mm = re.match(r"introduced:\s*([\d.]+)", x)
                if mm:
                    result[platform] = normalize_version(mm.group(1))
            continue
        for x in args:
            mm = re.match(r"(\w+)\s+([\d.]+)$", x)
            if mm and mm.group(1) in PLATFORM_NAMES:
                result[PLATFORM_NAMES[mm.group(1)]] = normalize_version(mm.group(2))
    return result


def normalize_version(v):
    parts = [int(x) for x in v.split(".")]
    while len(parts) > 1 and parts[-1] == 0:
        parts.pop()
    return ".".join(str(p) for p in parts)


def version_tuple(v):
    return tuple(int(x) for x in v.split("."))
