/// The character cells a terminal face may fill: the live screen's face area, between the roster
/// and the events.
public struct TerminalRoom: Sendable, Hashable, CustomStringConvertible {
    /// Characters across.
    public var columns: Int
    /// Lines down.
    public var rows: Int

    /// A room of `columns` × `rows`.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The room a face is rendered for when nobody says (plain lines, `--json`, the browser's text
    /// face): an 80×24 terminal less the blank line before each screen and the line being typed.
    public static let standard = TerminalRoom(columns: 80, rows: 22)

    /// `80×22`.
    public var description: String { "\(columns)×\(rows)" }
}

/// A game whose terminal face fits the room it is given, so a small terminal works and a big one
/// shows more (SketchDuel's canvas grows; Quortex's panel goes beside or under the board).
///
/// The live terminal screen renders such a face for its face area and again when that changes (a
/// resize, a roster that grew); everything else gets ``GameModule/render(_:for:names:)``, which
/// by default is this render for ``TerminalRoom/standard``.
public protocol TerminalSizedGame: GameModule {
    /// `view` as plain text (no ANSI codes) for `viewer`, at most `room.columns` characters per line
    /// and, where the module can, at most `room.rows` lines. Pure.
    static func render(_ view: View, for viewer: Viewer, names: PlayerNames, in room: TerminalRoom) -> String
}

extension TerminalSizedGame {
    /// The face for ``TerminalRoom/standard``.
    public static func render(_ view: View, for viewer: Viewer, names: PlayerNames) -> String {
        render(view, for: viewer, names: names, in: .standard)
    }

    /// `view` (of this module, as the stores hold it untyped) rendered for `room`; `nil` when it is
    /// not a view of this module.
    static func render<Other>(anyView view: Other, for viewer: Viewer, names: PlayerNames, in room: TerminalRoom) -> String? {
        guard let view = view as? View else { return nil }
        return render(view, for: viewer, names: names, in: room)
    }
}

extension GameModule {
    /// The face of `view` for `room` when the module fits its face to a room, else its one face.
    static func renderText(_ view: View, for viewer: Viewer, names: PlayerNames, in room: TerminalRoom?) -> String {
        guard let room, let sized = Self.self as? any TerminalSizedGame.Type,
            let text = sized.render(anyView: view, for: viewer, names: names, in: room)
        else { return render(view, for: viewer, names: names) }
        return text
    }
}
