import Foundation

/// Figures about the current process from /proc (Linux); zero where unavailable.
enum ProcessStats {
    /// Resident set size now, from /proc/self/statm.
    static func residentBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
        let fields = text.split(separator: " ")
        guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
        return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
    }

    /// Memory only this process holds (Private_Clean + Private_Dirty of /proc/self/smaps_rollup):
    /// the resident set less the shared code and libraries another host process would share.
    static func privateBytes() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/smaps_rollup", encoding: .utf8) else { return 0 }
        var kilobytes = 0
        for line in text.split(separator: "\n") where line.hasPrefix("Private_Clean:") || line.hasPrefix("Private_Dirty:") {
            kilobytes += Int(line.filter(\.isNumber)) ?? 0
        }
        return kilobytes * 1024
    }

    /// The resident high-water mark (VmHWM), from /proc/self/status.
    static func peakResidentBytes() -> Int { statusKilobytes("VmHWM:") * 1024 }

    /// User plus system CPU time of the whole process.
    static func cpuSeconds() -> Double {
        var usage = rusage()
        #if os(Linux)
        getrusage(RUSAGE_SELF.rawValue, &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }

    /// Bytes passed to write-like system calls so far (/proc/self/io `wchar`).
    static func bytesWritten() -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/io", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix("wchar:") {
            return Int(line.dropFirst("wchar:".count).trimmingCharacters(in: .whitespaces)) ?? 0
        }
        return 0
    }

    private static func statusKilobytes(_ key: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in text.split(separator: "\n") where line.hasPrefix(key) {
            let digits = line.dropFirst(key.count).filter(\.isNumber)
            return Int(digits) ?? 0
        }
        return 0
    }
}
