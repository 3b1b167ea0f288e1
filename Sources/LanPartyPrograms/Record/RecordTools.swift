import Foundation
import GameCore
import LanPartyRecord

/// `lanhost --history`, `--export ID`, `--replay ID|FILE [--verify]` and `--leaderboard`: read the
/// record and exit, without hosting (Docs/Record.md).
struct RecordTools: Sendable {
    let options: HostOptions
    let io: ProgramIO
    let registry: GameRegistry
    var sink: EventSink { io.sink }

    /// Runs the chosen mode.
    func run() -> ExitStatus {
        do throws(ProgramFailure) {
            let record = options.record
            if let replay = record.replay { return try self.replay(replay, verifyOnly: record.verify) }
            let directory = try HostRecord.directory(record, environment: io.environment)
            if record.history || record.leaderboard,
                !FileManager.default.fileExists(atPath: directory.appendingPathComponent("record.sqlite").path)
            {
                sink.show("No games recorded yet in \(directory.path).")
                return .success
            }
            let store = try open()
            if let id = record.export { return try export(id, from: store) }
            if record.leaderboard { return try leaderboards(store) }
            return try history(store)
        } catch {
            sink.report(error, code: error.status == .usage ? "usage" : "record", program: "lanhost")
            return error.status
        }
    }

    private func open() throws(ProgramFailure) -> RecordStore {
        let directory = try HostRecord.directory(options.record, environment: io.environment)
        do throws(RecordError) {
            // A reader: beside a host recording in the same directory, without its lock.
            return try RecordStore.openForReading(directory: directory)
        } catch {
            throw ProgramFailure(.usage, error.message)
        }
    }

    private func history(_ store: RecordStore) throws(ProgramFailure) -> ExitStatus {
        let games = try failing { () throws(RecordError) in
            try store.history(limit: options.record.keepGames, module: options.game.map(GameID.init(rawValue:)))
        }
        if games.isEmpty { sink.show("No games recorded yet in \(store.databaseURL.path).") }
        for game in games { sink.emit(RecordText.historyLine(game)) }
        return .success
    }

    private func export(_ id: Int64, from store: RecordStore) throws(ProgramFailure) -> ExitStatus {
        let game = try failing { () throws(RecordError) in try store.game(id) }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        guard let data = try? encoder.encode(game) else { throw ProgramFailure(.internalError, "Cannot encode game \(id).") }
        sink.document(String(decoding: data, as: UTF8.self))
        return .success
    }

    private func leaderboards(_ store: RecordStore) throws(ProgramFailure) -> ExitStatus {
        let modules = options.game.map { [GameID(rawValue: $0)] } ?? registry.allDescriptors.map(\.id)
        let names = try failing { () throws(RecordError) in try store.names() }
        for module in modules {
            let board = try failing { () throws(RecordError) in try store.leaderboard(module: module) }
            guard !board.standings.isEmpty else { continue }
            sink.emit(RecordText.leaderboard(
                board, module: module, names: names, avatars: try failing { () throws(RecordError) in try store.avatars() }))
        }
        return .success
    }

    private func replay(_ source: String, verifyOnly: Bool) throws(ProgramFailure) -> ExitStatus {
        let game = try load(source)
        guard let descriptor = registry.descriptor(for: game.module) else {
            sink.emit(CLIEvent(
                "replay", ["verified": .bool(false), "code": .string("unknownGame"), "game": .string(game.module.rawValue)],
                text: "This build has no \(game.module) module to replay game \(game.id) with."))
            return .replayDiverged
        }
        let report = descriptor.replay(game.journal)
        if !verifyOnly {
            for (index, step) in game.steps.prefix(report.replayedSteps).enumerated() {
                sink.emit(RecordText.stepLine(step, number: index + 1, seats: game.seats, module: descriptor))
            }
        }
        let verdict = RecordText.verdict(report, game: game)
        sink.emit(verdict)
        return verdict.fields["verified"] == .bool(true) ? .success : .replayDiverged
    }

    /// A game by id from the record, or from an export file (bounded before reading).
    private func load(_ source: String) throws(ProgramFailure) -> RecordedGame {
        if let id = Int64(source) {
            let store = try open()
            return try failing { () throws(RecordError) in try store.game(id) }
        }
        let url = URL(fileURLWithPath: source)
        let size = (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int) ?? nil
        guard let size else { throw ProgramFailure(.usage, "--replay: no game id and no file at \(source).") }
        guard size <= RecordedGame.maximumExportBytes else {
            throw ProgramFailure(.usage, "--replay: \(source) is \(size) bytes; an export is at most \(RecordedGame.maximumExportBytes).")
        }
        guard let data = try? Data(contentsOf: url) else { throw ProgramFailure(.usage, "--replay: cannot read \(source).") }
        do {
            return try JSONDecoder().decode(RecordedGame.self, from: data)
        } catch {
            throw ProgramFailure(.usage, "--replay: \(source) is not a LanParty game export (Docs/Record.md): \(error)")
        }
    }

    private func failing<T>(_ body: () throws(RecordError) -> T) throws(ProgramFailure) -> T {
        do {
            return try body()
        } catch {
            throw ProgramFailure(error.code == .unknownGame ? .usage : .internalError, error.message)
        }
    }
}
