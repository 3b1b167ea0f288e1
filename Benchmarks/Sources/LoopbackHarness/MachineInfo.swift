import Foundation

/// What the figures were measured on, printed with them: they mean little without it.
struct MachineInfo: Codable, Sendable {
    /// The CPU's model name (/proc/cpuinfo), or "unknown".
    var cpuModel: String
    /// Cores the process may run on.
    var cores: Int
    /// `release` or `debug`: how this harness was compiled.
    var build: String
    /// The 1, 5 and 15 minute load averages when the run began (/proc/loadavg): other work on the
    /// machine shows in the tails.
    var loadAverage: String

    /// This machine and this build.
    static func current() -> MachineInfo {
        MachineInfo(
            cpuModel: cpuModel(), cores: ProcessInfo.processInfo.activeProcessorCount, build: build,
            loadAverage: loadAverage())
    }

    /// One line for the table.
    var summary: String { "\(cpuModel), \(cores) cores, \(build) build, load average \(loadAverage) at start" }

    private static var build: String {
        #if DEBUG
        "debug"
        #else
        "release"
        #endif
    }

    private static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }

    private static func cpuModel() -> String {
        // A few KiB on any machine; read as a whole.
        guard let text = try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8) else { return "unknown" }
        for line in text.split(separator: "\n") where line.hasPrefix("model name") {
            guard let colon = line.firstIndex(of: ":") else { continue }
            return line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return "unknown"
    }
}
