import Connectivity
import Foundation
import GameCore
import LanPartyRecord

/// A lobby a stopped host left in the record, to reopen (SPEC §13 restart, Docs/Lobby.md
/// "Restart"): its snapshot, where it listened, and the game it was playing with its journal.
///
/// Found automatically when the host that kept it was alive within the last 5 s (the clients'
/// quick phase), this host asks for the same `--port` and offers its game: then its players are
/// still retrying and take their seats back without noticing more than a pause. Later, `--resume`
/// reopens it on purpose (on its old port unless `--port` says otherwise); players still waiting
/// (2 min, ``SessionTimings/hostWait``) take their seats back by themselves.
struct HostResume: Sendable {
    /// The record's row.
    let stored: StoredLobby
    /// The lobby as it was.
    let snapshot: LobbySnapshot
    /// The game it was playing, with its journal (`nil` in the lobby phase).
    let game: RecordedGame?
    /// Whether `--resume` asked for it (rather than a restart within the automatic 5 s).
    let isExplicit: Bool

    /// How long after its host's last sign of life a lobby is reopened without `--resume`: the
    /// clients' quick phase (``SessionTimings/hostGrace``), not their whole wait. A host started on
    /// the same port later may be a new session, which must not reopen the old lobby by surprise;
    /// the person who means a restart says `--resume`, and the clients still waiting take it
    /// (Docs/Record.md, "Why only 5 s automatically").
    static let automaticWindow = SessionTimings().hostGrace

    /// The lobby to reopen, or `nil` to open a new one. `--resume` that finds nothing is a usage error.
    static func find(
        _ options: HostOptions, offered: [GameDescriptor], record: HostRecord, now: Date = Date()
    ) throws(ProgramFailure) -> HostResume? {
        let explicit = options.record.resume
        guard let store = record.store else {
            guard explicit else { return nil }
            throw ProgramFailure(.usage, "--resume reads the record, which this host could not open (see the record line above).")
        }
        let lobbies: [StoredLobby]
        do throws(RecordError) {
            lobbies = try store.unclosedLobbies()
        } catch {
            guard explicit else { return nil }
            throw ProgramFailure(.usage, "--resume: \(error.message)")
        }
        let candidate: StoredLobby?
        if explicit {
            candidate = options.record.resumeGame.map { id in lobbies.first { $0.gameID == id } } ?? lobbies.first
        } else {
            let window = Double(automaticWindow.components.seconds)
            candidate = lobbies.first.flatMap { lobby in
                now.timeIntervalSince(lobby.aliveAt) <= window && options.port != 0 && options.port == lobby.port
                    ? lobby : nil
            }
        }
        guard let stored = candidate else {
            guard explicit else { return nil }
            let which = options.record.resumeGame.map { "playing game \($0)" } ?? "left unfinished"
            throw ProgramFailure(
                .usage, "--resume: no lobby \(which) in the record \(store.databaseURL.path) (lanhost --history lists the games).")
        }
        guard let found = try load(stored, from: store, explicit: explicit) else { return nil }
        // A host started for another game on the same port is a new session, not a restart.
        guard explicit || offered.contains(where: { $0.id == found.snapshot.game.id }) else { return nil }
        return found
    }

    private static func load(_ stored: StoredLobby, from store: RecordStore, explicit: Bool) throws(ProgramFailure) -> HostResume? {
        var snapshot: LobbySnapshot
        do {
            snapshot = try JSONDecoder().decode(LobbySnapshot.self, from: stored.snapshot)
        } catch {
            guard explicit else { return nil }
            throw ProgramFailure(.usage, "--resume: the kept lobby cannot be read by this build (\(error)).")
        }
        var game: RecordedGame?
        if snapshot.phase == .playing, let id = stored.gameID, let recorded = try? store.game(id), recorded.status == .running {
            game = recorded
        } else if snapshot.phase == .playing {
            // The game ended (or was never kept) before the host stopped: the lobby comes back between games.
            snapshot.phase = .lobby
            snapshot.playing = []
        }
        return HostResume(stored: stored, snapshot: snapshot, game: game, isExplicit: explicit)
    }

    /// Words for the operator: what is reopened.
    func announcement(now: Date = Date()) -> String {
        let ago = max(0, now.timeIntervalSince(stored.aliveAt))
        let agoText = ago < 120 ? String(format: "%.1f s", ago) : String(format: "%.0f min", ago / 60)
        let what = game.map { "game \($0.id) of \($0.module.rawValue), step \($0.steps.count)" } ?? "between games"
        let waiting = snapshot.members.filter { $0.tokenHash != nil }.map(\.member.profile.username)
        let who = waiting.isEmpty ? "" : " Holding seats for \(waiting.joined(separator: ", "))."
        return "Resuming lobby \"\(snapshot.name)\" (\(what)), stopped \(agoText) ago.\(who)"
    }
}
