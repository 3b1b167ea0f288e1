import Foundation
import LanPartyPrograms

/// One `--json` event: its name, its fields and when the test saw it (monotonic seconds).
struct ProgramEvent: Sendable {
    /// `event`.
    let name: String
    /// Every key of the line.
    let fields: [String: JSONValue]
    /// The line as printed.
    let line: String

    init?(_ line: String) {
        guard line.hasPrefix("{"), case .object(let fields)? = JSONValue(jsonData: Data(line.utf8)),
            let name = fields["event"]?.stringValue
        else { return nil }
        self.name = name
        self.fields = fields
        self.line = line
    }

    subscript(key: String) -> JSONValue? { fields[key] }

    /// The names of `gameOver`'s winners, sorted.
    var winnerNames: [String] {
        (fields["winners"]?.arrayValue ?? []).compactMap { $0["name"]?.stringValue }.sorted()
    }
}
