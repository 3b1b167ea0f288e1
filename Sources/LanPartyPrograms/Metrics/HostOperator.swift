import Connectivity
import WebPlay

/// The operator's side of a `lanhost` (Docs/Metrics.md): `/metrics` and `/host` on the page
/// server, the host token, and the listener of `--metrics-port`.
struct HostOperator: Sendable {
    /// Opens `/host` from another machine: `/host?token=…` (printed in the terminal only).
    let hostToken: String
    /// The `--metrics-port` listener, when asked for.
    let listener: WebPlayServer?
    /// Where that listener is bound.
    let listenerAddress: String

    /// The page server's share: the exposition of `export` (`nil`: no backend, `/metrics` is 404).
    static func monitor(lobby: LobbyHost, export: PrometheusExport?, options: HostOptions, hostToken: String) -> WebPlayMonitor {
        var metrics: (@Sendable () async -> [UInt8])?
        if let export {
            // Weakly: a scrape after the lobby is gone gets the process figures alone.
            metrics = { [weak lobby] in await export.exposition(flushing: lobby) }
        }
        return WebPlayMonitor(metrics: metrics, metricsBind: options.metricsBind, hostToken: hostToken)
    }

    /// Starts the `--metrics-port` listener, if asked for, on `site` (whose ``WebPlaySite/monitor`` is set).
    static func start(site: WebPlaySite, options: HostOptions, hostToken: String) async throws(ProgramFailure) -> HostOperator {
        let address = options.metricsBind ?? "127.0.0.1"
        guard let port = options.metricsPort else { return HostOperator(hostToken: hostToken, listener: nil, listenerAddress: address) }
        do {
            let listener = try await WebPlayServer.startOperator(site: site, host: address, port: port, group: site.transport.eventLoopGroup)
            return HostOperator(hostToken: hostToken, listener: listener, listenerAddress: address)
        } catch {
            throw ProgramFailure(.usage, "Cannot serve metrics on \(address):\(port): \(HostProgram.reason(error)). Choose another --metrics-port.")
        }
    }

    /// The `operator` event: where the host page and the metrics are (the token is for the
    /// operator's eyes: it is in this terminal and nowhere else).
    func event(webPort: Int?, lanHost: String?) -> CLIEvent {
        var fields: [String: JSONValue] = ["hostToken": .string(hostToken)]
        var lines: [String] = []
        if let webPort {
            let local = "http://127.0.0.1:\(webPort)/host"
            fields["hostPage"] = .string(local)
            fields["metricsURL"] = .string("http://127.0.0.1:\(webPort)/metrics")
            var line = "Host page: \(local)"
            if let lanHost, !OperatorAccess.isLoopback(lanHost) {
                line += " (from another machine: http://\(lanHost):\(webPort)/host?token=\(hostToken))"
            }
            lines.append(line)
        }
        if let listener {
            let host = listenerAddress.contains(":") ? "[\(listenerAddress)]" : listenerAddress
            fields["metricsPort"] = .int(listener.port)
            fields["metricsURL"] = .string("http://\(host):\(listener.port)/metrics")
            lines.append("Metrics: http://\(host):\(listener.port)/metrics")
        }
        return CLIEvent("operator", fields, text: lines.joined(separator: "\n"))
    }
}
