/// The key bar and the help overlay, both drawn from the same table.
extension KeyMap {
    /// The bottom key bar, exactly `width` cells: ` ? Help  : Cmd  q Quit …`, the key in
    /// `keyHint`, the rest in `keyBar`. Bindings are added in table order while they fit
    /// whole, except that `promoted` (what matters most now, e.g. the next scenario step and
    /// skipping it) comes right after the first three, in its order, and `omitted` (what does
    /// nothing now, e.g. the scenario keys with no scenario open) is left out; the first one is
    /// cut with "…" only if even it does not fit.
    package func keyBar(width: Int, promoting promoted: [Action] = [], omitting omitted: Set<Action> = []) -> [Cell] {
        guard width > 0 else { return [] }
        let space = Cell(visibleASCII: 0x20, style: .keyBar)
        var bar: [Cell] = [space]
        // Loops over arrays, not `filter` and `enumerated()`: unspecialised for the map's action
        // type, those look up associated types at run time (0.3 M instructions the first time,
        // before the first frame).
        var ordered: [KeyBinding<Action>] = []
        ordered.reserveCapacity(bindings.count)
        for binding in bindings where !omitted.contains(binding.action) { ordered.append(binding) }
        for offset in 0..<promoted.count {
            let action = promoted[offset]
            if let index = ordered.firstIndex(where: { $0.action == action }), index > 3 + offset {
                ordered.insert(ordered.remove(at: index), at: 3 + offset)
            }
        }
        for binding in ordered {
            guard let label = binding.barLabel, let key = binding.keys.first else { continue }
            let separator = bar.count == 1 ? 0 : 2
            let item = barItem(key: key.label, label: label)
            if bar.count + separator + item.count > width {
                if bar.count == 1 { bar += item }
                break
            }
            bar.append(contentsOf: repeatElement(space, count: separator))
            bar += item
        }
        if bar.count > width {
            bar = Array(bar.prefix(width - 1)) + [Cell(Truncation.ellipsis, style: .keyBar)]
        }
        bar.append(contentsOf: repeatElement(space, count: width - bar.count))
        return bar
    }

    private func barItem(key: String, label: String) -> [Cell] {
        var item = Self.cells(of: key, style: .keyHint)
        item.append(Cell(visibleASCII: 0x20, style: .keyBar))
        item += Self.cells(of: label, style: .keyBar)
        return item
    }

    /// The cells of `text`, sanitised: visible ASCII from its bytes, anything else character by character.
    private static func cells(of text: String, style: StyleRole) -> [Cell] {
        let sanitized = SanitizedText(text).string
        guard TerminalColumns.visibleASCIIColumns(of: sanitized) != nil else { return sanitized.map { Cell($0, style: style) } }
        return sanitized.utf8.map { Cell(visibleASCII: $0, style: style) }
    }

    /// Draws the help overlay centred on `grid`: a box titled "Keys" listing every binding
    /// with all its keys (bindings sharing a description on one line), marking those that ask
    /// for confirmation, and `footer` (how to close it) on its last line. When the grid is too
    /// short, the last visible line of the list says how many lines are not shown.
    package func helpOverlay(into grid: inout Grid, footer: String) {
        let confirmNote = " (asks y/n)"
        let lines = helpLines
        let keyColumn = lines.map(\.keys.count).max() ?? 0
        let descriptionWidth = lines.map {
            $0.description.count + ($0.needsConfirmation ? confirmNote.count : 0)
        }.max() ?? 0
        let contentWidth = max(keyColumn + 2 + descriptionWidth, footer.count)
        let box = grid.bounds.centred(Size(width: contentWidth + 4, height: lines.count + 3))
        guard box.width >= 2, box.height >= 2 else { return }
        grid.fill(box, style: .overlay)
        grid.drawBox(box, title: "Keys")
        let inside = box.insetBy(dx: 2, dy: 1)
        guard !inside.isEmpty else { return }
        let listRows = inside.height - 1
        let shown = lines.count <= listRows ? lines.count : max(0, listRows - 1)
        for (row, line) in lines.prefix(shown).enumerated() {
            let y = inside.y + row
            grid.put(line.keys, in: Rect(x: inside.x, y: y, width: min(keyColumn, inside.width), height: 1),
                     style: .keyHint)
            let text = Rect(x: inside.x + keyColumn + 2, y: y, width: inside.maxX - inside.x - keyColumn - 2, height: 1)
            grid.put(line.description, in: text, style: .overlay)
            if line.needsConfirmation {
                let noteStart = min(text.x + line.description.count, text.maxX)
                grid.put(confirmNote, in: Rect(x: noteStart, y: y, width: text.maxX - noteStart, height: 1),
                         style: .warning)
            }
        }
        if shown < lines.count, listRows > 0 {
            grid.put("… \(lines.count - shown) more: enlarge the terminal",
                     in: Rect(x: inside.x, y: inside.y + shown, width: inside.width, height: 1), style: .dim)
        }
        grid.put(footer, in: Rect(x: inside.x, y: inside.maxY - 1, width: inside.width, height: 1), style: .dim)
    }

    /// Every binding as lines of text, its keys in a column then what it does (`r      Refund
    /// the selected transaction (asks y/n)`): the key list of a `--help` page, as the help overlay shows it.
    package func keyListLines() -> [String] {
        let lines = helpLines
        let keyColumn = lines.map { Truncation.columns(of: $0.keys) }.max() ?? 0
        return lines.map { line in
            line.keys + String(repeating: " ", count: keyColumn - Truncation.columns(of: line.keys) + 2)
                + line.description + (line.needsConfirmation ? " (asks y/n)" : "")
        }
    }

    /// The lines of help: each binding's keys (`↑ k`) and description, neighbours with the same
    /// description joined (`↑ k ↓ j  Select the row above or below`).
    private var helpLines: [(keys: String, description: String, needsConfirmation: Bool)] {
        var lines: [(keys: String, description: String, needsConfirmation: Bool)] = []
        for binding in bindings {
            let keys = binding.keys.map(\.label).joined(separator: " ")
            if let last = lines.last, last.description == binding.description {
                lines[lines.count - 1].keys += " " + keys
            } else {
                lines.append((keys, binding.description, binding.needsConfirmation))
            }
        }
        return lines
    }
}
