import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The seat a `lanjoin` holds, saved beside its profile so that a `lanjoin` that was killed (or whose
/// machine slept) and is started again with the same profile takes its seat back with the resume
/// token within the host's 30 s hold, instead of being refused as a duplicate of itself.
///
/// File: `<profile file>.seat.json`, `{"host", "port", "lobbyId", "token", "savedAt", "pid"}`
/// (seconds since 1970; the process that holds the seat). A ticket whose process still runs is
/// not taken: that is the same name started twice, which the host refuses as a duplicate, not a
/// restart. Written on every join and resume (tokens rotate), again when the host is lost (then
/// marked `hostLost`), removed when the session ends for good (leave, quit, game over with the
/// lobby closing, kick, refusal). A ticket for another address, or older than ``maximumAge``
/// (``lostHostMaximumAge`` when the host was lost), is ignored.
struct SeatTicket: Codable, Equatable, Sendable {
    /// The host as given to `--connect` or resolved from `--lobby`.
    var host: String
    /// Its TCP port.
    var port: Int
    /// The lobby the seat is in.
    var lobbyId: UUID
    /// The latest resume token.
    var token: String
    /// When it was saved.
    var savedAt: Double
    /// The lanjoin that holds the seat.
    var pid: Int32 = getpid()
    /// Saved when the host was lost (`true`; absent otherwise): the seat waits in the host's record
    /// for `lanhost --resume`, which may come long after.
    var hostLost: Bool?

    /// Past this a host has released the seat (30 s hold) even with a slow restart: not worth trying.
    static let maximumAge: Double = 120
    /// How long a ticket saved when the host was lost is offered: a resumed host holds the seat
    /// again, however late; past a day it is more likely a new session at the same address (which
    /// refuses the token, and the join starts afresh).
    static let lostHostMaximumAge: Double = 86_400
    /// A ticket file bigger than this is not ours.
    static let maximumFileBytes = 4 * 1024

    /// Where the ticket of the profile at `profileURL` lives.
    static func fileURL(forProfile profileURL: URL) -> URL {
        profileURL.deletingLastPathComponent().appendingPathComponent(profileURL.lastPathComponent + ".seat.json")
    }

    /// The saved ticket for `host:port`, if one is fresh enough.
    static func load(from url: URL, host: String, port: Int, now: Date = Date()) -> SeatTicket? {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url.path),
            let size = attributes[.size] as? Int, size <= maximumFileBytes,
            let data = try? Data(contentsOf: url),
            let ticket = try? JSONDecoder().decode(SeatTicket.self, from: data),
            ticket.host == host, ticket.port == port,
            (0...(ticket.hostLost == true ? lostHostMaximumAge : maximumAge)).contains(now.timeIntervalSince1970 - ticket.savedAt),
            !isRunning(ticket.pid)
        else { return nil }
        return ticket
    }

    /// Writes the ticket atomically (a failure only costs the resume after a crash).
    func save(to url: URL) {
        guard let data = try? JSONEncoder().encode(self) else { return }
        try? data.write(to: url, options: [.atomic])
    }

    /// Whether another process with this id runs (ours does not count: a test runs several
    /// programs in one process).
    static func isRunning(_ pid: Int32) -> Bool {
        guard pid > 0, pid != getpid() else { return false }
        return kill(pid, 0) == 0 || errno == EPERM
    }

    /// Removes the saved ticket, if any.
    static func remove(at url: URL) {
        try? FileManager.default.removeItem(at: url)
    }
}
