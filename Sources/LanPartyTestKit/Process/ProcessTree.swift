import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

extension HostProcess {
    /// Ends the program and everything it started: SIGTERM to the program (a browser script's
    /// handler closes its browser then), up to `grace` for it to exit, then SIGKILL to whatever of
    /// the tree is left. A script killed outright left its chromedriver and Chromium running for
    /// the rest of the test run, loading the machine under every later test.
    public func stopTree(grace: Duration = .seconds(10)) async {
        guard exitStatus == nil else { return }
        let tree = ProcessTree.descendants(of: pid)
        signal(SIGTERM)
        _ = try? await waitForExit(within: grace)
        // Those it started and did not stop: their pids were read before the program ended, as
        // an ended parent's children are handed to init and no longer found under it.
        for child in tree + ProcessTree.descendants(of: pid) where ProcessTree.isRunning(child) {
            sendSignal(SIGKILL, to: child)
        }
        kill()
    }
}

/// The processes below a pid, read from `/proc` (Linux; empty elsewhere).
enum ProcessTree {
    /// Every descendant of `root`, children before grandchildren.
    static func descendants(of root: pid_t) -> [pid_t] {
        let parents = parentsByPID()
        var found: [pid_t] = []
        var frontier = [root]
        while let next = frontier.popLast() {
            let children = parents.filter { $0.value == next }.map(\.key)
            found += children
            frontier += children
        }
        return found
    }

    /// Whether `pid` still names a process (not yet reaped).
    static func isRunning(_ pid: pid_t) -> Bool {
        FileManager.default.fileExists(atPath: "/proc/\(pid)")
    }

    /// pid → parent pid for every process in `/proc`.
    private static func parentsByPID() -> [pid_t: pid_t] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        var parents: [pid_t: pid_t] = [:]
        for name in names {
            guard let pid = pid_t(name),
                let stat = try? String(contentsOfFile: "/proc/\(name)/stat", encoding: .utf8),
                let parent = parentPID(inStat: stat)
            else { continue }
            parents[pid] = parent
        }
        return parents
    }

    /// The 4th field of `/proc/PID/stat`, read after the command name's closing parenthesis
    /// (the name itself may hold spaces and parentheses).
    static func parentPID(inStat stat: String) -> pid_t? {
        guard let close = stat.lastIndex(of: ")") else { return nil }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        return fields.count > 1 ? pid_t(fields[1]) : nil
    }
}
