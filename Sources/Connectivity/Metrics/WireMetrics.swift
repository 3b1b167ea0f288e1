import CoreMetrics

/// Frames and bytes by transport, published as counters without touching the per-message path:
/// every connection already counts its own (``WireState/Counters``); ``LobbyHost/flushMetrics()``
/// adds up the open and closed ones per transport and increments the counters by what is new
/// since the last flush.
struct WireMetrics {
    /// One transport's counters and what they were last published at.
    private struct Transport {
        let messagesIn: Counter
        let messagesOut: Counter
        let bytesIn: Counter
        let bytesOut: Counter
        let unknownMessages: Counter
        let accepted: Counter
        let open: Gauge
        var published = WireState.Counters()
        /// Counters of this transport's connections that closed, added up.
        var closed = WireState.Counters()

        init(_ name: String) {
            let label = [("transport", name)]
            messagesIn = Counter(label: "lanparty_frames_received_total", dimensions: label)
            messagesOut = Counter(label: "lanparty_frames_sent_total", dimensions: label)
            bytesIn = Counter(label: "lanparty_received_bytes_total", dimensions: label)
            bytesOut = Counter(label: "lanparty_sent_bytes_total", dimensions: label)
            unknownMessages = Counter(label: "lanparty_unknown_messages_total", dimensions: label)
            accepted = Counter(label: "lanparty_connections_accepted_total", dimensions: label)
            open = Gauge(label: "lanparty_connections_open", dimensions: label)
        }

        mutating func publish(_ now: WireState.Counters) {
            messagesIn.increment(by: Int64(max(0, now.messagesIn - published.messagesIn)))
            messagesOut.increment(by: Int64(max(0, now.messagesOut - published.messagesOut)))
            bytesIn.increment(by: Int64(max(0, now.bytesIn - published.bytesIn)))
            bytesOut.increment(by: Int64(max(0, now.bytesOut - published.bytesOut)))
            unknownMessages.increment(by: Int64(max(0, now.unknownMessageTypes - published.unknownMessageTypes)))
            published = now
        }
    }

    private var tcp = Transport(MetricLabels.tcp)
    private var webSocket = Transport(MetricLabels.webSocket)
    private let memberGauges: [String: Gauge] = Dictionary(
        uniqueKeysWithValues: ["connected", "background", "away", "other"].map {
            ($0, Gauge(label: "lanparty_members", dimensions: [("state", $0)]))
        })

    /// A connection was registered with the lobby.
    func accepted(transport: String) {
        (transport == MetricLabels.webSocket ? webSocket : tcp).accepted.increment()
    }

    /// A connection closed: its counters stay in its transport's totals.
    mutating func closed(_ counters: WireState.Counters, transport: String) {
        if transport == MetricLabels.webSocket {
            webSocket.closed = webSocket.closed + counters
        } else {
            tcp.closed = tcp.closed + counters
        }
    }

    /// Publishes the totals of `open` connections (with the closed ones) and the members by state.
    mutating func publish(open: [(counters: WireState.Counters, transport: String)], members: [LobbyMember]) {
        var tcpNow = tcp.closed
        var webSocketNow = webSocket.closed
        var tcpOpen = 0
        for connection in open {
            if connection.transport == MetricLabels.webSocket {
                webSocketNow = webSocketNow + connection.counters
            } else {
                tcpNow = tcpNow + connection.counters
                tcpOpen += 1
            }
        }
        tcp.publish(tcpNow)
        webSocket.publish(webSocketNow)
        tcp.open.record(tcpOpen)
        webSocket.open.record(open.count - tcpOpen)
        var byState: [String: Int] = ["connected": 0, "background": 0, "away": 0, "other": 0]
        for member in members where !member.isHost {
            byState[MetricLabels.state(member.connection), default: 0] += 1
        }
        for (state, gauge) in memberGauges { gauge.record(byState[state] ?? 0) }
    }
}
