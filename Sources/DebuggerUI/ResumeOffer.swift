import TerminalUI

/// The question asked at start when a session ended without quitting: take it up again (`r`)
/// or start anew (`n`, Esc, `q`). Pure: keys in, a frame out; other keys are ignored.
package struct ResumeOffer: Sendable {
    package enum Choice: Hashable, Sendable {
        case resume
        case startNew
    }

    /// When the interrupted session started, as its journal says.
    package let started: String
    package let commandCount: Int
    package private(set) var choice: Choice?

    package init(started: String, commandCount: Int) {
        self.started = started
        self.commandCount = commandCount
    }

    package var question: String {
        "Resume the session of \(started), \(commandCount) command\(commandCount == 1 ? "" : "s")?"
    }

    /// Takes a key; `.quit` once the question is answered.
    package mutating func handle(_ key: Key) -> Flow {
        switch key {
        case .character("r"), .character("R"): choice = .resume
        case .character("n"), .character("N"), .character("q"), .escape: choice = .startNew
        default: return .continue
        }
        return .quit
    }

    /// The question in a box in the middle of the screen.
    package static func render(_ offer: ResumeOffer, size: Size) -> Frame {
        var grid = Grid(size: size)
        let answers = "r resume · n new"
        let note = "It ended without quitting; its journal kept every command."
        let width = min(size.width, max(offer.question.count, note.count, answers.count) + 4)
        let box = grid.bounds.centred(Size(width: width, height: 6))
        grid.fill(box, style: .overlay)
        grid.drawBox(box, title: "Resume")
        let inside = box.insetBy(dx: 2, dy: 1)
        grid.put(offer.question, in: inside, row: 0, style: .overlay)
        grid.put(note, in: inside, row: 1, style: .dim)
        grid.put(answers, in: inside, row: 3, style: .keyHint)
        return Frame(grid: grid)
    }
}
