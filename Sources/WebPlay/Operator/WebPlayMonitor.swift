/// The operator's side of the web server (``WebPlaySite/monitor``): the metrics exposition and
/// the `/host` page's token.
public struct WebPlayMonitor: Sendable {
    /// The Prometheus text exposition for `/metrics` (`nil`: no backend, `/metrics` is 404).
    public var metrics: (@Sendable () async -> [UInt8])?
    /// Where `/metrics` is also answered besides loopback (``OperatorAccess/allowsMetrics(peer:local:metricsBind:)``).
    public var metricsBind: String?
    /// The token a browser off this machine shows to open `/host` (`/host?token=…`).
    public var hostToken: String

    /// Describes the operator's side.
    public init(metrics: (@Sendable () async -> [UInt8])?, metricsBind: String?, hostToken: String) {
        self.metrics = metrics
        self.metricsBind = metricsBind
        self.hostToken = hostToken
    }
}
