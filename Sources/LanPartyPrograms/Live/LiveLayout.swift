import GameCore

/// A laid-out screen: exactly one row per terminal line, where the face sits (for the mouse) and
/// where the cursor goes (the end of the typed command).
public struct LiveFrame: Equatable, Sendable {
    /// The rows, top to bottom, each at most the terminal's width.
    public var rows: [StyledLine]
    /// The row (from 0) of the face's first line, `nil` when no face is shown.
    public var faceTop: Int?
    /// How many of the face's lines are shown.
    public var faceRows: Int
    /// The cursor's row and column, from 0.
    public var cursor: (row: Int, column: Int)
    /// Whether the overlay shown has pages after this one (Enter shows the next).
    public var overlayContinues = false

    /// Equal rows, face placement and cursor (a tuple has no `==` of its own to synthesize from).
    public static func == (left: LiveFrame, right: LiveFrame) -> Bool {
        left.rows == right.rows && left.faceTop == right.faceTop && left.faceRows == right.faceRows
            && left.cursor == right.cursor && left.overlayContinues == right.overlayContinues
    }
}

/// Lays ``LiveScreenState`` out on a terminal of a given size, top to bottom: the title bar (with
/// the way in), the roster, the game face, the newest events and the command line.
///
/// Pure: the same state and size give the same frame. Rows are shared out in order of need: the
/// title and command line always; the face as much as it needs; the full roster when one row is
/// still left for events after it, otherwise the roster on one line; whose turn it is on the row
/// above the command line when two rows are left; events get the rest.
public enum LiveLayout {
    /// SGR of the title bar.
    static let titleStyle = "1;7"
    /// SGR of the rule above the events and of echoed commands.
    static let dimStyle = "2"
    /// The prompt before the typed command.
    static let prompt = "> "

    /// The frame for `state` on a `width`×`height` terminal (at least 20×5 is assumed).
    public static func frame(_ state: LiveScreenState, width: Int, height: Int) -> LiveFrame {
        let width = max(width, 20)
        let height = max(height, 5)
        var rows = header(state, width: width)
        var left = height - rows.count - 1

        let showsFace = state.overlay == nil && !state.face.isEmpty
        var picture = state.face.isEmpty ? state.idlePicture : state.face
        var overlayContinues = false
        if let overlay = state.overlay {
            let wrapped = WordWrap.hanging(overlay, width: width)
            (picture, overlayContinues) = overlayPage(wrapped, page: state.overlayPage, rows: max(0, left))
        }
        let faceRows = min(picture.count, max(0, left))
        left -= faceRows
        let fullRoster = state.roster + state.notes.map { StyledLine($0, sgr: dimStyle) }
        let roster: [StyledLine]
        if !fullRoster.isEmpty, left >= fullRoster.count + 1 {
            roster = fullRoster
        } else if !state.compactRoster.spans.isEmpty, left >= 2 {
            roster = [state.compactRoster]
        } else {
            roster = []
        }
        left -= roster.count
        rows += roster.map { $0.fitted(to: width) }

        let faceTop = !showsFace || faceRows == 0 ? nil : rows.count
        rows += picture.prefix(faceRows).enumerated().map { index, line in
            let runs = !showsFace || index >= state.faceColours.count ? [] : state.faceColours[index]
            return StyledLine(line, runs: runs).fitted(to: width)
        }
        let status = state.status.isEmpty || left < 2 ? [] : [StyledLine(state.status, sgr: "1;36").fitted(to: width)]
        rows += eventRows(state.events, width: width, rows: left - status.count) + status

        let (inputRow, column) = inputLine(state.input, width: width)
        rows.append(inputRow)
        return LiveFrame(
            rows: rows, faceTop: faceTop, faceRows: faceTop == nil ? 0 : faceRows, cursor: (rows.count - 1, column),
            overlayContinues: overlayContinues)
    }

    /// The room a game's face may fill on a `width`×`height` terminal: all the width, and the rows
    /// left after the title, the command line and what always stays beside a face — on a tall
    /// screen the full roster and a few events, on a smaller one the roster on a line and the
    /// newest event. (A face rendered for this room leaves exactly those rows to ``frame(_:width:height:)``.)
    public static func faceRoom(_ state: LiveScreenState, width: Int, height: Int) -> TerminalRoom {
        let width = max(width, 20)
        let height = max(height, 5)
        let left = height - header(state, width: width).count - 1
        let fullRoster = state.roster.count + state.notes.count
        let kept = left >= tallScreen + fullRoster ? fullRoster + 1 + tallScreenEvents
            : (state.compactRoster.spans.isEmpty ? 0 : 1) + newestEventRows(state.events, width: width)
        return TerminalRoom(columns: width, rows: max(left - kept, 1))
    }

    /// The rows the newest event takes when wrapped (at least 1, at most ``smallScreenEventRows``): a
    /// small screen keeps them all beside the face, so a wrapped result line is read whole.
    static func newestEventRows(_ events: [LiveScreenState.Event], width: Int) -> Int {
        let rows = events.last.map { WordWrap.lines($0.text, width: width).count } ?? 1
        return min(max(rows, 1), smallScreenEventRows)
    }

    /// The most rows a small screen gives its newest event beside a face.
    static let smallScreenEventRows = 3

    /// Rows below the title and above the command line, besides the full roster, from which a face
    /// leaves room for the full roster and ``tallScreenEvents`` events (a rule above them).
    static let tallScreen = 28
    /// The events a tall screen keeps in view beside a face.
    static let tallScreenEvents = 4

    /// Page `page` of a long answer in `rows` rows: the whole answer when it fits, else a page of
    /// it with a last row saying what Enter does; and whether pages follow.
    static func overlayPage(_ overlay: [String], page: Int, rows: Int) -> ([String], Bool) {
        guard overlay.count > rows, rows >= 2 else { return (overlay, false) }
        let size = rows - 1
        let start = min(page * size, (overlay.count - 1) / size * size)
        let end = min(start + size, overlay.count)
        guard end < overlay.count else { return (Array(overlay[start..<end]), false) }
        let footer = "(Enter: more, \(overlay.count - end) more lines; a command: back to the game)"
        return (Array(overlay[start..<end]) + [footer], true)
    }

    /// The title bar, with the way in on the same row when both fit, else on a row of its own.
    static func header(_ state: LiveScreenState, width: Int) -> [StyledLine] {
        let title = StyledLine(" " + state.title + " ", sgr: titleStyle)
        guard let invite = state.invite else { return [title.padded(to: width, sgr: titleStyle)] }
        let joined = title + StyledLine(" " + invite + " ", sgr: "1;7;32")
        if joined.count <= width { return [joined.padded(to: width, sgr: titleStyle)] }
        return [title.padded(to: width, sgr: titleStyle), StyledLine(invite, sgr: "1;32").fitted(to: width)]
    }

    /// The newest events that fit whole in `rows`, newest last, wrapped at word boundaries (an
    /// event's last rows alone would read as nonsense: only the newest may be cut, at its end, with
    /// "…"); a rule right above them when there is room to set them apart from the face (blank rows
    /// go above the rule, so the events stay together at the bottom).
    static func eventRows(_ events: [LiveScreenState.Event], width: Int, rows: Int) -> [StyledLine] {
        guard rows > 0 else { return [] }
        let ruled = rows >= 4
        let room = ruled ? rows - 1 : rows
        var lines: [StyledLine] = []
        for event in events.reversed() {
            var wrapped = WordWrap.lines(event.text, width: width)
            if lines.count + wrapped.count > room {
                guard lines.isEmpty else { break }
                wrapped = Array(wrapped.prefix(room))
                wrapped[room - 1] = String(wrapped[room - 1].prefix(width - 1)) + "…"
            }
            lines.insert(contentsOf: wrapped.map { StyledLine($0, sgr: event.sgr) }, at: 0)
            if lines.count == room { break }
        }
        let padding = Array(repeating: StyledLine(), count: room - lines.count)
        let rule = ruled ? [StyledLine(String(repeating: "─", count: width), sgr: dimStyle)] : []
        return padding + rule + lines
    }

    /// The prompt and the typed text (its end, when longer than the row) and the cursor's column.
    static func inputLine(_ text: String, width: Int) -> (StyledLine, Int) {
        let room = width - prompt.count - 1
        let shown = text.count > room ? String(text.suffix(room)) : text
        return (StyledLine(prompt, sgr: "1") + StyledLine(shown), prompt.count + shown.count)
    }
}
