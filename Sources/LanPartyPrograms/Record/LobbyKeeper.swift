import Connectivity
import Foundation
import LanPartyRecord

/// Keeps the hosted lobby in the record so a restarted host can reopen it (SPEC §13 restart): the
/// lobby's snapshot whenever seats change (synchronously, before a new resume token is sent), the
/// game it plays, and a sign of life every second. Closed when the host closes the lobby normally.
final class LobbyKeeper: @unchecked Sendable {
    // Safety: every mutable field is read and written with `lock` held.
    private let lock = NSLock()
    private let store: RecordStore
    private let sink: EventSink
    private var row: StoredLobby
    private var failed = false
    /// Set by ``close()``: the lobby's last changes (its shutdown) are not kept.
    private var closed = false
    private var heartbeat: Task<Void, Never>?

    /// A keeper for the lobby listening on `port` (and the page on `webPort`), opened with
    /// `options`; `openedAt` kept from a resumed lobby's row, `gameID` the game it goes on with.
    init(
        store: RecordStore, lobbyID: UUID, port: Int, webPort: Int?, options: KeptHostOptions, gameID: Int64?,
        openedAt: Date = Date(), sink: EventSink
    ) {
        self.store = store
        self.sink = sink
        row = StoredLobby(
            id: lobbyID, snapshot: Data(), port: port, webPort: webPort, gameID: gameID, openedAt: openedAt,
            aliveAt: Date(), options: options.encoded())
    }

    /// Writes `snapshot` when it changed (a ping or a repeat changes nothing).
    func keep(_ snapshot: LobbySnapshot) {
        guard let bytes = try? JSONEncoder().encode(snapshot) else { return }
        update { $0.snapshot = bytes }
    }

    /// The record's id of the game the lobby plays now (`nil` between games).
    func playing(_ gameID: Int64?) {
        update { $0.gameID = gameID }
    }

    /// Says the host is alive every second until ``close()``.
    func startHeartbeat() {
        let (store, id) = (self.store, row.id)
        let task = Task {
            while !Task.isCancelled {
                store.markLobbyAlive(id, at: Date())
                try? await Task.sleep(for: .seconds(1))
            }
        }
        lock.withLock { heartbeat = task }
    }

    /// The host stops without closing the lobby (it could not open, e.g. a resume whose
    /// publishing failed): the row stays as it was, for a later `--resume`.
    func release() {
        let task = lock.withLock {
            closed = true
            return heartbeat
        }
        task?.cancel()
    }

    /// The host closes the lobby: a later host does not reopen it.
    func close() {
        let (task, id) = lock.withLock {
            closed = true
            return (heartbeat, row.id)
        }
        task?.cancel()
        try? store.closeLobby(id, at: Date())
    }

    private func update(_ change: (inout StoredLobby) -> Void) {
        lock.lock()
        defer { lock.unlock() }
        var next = row
        change(&next)
        guard !failed, !closed else { return }
        // The first write waits for a snapshot, keeping what changed before it (the game a resumed
        // lobby goes on with); later ones wait for a change (a ping changes nothing).
        guard !next.snapshot.isEmpty else {
            row = next
            return
        }
        guard next != row else { return }
        next.aliveAt = Date()
        do throws(RecordError) {
            try store.keepLobby(next)
            row = next
        } catch {
            failed = true
            sink.emit(CLIEvent(
                "record", ["recording": .bool(true), "code": .string(error.code.rawValue), "message": .string(error.message)],
                text: error.message + " This lobby cannot be resumed after a restart; play goes on."))
        }
    }
}
