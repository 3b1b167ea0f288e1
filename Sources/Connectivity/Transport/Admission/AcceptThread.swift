import Foundation
import NIOConcurrencyHelpers

#if canImport(Glibc)
    import Glibc
#endif

/// A lobby's TCP door, on a thread of its own (issue 39): accepts connections, refuses those over
/// the ``ConnectionAdmission`` budget with a bare `close`, holds the admitted ones until they send
/// their first byte (``HeldConnections``), and only then hands them to the lobby's event loop. A
/// churn of bare connections is thus met by `accept` and `close` here; the lobby's loop, where
/// the seated members are served, never hears of it. Once a flood of refusals ends, the memory it
/// freed is handed back (``FloodTrim``).
final class AcceptThread: Sendable {
    /// What to do with a connection that sent its first bytes (on this thread: do not block).
    typealias HandOver = @Sendable (HeldConnections.Entry) -> Void

    /// Connections taken from the queue per wake-up before held ones are looked at again.
    static let acceptsPerWakeUp = 64

    private let socket: ListeningSocket
    private let wake: (read: Int32, write: Int32)
    private let stopped = NIOLockedValueBox(false)

    /// Starts accepting on `socket` (which it owns from now on). `handOver` gets each connection
    /// that sent something; `silent` each one closed at the deadline without a byte; `exited` runs
    /// once the thread is done and every socket it held is closed.
    init(
        socket: ListeningSocket, admission: ConnectionAdmission, holding capacity: Int, deadline: Duration,
        handOver: @escaping HandOver, silent: @escaping HandOver, exited: @escaping @Sendable () -> Void
    ) throws {
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { throw ListenFailure(step: .socket, code: errno) }
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        self.socket = socket
        wake = (fds[0], fds[1])
        let loop = Loop(
            listen: socket.handle, wake: fds[0], admission: admission,
            held: HeldConnections(capacity: capacity, deadline: deadline), handOver: handOver, silent: silent)
        let thread = Thread { [wake, stopped] in
            var running = loop
            running.run()
            // Under the lock, so that a late `stop()` cannot write into a descriptor closed here
            // (and perhaps already reused).
            stopped.withLockedValue { stopped in
                stopped = true
                close(wake.read)
                close(wake.write)
            }
            exited()
        }
        thread.name = "lanparty-accept"
        thread.start()
    }

    /// The bound port.
    var port: Int { socket.port }

    /// Stops accepting: the thread closes the listening socket and every held connection, then exits.
    func stop() {
        stopped.withLockedValue { stopped in
            guard !stopped else { return }
            stopped = true
            var byte: UInt8 = 1
            _ = write(wake.write, &byte, 1)
        }
    }

    /// The thread's own state: nothing here is shared.
    private struct Loop: Sendable {
        let listen: Int32
        let wake: Int32
        let admission: ConnectionAdmission
        var held: HeldConnections
        let handOver: HandOver
        let silent: HandOver
        var trim = FloodTrim()

        mutating func run() {
            var polled: [pollfd] = []
            while true {
                let now = ContinuousClock.now
                for entry in held.expired(at: now) {
                    close(entry.handle)
                    silent(entry)
                }
                if trim.isDue(at: now) { FreedMemory.release() }
                polled.removeAll(keepingCapacity: true)
                polled.append(pollfd(fd: wake, events: Int16(POLLIN), revents: 0))
                polled.append(pollfd(fd: listen, events: Int16(POLLIN), revents: 0))
                for entry in held.entries { polled.append(pollfd(fd: entry.handle, events: Int16(POLLIN), revents: 0)) }
                let ready = poll(&polled, nfds_t(polled.count), Self.milliseconds(until: [held.nextDeadline, trim.nextCheck]))
                guard ready >= 0 || errno == EINTR else { break }
                guard polled[0].revents == 0 else { break }
                for index in polled.indices.dropFirst(2) where polled[index].revents != 0 {
                    guard let entry = held.release(polled[index].fd) else { continue }
                    // Bytes to read: a client (of some kind). The end of the stream or an error:
                    // gone without a word, as a bare connection of a churn goes.
                    if Self.hasBytes(entry.handle) { handOver(entry) } else { close(entry.handle) }
                }
                if polled[1].revents != 0 { acceptQueued() }
            }
            for entry in held.entries { close(entry.handle) }
            close(listen)
        }

        /// Takes up to ``acceptsPerWakeUp`` connections from the queue.
        private mutating func acceptQueued() {
            for _ in 0..<AcceptThread.acceptsPerWakeUp {
                var storage = sockaddr_storage()
                var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
                let handle = withUnsafeMutablePointer(to: &storage) {
                    $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                        accept(listen, $0, &length)
                    }
                }
                guard handle >= 0 else {
                    switch errno {
                    case EINTR, ECONNABORTED: continue
                    case EMFILE, ENFILE, ENOBUFS, ENOMEM:
                        // Out of descriptors or memory: the queue stays readable, so pause instead
                        // of spinning; the held connections' deadlines free descriptors.
                        usleep(10_000)
                        return
                    default: return
                    }
                }
                let address = ListeningSocket.ipAddress(storage)
                let now = ContinuousClock.now
                guard admission.admit(address) else {
                    close(handle)
                    TransportMetrics.refusedByAcceptBudget.increment()
                    trim.refused(at: now)
                    continue
                }
                // Only a kept connection is worth the flags (Swift's Glibc has no `accept4`).
                _ = fcntl(handle, F_SETFD, FD_CLOEXEC)
                _ = fcntl(handle, F_SETFL, fcntl(handle, F_GETFL) | O_NONBLOCK)
                if let displaced = held.hold(HeldConnections.Entry(handle: handle, address: address, acceptedAt: now)) {
                    close(displaced.handle)
                    TransportMetrics.displacedWhileHeld.increment()
                }
            }
        }

        /// Whether `handle` has bytes waiting (not the end of the stream, not an error).
        private static func hasBytes(_ handle: Int32) -> Bool {
            var byte: UInt8 = 0
            return recv(handle, &byte, 1, Int32(MSG_PEEK) | Int32(MSG_DONTWAIT)) > 0
        }

        /// `poll`'s timeout until the earliest of `instants` (-1: none, wait for a socket).
        private static func milliseconds(until instants: [ContinuousClock.Instant?]) -> Int32 {
            guard let earliest = instants.compactMap({ $0 }).min() else { return -1 }
            let wait = earliest - .now
            guard wait > .zero else { return 0 }
            return Int32(min(Double(Int32.max), (wait / .milliseconds(1)).rounded(.up)))
        }
    }
}
