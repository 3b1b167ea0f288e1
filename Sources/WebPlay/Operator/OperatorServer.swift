import Connectivity
import Hummingbird
import Logging
import NIOCore

extension WebPlayServer {
    /// A listener of the operator's paths alone (`lanhost --metrics-port`): `/metrics` to whoever
    /// reaches `host:port` (bind it to `127.0.0.1`, the default, to keep it on this machine),
    /// `/host` and `/host.json` as on the page server. Serves until ``stop()``.
    public static func startOperator(
        site: WebPlaySite, host: String, port: Int, group: any EventLoopGroup
    ) async throws -> WebPlayServer {
        let router = Router(context: WebPlayRequestContext.self)
        OperatorRoutes(site: site, files: BundledFiles.load(), metricsOnOwnListener: true).add(to: router)
        let listening = ServerListening(port: port)
        var logger = Logger(label: "lanparty.operator")
        logger.logLevel = .critical
        let app = Application(
            router: router,
            configuration: .init(address: .hostname(host, port: port), serverName: nil, reuseAddress: true),
            onServerRunning: listening.onServerRunning,
            eventLoopGroupProvider: .shared(group),
            logger: logger)
        return try await listening.run(app, what: "the metrics listener")
    }
}
