import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Keeps a spawned program from inheriting the test process's descriptors (sockets of in-process
/// tests above all: a child holding one keeps that connection open after the test closed it).
public enum SpawnDescriptors {
    private typealias CloseFrom = @convention(c) (UnsafeMutablePointer<posix_spawn_file_actions_t>, Int32) -> Int32

    /// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34+; Swift's Glibc module does not
    /// export it), looked up once.
    private static let closeFrom: CloseFrom? = {
        // A nil handle is glibc's RTLD_DEFAULT: every library loaded.
        guard let symbol = dlsym(nil, "posix_spawn_file_actions_addclosefrom_np") else { return nil }
        return unsafeBitCast(symbol, to: CloseFrom.self)
    }()

    /// Adds "close every descriptor from 3 up" to `actions` (after the dup2s of 0, 1, 2).
    public static func closeAllButStandard(_ actions: inout posix_spawn_file_actions_t) {
        if let closeFrom, closeFrom(&actions, 3) == 0 { return }
        // Older C libraries: close what is open now (closing one that closes meanwhile is harmless).
        let open = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? []
        for fd in open.compactMap(Int32.init) where fd > 2 {
            posix_spawn_file_actions_addclose(&actions, fd)
        }
    }
}
