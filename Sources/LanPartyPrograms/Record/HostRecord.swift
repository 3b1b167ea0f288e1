import Foundation
import GameCore
import LanPartyRecord

/// The hosting program's record (SPEC §13): opened at start unless `--no-record`. It never stands
/// in the way of a game: a directory another host holds, a file that cannot be opened or a failed
/// write means this session is not recorded, said once in words (`record` event).
struct HostRecord: Sendable {
    /// The open record, or `nil` when this session does not record.
    let store: RecordStore?

    /// No record (`--no-record`, or it could not be opened).
    static let none = HostRecord(store: nil)

    /// The data directory `options` name (default: the user's data directory).
    static func directory(_ options: RecordOptions, environment: [String: String]) throws(ProgramFailure) -> URL {
        if let path = options.dataDirectory { return URL(fileURLWithPath: path, isDirectory: true) }
        do {
            return try ProfileStore.dataDirectory(environment: environment)
        } catch {
            throw ProgramFailure(.usage, "No data directory for the record: \(error). Give --data-dir DIR, or --no-record.")
        }
    }

    /// Opens the record for hosting; says what happened (`record` event) and never fails the host.
    static func openForHosting(_ options: RecordOptions, environment: [String: String], sink: EventSink) -> HostRecord {
        guard !options.noRecord else { return .none }
        do throws(ProgramFailure) {
            let directory = try directory(options, environment: environment)
            let opening: RecordStore.Opening
            do throws(RecordError) {
                opening = try RecordStore.open(directory: directory, keepGames: options.keepGames)
            } catch {
                sink.emit(event(recording: false, path: directory.path, problem: error))
                return .none
            }
            for note in opening.notes { sink.emit(CLIEvent("record", ["note": .string(note)], text: note)) }
            sink.emit(event(recording: true, path: opening.store.databaseURL.path, problem: nil))
            return HostRecord(store: opening.store)
        } catch {
            sink.emit(CLIEvent(
                "record", ["recording": .bool(false), "code": .string("directoryUnavailable"), "message": .string(error.message)],
                text: error.message + " Games are not recorded."))
            return .none
        }
    }

    /// Starts recording a game; `nil` when this session does not record (or the start cannot be written).
    func startGame(_ start: RecordedGameStart, sink: EventSink) -> GameRecording? {
        guard let store else { return nil }
        do throws(RecordError) {
            return try GameRecording(store: store, start: start) { problem in
                sink.emit(Self.event(recording: false, path: store.databaseURL.path, problem: problem))
            }
        } catch {
            sink.emit(Self.event(recording: false, path: store.databaseURL.path, problem: error))
            return nil
        }
    }

    /// Goes on recording a game a stopped host was playing (`nil` when this session does not record).
    func resumeGame(_ recorded: RecordedGame, sink: EventSink) -> GameRecording? {
        guard let store else { return nil }
        return GameRecording(store: store, resuming: recorded.id, recordedSteps: recorded.steps.count) { problem in
            sink.emit(Self.event(recording: false, path: store.databaseURL.path, problem: problem))
        }
    }

    private static func event(recording: Bool, path: String, problem: RecordError?) -> CLIEvent {
        var fields: [String: JSONValue] = ["recording": .bool(recording), "path": .string(path)]
        guard let problem else { return CLIEvent("record", fields, text: "Recording games in \(path).") }
        fields["code"] = .string(problem.code.rawValue)
        fields["message"] = .string(problem.message)
        return CLIEvent("record", fields, text: problem.message + " Games are not recorded; play goes on.")
    }
}
