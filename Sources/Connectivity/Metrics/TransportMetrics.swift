import CoreMetrics

/// Counters of the transport's defences, shared by every lobby of the process (the door and the
/// decode thread are the process's). Each is made on first use, which in a program comes after
/// it bootstrapped its backend; none is on the per-action path.
public enum TransportMetrics {
    /// TCP connections closed at the door by the accept budget (``AcceptBudget``).
    static let refusedByAcceptBudget = Counter(
        label: "lanparty_connections_refused_total", dimensions: [("transport", MetricLabels.tcp), ("reason", "accept_budget")])
    /// Silent TCP connections displaced from the door's hold by newer ones (``HeldConnections``).
    static let displacedWhileHeld = Counter(
        label: "lanparty_connections_refused_total", dimensions: [("transport", MetricLabels.tcp), ("reason", "held_overflow")])
    /// Times a connection's reading was paused because its decode budget ran out (``DecodeBudget``).
    static let decodeBudgetWaits = Counter(label: "lanparty_decode_budget_waits_total")

    /// Connections to the web server refused by the same budget (the page and its WebSockets).
    public static let refusedWebByAcceptBudget = Counter(
        label: "lanparty_connections_refused_total", dimensions: [("transport", "web"), ("reason", "accept_budget")])
    /// WebSocket upgrades refused because another site's page asked (``MetricLabels``' `origin`).
    public static let refusedWebSocketOrigin = Counter(
        label: "lanparty_connections_refused_total", dimensions: [("transport", MetricLabels.webSocket), ("reason", "origin")])
}
