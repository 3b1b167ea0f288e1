import Foundation
import LanPartyTestKit

#if canImport(Glibc)
    import Glibc
#endif

/// A real Prometheus server (Debian's `prometheus`) for one test: its own temporary directory and
/// generated configuration, on 127.0.0.1 at a free port, scraping the given loopback targets every
/// second; stopped by its pid and its directory removed at the end of ``with(scraping:_:)``.
final class PrometheusServer: Sendable {
    /// Where Debian installs it (`Scripts/bootstrap` installs the package).
    static let executable = URL(fileURLWithPath: "/usr/bin/prometheus")
    /// Why the tests that need it do not run here, or `nil` when they can.
    static var unavailableReason: String? {
        FileManager.default.isExecutableFile(atPath: executable.path)
            ? nil : "needs Debian's prometheus package (run `sudo Scripts/bootstrap`)"
    }

    let port: Int
    let process: HostProcess

    private init(port: Int, process: HostProcess) {
        self.port = port
        self.process = process
    }

    /// Starts Prometheus scraping `targets` (`127.0.0.1:PORT`, path `/metrics`), waits until it is
    /// ready, runs `body`, then stops it however `body` ends.
    static func with<Result>(
        scraping targets: [String], isolation: isolated (any Actor)? = #isolation,
        _ body: (PrometheusServer) async throws -> Result
    ) async throws -> Result {
        let directory = URL(fileURLWithPath: NSTemporaryDirectory())
            .appendingPathComponent("lanparty-prometheus-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let list = targets.map { "'\($0)'" }.joined(separator: ", ")
        let config = """
            global:
              scrape_interval: 1s
              scrape_timeout: 1s
            scrape_configs:
              - job_name: lanhost
                metrics_path: /metrics
                static_configs:
                  - targets: [\(list)]
            """
        let configFile = directory.appendingPathComponent("prometheus.yml")
        try config.write(to: configFile, atomically: true, encoding: .utf8)
        let port = try freePort()
        let process = try await HostProcess.spawn(executable, [
            "--config.file=\(configFile.path)", "--storage.tsdb.path=\(directory.appendingPathComponent("data").path)",
            "--web.listen-address=127.0.0.1:\(port)", "--log.level=warn",
        ])
        let server = PrometheusServer(port: port, process: process)
        defer { process.kill() }
        try await server.waitUntilReady()
        return try await body(server)
    }

    /// Polls `/-/ready` until it answers 200 (30 s at most).
    private func waitUntilReady() async throws {
        let deadline = ContinuousClock.now + .seconds(30)
        while ContinuousClock.now < deadline {
            if await PlainHTTP.get(port: port, "/-/ready", timeout: 2)?.status == 200 { return }
            try await Task.sleep(for: .milliseconds(200))
        }
        throw PrometheusTestError.notReady(process.stderr.lines.suffix(20).joined(separator: "\n"))
    }

    /// The instant vector of a PromQL query: each series' labels and value.
    func query(_ promQL: String) async throws -> [(labels: [String: String], value: Double)] {
        let encoded = promQL.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? promQL
        guard let response = await PlainHTTP.get(port: port, "/api/v1/query?query=\(encoded)"), response.status == 200 else {
            throw PrometheusTestError.queryFailed(promQL)
        }
        let json = try JSONSerialization.jsonObject(with: Data(response.body.utf8)) as? [String: Any]
        let data = json?["data"] as? [String: Any]
        let result = data?["result"] as? [[String: Any]] ?? []
        return result.map { series in
            let labels = series["metric"] as? [String: String] ?? [:]
            let pair = series["value"] as? [Any] ?? []
            return (labels, (pair.last as? String).flatMap(Double.init) ?? .nan)
        }
    }

    /// Waits until `promQL` returns a series for which `condition` holds (re-querying every 250 ms;
    /// Prometheus scrapes every second); returns the series, or throws with the last answer.
    @discardableResult
    func waitFor(
        _ promQL: String, within timeout: Duration = .seconds(30),
        _ condition: @escaping ([String: String], Double) -> Bool
    ) async throws -> [(labels: [String: String], value: Double)] {
        let deadline = ContinuousClock.now + timeout
        var last: [(labels: [String: String], value: Double)] = []
        while ContinuousClock.now < deadline {
            last = (try? await query(promQL)) ?? []
            if last.contains(where: { condition($0.labels, $0.value) }) { return last }
            try await Task.sleep(for: .milliseconds(250))
        }
        throw PrometheusTestError.conditionNotMet(promQL, "\(last)")
    }

    /// A port free on 127.0.0.1 now (bound, read, closed; Prometheus binds it right after).
    private static func freePort() throws -> Int {
        let handle = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        defer { close(handle) }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let bound = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(handle, $0, length) == 0 && getsockname(handle, $0, &length) == 0
            }
        }
        guard bound else { throw PrometheusTestError.noFreePort }
        return Int(UInt16(bigEndian: address.sin_port))
    }
}

/// What went wrong around the Prometheus server.
enum PrometheusTestError: Error, CustomStringConvertible {
    case noFreePort
    case notReady(String)
    case queryFailed(String)
    case conditionNotMet(String, String)

    var description: String {
        switch self {
        case .noFreePort: "no free port on 127.0.0.1"
        case .notReady(let log): "prometheus did not become ready:\n\(log)"
        case .queryFailed(let query): "the query failed: \(query)"
        case .conditionNotMet(let query, let last): "\(query) never met the condition; last answer: \(last)"
        }
    }
}
