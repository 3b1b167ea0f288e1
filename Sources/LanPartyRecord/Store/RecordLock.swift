#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation

/// An exclusive lock on a data directory (`record.lock`, `flock`), so two hosts on one directory
/// do not both write its database. The kernel releases it when the process dies, even by `kill -9`.
final class RecordLock: Sendable {
    private let descriptor: Int32

    /// Takes the lock or throws ``RecordError/Code/locked`` naming the holder's process id.
    init(directory: URL) throws(RecordError) {
        let path = directory.appendingPathComponent("record.lock").path
        let fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw RecordError(.directoryUnavailable, "Cannot create \(path): \(String(cString: strerror(errno))).")
        }
        guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
            let holder = Self.readHolder(fd)
            close(fd)
            throw RecordError(
                .locked,
                "Another lanhost\(holder.map { " (process \($0))" } ?? "") records in \(directory.path). "
                    + "Give this one its own --data-dir, or stop the other.")
        }
        // Who holds it, for the other host's message.
        let pid = Array("\(getpid())\n".utf8)
        _ = ftruncate(fd, 0)
        _ = pid.withUnsafeBytes { pwrite(fd, $0.baseAddress, $0.count, 0) }
        descriptor = fd
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    private static func readHolder(_ fd: Int32) -> Int? {
        var buffer = [UInt8](repeating: 0, count: 16)
        let count = buffer.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 16, 0) }
        guard count > 0 else { return nil }
        return Int(String(decoding: buffer.prefix(count), as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
